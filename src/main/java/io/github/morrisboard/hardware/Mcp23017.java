package io.github.morrisboard.hardware;

/**
 * The MCP23017 16-bit I/O expander, register map BANK = 0 (the power-on default). Pins 0..7 are
 * GPA0..GPA7, 8..15 GPB0..GPB7; every 16-bit value here is {@code A | B << 8}.
 * GPA7 and GPB7 are output-only on current silicon (datasheet DS20001952D), so the reed setup
 * makes them outputs driven low and never uses them as inputs.
 */
public final class Mcp23017 {
    public static final int IODIR = 0x00;
    public static final int IPOL = 0x02;
    public static final int GPINTEN = 0x04;
    public static final int DEFVAL = 0x06;
    public static final int INTCON = 0x08;
    public static final int IOCON = 0x0A;
    public static final int GPPU = 0x0C;
    public static final int INTF = 0x0E;
    public static final int INTCAP = 0x10;
    public static final int GPIO = 0x12;
    public static final int OLAT = 0x14;
    /** Number of registers in BANK 0. */
    public static final int REGISTER_COUNT = 0x16;

    public static final int IOCON_MIRROR = 0x40;
    public static final int IOCON_ODR = 0x04;
    /** IOCON for the reed chips: INTA/INTB mirrored, open-drain (wire-ORed onto one Pi GPIO). */
    public static final int IOCON_REEDS = IOCON_MIRROR | IOCON_ODR;
    /** GPA7 and GPB7. */
    public static final int OUTPUT_ONLY = 0x8080;

    /** One burst read of INTF, INTCAP and GPIO (registers 0x0E..0x13). */
    public record InterruptState(int flags, int captured, int gpio) {
    }

    private final Registers registers;
    private final byte[] six = new byte[6];
    private final byte[] two = new byte[2];

    public Mcp23017(Registers registers) {
        this.registers = registers;
    }

    public int address() {
        return registers.address();
    }

    private void writePair(int register, int value) {
        registers.write(register, value & 0xFF);
        registers.write(register + 1, (value >> 8) & 0xFF);
    }

    /**
     * Sets the chip up for reeds: every pin but GPA7/GPB7 an input with pull-up, no inversion,
     * interrupt-on-change (against the previous value) on {@code reedPins}, INT mirrored and
     * open-drain; GPA7/GPB7 outputs driven low. Ends by reading GPIO to clear anything pending.
     */
    public void configureReeds(int reedPins) {
        registers.write(IOCON, IOCON_REEDS);
        writePair(GPINTEN, 0);
        writePair(OLAT, 0);
        writePair(IODIR, ~OUTPUT_ONLY & 0xFFFF);
        writePair(IPOL, 0);
        writePair(GPPU, ~OUTPUT_ONLY & 0xFFFF);
        writePair(DEFVAL, 0);
        writePair(INTCON, 0);
        writePair(GPINTEN, reedPins & ~OUTPUT_ONLY & 0xFFFF);
        readGpio();
    }

    /** Sets the chip up to drive LEDs on {@code outputPins} (others stay inputs with pull-ups), all at {@code level}. */
    public void configureOutputs(int outputPins, int level) {
        registers.write(IOCON, 0);
        writePair(GPINTEN, 0);
        writePair(OLAT, level);
        writePair(GPPU, ~outputPins & 0xFFFF);
        writePair(IODIR, ~outputPins & 0xFFFF);
    }

    /** True if IOCON still holds what {@link #configureReeds} wrote (false after a power-on reset). */
    public boolean hasReedConfiguration() {
        byte[] one = new byte[1];
        registers.read(IOCON, one);
        return (one[0] & 0xFF) == IOCON_REEDS;
    }

    /** Reads INTF, INTCAP and GPIO in one transaction; clears the chip's interrupt. */
    public InterruptState readInterrupt() {
        registers.read(INTF, six);
        return new InterruptState(word(six, 0), word(six, 2), word(six, 4));
    }

    /** Reads GPIO (clears the chip's interrupt). */
    public int readGpio() {
        registers.read(GPIO, two);
        return word(two, 0);
    }

    /** Sets the output latches. */
    public void writeOutputs(int levels) {
        writePair(OLAT, levels);
    }

    private static int word(byte[] b, int i) {
        return (b[i] & 0xFF) | (b[i + 1] & 0xFF) << 8;
    }
}
