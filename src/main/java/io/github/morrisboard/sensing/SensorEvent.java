package io.github.morrisboard.sensing;

import io.github.morrisboard.board.Point;

/** What a {@link BoardSensor} reports, each with the instant it happened and the reading then. */
public sealed interface SensorEvent {

    /** When it happened (ms). */
    long at();

    /** The whole reading at that instant. */
    Reading reading();

    /** The live reading changed (a piece lifted or put down, or noise starting or ending). */
    record LiveChanged(long at, Reading reading) implements SensorEvent {
    }

    /** The board came to rest: {@code reading.settled()} is a new intended reading. */
    record Settled(long at, Reading reading) implements SensorEvent {
    }

    /** A point started (or stopped) chattering: many edges in a short time, likely a failing reed. */
    record Chatter(long at, Reading reading, int point, boolean started) implements SensorEvent {
        /** A line for a person, naming the point. */
        public String describe() {
            return started
                    ? "point " + Point.name(point) + " is chattering (failing reed switch?); its last steady reading is used"
                    : "point " + Point.name(point) + " stopped chattering";
        }
    }
}
