package io.github.morrisboard.ai;

import io.github.morrisboard.board.Point;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Openings for matches: every two-ply opening (white places, black places) once up to the board's 16
 * symmetries, the first of each class in point order. Two deterministic players replay a game from an
 * opening's image mirrored, so one of each class is all a match needs.
 */
public final class BenchOpenings {
    private BenchOpenings() {
    }

    /** The start (an empty record) and then the {@linkplain #twoPly two-ply openings}: a match's 47 openings. */
    public static String[] startAndTwoPly() {
        List<String> all = new ArrayList<>(List.of(""));
        all.addAll(twoPly());
        return all.toArray(String[]::new);
    }

    /** The two-ply openings, one a symmetry class, as "w b" in point names. */
    public static List<String> twoPly() {
        List<String> out = new ArrayList<>();
        TreeSet<Long> seen = new TreeSet<>();
        for (int w = 0; w < Point.COUNT; w++) {
            for (int b = 0; b < Point.COUNT; b++) {
                if (b == w) {
                    continue;
                }
                long least = Long.MAX_VALUE;
                for (int s = 0; s < Symmetry.COUNT; s++) {
                    long k = (long) Symmetry.mask(s, 1 << w) << 32 | Symmetry.mask(s, 1 << b);
                    least = Math.min(least, k);
                }
                if (seen.add(least)) {
                    out.add(Point.name(w) + " " + Point.name(b));
                }
            }
        }
        return out;
    }
}
