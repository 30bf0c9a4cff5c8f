package io.github.morrisboard.sensing;

import io.github.morrisboard.board.Point;

import java.util.Arrays;

/**
 * What the board senses at one instant, as 24-bit occupancy masks.
 *
 * @param live       the debounced reading, for instant feedback (follows an edge at once)
 * @param settled    the last reading that held long enough to count as intended
 * @param quiet      true when the board is at rest: the current (noise-filtered) reading is {@code settled}
 *                   and nothing is pending; decisions are taken only on a quiet board
 * @param since      when the settled reading began (its last intended change), for grace periods
 * @param chattering the points currently chattering (their last steady value is used)
 * @param changed    the points whose intended (noise-filtered) level changed at least once, even if it
 *                   changed back, on the way from the settled reading before to {@code settled}
 * @param changedAt  per point, when its last intended (noise-filtered) change began ({@link Long#MIN_VALUE}:
 *                   not known); tells the order in which points changed, e.g. a move and a fast reply
 */
public record Reading(int live, int settled, boolean quiet, long since, int chattering, int changed, long[] changedAt) {

    public Reading {
        if (changedAt.length != Point.COUNT) {
            throw new IllegalArgumentException("changedAt needs one time per point, got " + changedAt.length);
        }
        changedAt = changedAt.clone();
    }

    /**
     * A reading without the history of changes (tests, tools): no change is known, nor the order of
     * changes, so nothing can be concluded from them.
     */
    public Reading(int live, int settled, boolean quiet, long since, int chattering) {
        this(live, settled, quiet, since, chattering, 0, unknownTimes());
    }

    private static long[] unknownTimes() {
        long[] t = new long[Point.COUNT];
        Arrays.fill(t, Long.MIN_VALUE);
        return t;
    }

    /** When the last intended change of {@code point} began. */
    public long changedAt(int point) {
        return changedAt[point];
    }

    @Override
    public long[] changedAt() {
        return changedAt.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Reading r && live == r.live && settled == r.settled && quiet == r.quiet && since == r.since
                && chattering == r.chattering && changed == r.changed && Arrays.equals(changedAt, r.changedAt);
    }

    @Override
    public int hashCode() {
        return ((live * 31 + settled) * 31 + Long.hashCode(since)) * 31 + Arrays.hashCode(changedAt);
    }

    @Override
    public String toString() {
        return "Reading[live=" + Point.names(live) + ", settled=" + Point.names(settled)
                + (quiet ? ", quiet" : ", moving") + ", since=" + since
                + (chattering == 0 ? "" : ", chattering=" + Point.names(chattering)) + "]";
    }
}
