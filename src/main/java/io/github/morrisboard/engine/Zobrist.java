package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;

import java.util.SplittableRandom;

/** Fixed random keys for position hashing (same in every run, so hashes can be stored). */
final class Zobrist {
    static final long[][] PIECE = new long[2][Point.COUNT];
    static final long[][] HAND = new long[2][13];
    static final long[] OWED = new long[4];
    static final long[][] MILL_USED = new long[2][32];
    static final long BLACK_TO_MOVE;

    static {
        SplittableRandom r = new SplittableRandom(0x6d6f727269734cL);
        for (int c = 0; c < 2; c++) {
            for (int p = 0; p < Point.COUNT; p++) PIECE[c][p] = r.nextLong();
            for (int h = 0; h < HAND[c].length; h++) HAND[c][h] = r.nextLong();
            for (int m = 0; m < MILL_USED[c].length; m++) MILL_USED[c][m] = r.nextLong();
        }
        for (int i = 0; i < OWED.length; i++) OWED[i] = r.nextLong();
        BLACK_TO_MOVE = r.nextLong();
    }

    private Zobrist() {
    }

    /** The hash of a state, computed from scratch. */
    static long of(int white, int black, int side, int whiteHand, int blackHand, int owed, int whiteUsed, int blackUsed) {
        long h = side == 1 ? BLACK_TO_MOVE : 0;
        for (int m = white; m != 0; m &= m - 1) h ^= PIECE[0][Integer.numberOfTrailingZeros(m)];
        for (int m = black; m != 0; m &= m - 1) h ^= PIECE[1][Integer.numberOfTrailingZeros(m)];
        for (int m = whiteUsed; m != 0; m &= m - 1) h ^= MILL_USED[0][Integer.numberOfTrailingZeros(m)];
        for (int m = blackUsed; m != 0; m &= m - 1) h ^= MILL_USED[1][Integer.numberOfTrailingZeros(m)];
        return h ^ HAND[0][whiteHand] ^ HAND[1][blackHand] ^ OWED[owed];
    }
}
