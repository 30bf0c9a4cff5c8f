package io.github.morrisboard.hardware;

import java.util.List;

/**
 * Leading-edge debouncing for one contact: a change is passed on at once, and further changes
 * within {@code windowMs} of it are taken as bounce and dropped. If the contact ended up in a
 * different state inside the window (a press shorter than the window), that change is not lost:
 * the next reading after the window first delivers it. Pure: time is a parameter.
 */
final class Debouncer {
    private final long windowMs;
    /** The state last passed on, and the last raw reading. */
    private boolean state;
    private boolean raw;
    private long lastChangeMs = Long.MIN_VALUE / 2;

    Debouncer(long windowMs) {
        this.windowMs = windowMs;
    }

    /** The changes to pass on for this reading, oldest first (none, one, or a missed one plus this). */
    synchronized List<Boolean> accept(long timeMs, boolean pressed) {
        boolean missed = raw != state;
        raw = pressed;
        if (timeMs - lastChangeMs < windowMs) {
            return List.of();
        }
        if (pressed == state && !missed) {
            return List.of();
        }
        lastChangeMs = timeMs;
        if (pressed != state) {
            state = pressed;
            return List.of(pressed);
        }
        return List.of(!pressed, pressed);
    }
}
