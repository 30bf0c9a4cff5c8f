package io.github.morrisboard.ai;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Geometry;
import io.github.morrisboard.engine.Rules;

import java.io.IOException;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Builds the tables of {@code n} pieces against 3 (n = 3..9) by retrograde analysis over positions
 * numbered up to the board's symmetries ({@link ThreeIndex}). They are a closed set: when the big side
 * closes a mill the three are down to two and the game is over; when the three close one, the big side
 * drops to {@code n-1} against 3, built before. A system is {@code n v 3} (the big side to move) with
 * {@code 3 v n} (the three to move); {@code 3 v 3} is its own. The method is {@link TableBuilder}'s: the
 * exits (a mill and its best removal) first, then distance by distance; a position whose every move is
 * counted by the distinct positions it reaches (two moves to images of one position count once, as
 * the numbering sees one position), so that a losing position is found when its last one is resolved.
 *
 * <p>Stored per position as {@link TableClass} does: 0 a draw, else 1 + the distance in turns to the end
 * with perfect play (odd: the side to move wins). The no-removal and repetition draws are not applied.
 */
public final class ThreeTableBuilder {
    /** Marks a number that stands for a position numbered elsewhere (while building). */
    private static final byte ELSEWHERE = (byte) 255;

    /** Receives each class as it is finished. */
    @FunctionalInterface
    public interface Sink {
        void accept(int mover, int opponent, byte[] values) throws IOException;
    }

    private final boolean flying;
    private final int[] adjacent = new int[Point.COUNT];
    private final int[][] millsAt;
    private final Geometry geo;
    private final Consumer<String> progress;

    private ThreeTableBuilder(Rules rules, Consumer<String> progress) {
        if (rules.doubleRemoval() || rules.oneTimeMill() || rules.removeFromMills() || rules.geometry() != Geometry.NINE) {
            throw new IllegalArgumentException("endgame tables are built for the nine men's board with one removal a mill,"
                    + " no one-time mills and removals from mills only as a last resort (rules: " + rules + ")");
        }
        this.flying = rules.flying();
        this.geo = rules.geometry();
        for (int p = 0; p < Point.COUNT; p++) {
            adjacent[p] = geo.adjacent(p);
        }
        this.millsAt = Search.millsAt(geo);
        this.progress = progress;
    }

    /**
     * Builds 3v3, then each {@code n v 3} with {@code 3 v n} up to {@code most} (3..9), handing each class
     * to {@code sink} when it is done (3v3, 4v3, 3v4, 5v3, …). Holds one system at a time and the big side's
     * class before it: for 9 about 3 bytes a position of 9v3 and 3v9 (226 MB) and 26 MB.
     */
    public static void build(Rules rules, int most, Consumer<String> progress, Sink sink) throws IOException {
        if (most < 3 || most > 9) {
            throw new IllegalArgumentException("pieces against three: 3..9, not " + most);
        }
        ThreeTableBuilder b = new ThreeTableBuilder(rules, progress);
        byte[] before = null;
        for (int n = 3; n <= most; n++) {
            before = b.solve(n, before, sink);
        }
    }

    /** One class while its system is solved. */
    private static final class Work {
        final boolean moverBig;
        final int movers, opponents;
        final ThreeIndex ix;
        final byte[] val, cnt, exit;

        Work(ThreeIndex ix, boolean moverBig) {
            this.ix = ix;
            this.moverBig = moverBig;
            this.movers = moverBig ? ix.n : 3;
            this.opponents = moverBig ? 3 : ix.n;
            int size = ix.size();
            val = new byte[size];
            cnt = new byte[size];
            exit = new byte[size];
        }

        int index(int mover, int opponent) {
            return moverBig ? ix.index(mover, opponent) : ix.index(opponent, mover);
        }

        String name() {
            return movers + "v" + opponents;
        }
    }

    /** Solves {@code n v 3} with {@code 3 v n}; {@code before} is {@code (n-1) v 3}'s values; returns {@code n v 3}'s. */
    private byte[] solve(int n, byte[] before, Sink sink) throws IOException {
        long started = System.nanoTime();
        ThreeIndex ix = ThreeIndex.of(n);
        Work big = new Work(ix, true);
        Work small = n == 3 ? big : new Work(ix, false);
        Work[] system = n == 3 ? new Work[]{big} : new Work[]{big, small};
        ThreeIndex beforeIx = n > 3 ? ThreeIndex.of(n - 1) : null;
        int maxExit = 0;
        for (Work w : system) {
            maxExit = Math.max(maxExit, initialise(w, w == big ? small : big, beforeIx, before));
        }
        int level = 0;
        for (; level <= TableBuilder.MAX_DISTANCE; level++) {
            for (Work w : system) {
                Retrograde.seed(w.val, w.exit, w.cnt, level);
            }
            long resolved = 0;
            for (Work w : system) {
                resolved += propagate(w, w == big ? small : big, level);
            }
            if (resolved == 0 && level > maxExit) {
                break;
            }
        }
        if (level > TableBuilder.MAX_DISTANCE) {
            throw new IllegalStateException(n + "v3: distances beyond " + TableBuilder.MAX_DISTANCE + " turns do not fit a byte");
        }
        for (Work w : system) {
            fillImages(w);
            progress.accept(String.format("%s: %,d positions up to symmetry, %s, longest %d turns, %.1f s", w.name(),
                    w.val.length, Retrograde.census(w.val, w.ix::canonical), level - 1, (System.nanoTime() - started) / 1e9));
            sink.accept(w.movers, w.opponents, w.val);
        }
        return big.val;
    }

    /** Gives each number that stands for a position numbered elsewhere that position's value. */
    private static void fillImages(Work w) {
        ThreeIndex ix = w.ix;
        for (int i = 0; i < w.val.length; i++) {
            if (w.val[i] == ELSEWHERE) {
                int big = ix.big(i);
                w.val[i] = w.val[ix.index(big, ix.small(i, big))];
            }
        }
    }

    /**
     * Counts each position's distinct in-system successors, evaluates its exits (a mill and the best
     * removal), marks blocked positions lost and images {@link #ELSEWHERE}; returns the longest exit distance.
     */
    private int initialise(Work w, Work other, ThreeIndex beforeIx, byte[] before) {
        ThreeIndex ix = w.ix;
        int size = ix.size();
        boolean fly = flying && w.movers == 3;
        int[] seen = new int[64]; // at most 3 pieces flying to 21 points
        int maxExit = 0;
        for (int i = 0; i < size; i++) {
            if (!ix.canonical(i)) {
                w.val[i] = ELSEWHERE;
                continue;
            }
            int bigSet = ix.big(i), smallSet = ix.small(i, bigSet);
            int mover = w.moverBig ? bigSet : smallSet, opp = w.moverBig ? smallSet : bigSet;
            int empty = ~(mover | opp) & Point.ALL;
            int k = 0, best = Integer.MIN_VALUE;
            boolean any = false;
            for (int own = mover; own != 0; own &= own - 1) {
                int f = Integer.numberOfTrailingZeros(own);
                for (int t = fly ? empty : adjacent[f] & empty; t != 0; t &= t - 1) {
                    int to = Integer.numberOfTrailingZeros(t);
                    any = true;
                    int moved = mover ^ (1 << f) ^ (1 << to);
                    if (closes(moved, to)) {
                        best = Math.max(best, exitKey(moved, opp, beforeIx, before));
                    } else {
                        seen[k++] = other.index(opp, moved);
                    }
                }
            }
            if (!any) {
                w.val[i] = 1; // blocked: lost now
                continue;
            }
            w.cnt[i] = (byte) distinct(seen, k);
            if (best != Integer.MIN_VALUE) {
                int e = Retrograde.exit(best);
                w.exit[i] = (byte) e;
                if (e != Retrograde.EXIT_DRAW) {
                    maxExit = Math.max(maxExit, e - 1);
                }
            }
        }
        return maxExit;
    }

    /** How many distinct values {@code a[0..k)} holds (sorts them). */
    private static int distinct(int[] a, int k) {
        if (k < 2) {
            return k;
        }
        Arrays.sort(a, 0, k);
        int d = 1;
        for (int j = 1; j < k; j++) {
            if (a[j] != a[j - 1]) {
                d++;
            }
        }
        return d;
    }

    /**
     * The mover's best over the removals after closing a mill ({@code moved}: its pieces after the move),
     * as {@link Retrograde#key}: three opponents are down to two, won in this turn; else the big side, now
     * {@code n-1}, is to move in {@code before}.
     */
    private int exitKey(int moved, int opp, ThreeIndex beforeIx, byte[] before) {
        if (Integer.bitCount(opp) == 3) {
            return Retrograde.WON_NOW;
        }
        int free = opp & ~geo.inMills(opp);
        int removable = free != 0 ? free : opp;
        int best = Integer.MIN_VALUE;
        for (int r = removable; r != 0; r &= r - 1) {
            int left = opp & ~(r & -r);
            best = Math.max(best, Retrograde.key(before[beforeIx.index(left, moved)] & 0xff));
        }
        return best;
    }

    /** Resolves the predecessors (in {@code prev}) of the positions of {@code w} decided at {@code level}. */
    private long propagate(Work w, Work prev, int level) {
        ThreeIndex ix = w.ix;
        byte want = (byte) (level + 1);
        boolean lostHere = (level & 1) == 0;
        boolean oppFlies = flying && w.opponents == 3;
        byte[] val = w.val, pval = prev.val, pcnt = prev.cnt, pexit = prev.exit;
        int[] preds = new int[256];
        long resolved = 0;
        for (int i = 0; i < val.length; i++) {
            if (val[i] != want) {
                continue;
            }
            resolved++;
            int bigSet = ix.big(i), smallSet = ix.small(i, bigSet);
            int mover = w.moverBig ? bigSet : smallSet, opp = w.moverBig ? smallSet : bigSet;
            int empty = ~(mover | opp) & Point.ALL;
            int k = 0;
            for (int o = opp; o != 0; o &= o - 1) {
                int t = Integer.numberOfTrailingZeros(o);
                if (closes(opp, t)) {
                    continue; // arriving there closed a mill: that move led to a removal, not here
                }
                for (int s = oppFlies ? empty : adjacent[t] & empty; s != 0; s &= s - 1) {
                    int beforeMove = opp ^ (1 << t) ^ (s & -s);
                    preds[k++] = prev.index(beforeMove, mover);
                }
            }
            if (k > 1) {
                Arrays.sort(preds, 0, k);
            }
            for (int j = 0; j < k; j++) {
                if (j == 0 || preds[j] != preds[j - 1]) { // each distinct predecessor once
                    Retrograde.resolve(pval, pcnt, pexit, preds[j], lostHere, level);
                }
            }
        }
        return resolved;
    }

    private boolean closes(int pieces, int point) {
        return Retrograde.closes(millsAt, pieces, point);
    }
}
