package io.github.morrisboard.hardware;

/**
 * Receives what the reed switches report. Called on the hardware's own reader thread, one call
 * at a time; an implementation must only hand the event on (e.g. post it to the control loop's
 * queue) and return at once.
 */
public interface ReedListener {

    /**
     * A point's reed changed.
     *
     * @param timeMs   when the change was seen, milliseconds of a monotonic clock
     * @param point    the point 0..23
     * @param occupied true when the reed closed (a magnet is on the point)
     */
    void onEdge(long timeMs, int point, boolean occupied);

    /** Something is wrong (or right again) with the sensing hardware. */
    void onFault(HardwareFault fault);
}
