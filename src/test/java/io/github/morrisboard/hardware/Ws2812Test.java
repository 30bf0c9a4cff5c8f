package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.PixelOrder;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.sim.SimulatedBoard;
import io.github.morrisboard.sim.Ws2812Decoder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class Ws2812Test {
    @TempDir
    Path dir;

    @Test
    void encodesGrbWithThreeSpiBitsPerBit() {
        Ws2812Encoder enc = new Ws2812Encoder(PixelOrder.GRB, 3, 300);
        byte[] out = enc.encode(new int[]{0x80FF00});       // red 0x80, green 0xFF, blue 0
        assertEquals(9 + 90, out.length, "9 bytes per pixel, 300 µs at 2.4 MHz = 90 reset bytes");
        // green first: 0xFF -> eight "110" = 110110110 110110110 110110 = DB 6D B6
        assertArrayEquals(new byte[]{(byte) 0xDB, 0x6D, (byte) 0xB6}, java.util.Arrays.copyOfRange(out, 0, 3));
        // red: 0x80 -> 110 then seven 100 = 11010010 01001001 00100100 = D2 49 24
        assertArrayEquals(new byte[]{(byte) 0xD2, 0x49, 0x24}, java.util.Arrays.copyOfRange(out, 3, 6));
        // blue 0 -> eight "100" = 92 49 24
        assertArrayEquals(new byte[]{(byte) 0x92, 0x49, 0x24}, java.util.Arrays.copyOfRange(out, 6, 9));
        for (int i = 9; i < out.length; i++) {
            assertEquals(0, out[i], "reset gap is data low");
        }
    }

    @Test
    void encodesWithFourSpiBitsPerBit() {
        Ws2812Encoder enc = new Ws2812Encoder(PixelOrder.GRB, 4, 300);
        byte[] out = enc.encode(new int[]{0x0000A0});       // blue 0xA0 = 1010 0000
        assertEquals(12 + 120, out.length, "300 µs at 3.2 MHz = 120 reset bytes");
        assertEquals((byte) 0x88, out[0], "green 0: 1000 1000");
        assertArrayEquals(new byte[]{(byte) 0xE8, (byte) 0xE8, (byte) 0x88, (byte) 0x88}, java.util.Arrays.copyOfRange(out, 8, 12));
    }

    @ParameterizedTest
    @EnumSource(PixelOrder.class)
    void roundTripOfRandomColours(PixelOrder order) {
        Random random = new Random(order.ordinal());
        for (int bits = 3; bits <= 4; bits++) {
            int[] colours = new int[40];
            for (int i = 0; i < colours.length; i++) {
                colours[i] = order.channels() == 4 ? random.nextInt() : random.nextInt(0x1000000);
            }
            byte[] bytes = new Ws2812Encoder(order, bits, 80).encode(colours);
            assertArrayEquals(colours, new Ws2812Decoder(order, bits).decode(bytes), order + " " + bits);
        }
    }

    @Test
    void decodeLastFindsTheNewestFrameInAStream() {
        Ws2812Encoder enc = new Ws2812Encoder(PixelOrder.GRB, 3, 300);
        byte[] a = enc.encode(new int[]{0x010203, 0x040506});
        byte[] b = enc.encode(new int[]{0xFFFFFF, 0x000000});
        byte[] stream = new byte[a.length + b.length];
        System.arraycopy(a, 0, stream, 0, a.length);
        System.arraycopy(b, 0, stream, a.length, b.length);
        assertArrayEquals(new int[]{0xFFFFFF, 0}, new Ws2812Decoder(PixelOrder.GRB, 3).decodeLast(stream));
    }

    @Test
    void malformedDataIsRejectedWithItsOffset() {
        byte[] bytes = new Ws2812Encoder(PixelOrder.GRB, 3, 300).encode(new int[]{0x123456});
        bytes[4] = (byte) 0xFF;                              // "111" is no symbol
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Ws2812Decoder(PixelOrder.GRB, 3).decode(bytes));
        assertTrue(e.getMessage().contains("byte 3"), e.getMessage());
        byte[] truncated = java.util.Arrays.copyOf(new Ws2812Encoder(PixelOrder.GRB, 3, 300).encode(new int[]{0x123456}), 8);
        assertThrows(IllegalArgumentException.class, () -> new Ws2812Decoder(PixelOrder.GRB, 3).decode(truncated));
    }

    @Test
    void rgbwPutsTheCommonWhiteOnTheWhiteLed() {
        HardwareProfile p = TestProfiles.with(dir, Map.of("led.order", "GRBW", "led.gamma", "1.0",
                "led.brightness", "255", "led.power.max-ma", "100000"));
        int[] wire = new PixelCorrection(p.strip()).apply(new int[]{0xFF8040});
        assertEquals(0x40BF4000, wire[0], "w = 0x40, r = 0xBF, g = 0x40, b = 0");
        assertEquals(0xFF8040, Ws2812Decoder.visible(wire[0], PixelOrder.GRBW));
    }

    @Test
    void framesOnTheSimulatedStripDecodeToTheIntendedColours() {
        try (SimulatedBoard board = SimulatedBoard.open(TestProfiles.linear(dir))) {
            int[] points = new int[Point.COUNT];
            points[Point.parse("d6")] = 0xFF0000;
            points[Point.parse("a1")] = 0x00FF00;
            points[Point.parse("g7")] = 0x123456;
            board.hardware().leds().show(new Frame(points, new int[]{0x0000FF, 0xFFFFFF}));
            int[] pixels = board.pixels();
            assertEquals(0xFF0000, pixels[12], "d6 is pixel 12, red (not green: GRB order handled)");
            assertEquals(0x00FF00, pixels[0]);
            assertEquals(0x123456, pixels[4]);
            assertEquals(0x0000FF, pixels[24]);
            assertEquals(0xFFFFFF, pixels[25]);
            assertEquals(0, pixels[1]);
            assertEquals(0xFF0000, board.pointColour(Point.parse("d6")));
        }
    }

    /**
     * Found at night (brightness 15 %): the AI's blue came out as (0, 1, 2) on the wire, cyan to the
     * eye, because every lit channel was kept at 1. A minor part of a colour may go dark; the hue stays.
     */
    @Test
    void dimColoursKeepTheirHue() {
        PixelCorrection c = new PixelCorrection(TestProfiles.standard().strip()); // gamma 2.6, brightness 160
        int blueAtNight = 0x000926;                          // Palette.BLUE 0x0040FF at 15 %
        int wire = c.apply(new int[]{blueAtNight})[0];
        assertEquals(0, wire >> 8 & 0xFF, "no green in a dim blue: " + Integer.toHexString(wire));
        assertTrue((wire & 0xFF) >= 1, "the blue still glows");
        int amberAtNight = 0x260E00;                         // Palette.AMBER 0xFF6000 at 15 %: not red
        int amber = c.apply(new int[]{amberAtNight})[0];
        assertTrue((amber >> 8 & 0xFF) >= 1 && (amber >> 16 & 0xFF) >= 1, "amber keeps its green: " + Integer.toHexString(amber));
        assertEquals(0x010101, c.apply(new int[]{0x050505})[0], "the dimmest white still glows");
    }

    @Test
    void gammaAndBrightnessApplyToWhatIsSent() {
        HardwareProfile p = TestProfiles.standard();          // gamma 2.6, brightness 160
        try (SimulatedBoard board = SimulatedBoard.open(p)) {
            int[] points = new int[Point.COUNT];
            points[0] = 0xFF8000;
            board.hardware().leds().show(new Frame(points, new int[2]));
            int expectedRed = (int) Math.round(255.0 * 160 / 255);
            int expectedGreen = (int) Math.round(Math.pow(128 / 255.0, 2.6) * 255 * 160 / 255);
            assertEquals(expectedRed << 16 | expectedGreen << 8, board.pixels()[0]);
        }
    }

    @Test
    void brightnessCapScalesTheWholeFrameIntoThePowerBudget() {
        HardwareProfile p = TestProfiles.with(dir, Map.of("led.gamma", "1.0", "led.brightness", "255",
                "led.power.max-ma", "500"));
        PixelCorrection c = new PixelCorrection(p.strip());
        int[] white = new int[26];
        java.util.Arrays.fill(white, 0xFFFFFF);
        assertEquals(26 + 26 * 60, c.milliamps(white), 1e-9, "full white would draw 1586 mA");
        int[] wire = c.apply(white);
        assertTrue(c.milliamps(wire) <= 500, "capped: " + c.milliamps(wire));
        assertTrue(c.milliamps(wire) > 480, "but not needlessly dark: " + c.milliamps(wire));
        int[] mixed = new int[26];
        java.util.Arrays.fill(mixed, 0xFF8000);
        int[] scaled = c.apply(mixed);
        int r = scaled[0] >> 16 & 0xFF;
        int g = scaled[0] >> 8 & 0xFF;
        assertEquals(2.0, (double) r / g, 0.05, "hue kept: the same factor for every channel");
        int[] small = new int[26];
        small[3] = 0xFFFFFF;
        assertArrayEquals(small, c.apply(small), "a frame within budget is untouched");
    }

    @Test
    void closingLeavesEveryLedDark() {
        SimulatedBoard board = SimulatedBoard.open(TestProfiles.linear(dir));
        int[] points = new int[Point.COUNT];
        java.util.Arrays.fill(points, 0x202020);
        board.hardware().leds().show(new Frame(points, new int[]{0xFF0000, 0xFF0000}));
        assertEquals(0x202020, board.pixels()[7]);
        board.close();
        assertArrayEquals(new int[26], board.pixels());
    }
}
