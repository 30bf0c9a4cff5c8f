package io.github.morrisboard.ai;

import io.github.morrisboard.board.Point;

/**
 * Ranking of k-point sets (colex order) for the endgame tables: a set of k points out of n has
 * a dense rank 0..C(n,k)-1, and a set of the opponent's points is ranked among the points the
 * mover leaves free.
 */
final class Combinations {
    static final int[][] BINOM = new int[Point.COUNT + 1][Point.COUNT + 1];

    static {
        for (int n = 0; n <= Point.COUNT; n++) {
            BINOM[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                BINOM[n][k] = BINOM[n - 1][k - 1] + (k <= n - 1 ? BINOM[n - 1][k] : 0);
            }
        }
    }

    private Combinations() {
    }

    static int count(int n, int k) {
        return BINOM[n][k];
    }

    /** The colex rank of a set (its bits, counted from 0). */
    static int rank(int mask) {
        int r = 0, i = 1;
        for (int m = mask; m != 0; m &= m - 1) {
            r += BINOM[Integer.numberOfTrailingZeros(m)][i++];
        }
        return r;
    }

    /** Every k-subset of n bits, indexed by rank. */
    static int[] all(int n, int k) {
        int[] out = new int[BINOM[n][k]];
        for (int m = (1 << k) - 1, i = 0; i < out.length; i++) {
            out[i] = m;
            int c = m & -m, r = m + c; // Gosper's hack: the next set with k bits, in colex order
            m = (((r ^ m) >>> 2) / c) | r;
        }
        return out;
    }

    /** {@code mask}'s points renumbered among the points of {@code free} (mask ⊆ free). */
    static int compress(int mask, int free) {
        int out = 0;
        for (int m = mask; m != 0; m &= m - 1) {
            int t = Integer.numberOfTrailingZeros(m);
            out |= 1 << Integer.bitCount(free & ((1 << t) - 1));
        }
        return out;
    }

    /** The inverse of {@link #compress}: slot i is the i-th point in {@code freePoints}. */
    static int expand(int slots, int[] freePoints) {
        int out = 0;
        for (int m = slots; m != 0; m &= m - 1) {
            out |= 1 << freePoints[Integer.numberOfTrailingZeros(m)];
        }
        return out;
    }
}
