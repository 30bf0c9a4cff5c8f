package io.github.morrisboard.ai;

import io.github.morrisboard.engine.MutablePosition;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * How a weaker level chooses among scored root plies.
 * <ol>
 * <li>Sometimes it does not see the plies that block an opponent's mill (with the level's
 * {@code overlook} chance), and at levels 1 and 2 sometimes not those that close its own
 * ({@code overlookOwn}).</li>
 * <li>If it sees a mill-closing ply scoring within {@link #GREED} (or one temperature, if more)
 * of the best, only the mill-closing plies remain: a person takes the piece now. (A shallow
 * search scores closing now and closing next turn alike, because the horizon's quiescence closes
 * the mill either way; sampling among such ties left a closable mill on the board turn after turn.
 * And a shallow search's judgement of the placing phase is not worth half a piece.) Otherwise
 * the candidates are the plies it sees scoring within one temperature of the best.</li>
 * <li>It samples the candidates with softmax weights {@code exp((score - best) / temperature)}.
 * (Over all plies, the many bad ones together would outweigh the good one: the imperfection would
 * not be "near-best" but random.) A decided best score (a forced win or loss) is not sampled: a
 * win in three and a win in seven differ by four "hundredths", well within any temperature, and
 * sampling among them drifted through won games without ever winning them.</li>
 * </ol>
 */
final class Choice {
    /** How much worse, in hundredths of a piece, a mill-closing ply may score and still be preferred. */
    static final int GREED = 50;

    private Choice() {
    }

    static int pick(MutablePosition pos, int[][] millsAt, int[] moves, int[] scores, int n, Level level,
                    RandomGenerator random) {
        boolean[] seen = new boolean[n];
        boolean[] closing = new boolean[n];
        Arrays.fill(seen, true);
        if (pos.removalsOwed() == 0) {
            int us = pos.side();
            int own = pos.pieces(us), opp = pos.pieces(us ^ 1);
            boolean missOwn = chance(level.overlookOwn(), random);
            boolean missTheirs = chance(level.overlook(), random);
            boolean any = false;
            for (int i = 0; i < n; i++) {
                closing[i] = Ordering.closes(millsAt, own, moves[i]);
                seen[i] = !(missOwn && closing[i]) && !(missTheirs && Ordering.blocks(millsAt, opp, moves[i]));
                any |= seen[i];
            }
            if (!any) {
                Arrays.fill(seen, true);
            }
        }
        int best = bestOf(scores, n, seen);
        int temperature = Search.isWin(best) || Search.isLoss(best) ? 0 : level.temperature();
        int greed = Search.isWin(best) ? 0 : Math.max(GREED, temperature);
        boolean[] candidate = new boolean[n];
        boolean closes = false;
        for (int i = 0; i < n; i++) {
            closes |= seen[i] && closing[i] && scores[i] >= best - greed;
        }
        if (closes) {
            for (int i = 0; i < n; i++) {
                seen[i] &= closing[i];
            }
            best = bestOf(scores, n, seen);
        }
        for (int i = 0; i < n; i++) {
            candidate[i] = seen[i] && scores[i] >= best - temperature;
        }
        int bestIndex = indexOf(best, scores, n, candidate);
        if (temperature <= 0) {
            return bestIndex;
        }
        double[] w = new double[n];
        double total = 0;
        for (int i = 0; i < n; i++) {
            if (candidate[i]) {
                w[i] = Math.exp((double) (scores[i] - best) / temperature);
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

    private static boolean chance(double p, RandomGenerator random) {
        return p > 0 && random.nextDouble() < p;
    }

    private static int bestOf(int[] scores, int n, boolean[] among) {
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            if (among[i]) {
                best = Math.max(best, scores[i]);
            }
        }
        return best;
    }

    private static int indexOf(int score, int[] scores, int n, boolean[] among) {
        for (int i = 0; i < n; i++) {
            if (among[i] && scores[i] == score) {
                return i;
            }
        }
        throw new IllegalStateException("no candidate scores " + score);
    }
}
