package io.github.morrisboard.sensing;

import io.github.morrisboard.engine.Point;

/**
 * What the board senses at one instant, as 24-bit occupancy masks.
 *
 * @param live       the debounced reading, for instant feedback (follows an edge at once)
 * @param settled    the last reading that held long enough to count as intended
 * @param quiet      true when the board is at rest: the current (noise-filtered) reading is {@code settled}
 *                   and nothing is pending; decisions are taken only on a quiet board
 * @param since      when the settled reading began (its last intended change), for grace periods
 * @param chattering the points currently chattering (their last steady value is used)
 */
public record Reading(int live, int settled, boolean quiet, long since, int chattering) {

    @Override
    public String toString() {
        return "Reading[live=" + Point.names(live) + ", settled=" + Point.names(settled)
                + (quiet ? ", quiet" : ", moving") + ", since=" + since
                + (chattering == 0 ? "" : ", chattering=" + Point.names(chattering)) + "]";
    }
}
