import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.io.i2c.I2C;
import com.pi4j.io.spi.Spi;
import com.pi4j.io.spi.SpiMode;
import com.pi4j.plugin.linuxfs.provider.i2c.LinuxFsI2CProvider;
import com.pi4j.plugin.linuxfs.provider.spi.LinuxFsSpiProvider;

/**
 * Pi4J's real linuxfs I2C and SPI providers, with their arm64 native library and JNA, against
 * morris-emu's /dev/i2c-1 and /dev/spidev0.0 (rig/smoke.sh --jvm runs it in the guest). Writes and
 * reads back MCP23017 registers the way the controller does, sends one WS2812 frame (the init
 * prints what morris-emu decoded of it), and prints "N passed, N failed".
 */
public final class Pi4jProbe {
    private static int passed;
    private static int failed;

    private static void check(String what, boolean ok) {
        if (ok) {
            passed++;
        } else {
            failed++;
            System.out.println("FAIL " + what);
        }
    }

    public static void main(String[] args) {
        Context pi4j = Pi4J.newContextBuilder()
                .add(LinuxFsI2CProvider.newInstance(), LinuxFsSpiProvider.newInstance())
                .build();
        try {
            I2C chip = pi4j.create(I2C.newConfigBuilder(pi4j).id("probe-0x20").bus(1).device(0x20)
                    .provider(LinuxFsI2CProvider.ID));
            check("writeRegister GPPUA", chip.writeRegister(0x0C, (byte) 0x7F) >= 0);
            check("writeRegister GPPUB", chip.writeRegister(0x0D, (byte) 0x7F) >= 0);
            byte[] two = new byte[2];
            check("readRegister GPIO (2 bytes)", chip.readRegister(0x12, two, 0, 2) == 2);
            check("GPIO reads the pull-ups", two[0] == 0x7F && two[1] == 0x7F);
            byte[] iodir = new byte[1];
            check("readRegister IODIRA", chip.readRegister(0x00, iodir, 0, 1) == 1 && iodir[0] == (byte) 0xFF);
            I2C absent = pi4j.create(I2C.newConfigBuilder(pi4j).id("probe-0x27").bus(1).device(0x27)
                    .provider(LinuxFsI2CProvider.ID));
            boolean nack;
            try {
                nack = absent.writeRegister(0x00, (byte) 0) < 0;
            } catch (RuntimeException e) {
                nack = true;
            }
            check("an absent chip fails", nack);

            Spi spi = pi4j.create(Spi.newConfigBuilder(pi4j).id("probe-spi").bus(0).channel(0)
                    .baud(2_400_000).mode(SpiMode.MODE_0).provider(LinuxFsSpiProvider.ID));
            byte[] frame = new byte[32]; // one pixel 0x80 0x01 0xFF at 3 SPI bits per bit, then the gap
            int bit = 0;
            for (int ch : new int[] {0x80, 0x01, 0xFF}) {
                for (int k = 7; k >= 0; k--) {
                    int sym = ((ch >> k) & 1) == 1 ? 0b110 : 0b100;
                    for (int s = 2; s >= 0; s--, bit++) {
                        if ((sym >> s & 1) == 1) {
                            frame[bit >> 3] |= (byte) (0x80 >> (bit & 7));
                        }
                    }
                }
            }
            // Pi4J 3.0.4's LinuxFsSpi.write returns 0 on success (the ioctl's byte count is not passed on).
            check("spi.write", spi.write(frame, 0, frame.length) >= 0);
        } catch (RuntimeException e) {
            failed++;
            System.out.println("FAIL " + e);
            e.printStackTrace(System.out);
        } finally {
            pi4j.shutdown();
        }
        System.out.println(passed + " passed, " + failed + " failed");
        System.exit(failed == 0 ? 0 : 1);
    }
}
