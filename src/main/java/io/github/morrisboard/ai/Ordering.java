package io.github.morrisboard.ai;

/** Static ordering keys for packed plies: what a ply does to mills (closing, blocking, breaking). */
final class Ordering {
    /**
     * Key steps for move ordering only: a ply that blocks two opponent mills scores as one that closes
     * a mill ({@link #closes} tells them apart).
     */
    static final int CLOSES = 100_000, BLOCKS = 50_000;

    private Ordering() {
    }

    /** For a placement or move: {@link #CLOSES} per mill it closes, {@link #BLOCKS} per opponent mill it blocks; 0 otherwise. */
    static int placementKey(int[][] millsAt, int own, int opp, int ply) {
        int to = ply & 31;
        int after = after(own, ply);
        int key = 0;
        for (int mill : millsAt[to]) {
            if (complete(after, mill)) {
                key += CLOSES;
            } else if (gapAt(opp, mill, to)) {
                key += BLOCKS;
            }
        }
        return key;
    }

    /** Whether a placement or move closes a mill of its own (a removal follows). */
    static boolean closes(int[][] millsAt, int own, int ply) {
        int after = after(own, ply);
        for (int mill : millsAt[ply & 31]) {
            if (complete(after, mill)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a placement or move stands in the gap of an opponent's two (blocks a mill they could close). */
    static boolean blocks(int[][] millsAt, int opp, int ply) {
        int to = ply & 31;
        for (int mill : millsAt[to]) {
            if (gapAt(opp, mill, to)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code pieces} fill every point of {@code mill}. */
    private static boolean complete(int pieces, int mill) {
        return (pieces & mill) == mill;
    }

    /** Whether {@code pieces} fill {@code mill} but for its point {@code gap}. */
    private static boolean gapAt(int pieces, int mill, int gap) {
        return (pieces & mill) == (mill & ~(1 << gap));
    }

    /** The mover's pieces after a placement or move. */
    private static int after(int own, int ply) {
        int after = own | 1 << (ply & 31);
        if ((ply >>> 10) == 1) {
            after &= ~(1 << ((ply >>> 5) & 31));
        }
        return after;
    }

    /** For removing the opponent piece on {@code point}: higher when it breaks their two or frees our line. */
    static int removalKey(int[][] millsAt, int own, int opp, int point) {
        int key = 100;
        for (int mill : millsAt[point]) {
            int o = Integer.bitCount(own & mill), t = Integer.bitCount(opp & mill);
            if (o == 0 && t >= 2) {
                key += 3000;
            } else if (o == 2) {
                key += 2000;
            }
        }
        return key;
    }
}
