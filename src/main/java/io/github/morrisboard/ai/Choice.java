package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Geometry;
import io.github.morrisboard.engine.MutablePosition;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * How a weaker level chooses among scored root plies, making a beginner's mistakes (see {@link Level}).
 * <ol>
 * <li>Lapses, each with the level's chance per move: it does not see the plies that block only a
 * <em>distant</em> threat ({@code overlook}: a mill the opponent could close whose line does not run
 * through the point the opponent last played); at levels 1 and 2 not those that close its own
 * ({@code overlookOwn}); and it judges the plies that let the opponent make a two-way mill by the
 * first iteration's one-ply look instead of its full search ({@code forkBlind}), so a natural-looking
 * ply that walks into a double threat looks as good as it did at first sight.</li>
 * <li>If it sees a mill-closing ply scoring within the level's {@code greed} of the best (and not a
 * forced loss), only the mill-closing plies remain: a person takes the piece now. (A shallow search
 * scores closing now and closing next turn alike, because the horizon's quiescence closes the mill
 * either way; sampling among such ties left a closable mill on the board turn after turn.)</li>
 * <li>Otherwise, in the moving phase with nothing to close, the level drifts: every ply it sees
 * scoring within {@code drift} of the best is as good as another (chosen evenly).</li>
 * <li>Else it samples the plies it sees scoring within one temperature of the best with softmax
 * weights {@code exp((score - best) / temperature)}. (Over all plies, the many bad ones together would
 * outweigh the good one: the imperfection would not be "near-best" but random.) A decided best score
 * (a forced win or loss) is not sampled: a win in three and a win in seven differ by four
 * "hundredths", well within any temperature, and sampling among them drifted through won games
 * without ever winning them.</li>
 * </ol>
 */
final class Choice {
    private Choice() {
    }

    /**
     * @param oneLook   each ply's score from the first iteration (a one-ply look)
     * @param lastPoint where the opponent's last placement or move went (-1: none)
     */
    static int pick(MutablePosition pos, int[][] millsAt, int[] moves, int[] deep, int[] oneLook, int n, Level level,
                    int lastPoint, RandomGenerator random) {
        int[] scores = Arrays.copyOf(deep, n);
        boolean[] seen = new boolean[n];
        boolean[] closing = new boolean[n];
        Arrays.fill(seen, true);
        boolean quiet = false;
        if (pos.removalsOwed() == 0) {
            int us = pos.side();
            int own = pos.pieces(us), opp = pos.pieces(us ^ 1);
            boolean missOwn = chance(level.overlookOwn(), random);
            boolean missDistant = chance(level.overlook(), random);
            boolean forkBlind = chance(level.forkBlind(), random);
            boolean any = false, blocking = false;
            for (int i = 0; i < n; i++) {
                closing[i] = Ordering.closes(millsAt, own, moves[i]);
                boolean blocks = Ordering.blocks(millsAt, opp, moves[i]);
                blocking |= blocks;
                seen[i] = !(missOwn && closing[i]) && !(missDistant && blocksOnlyDistant(millsAt, opp, moves[i], lastPoint));
                any |= seen[i];
            }
            if (!any) {
                Arrays.fill(seen, true);
            }
            if (forkBlind) {
                blindToForks(pos, millsAt, moves, scores, oneLook, n, closing);
            }
            quiet = pos.inHand(0) == 0 && pos.inHand(1) == 0 && !blocking;
        }
        int best = bestOf(scores, n, seen);
        boolean decided = Search.isWin(best) || Search.isLoss(best);
        int temperature = decided ? 0 : level.temperature();
        int greed = Search.isWin(best) ? 0 : level.greed();
        boolean closes = false;
        for (int i = 0; i < n; i++) {
            closes |= seen[i] && closing[i] && scores[i] >= best - greed && (!Search.isLoss(scores[i]) || Search.isLoss(best));
        }
        if (closes) {
            for (int i = 0; i < n; i++) {
                seen[i] &= closing[i];
            }
            best = bestOf(scores, n, seen);
        } else if (quiet && !decided && level.drift() > 0) {
            return evenly(scores, n, seen, best - level.drift(), random);
        }
        boolean[] candidate = new boolean[n];
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

    /** A ply chosen evenly among those seen scoring at least {@code floor}. */
    private static int evenly(int[] scores, int n, boolean[] seen, int floor, RandomGenerator random) {
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (seen[i] && scores[i] >= floor) {
                count++;
            }
        }
        int k = random.nextInt(count);
        for (int i = 0; i < n; i++) {
            if (seen[i] && scores[i] >= floor && k-- == 0) {
                return i;
            }
        }
        throw new IllegalStateException("no ply scores " + floor);
    }

    /**
     * Whether {@code ply} blocks a threat of the opponent's and every threat it blocks is distant: its
     * line does not run through {@code lastPoint}.
     */
    static boolean blocksOnlyDistant(int[][] millsAt, int opp, int ply, int lastPoint) {
        int to = ply & 31;
        boolean blocks = false;
        for (int mill : millsAt[to]) {
            if ((opp & mill) == (mill & ~(1 << to))) { // the opponent holds the two other points
                if (lastPoint >= 0 && (mill & 1 << lastPoint) != 0) {
                    return false;
                }
                blocks = true;
            }
        }
        return blocks;
    }

    /**
     * Judges each ply after which the opponent can make a two-way mill by its one-ply look, relative to
     * the best ply that allows none (both views agree on that one): so the danger goes unseen.
     */
    private static void blindToForks(MutablePosition pos, int[][] millsAt, int[] moves, int[] scores, int[] oneLook,
                                     int n, boolean[] closing) {
        boolean[] forks = new boolean[n];
        int ref = -1;
        for (int i = 0; i < n; i++) {
            forks[i] = !closing[i] && allowsTwoWayMill(pos, millsAt, moves[i]);
            if (!forks[i] && (ref < 0 || scores[i] > scores[ref])) {
                ref = i;
            }
        }
        if (ref < 0 || Search.isWin(scores[ref]) || Search.isLoss(scores[ref])) {
            return;
        }
        for (int i = 0; i < n; i++) {
            if (forks[i] && !Search.isWin(oneLook[i]) && !Search.isLoss(oneLook[i])) {
                scores[i] = Math.max(scores[i], scores[ref] + oneLook[i] - oneLook[ref]); // the danger unseen, nothing else
            }
        }
    }

    /**
     * Whether after {@code ply} the opponent has a reply that leaves it two mills to close (or a running
     * mill) while we have none to close first.
     */
    static boolean allowsTwoWayMill(MutablePosition pos, int[][] millsAt, int ply) {
        pos.make(ply);
        try {
            if (pos.removalsOwed() > 0) {
                return false;
            }
            int them = pos.side();
            if (threats(pos, millsAt, them) >= 2) {
                return false; // already there: not a setup this ply walks into
            }
            int[] replies = new int[MutablePosition.MAX_PLIES];
            int k = pos.generate(replies);
            for (int j = 0; j < k; j++) {
                pos.make(replies[j]);
                boolean fork = pos.removalsOwed() == 0 && threats(pos, millsAt, them) >= 2
                        && threats(pos, millsAt, them ^ 1) == 0; // with a mill of our own to close, no fork

                pos.unmake();
                if (fork) {
                    return true;
                }
            }
            return false;
        } finally {
            pos.unmake();
        }
    }

    /**
     * The mills {@code color} could close on its next turn: distinct gaps of its open twos that a piece
     * can reach (from hand, flying, or an adjacent piece off the line), a closer standing in a complete
     * mill (a running mill) counting twice.
     */
    static int threats(MutablePosition pos, int[][] millsAt, int color) {
        Geometry geo = pos.rules().geometry();
        int own = pos.pieces(color), opp = pos.pieces(color ^ 1);
        boolean free = pos.inHand(color) > 0 || pos.canFly(color);
        int gaps = 0, count = 0;
        for (int m = 0; m < geo.millCount(); m++) {
            int mill = geo.mill(m);
            if ((opp & mill) != 0 || Integer.bitCount(own & mill) != 2) {
                continue;
            }
            int gap = Integer.numberOfTrailingZeros(mill & ~own);
            int closers = free ? own : geo.adjacent(gap) & own & ~mill;
            if (closers == 0 || (gaps & 1 << gap) != 0) {
                continue;
            }
            gaps |= 1 << gap;
            count++;
            if (!free && inCompleteMill(millsAt, own, closers)) {
                count++;
            }
        }
        return count;
    }

    private static boolean inCompleteMill(int[][] millsAt, int own, int closers) {
        for (int q = closers; q != 0; q &= q - 1) {
            for (int mill : millsAt[Integer.numberOfTrailingZeros(q)]) {
                if ((own & mill) == mill) {
                    return true;
                }
            }
        }
        return false;
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
