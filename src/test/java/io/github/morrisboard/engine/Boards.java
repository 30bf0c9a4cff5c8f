package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;

/** Test helpers: masks and positions from point names. */
final class Boards {
    private Boards() {
    }

    static int mask(String names) {
        int m = 0;
        for (String n : names.trim().split("\\s+")) {
            if (!n.isEmpty()) {
                m |= Point.bit(Point.parse(n));
            }
        }
        return m;
    }

    /** A moving-phase position (nothing in hand). */
    static Position moving(Rules rules, String white, String black, Color side) {
        return Position.of(rules, mask(white), mask(black), 0, 0, side, 0);
    }

    static java.util.Set<String> legal(Position p) {
        java.util.Set<String> s = new java.util.TreeSet<>();
        p.legalPlies().forEach(ply -> s.add(ply.toString()));
        return s;
    }

    static Ply ply(String text) {
        return Notation.parsePly(text);
    }
}
