package io.github.morrisboard.hardware.profile;

import java.util.List;

/**
 * The WS2812B/SK6812 chain on SPI: bus and chip select, SPI bits per LED bit (3 or 4, which fixes
 * the SPI clock), colour order, chain length, the pixel of each point (index = point) and the status
 * pixels, gamma, brightness cap (0..255) and power budget.
 */
public record StripConfig(int spiBus, int spiChannel, int bitsPerBit, PixelOrder order, int chainLength,
                          List<Integer> pixels, List<Integer> statusPixels, double gamma, int brightness,
                          int maxMilliamps, double milliampsPerChannel, double idleMilliampsPerPixel,
                          int resetMicros) {
    public StripConfig {
        pixels = List.copyOf(pixels);
        statusPixels = List.copyOf(statusPixels);
    }

    /** The SPI clock that makes one SPI bit last 1/bitsPerBit of a 1.25 µs LED bit (800 kHz). */
    public int clockHz() {
        return 800_000 * bitsPerBit;
    }

    public int pixel(int point) {
        return pixels.get(point);
    }
}
