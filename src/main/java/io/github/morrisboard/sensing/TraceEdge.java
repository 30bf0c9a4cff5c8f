package io.github.morrisboard.sensing;

import io.github.morrisboard.board.Point;

/** One line of a sensor trace: at {@code t} ms, {@code point} became occupied or empty. */
public record TraceEdge(long t, int point, boolean occupied) {

    public TraceEdge {
        if (t < 0) {
            throw new IllegalArgumentException("negative time " + t);
        }
        if (point < 0 || point >= Point.COUNT) {
            throw new IllegalArgumentException("no such point: " + point);
        }
    }

    /** The line as the trace format writes it, e.g. {@code "1200 d6 1"}. */
    public String format() {
        return t + " " + Point.name(point) + " " + (occupied ? 1 : 0);
    }
}
