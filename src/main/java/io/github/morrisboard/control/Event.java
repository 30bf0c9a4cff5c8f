package io.github.morrisboard.control;

import io.github.morrisboard.engine.Ply;

/**
 * Everything that reaches the control loop. Hardware threads, the AI thread and the simulator
 * only post these; the loop handles them one at a time on its own thread. {@code at} is
 * milliseconds of the loop's monotonic clock (the hardware stamps reed edges with the same clock).
 */
public sealed interface Event {
    long at();

    /** A reed switch closed (a magnet arrived) or opened. */
    record ReedEdge(long at, int point, boolean occupied) implements Event {
    }

    /** The sensing hardware reports a fault, or its recovery ({@code active == false}). */
    record HardwareFault(long at, String message, boolean active) implements Event {
    }

    /** A button was pressed ({@code hint} or {@code menu}). */
    record ButtonPressed(long at, String button) implements Event {
    }

    /**
     * The AI's answer to request {@code request}: the ply to announce (or to show as a hint).
     * A stale answer (the game moved on since the request) is dropped.
     */
    record AiAnswer(long at, long request, Ply ply) implements Event {
    }
}
