package io.github.morrisboard.hardware;

/**
 * Leading-edge debouncing for one contact: a change is passed on at once, and further changes
 * within {@code windowMs} of it are taken as bounce and dropped. Pure: time is a parameter.
 */
final class Debouncer {
    private final long windowMs;
    private boolean state;
    private long lastChangeMs = Long.MIN_VALUE / 2;

    Debouncer(long windowMs) {
        this.windowMs = windowMs;
    }

    /** True if this reading is a real change to pass on. */
    synchronized boolean accept(long timeMs, boolean pressed) {
        if (pressed == state || timeMs - lastChangeMs < windowMs) {
            return false;
        }
        state = pressed;
        lastChangeMs = timeMs;
        return true;
    }
}
