package io.github.morrisboard.ai;

/**
 * A bounded transposition table: two longs an entry (the key, and the packed data: ply code,
 * score, depth, bound), a power-of-two number of entries, always-replace except that a deeper
 * entry of the current search survives a shallower store. 16 bytes an entry: the default 16 MB
 * hold one million entries, small enough for a Raspberry Pi Zero 2 W.
 *
 * <p>Shared by the threads of a parallel search without locks: the key word is stored XORed with
 * the data word, so an entry torn by two threads writing at once (one's key with the other's
 * data) fails the check in {@link #probe} and reads as absent. A lost or mixed store costs only a
 * little search; a probe never returns data stored for another position (beyond the 64-bit key's
 * own collisions), and a table ply is only ever used if it is legal where it is played.
 */
public final class TranspositionTable {
    public static final int DEFAULT_MB = 16;

    public static final int EXACT = 1, LOWER = 2, UPPER = 3;

    private final long[] keys;
    private final long[] data;
    private final int mask;
    private int generation; // set by the searching thread before it starts its helpers

    /** A table of at most {@code megabytes} MB (at least 1). */
    public TranspositionTable(int megabytes) {
        if (megabytes < 1 || megabytes > 4096) {
            throw new IllegalArgumentException("hash size must be 1..4096 MB, not " + megabytes);
        }
        long entries = Long.highestOneBit((long) megabytes * 1024 * 1024 / 16);
        keys = new long[(int) entries];
        data = new long[(int) entries];
        mask = (int) entries - 1;
    }

    public int entries() {
        return keys.length;
    }

    /** Marks a new search: older entries give way to newer ones. */
    public void newSearch() {
        generation = (generation + 1) & 0xff;
    }

    public void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
    }

    /** The packed entry for {@code key}, or 0 when absent. Unpack with the static accessors. */
    public long probe(long key) {
        int i = (int) key & mask;
        long d = data[i];
        return keys[i] == (key ^ d) && d != 0 ? d : 0;
    }

    public void store(long key, int ply, int score, int depth, int bound) {
        int i = (int) key & mask;
        long old = data[i];
        if (old != 0 && keys[i] != (key ^ old) && generationOf(old) == generation && depthOf(old) > depth + 2) {
            return; // keep a much deeper entry of this search for another position
        }
        if (old != 0 && keys[i] == (key ^ old) && ply == 0) {
            ply = plyOf(old);
        }
        long d = (long) (ply & 0xfff) | ((long) (score & 0xffff) << 12) | ((long) (depth & 0xff) << 28)
                | ((long) bound << 36) | ((long) generation << 38);
        data[i] = d;
        keys[i] = key ^ d;
    }

    public static int plyOf(long entry) {
        return (int) (entry & 0xfff);
    }

    public static int scoreOf(long entry) {
        return (short) ((entry >>> 12) & 0xffff);
    }

    public static int depthOf(long entry) {
        return (int) ((entry >>> 28) & 0xff);
    }

    public static int boundOf(long entry) {
        return (int) ((entry >>> 36) & 3);
    }

    private static int generationOf(long entry) {
        return (int) ((entry >>> 38) & 0xff);
    }
}
