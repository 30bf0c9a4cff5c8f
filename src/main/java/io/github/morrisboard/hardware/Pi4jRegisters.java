package io.github.morrisboard.hardware;

import com.pi4j.io.i2c.I2C;

/** {@link Registers} over a Pi4J I2C device; every bus error or short read becomes a {@link HardwareException}. */
public final class Pi4jRegisters implements Registers {
    private final I2C i2c;
    private final int address;

    public Pi4jRegisters(I2C i2c, int address) {
        this.i2c = i2c;
        this.address = address;
    }

    @Override
    public int address() {
        return address;
    }

    @Override
    public void write(int register, int value) {
        try {
            int n = i2c.writeRegister(register, (byte) value);
            if (n < 0) {
                throw new HardwareException(String.format("I2C write to 0x%02x register 0x%02x failed (%d)", address, register, n));
            }
        } catch (HardwareException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new HardwareException(String.format("I2C write to 0x%02x register 0x%02x failed: %s", address, register, e.getMessage()), e);
        }
    }

    @Override
    public void read(int register, byte[] into) {
        int n;
        try {
            n = i2c.readRegister(register, into, 0, into.length);
        } catch (RuntimeException e) {
            throw new HardwareException(String.format("I2C read from 0x%02x register 0x%02x failed: %s", address, register, e.getMessage()), e);
        }
        if (n != into.length) {
            throw new HardwareException(String.format("I2C read from 0x%02x register 0x%02x returned %d of %d bytes", address, register, n, into.length));
        }
    }
}
