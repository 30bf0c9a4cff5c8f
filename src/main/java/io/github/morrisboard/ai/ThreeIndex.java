package io.github.morrisboard.ai;

import io.github.morrisboard.board.Point;

import java.util.Arrays;

/**
 * The positions of {@code n} pieces against 3 numbered up to the board's 16 {@linkplain Symmetry
 * symmetries}: a position (the big side's points, the three's) and each of its images get one number.
 * The big side's set is brought to its least image (the canonical set, ranked among all canonical sets
 * of {@code n} points); the three's set goes with it, and when more than one symmetry gives that least
 * set (the set is symmetric) the three's least image among them is taken. The number is the canonical
 * set's rank times {@code C(24-n, 3)} plus the rank of the three's points among the points the big side
 * leaves free. With {@code n = 3} the "big" side is the side to move.
 *
 * <p>Numbers whose three's set is not the least of its images (only under a symmetric big set) stand
 * for a position numbered elsewhere: {@link #canonical} is false for them, and tables keep them only as
 * filler.
 */
final class ThreeIndex {
    final int n;
    /** The canonical sets of {@code n} points, ascending. */
    private final int[] canon;
    /** For each canonical set, the symmetries that map it to itself (a bit each; the identity's bit 0 always). */
    private final int[] stab;
    private final int smallSets;
    /** Every 3-subset of {@code 24 - n} slots, by rank. */
    private final int[] threes;

    /** For each set of {@code n} points by its colex rank: its canonical set's rank, shifted by 4, and a symmetry that maps it there. */
    private final int[] byRank;

    private ThreeIndex(int n, int[] canon, int[] stab, int[] byRank) {
        this.n = n;
        this.canon = canon;
        this.stab = stab;
        this.byRank = byRank;
        this.smallSets = Combinations.count(Point.COUNT - n, 3);
        this.threes = Combinations.all(Point.COUNT - n, 3);
    }

    private static final ThreeIndex[] CACHE = new ThreeIndex[Point.COUNT + 1];

    /**
     * The index for {@code n} (3..9) against 3, made once: it looks at every set of {@code n} points under
     * the 16 symmetries (for 9, 1.3 million sets: 5 MB of memory, a fifth of a second here).
     */
    static synchronized ThreeIndex of(int n) {
        if (n < 3 || n > 9) {
            throw new IllegalArgumentException("n against 3 for n = 3..9, not " + n);
        }
        if (CACHE[n] == null) {
            int[] all = Combinations.all(Point.COUNT, n); // colex order: ascending as numbers too
            int[] byRank = new int[all.length];
            int[] canon = new int[all.length / 8 + 64];
            int[] stab = new int[canon.length];
            int k = 0;
            for (int i = 0; i < all.length; i++) {
                int set = all[i], least = set, via = 0, syms = 0;
                for (int s = 0; s < Symmetry.COUNT; s++) {
                    int y = Symmetry.mask(s, set);
                    if (y < least) {
                        least = y;
                        via = s;
                    } else if (y == set) {
                        syms |= 1 << s;
                    }
                }
                if (least == set) {
                    if (k == canon.length) {
                        canon = Arrays.copyOf(canon, 2 * k);
                        stab = Arrays.copyOf(stab, 2 * k);
                    }
                    canon[k] = set;
                    stab[k] = syms;
                    byRank[i] = k++ << 4;
                } else { // the least image comes before the set: its rank is known
                    byRank[i] = (byRank[Combinations.rank(least)] & ~15) | via;
                }
            }
            CACHE[n] = new ThreeIndex(n, Arrays.copyOf(canon, k), Arrays.copyOf(stab, k), byRank);
        }
        return CACHE[n];
    }

    /** How many numbers: the canonical sets times the three's sets beside each. */
    int size() {
        return canon.length * smallSets;
    }

    /** The number of the position where the big side holds {@code big} and the three hold {@code small}. */
    int index(int big, int small) {
        int e = byRank[Combinations.rank(big)];
        int r = e >>> 4;
        int sm = Symmetry.mask(e & 15, small);
        int syms = stab[r];
        if (syms != 1) { // a symmetric canonical set: the three's least image under its symmetries
            int first = sm;
            for (int m = syms & ~1; m != 0; m &= m - 1) {
                sm = Math.min(sm, Symmetry.mask(Integer.numberOfTrailingZeros(m), first));
            }
        }
        return r * smallSets + Combinations.rank(Combinations.compress(sm, ~canon[r] & Point.ALL));
    }

    /** The big side's points of number {@code i}. */
    int big(int i) {
        return canon[i / smallSets];
    }

    /** The three's points of number {@code i}, given its big side's points. */
    int small(int i, int big) {
        return expand(threes[i % smallSets], big);
    }

    /** Whether {@code i}'s position is numbered by {@code i} (not an image numbered elsewhere). */
    boolean canonical(int i) {
        int syms = stab[i / smallSets];
        if (syms == 1) {
            return true;
        }
        int big = canon[i / smallSets];
        int small = small(i, big);
        for (int m = syms & ~1; m != 0; m &= m - 1) {
            if (Symmetry.mask(Integer.numberOfTrailingZeros(m), small) < small) {
                return false;
            }
        }
        return true;
    }

    /** How many three's sets go with each canonical set (a row of numbers). */
    int rowLength() {
        return smallSets;
    }

    /** The slots' points: slot j is the j-th point not in {@code big}. */
    private static int expand(int slots, int big) {
        int out = 0;
        for (int m = slots; m != 0; m &= m - 1) {
            int j = Integer.numberOfTrailingZeros(m);
            out |= 1 << nthFree(big, j);
        }
        return out;
    }

    /** The {@code j}-th (from 0) point not in {@code big}. */
    private static int nthFree(int big, int j) {
        int free = ~big & Point.ALL;
        for (int k = 0; k < j; k++) {
            free &= free - 1;
        }
        return Integer.numberOfTrailingZeros(free);
    }
}
