package io.github.morrisboard.hardware;

/**
 * The reed switches under the 24 points. Delivers timestamped occupancy edges and faults to one
 * listener, and gives a full reading on demand. Closing stops delivery.
 */
public interface ReedInput extends AutoCloseable {

    /** Starts delivering edges and faults to the listener (on the input's own thread). Call once. */
    void start(ReedListener listener);

    /**
     * Reads every chip now and returns the 24-bit occupancy mask (bit = point, 1 = occupied).
     * Throws {@link HardwareException} if a chip cannot be read: a failed read is never passed off
     * as an empty or a full board.
     */
    int read();

    @Override
    void close();
}
