package io.github.morrisboard.ai;

import io.github.morrisboard.board.Point;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;

/**
 * One class of the endgame tables: the mover has {@code mover} pieces, the opponent
 * {@code opponent}, both on the board (none in hand), the mover to move with no removal owed.
 * One byte a position: 0 a draw, else 1 + the distance in turns to the end of the game with
 * perfect play (a turn is a move with the removal it earns); an odd distance is a win for the
 * mover, an even one a loss (0: the mover is blocked now).
 *
 * <p>Held dense (a byte a position) or, when few positions are decided (4v4 is almost all
 * draws), sparse: the sorted indices of the decided positions and their bytes.
 */
final class TableClass {
    final int mover, opponent;
    private final int size;
    private final int opponentSets;
    private final byte[] dense;       // empty when sparse
    private final int[] keys;         // sparse: sorted indices of decided positions
    private final byte[] sparseValues;

    private TableClass(int mover, int opponent, byte[] dense, int[] keys, byte[] sparseValues) {
        this.mover = mover;
        this.opponent = opponent;
        this.size = size(mover, opponent);
        this.opponentSets = Combinations.count(Point.COUNT - mover, opponent);
        this.dense = dense;
        this.keys = keys;
        this.sparseValues = sparseValues;
    }

    /** A class held a byte a position (the builder writes into {@code values}). */
    static TableClass dense(int mover, int opponent, byte[] values) {
        if (values.length != size(mover, opponent)) {
            throw new IllegalArgumentException(mover + "v" + opponent + ": " + values.length + " values, expected "
                    + size(mover, opponent));
        }
        return new TableClass(mover, opponent, values, new int[0], new byte[0]);
    }

    static int size(int mover, int opponent) {
        return Combinations.count(Point.COUNT, mover) * Combinations.count(Point.COUNT - mover, opponent);
    }

    int size() {
        return size;
    }

    /** Bytes of memory the values take. */
    long memory() {
        return dense.length + 5L * keys.length;
    }

    int index(int moverMask, int opponentMask) {
        return Combinations.rank(moverMask) * opponentSets
                + Combinations.rank(Combinations.compress(opponentMask, ~moverMask & Point.ALL));
    }

    int valueAt(int index) {
        if (dense.length > 0) {
            return dense[index] & 0xff;
        }
        int k = Arrays.binarySearch(keys, index);
        return k >= 0 ? sparseValues[k] & 0xff : 0;
    }

    /** The stored byte (0 draw, else distance + 1) for the mover's and the opponent's pieces. */
    int value(int moverMask, int opponentMask) {
        return valueAt(index(moverMask, opponentMask));
    }

    /** How many positions of this class {@code o} (the same class) values differently. */
    long differences(TableClass o) {
        long d = 0;
        for (int i = 0; i < size; i++) {
            if (valueAt(i) != o.valueAt(i)) {
                d++;
            }
        }
        return d;
    }

    String name() {
        return mover + "v" + opponent;
    }

    /** Writes a byte a position (the file is compressed: runs of draws cost little). */
    void write(DataOutputStream out) throws IOException {
        out.writeByte(mover);
        out.writeByte(opponent);
        out.writeInt(size);
        if (dense.length > 0) {
            out.write(dense);
            return;
        }
        byte[] chunk = new byte[1 << 16];
        int k = 0;
        for (int start = 0; start < size; start += chunk.length) {
            int n = Math.min(chunk.length, size - start);
            Arrays.fill(chunk, (byte) 0);
            while (k < keys.length && keys[k] < start + n) {
                chunk[keys[k] - start] = sparseValues[k];
                k++;
            }
            out.write(chunk, 0, n);
        }
    }

    /**
     * Reads {@code size} bytes of class {@code mover v opponent}, keeping the smaller form; a byte
     * that is no distance is refused. Held sparse while at most a fifth of the positions are
     * decided, then dense: the memory used is never more than twice the class's size.
     */
    static TableClass read(DataInputStream in, int mover, int opponent, int size) throws IOException {
        return read(in, mover, opponent, size, Room.HEAP);
    }

    /** The memory's free bytes (the heap's; a test tells less). */
    @FunctionalInterface
    interface Room {
        /** The heap's free bytes, after a collection when what is asked for seems not to fit. */
        Room HEAP = wanted -> {
            Runtime r = Runtime.getRuntime();
            long free = r.maxMemory() - (r.totalMemory() - r.freeMemory());
            if (free < wanted) {
                System.gc(); // once at start, for a table that seems not to fit: the garbage may be what fills it
                free = r.maxMemory() - (r.totalMemory() - r.freeMemory());
            }
            return free;
        };

        /** The bytes free for an allocation of {@code wanted} bytes. */
        long free(long wanted);
    }

    /**
     * Refuses an allocation of {@code bytes} the memory has no room for: twice the bytes must be
     * free, as a generational heap puts a large array in its old generation (some two thirds of it),
     * which the arrays already read fill first.
     */
    private static void fits(long bytes, Room room) throws IOException {
        long free = room.free(2 * bytes);
        if (2 * bytes > free) {
            throw new IOException("needs " + ((2 * bytes + (1 << 20) - 1) >> 20) + " MiB free to be read, the memory has "
                    + (free >> 20) + " MiB");
        }
    }

    /** As {@link #read(DataInputStream, int, int, int)}, each array checked against {@code room} before it is made. */
    static TableClass read(DataInputStream in, int mover, int opponent, int size, Room room) throws IOException {
        int sparseMost = size / 5;
        int[] ks = new int[Math.min(1024, sparseMost)];
        byte[] vs = new byte[ks.length];
        byte[] dense = null;
        int n = 0;
        byte[] chunk = new byte[1 << 16];
        for (int start = 0; start < size; start += chunk.length) {
            int len = Math.min(chunk.length, size - start);
            in.readFully(chunk, 0, len);
            for (int i = 0; i < len; i++) {
                int v = chunk[i] & 0xff;
                if (v > TableBuilder.MAX_DISTANCE + 1) {
                    throw new IOException("position " + (start + i) + " holds " + v
                            + ", no distance (at most " + (TableBuilder.MAX_DISTANCE + 1) + ")");
                }
                if (v == 0 || dense != null) {
                    continue;
                }
                if (n == sparseMost) {
                    fits(size, room);
                    dense = new byte[size];
                    for (int k = 0; k < n; k++) {
                        dense[ks[k]] = vs[k];
                    }
                    ks = new int[0];
                    vs = new byte[0];
                    continue;
                }
                if (n == ks.length) {
                    int grown = (int) Math.min(2L * n, sparseMost);
                    fits(5L * grown, room);
                    ks = Arrays.copyOf(ks, grown);
                    vs = Arrays.copyOf(vs, grown);
                }
                ks[n] = start + i;
                vs[n++] = chunk[i];
            }
            if (dense != null) {
                System.arraycopy(chunk, 0, dense, start, len);
            }
        }
        if (dense != null) {
            return dense(mover, opponent, dense);
        }
        return new TableClass(mover, opponent, new byte[0], Arrays.copyOf(ks, n), Arrays.copyOf(vs, n));
    }
}
