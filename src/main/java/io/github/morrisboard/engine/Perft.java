package io.github.morrisboard.engine;

/**
 * Counting the tree of legal play: the engine's correctness contract and its speed test.
 * {@link #plies} counts leaf plies (a removal is its own ply); {@link #moves} counts a ply
 * together with the removals it earns as one move. Draw rules do not stop the count; a side
 * reduced to two pieces or blockaded has no plies.
 */
public final class Perft {
    private final MutablePosition pos;
    private final int[][] buffers;

    private Perft(Position start, int depth) {
        this.pos = start.mutable();
        this.buffers = new int[depth + 4][MutablePosition.MAX_PLIES];
    }

    /** Leaf plies at {@code depth} from {@code start}. */
    public static long plies(Position start, int depth) {
        return depth <= 0 ? 1 : new Perft(start, depth).plies(depth, 0);
    }

    /** Leaf moves at {@code depth} from {@code start}, a mill's removals counted with the ply that closed it. */
    public static long moves(Position start, int depth) {
        return depth <= 0 ? 1 : new Perft(start, depth * 4).moves(depth, 0);
    }

    /**
     * Leaf moves below a ply just made: its owed removals (if any) complete that move, then
     * {@code depthLeft} more moves. The per-ply split of {@link #moves}.
     */
    public static long movesAfter(Position afterPly, int depthLeft) {
        return new Perft(afterPly, depthLeft * 4 + 4).afterPly(depthLeft, 0);
    }

    private long plies(int depth, int ply) {
        if (depth == 1) {
            return pos.countLegal();
        }
        int[] buf = buffers[ply];
        int n = pos.generate(buf);
        long total = 0;
        for (int i = 0; i < n; i++) {
            pos.make(buf[i]);
            total += plies(depth - 1, ply + 1);
            pos.unmake();
        }
        return total;
    }

    private long moves(int depth, int ply) {
        int[] buf = buffers[ply];
        int n = pos.generate(buf);
        long total = 0;
        for (int i = 0; i < n; i++) {
            pos.make(buf[i]);
            total += afterPly(depth - 1, ply + 1);
            pos.unmake();
        }
        return total;
    }

    /** After a ply: its removals belong to the same move; then the next move, or a leaf. */
    private long afterPly(int depthLeft, int ply) {
        if (pos.removalsOwed() > 0) {
            int[] buf = buffers[ply];
            int n = pos.generate(buf);
            long total = 0;
            for (int i = 0; i < n; i++) {
                pos.make(buf[i]);
                total += afterPly(depthLeft, ply + 1);
                pos.unmake();
            }
            return total;
        }
        return depthLeft == 0 ? 1 : moves(depthLeft, ply);
    }
}
