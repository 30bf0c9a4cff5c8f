package io.github.morrisboard.ai;

import io.github.morrisboard.engine.MutablePosition;

import java.util.random.RandomGenerator;

/**
 * How a weaker level chooses among scored root plies: sometimes it does not see the plies that
 * close or block a mill (with the level's {@code overlook} chance), then it samples the plies
 * scoring within one temperature of the best with softmax weights
 * {@code exp((score - best) / temperature)}. (Over all plies, the many bad ones together would
 * outweigh the good one: the imperfection would not be "near-best" but random.)
 */
final class Choice {
    private Choice() {
    }

    static int pick(MutablePosition pos, int[][] millsAt, int[] moves, int[] scores, int n, Level level,
                    RandomGenerator random) {
        boolean[] candidate = new boolean[n];
        java.util.Arrays.fill(candidate, true);
        if (pos.removalsOwed() == 0 && level.overlook() > 0 && random.nextDouble() < level.overlook()) {
            int us = pos.side();
            boolean any = false;
            for (int i = 0; i < n; i++) {
                candidate[i] = Ordering.placementKey(millsAt, pos.pieces(us), pos.pieces(us ^ 1), moves[i]) == 0;
                any |= candidate[i];
            }
            if (!any) {
                java.util.Arrays.fill(candidate, true);
            }
        }
        int best = Integer.MIN_VALUE, bestIndex = -1;
        for (int i = 0; i < n; i++) {
            if (candidate[i] && scores[i] > best) {
                best = scores[i];
                bestIndex = i;
            }
        }
        if (level.temperature() <= 0) {
            return bestIndex;
        }
        double[] w = new double[n];
        double total = 0;
        for (int i = 0; i < n; i++) {
            if (candidate[i] && scores[i] >= best - level.temperature()) {
                w[i] = Math.exp((double) (scores[i] - best) / level.temperature());
                total += w[i];
            }
        }
        double r = random.nextDouble() * total;
        for (int i = 0; i < n; i++) {
            if (w[i] > 0) {
                r -= w[i];
                if (r <= 0) {
                    return i;
                }
            }
        }
        return bestIndex;
    }
}
