package io.github.morrisboard.ai;

/** Static ordering keys for packed plies: what a ply does to mills (closing, blocking, breaking). */
final class Ordering {
    static final int CLOSES = 100_000, BLOCKS = 50_000;

    private Ordering() {
    }

    /** For a placement or move: {@link #CLOSES} per mill it closes, {@link #BLOCKS} per opponent mill it blocks; 0 otherwise. */
    static int placementKey(int[][] millsAt, int own, int opp, int ply) {
        int to = ply & 31;
        int after = own | 1 << to;
        if ((ply >>> 10) == 1) {
            after &= ~(1 << ((ply >>> 5) & 31));
        }
        int key = 0;
        for (int mill : millsAt[to]) {
            if ((after & mill) == mill) {
                key += CLOSES;
            } else if ((opp & mill) == (mill & ~(1 << to))) {
                key += BLOCKS;
            }
        }
        return key;
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
