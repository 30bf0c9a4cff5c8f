package io.github.morrisboard.sim;

import io.github.morrisboard.hardware.HardwareException;
import io.github.morrisboard.hardware.Registers;

import java.util.function.Consumer;

import static io.github.morrisboard.hardware.Mcp23017.*;

/**
 * An in-memory MCP23017 (BANK = 0) that behaves like the chip where morrisboard relies on it:
 * direction, polarity, pull-ups, output latches, interrupt-on-change against the previous value
 * with INTF/INTCAP latched until INTCAP or GPIO of that port is read, INTA/INTB mirroring, and
 * sequential reads. Pins are driven from outside ({@link #setLevel}: a closed reed pulls its pin
 * low; an open one leaves it to the pull-up); the INT output is reported to a listener ({@code true}
 * = asserted). It can also fail like a loose cable ({@link #setFailing}) or lose its configuration
 * like a power glitch ({@link #powerOnReset}). Thread-safe.
 * <p>
 * An input nothing drives and whose pull-up is off (GPPU = 0, as after power-on) floats: its gate
 * holds the charge it last had, so it reads the level it last read until something drives it. On
 * a chip that lost its configuration a reed closing is seen (it pulls the pin low) but a reed
 * opening is not (the pin stays low) until the pull-ups are on again. At first power-on the pins
 * read high. Any change of what an input reads, from outside or by a register write (GPPU, IPOL,
 * IODIR), counts for interrupt-on-change.
 * <p>
 * Not modelled: INTCON compare-to-DEFVAL mode, BANK = 1, SEQOP = 1 (morrisboard uses none of them).
 */
public final class RegisterModel implements Registers {
    private final int address;
    private final int[] reg = new int[REGISTER_COUNT];
    /** Per pin, 0 = driven low from outside (a closed reed), 1 = not driven (high through the pull-up, else floating). */
    private int levels = 0xFFFF;
    /** Per pin, the level a floating input holds (what it last read). */
    private int held = 0xFFFF;
    private int failuresLeft;
    private boolean failing;
    private boolean intAsserted;
    private Consumer<Boolean> intListener = asserted -> { };

    public RegisterModel(int address) {
        this.address = address;
        powerOnReset();
    }

    /** Where the INT output goes (the simulator wires it to the Pi's GPIO); called on every change. */
    public synchronized void onInterrupt(Consumer<Boolean> listener) {
        this.intListener = listener;
    }

    /** Back to power-on values: all inputs, no pull-ups, no interrupts, IOCON 0. */
    public void powerOnReset() {
        Runnable notify;
        synchronized (this) {
            boolean was = intAsserted;
            java.util.Arrays.fill(reg, 0);
            reg[IODIR] = 0xFF;
            reg[IODIR + 1] = 0xFF;
            notify = updateInt(was);
        }
        notify.run();
    }

    /** From now on, every bus transaction fails (true) or works again (false). */
    public synchronized void setFailing(boolean failing) {
        this.failing = failing;
    }

    /** Whether every bus transaction fails now ({@link #setFailing}). */
    public synchronized boolean failing() {
        return failing;
    }

    /** The next {@code n} bus transactions fail. */
    public synchronized void failNext(int n) {
        this.failuresLeft = n;
    }

    private void checkBus() {
        if (failing || failuresLeft > 0) {
            failuresLeft = Math.max(0, failuresLeft - 1);
            throw new HardwareException(String.format("I2C device 0x%02x did not acknowledge (simulated)", address));
        }
    }

    /**
     * Pin 0..15 pulled low from outside ({@code high} false: a reed closing) or released ({@code high}
     * true: high through the pull-up if it is on, else floating).
     */
    public void setLevel(int pin, boolean high) {
        Runnable notify;
        synchronized (this) {
            boolean was = intAsserted;
            int before = gpioValue();
            levels = high ? levels | 1 << pin : levels & ~(1 << pin);
            captureChanges(before);
            held = pinLevels();
            notify = updateInt(was);
        }
        notify.run();
    }

    /** Interrupt-on-change: flags every enabled input that reads differently from {@code before}. */
    private void captureChanges(int before) {
        int after = gpioValue();
        int changedPins = (before ^ after) & inputs() & enabled();
        for (int port = 0; port < 2; port++) {
            int portMask = 0xFF << (8 * port);
            if ((changedPins & portMask) != 0) {
                if (reg[INTF + port] == 0) {
                    reg[INTCAP + port] = (after >> (8 * port)) & 0xFF;
                }
                reg[INTF + port] |= (changedPins >> (8 * port)) & 0xFF;
            }
        }
    }

    /** Whether a pin is released ({@code true}) or pulled low from outside. */
    public synchronized boolean level(int pin) {
        return (levels >> pin & 1) == 1;
    }

    /** The current value of a register (for tests and the simulator; no side effects, ignores failure). */
    public synchronized int peek(int register) {
        return reg[register];
    }

    /** Whether the INT output is asserted. */
    public synchronized boolean interruptAsserted() {
        return intAsserted;
    }

    private int inputs() {
        return reg[IODIR] | reg[IODIR + 1] << 8;
    }

    private int enabled() {
        return reg[GPINTEN] | reg[GPINTEN + 1] << 8;
    }

    /** The level at each pin: driven low, else high through the pull-up, else floating at what it holds. */
    private int pinLevels() {
        int gppu = reg[GPPU] | reg[GPPU + 1] << 8;
        return levels & (gppu | held);
    }

    /** What GPIO reads: inputs show the (possibly inverted) level, outputs show the latch. */
    private int gpioValue() {
        int in = inputs();
        int ipol = reg[IPOL] | reg[IPOL + 1] << 8;
        int olat = reg[OLAT] | reg[OLAT + 1] << 8;
        return ((pinLevels() ^ ipol) & in | olat & ~in) & 0xFFFF;
    }

    private void updateInt() {
        boolean mirror = (reg[IOCON] & IOCON_MIRROR) != 0;
        intAsserted = mirror ? (reg[INTF] | reg[INTF + 1]) != 0 : reg[INTF] != 0;
    }

    /** Updates the INT output; returns what to run outside the lock to tell the listener (nothing if unchanged). */
    private Runnable updateInt(boolean was) {
        updateInt();
        if (was == intAsserted) {
            return () -> { };
        }
        Consumer<Boolean> l = intListener;
        boolean asserted = intAsserted;
        return () -> l.accept(asserted);
    }

    @Override
    public int address() {
        return address;
    }

    @Override
    public void write(int register, int value) {
        Runnable notify;
        synchronized (this) {
            boolean was = intAsserted;
            checkBus();
            int before = gpioValue();
            int r = canonical(register);
            switch (r) {
                case INTF, INTF + 1, INTCAP, INTCAP + 1 -> { }          // read-only
                case GPIO, GPIO + 1 -> reg[OLAT + (r - GPIO)] = value & 0xFF;
                default -> reg[r] = value & 0xFF;
            }
            if (r == IOCON) {
                reg[IOCON + 1] = reg[IOCON];
            }
            captureChanges(before);
            held = pinLevels();
            notify = updateInt(was);
        }
        notify.run();
    }

    @Override
    public void read(int register, byte[] into) {
        Runnable notify;
        synchronized (this) {
            checkBus();
            boolean was = intAsserted;
            int r = register;
            for (int i = 0; i < into.length; i++, r = (r + 1) % REGISTER_COUNT) {
                int c = canonical(r);
                int value = switch (c) {
                    case GPIO, GPIO + 1 -> (gpioValue() >> (8 * (c - GPIO))) & 0xFF;
                    default -> reg[c];
                };
                into[i] = (byte) value;
                if (c == GPIO || c == GPIO + 1 || c == INTCAP || c == INTCAP + 1) {
                    reg[INTF + (c & 1)] = 0;                     // reading INTCAP or GPIO clears the port's interrupt
                }
            }
            notify = updateInt(was);
        }
        notify.run();
    }

    private static int canonical(int register) {
        if (register < 0 || register >= REGISTER_COUNT) {
            throw new HardwareException(String.format("no MCP23017 register 0x%02x", register));
        }
        return register == IOCON + 1 ? IOCON : register;
    }
}
