package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;

/**
 * The 16 symmetries of the nine men's morris board (the square's 8 rotations and reflections,
 * each with or without swapping the inner and outer squares) as point permutations. Each keeps
 * adjacency and mills, so a position and its image have the same value and the same plies up
 * to the permutation. Index 0 is the identity.
 */
final class Symmetry {
    static final int COUNT = 16;
    private static final int[][] MAP = new int[COUNT][Point.COUNT];
    private static final int[][] INVERSE = new int[COUNT][Point.COUNT];
    /** Per symmetry, the image of each byte of a mask (points 0-7, 8-15, 16-23): three look-ups a mask. */
    private static final int[][] BYTES = new int[COUNT][3 * 256];

    static {
        for (int s = 0; s < COUNT; s++) {
            for (int p = 0; p < Point.COUNT; p++) {
                int u = Point.column(p) - 3, v = Point.row(p) - 3;
                if ((s & 1) != 0) { // reflect
                    u = -u;
                }
                for (int r = 0; r < ((s >> 1) & 3); r++) { // rotate a quarter turn
                    int t = u;
                    u = -v;
                    v = t;
                }
                if ((s & 8) != 0) { // swap the inner and outer squares
                    int ring = Math.max(Math.abs(u), Math.abs(v));
                    u = u / ring * (4 - ring);
                    v = v / ring * (4 - ring);
                }
                int q = Point.parse("" + (char) ('a' + u + 3) + (char) ('1' + v + 3));
                MAP[s][p] = q;
                INVERSE[s][q] = p;
            }
            for (int k = 0; k < 3; k++) {
                for (int b = 0; b < 256; b++) {
                    int out = 0;
                    for (int m = b << (8 * k); m != 0; m &= m - 1) {
                        out |= 1 << MAP[s][Integer.numberOfTrailingZeros(m)];
                    }
                    BYTES[s][k * 256 + b] = out;
                }
            }
        }
    }

    private Symmetry() {
    }

    /** The image of a point mask under symmetry {@code s}. */
    static int mask(int s, int mask) {
        int[] t = BYTES[s];
        return t[mask & 0xff] | t[256 + (mask >>> 8 & 0xff)] | t[512 + (mask >>> 16 & 0xff)];
    }

    /** The image of a packed ply under symmetry {@code s}. */
    static int ply(int s, int code) {
        return map(MAP[s], code);
    }

    /** The packed ply whose image under {@code s} is {@code code}. */
    static int inverse(int s, int code) {
        return map(INVERSE[s], code);
    }

    private static int map(int[] perm, int code) {
        Ply p = Ply.of(code);
        int from = p.from() == Ply.NONE ? Ply.NONE : perm[p.from()];
        return new Ply(p.kind(), from, perm[p.to()]).code();
    }
}
