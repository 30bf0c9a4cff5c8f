package io.github.morrisboard.remote;

import java.util.Optional;

/**
 * Which game under one code a board plays: a code kept for a pair of boards ({@code remote.game})
 * serves game after game, and the broker keeps each board's last record, seat and word under it. So
 * every message names its game as the code and a generation ({@code a1-b4-d2-g7.3}, {@link #id}), and a
 * board decides its generation once the retained messages are in ({@link #decide}): nothing of another
 * generation is ever applied. Generation 0 is the code alone: the first game under a code, as boards
 * of before wrote it, so their messages are of generation 0 and never of a later game.
 */
final class Generation {
    private Generation() {
    }

    /** What a board's retained messages on the broker say of its game: its generation, its record's length, whether it ended. */
    record Heard(int generation, int plies, boolean ended) {
    }

    /** The game id of {@code code}'s generation {@code generation} (generation 0 is the code alone, as boards of before wrote it). */
    static String id(String code, int generation) {
        return generation == 0 ? code : code + "." + generation;
    }

    /** The code part of a game id. */
    static String code(String gameId) {
        int dot = gameId.lastIndexOf('.');
        return dot < 0 ? gameId : gameId.substring(0, dot);
    }

    /** The generation of a game id (0: none given, a board of before); -1 for one that is no number. */
    static int of(String gameId) {
        int dot = gameId.lastIndexOf('.');
        if (dot < 0) {
            return 0;
        }
        String g = gameId.substring(dot + 1);
        if (g.isEmpty() || g.length() > 9 || !g.chars().allMatch(Character::isDigit)) {
            return -1;
        }
        return Integer.parseInt(g);
    }

    /**
     * The generation this board plays. {@code own}: what the broker kept of this board (its seat's
     * generation, its record there, whether that game ended); {@code friend}: the same of the other board
     * (the newest generation of a seat of another user). {@code plies}: how many plies this board's game
     * has. A board that has played plays the generation of its own seat (its record on the broker is of
     * it). A board that has played nothing joins the newest generation, unless that one is already more
     * than a start: this board's own record there has plies, the friend's more than one (the friend's
     * first ply may be there before this board joins), or a side ended it; then it opens the next.
     */
    static int decide(Optional<Heard> own, Optional<Heard> friend, int plies) {
        if (plies > 0) {
            return own.or(() -> friend).map(Heard::generation).orElse(0);
        }
        int g = Math.max(own.map(Heard::generation).orElse(0), friend.map(Heard::generation).orElse(0));
        boolean used = own.filter(h -> h.generation() == g).map(h -> h.plies() > 0 || h.ended()).orElse(false)
                || friend.filter(h -> h.generation() == g).map(h -> h.plies() > 1 || h.ended()).orElse(false);
        return used ? g + 1 : g;
    }
}
