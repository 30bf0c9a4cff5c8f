package io.github.morrisboard.remote;

import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;

import java.util.ArrayList;
import java.util.List;

/**
 * A board's game for spectators, one line of text, retained on {@link #topic} so a spectator who
 * arrives late sees the position at once:
 * <pre>
 * morrisboard/1 board boardA on remote 5 d6 f4 b2 d2 a1      board, state (on, over, abandoned), mode, plies
 * </pre>
 * Spectators may only read {@code morrisboard/boards/#}: the ACL grants each board write access to
 * its own topic only ({@code pattern write morrisboard/boards/%u/#}), so nobody posts as another board,
 * and nothing a spectator sends reaches a game.
 *
 * @param board the board's user on the broker
 * @param state {@code on}, {@code over} or {@code abandoned}
 * @param mode  the setup's mode label ({@code remote}, {@code human-vs-ai}, ...)
 */
public record Broadcast(String board, String state, String mode, List<Ply> plies) {
    public static final String ROOT = "morrisboard/boards/";
    /** Every board's game, for a spectator's subscription. */
    public static final String ALL = ROOT + "+/game";

    public Broadcast {
        if (!board.matches("[A-Za-z0-9._-]{1,64}")) {
            throw new IllegalArgumentException("a board's name on the broker is 1-64 letters, digits, dots, dashes or underscores, not \""
                    + board + "\"");
        }
        if (!List.of("on", "over", "abandoned").contains(state)) {
            throw new IllegalArgumentException("a broadcast game is on, over or abandoned, not \"" + state + "\"");
        }
        plies = List.copyOf(plies);
    }

    /** Where {@code board} publishes its game. */
    public static String topic(String board) {
        return ROOT + board + "/game";
    }

    public String text() {
        StringBuilder sb = new StringBuilder(Message.PREFIX + " board " + board + " " + state + " " + mode + " " + plies.size());
        plies.forEach(p -> sb.append(' ').append(p));
        return sb.toString();
    }

    /** Reads one broadcast; throws {@link IllegalArgumentException} saying what is wrong with it. */
    public static Broadcast parse(String text) {
        String[] w = text.strip().split("\\s+");
        if (w.length < 6 || !w[0].equals(Message.PREFIX) || !w[1].equals("board")) {
            throw new IllegalArgumentException("not a " + Message.PREFIX + " board message: \"" + (text.length() > 80 ? text.substring(0, 77) + "..." : text) + "\"");
        }
        int n;
        try {
            n = Integer.parseInt(w[5]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("\"" + w[5] + "\" is not a ply count");
        }
        if (w.length != 6 + n) {
            throw new IllegalArgumentException("a board message of " + n + " plies has " + (w.length - 6));
        }
        List<Ply> plies = new ArrayList<>(n);
        for (int i = 6; i < w.length; i++) {
            plies.add(Notation.parsePly(w[i]));
        }
        return new Broadcast(w[2], w[3], w[4], plies);
    }
}
