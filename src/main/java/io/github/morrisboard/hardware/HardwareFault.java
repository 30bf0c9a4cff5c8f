package io.github.morrisboard.hardware;

/** A fault of the sensing hardware, reported to the {@link ReedListener}; the game survives all of them. */
public sealed interface HardwareFault {

    /** When the fault was seen, ms of the monotonic clock. */
    long timeMs();

    /** One line for a person. */
    String describe();

    /**
     * An MCP23017 could not be read (after retries): a loose cable, a dead chip. No edges come from
     * its points until it answers again; nothing is made up meanwhile.
     */
    record I2cFailure(long timeMs, int address, String message) implements HardwareFault {
        @Override
        public String describe() {
            return String.format("reed expander 0x%02x does not answer: %s", address, message);
        }
    }

    /**
     * The chip answers again. {@code occupancy} is the full 24-bit reading just taken, for a
     * listener that wants to resynchronise; changes on the chip's points during the outage were
     * delivered as edges just before this.
     */
    record I2cRecovered(long timeMs, int address, int occupancy) implements HardwareFault {
        @Override
        public String describe() {
            return String.format("reed expander 0x%02x answers again", address);
        }
    }

    /** The chip lost its configuration (a power glitch reset it) and was configured again. */
    record ChipReset(long timeMs, int address) implements HardwareFault {
        @Override
        public String describe() {
            return String.format("reed expander 0x%02x had been reset and was configured again", address);
        }
    }

    /**
     * The shared INT line stays low after the chips were read: an interrupt output or the line is
     * stuck. Polling keeps every move; this says the interrupt path is not helping.
     */
    record InterruptStuck(long timeMs, int gpio) implements HardwareFault {
        @Override
        public String describe() {
            return "reed interrupt line GPIO" + gpio + " is stuck low; moves are picked up by polling";
        }
    }

    /** The INT line, reported stuck, went high again. */
    record InterruptFreed(long timeMs, int gpio) implements HardwareFault {
        @Override
        public String describe() {
            return "reed interrupt line GPIO" + gpio + " works again";
        }
    }
}
