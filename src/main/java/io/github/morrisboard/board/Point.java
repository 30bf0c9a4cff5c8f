package io.github.morrisboard.board;

import java.util.Optional;

/**
 * The 24 points of the board and their names. A point is an int 0..23 (its bit in every
 * 24-bit mask), in the order of {@link #NAMES}: column letter a..g, row number 1..7.
 *
 * <pre>
 * 7 a7----------d7----------g7
 *   |           |           |
 * 6 |   b6------d6------f6  |
 *   |   |       |       |   |
 * 5 |   |   c5--d5--e5  |   |
 *   |   |   |       |   |   |
 * 4 a4--b4--c4      e4--f4--g4
 *   |   |   |       |   |   |
 * 3 |   |   c3--d3--e3  |   |
 *   |   |       |       |   |
 * 2 |   b2------d2------f2  |
 *   |           |           |
 * 1 a1----------d1----------g1
 *   a   b   c   d   e   f   g
 * </pre>
 */
public final class Point {
    public static final int COUNT = 24;
    /** Every point set. */
    public static final int ALL = (1 << COUNT) - 1;

    private static final String[] NAMES = {
            "a1", "a4", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3",
            "d5", "d6", "d7", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g4", "g7"};

    private Point() {
    }

    /** The name of a point, e.g. {@code "d6"}. */
    public static String name(int point) {
        return NAMES[point];
    }

    /** The point with this name (case-insensitive), if there is one. */
    public static Optional<Integer> find(String name) {
        if (name != null && name.length() == 2) {
            char col = Character.toLowerCase(name.charAt(0));
            char row = name.charAt(1);
            for (int i = 0; i < COUNT; i++) {
                if (NAMES[i].charAt(0) == col && NAMES[i].charAt(1) == row) {
                    return Optional.of(i);
                }
            }
        }
        return Optional.empty();
    }

    /** The point with this name; throws with a message naming the bad input otherwise. */
    public static int parse(String name) {
        return find(name).orElseThrow(() -> new IllegalArgumentException(
                "unknown point \"" + name + "\" (points are a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6 g1 g4 g7)"));
    }

    /** Column 0..6 (a..g). */
    public static int column(int point) {
        return NAMES[point].charAt(0) - 'a';
    }

    /** Row 0..6 (1..7). */
    public static int row(int point) {
        return NAMES[point].charAt(1) - '1';
    }

    /** The mask with only this point set. */
    public static int bit(int point) {
        return 1 << point;
    }

    /** The names of the points in a mask, space-separated, in point order. */
    public static String names(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int m = mask & ALL; m != 0; m &= m - 1) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(NAMES[Integer.numberOfTrailingZeros(m)]);
        }
        return sb.toString();
    }
}
