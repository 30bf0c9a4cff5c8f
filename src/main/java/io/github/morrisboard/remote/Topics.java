package io.github.morrisboard.remote;

/**
 * The MQTT topics of one game: {@code morrisboard/games/<id>/plies} carries each ply once it was
 * accepted on the board that played it; {@code morrisboard/games/<id>/record} keeps the whole
 * record, retained, so a board that (re)connects catches up. A broker's ACL grants a game's two
 * boards exactly {@link #game()}.
 */
public record Topics(String gameId) {
    public static final String ROOT = "morrisboard/games/";

    public static Topics of(GameCode code) {
        return new Topics(code.id());
    }

    /** Everything of this game (the ACL's pattern, and the subscription). */
    public String game() {
        return ROOT + gameId + "/#";
    }

    public String plies() {
        return ROOT + gameId + "/plies";
    }

    public String record() {
        return ROOT + gameId + "/record";
    }

    /** {@code side}'s latest word on ending the game (retained). */
    public String end(io.github.morrisboard.engine.Color side) {
        return ROOT + gameId + "/end/" + side.label();
    }

    /** Who plays {@code side}, and with which rules (retained). */
    /**
     * Where a board says hello to itself at each connection: its own hello coming back means the
     * retained seats (subscribed to before) are in, so it may take its seat.
     */
    public String hello(String board) {
        return ROOT + gameId + "/hello/" + board;
    }

    public String seat(io.github.morrisboard.engine.Color side) {
        return ROOT + gameId + "/seat/" + side.label();
    }
}
