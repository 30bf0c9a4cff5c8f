package io.github.morrisboard.hardware;

/**
 * Register access to one I2C chip: the seam between the MCP23017 driver and the bus. On a Pi it
 * is {@link Pi4jRegisters} over a Pi4J {@code I2C}; in tests and the simulator it is a
 * model of the chip's registers ({@code sim.RegisterModel}). Failures throw {@link HardwareException}.
 */
public interface Registers {

    /** The chip's 7-bit I2C address (for messages). */
    int address();

    /** Writes one register. */
    void write(int register, int value);

    /**
     * Reads {@code into.length} consecutive registers starting at {@code register} in one bus
     * transaction (MCP23017 with IOCON.SEQOP = 0 advances the address pointer).
     * Either fills the whole array or throws: a short read is a failure, never zeros.
     */
    void read(int register, byte[] into);
}
