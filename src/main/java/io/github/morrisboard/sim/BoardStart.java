package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;

/** What the simulated board has on it when the simulator starts ({@code --board}). */
public sealed interface BoardStart {

    /** What it had when it stopped, as kept in the state directory (the default, as with a wooden board). */
    record Kept() implements BoardStart {
    }

    /** Exactly these magnets (a 24-bit mask; 0 = {@code --board empty}) and no faults. */
    record Given(int magnets) implements BoardStart {
    }

    /**
     * Reads the option's value: {@code empty}, or point names separated by commas ({@code a1,a4,g7}).
     * Throws with one line naming the bad point otherwise.
     */
    static BoardStart parse(String value) {
        if (value.strip().equalsIgnoreCase("empty")) {
            return new Given(0);
        }
        int mask = 0;
        for (String name : value.split(",", -1)) {
            if (name.isBlank()) {
                throw new IllegalArgumentException("--board \"" + value + "\": a point name is missing (give \"empty\" or points like a1,a4,g7)");
            }
            try {
                mask |= Point.bit(Point.parse(name.strip()));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--board: " + e.getMessage());
            }
        }
        return new Given(mask);
    }
}
