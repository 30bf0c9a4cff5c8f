package io.github.morrisboard.ai;

import java.util.function.IntPredicate;

/**
 * The steps both table builders ({@link TableBuilder}, {@link ThreeTableBuilder}) take alike: a position's
 * exit (a mill and its best removal) as a key and as a stored distance, the seeding of a distance's
 * positions by their exits, and the resolution of a predecessor when one of its successors is decided.
 * Values as {@link TableClass} stores them: 0 undecided (a draw at the end), else 1 + the distance in
 * turns, odd a win for the side to move.
 */
final class Retrograde {
    /** An exit that leads to a draw. */
    static final int EXIT_DRAW = 255;

    private Retrograde() {
    }

    /**
     * The mover's key for a removal after which the opponent, to move, has stored value {@code v}:
     * win in d → 1000-d, draw 0, loss in d → d-1000 (so the best removal is the largest key).
     */
    static int key(int v) {
        if (v == 0) {
            return 0;
        }
        int d = v - 1; // the opponent's distance
        return (d & 1) == 0 ? 1000 - (d + 1) : (d + 1) - 1000;
    }

    /** The key of a removal that leaves the opponent two pieces: won in this turn. */
    static final int WON_NOW = 1000 - 1;

    /** An exit's key as the byte kept for it: {@link #EXIT_DRAW}, or 1 + the distance. */
    static int exit(int key) {
        if (key == 0) {
            return EXIT_DRAW;
        }
        int d = key > 0 ? 1000 - key : key + 1000;
        return d + 1;
    }

    /** Positions whose exit decides them at {@code level}: exit wins, and exit losses with no move left. */
    static void seed(byte[] val, byte[] exit, byte[] cnt, int level) {
        int want = level + 1;
        boolean win = (level & 1) == 1;
        for (int i = 0; i < val.length; i++) {
            if (val[i] == 0 && (exit[i] & 0xff) == want && (win || cnt[i] == 0)) {
                val[i] = (byte) want;
            }
        }
    }

    /**
     * Predecessor {@code p} of a position decided at {@code level}: won by the move when that position is
     * lost ({@code lostHere}); else one successor fewer to try, and lost when none is left and its exit
     * loses no later.
     */
    static void resolve(byte[] pval, byte[] pcnt, byte[] pexit, int p, boolean lostHere, int level) {
        if (pval[p] != 0) {
            return;
        }
        if (lostHere) {
            pval[p] = (byte) (level + 2);
        } else if (--pcnt[p] == 0) {
            int e = pexit[p] & 0xff;
            if (e == 0 || (e != EXIT_DRAW && ((e - 1) & 1) == 0 && e - 1 <= level + 1)) {
                pval[p] = (byte) (level + 2);
            }
        }
    }

    /** Whether {@code pieces} make a mill through {@code point}. */
    static boolean closes(int[][] millsAt, int pieces, int point) {
        for (int m : millsAt[point]) {
            if ((pieces & m) == m) {
                return true;
            }
        }
        return false;
    }

    /** Wins, draws and losses for the side to move among the positions {@code counted}. */
    static String census(byte[] val, IntPredicate counted) {
        long win = 0, loss = 0, draw = 0;
        for (int i = 0; i < val.length; i++) {
            if (!counted.test(i)) {
                continue;
            }
            int u = val[i] & 0xff;
            if (u == 0) {
                draw++;
            } else if (((u - 1) & 1) == 1) {
                win++;
            } else {
                loss++;
            }
        }
        return String.format("%,d win %,d draw %,d loss (for the side to move)", win, draw, loss);
    }
}
