package io.github.morrisboard.hardware;

import io.github.morrisboard.board.Point;

import java.util.Optional;

/**
 * Notices a point whose reed changes too often: at least {@code edges} changes within
 * {@code windowMs}. Reports it once, and reports it quiet again after a whole window without a
 * change. Pure: time comes in as a parameter.
 */
final class ChatterDetector {
    private final int edges;
    private final long windowMs;
    /** Per point, a ring of the last {@code edges} change times. */
    private final long[][] times;
    private final int[] count = new int[Point.COUNT];
    private final boolean[] chattering = new boolean[Point.COUNT];

    ChatterDetector(int edges, long windowMs) {
        this.edges = edges;
        this.windowMs = windowMs;
        this.times = new long[Point.COUNT][edges];
    }

    /** Records a change; returns the fault if this change makes the point a chatterer. */
    Optional<HardwareFault> onEdge(long timeMs, int point) {
        long[] ring = times[point];
        ring[count[point] % edges] = timeMs;
        count[point]++;
        if (!chattering[point] && count[point] >= edges) {
            long oldest = ring[count[point] % edges];
            if (timeMs - oldest <= windowMs) {
                chattering[point] = true;
                return Optional.of(new HardwareFault.Chattering(timeMs, point, edges, windowMs));
            }
        }
        return Optional.empty();
    }

    /** The first chattering point that has been quiet for a window, with its all-clear. */
    Optional<HardwareFault> quietAgain(long nowMs) {
        for (int p = 0; p < Point.COUNT; p++) {
            if (chattering[p] && nowMs - times[p][(count[p] - 1) % edges] >= windowMs) {
                chattering[p] = false;
                return Optional.of(new HardwareFault.ChatterEnded(nowMs, p));
            }
        }
        return Optional.empty();
    }

    boolean isChattering(int point) {
        return chattering[point];
    }
}
