package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.PixelOrder;
import io.github.morrisboard.hardware.profile.StripConfig;

/**
 * Turns pixel colours into the SPI byte stream that drives a WS2812B/SK6812 chain from MOSI.
 * Each LED bit becomes 3 SPI bits ({@code 100} = 0, {@code 110} = 1, SPI clock 2.4 MHz) or 4 SPI
 * bits ({@code 1000} / {@code 1110}, 3.2 MHz), most significant bit first, channels in the pixel's
 * byte order; the frame ends with a reset gap of zero bytes (data low). Encoded data never
 * contains a zero byte (a symbol starts with 1 and holds at most three 0s), which is how the
 * simulator's decoder ({@code sim.Ws2812Decoder}) finds frame boundaries.
 */
public final class Ws2812Encoder {
    private final PixelOrder order;
    private final int[] shifts;
    private final int bitsPerBit;
    private final int resetBytes;
    /** For each byte value, its encoded SPI bits (24 or 32 of them), MSB first. */
    private final int[] symbols = new int[256];

    public Ws2812Encoder(PixelOrder order, int bitsPerBit, int resetMicros) {
        if (bitsPerBit != 3 && bitsPerBit != 4) {
            throw new IllegalArgumentException("SPI bits per LED bit must be 3 or 4, not " + bitsPerBit);
        }
        this.order = order;
        this.shifts = order.shifts();
        this.bitsPerBit = bitsPerBit;
        long clock = 800_000L * bitsPerBit;
        this.resetBytes = (int) ((resetMicros * clock + 7_999_999) / 8_000_000);
        int zero = bitsPerBit == 3 ? 0b100 : 0b1000;
        int one = bitsPerBit == 3 ? 0b110 : 0b1110;
        for (int v = 0; v < 256; v++) {
            int s = 0;
            for (int bit = 7; bit >= 0; bit--) {
                s = s << bitsPerBit | ((v >> bit & 1) == 1 ? one : zero);
            }
            symbols[v] = s;
        }
    }

    public static Ws2812Encoder of(StripConfig strip) {
        return new Ws2812Encoder(strip.order(), strip.bitsPerBit(), strip.resetMicros());
    }

    public PixelOrder order() {
        return order;
    }

    public int bitsPerBit() {
        return bitsPerBit;
    }

    /** SPI bytes per channel byte: 3 or 4. */
    public int bytesPerChannel() {
        return bitsPerBit;
    }

    public int bytesPerPixel() {
        return order.channels() * bitsPerBit;
    }

    public int resetBytes() {
        return resetBytes;
    }

    /** Bytes in the encoded frame of a chain of this many pixels, reset gap included. */
    public int frameLength(int pixels) {
        return pixels * bytesPerPixel() + resetBytes;
    }

    /** Encodes wire colours ({@code 0xRRGGBB}, or {@code 0xWWRRGGBB} for RGBW orders). */
    public byte[] encode(int[] wire) {
        byte[] out = new byte[frameLength(wire.length)];
        encode(wire, out);
        return out;
    }

    /** Encodes into {@code out} (at least {@link #frameLength} long); the gap bytes are set to zero. */
    public void encode(int[] wire, byte[] out) {
        int o = 0;
        for (int colour : wire) {
            for (int shift : shifts) {
                int s = symbols[colour >>> shift & 0xFF];
                for (int b = bitsPerBit - 1; b >= 0; b--) {
                    out[o++] = (byte) (s >>> (8 * b));
                }
            }
        }
        java.util.Arrays.fill(out, o, frameLength(wire.length), (byte) 0);
    }
}
