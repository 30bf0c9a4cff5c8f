package io.github.morrisboard.hardware;

/**
 * Receives what the reed switches report. Called on the hardware's own reader thread, one call
 * at a time; an implementation must only hand the event on (e.g. post it to the control loop's
 * queue) and return at once.
 */
public interface ReedListener {

    /**
     * The whole board's occupancy, read once every chip has answered: called once. Only the edges
     * of chips already read may come before it (the hardware check shows them); the reading
     * includes their effect, so a listener that starts from it may ignore them, and nothing that
     * changes between the first read and the first edge is lost. If a chip cannot be read at start,
     * this waits until it answers; the board's state is unknown until then and nothing may be decided from it.
     *
     * @param timeMs    when it was read, milliseconds of a monotonic clock
     * @param occupancy 24-bit mask, bit = point, 1 = occupied
     */
    void onStart(long timeMs, int occupancy);

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
