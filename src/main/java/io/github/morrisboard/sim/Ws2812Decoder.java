package io.github.morrisboard.sim;

import io.github.morrisboard.hardware.profile.PixelOrder;
import io.github.morrisboard.hardware.profile.StripConfig;

import java.util.Arrays;

/**
 * Reads a WS2812B SPI byte stream back into wire colours: exactly what each pixel of the chain
 * would latch. Used by tests and by the simulator, which shows the LEDs from the very bytes sent.
 * Malformed data (a bit symbol that is neither 0 nor 1, a frame that is not a whole number of
 * pixels) throws with the byte offset.
 */
public final class Ws2812Decoder {
    private final PixelOrder order;
    private final int[] shifts;
    private final int bitsPerBit;

    public Ws2812Decoder(PixelOrder order, int bitsPerBit) {
        this.order = order;
        this.shifts = order.shifts();
        this.bitsPerBit = bitsPerBit;
    }

    public static Ws2812Decoder of(StripConfig strip) {
        return new Ws2812Decoder(strip.order(), strip.bitsPerBit());
    }

    /** Decodes one frame (leading and trailing zero bytes, i.e. reset gaps, are skipped). */
    public int[] decode(byte[] data) {
        int start = 0;
        int end = data.length;
        while (start < end && data[start] == 0) {
            start++;
        }
        while (end > start && data[end - 1] == 0) {
            end--;
        }
        return decode(data, start, end);
    }

    /**
     * Decodes the last complete frame of a stream of several (a frame is a run of non-zero bytes
     * followed by its reset gap); returns an empty array if the stream holds no frame.
     */
    public int[] decodeLast(byte[] stream) {
        int end = stream.length;
        while (end > 0 && stream[end - 1] == 0) {
            end--;
        }
        int start = end;
        while (start > 0 && stream[start - 1] != 0) {
            start--;
        }
        return decode(stream, start, end);
    }

    private int[] decode(byte[] data, int start, int end) {
        int perPixel = order.channels() * bitsPerBit;
        if ((end - start) % perPixel != 0) {
            throw new IllegalArgumentException("WS2812 data at bytes " + start + ".." + end + " is "
                    + (end - start) + " bytes, not a whole number of " + perPixel + "-byte pixels");
        }
        int[] out = new int[(end - start) / perPixel];
        int symbolMask = (1 << bitsPerBit) - 1;
        int zero = bitsPerBit == 3 ? 0b100 : 0b1000;
        int one = bitsPerBit == 3 ? 0b110 : 0b1110;
        int o = start;
        for (int px = 0; px < out.length; px++) {
            int colour = 0;
            for (int shift : shifts) {
                int bits = 0;
                for (int b = 0; b < bitsPerBit; b++) {
                    bits = bits << 8 | (data[o++] & 0xFF);
                }
                int value = 0;
                for (int bit = 7; bit >= 0; bit--) {
                    int symbol = bits >>> (bit * bitsPerBit) & symbolMask;
                    if (symbol != zero && symbol != one) {
                        throw new IllegalArgumentException("WS2812 data byte " + (o - bitsPerBit)
                                + ": bit symbol " + Integer.toBinaryString(symbol) + " is neither 0 nor 1");
                    }
                    value = value << 1 | (symbol == one ? 1 : 0);
                }
                colour |= value << shift;
            }
            out[px] = colour;
        }
        return out;
    }

    /** The colour a person sees from a wire colour: for RGBW the white LED adds to all three. */
    public static int visible(int wire, PixelOrder order) {
        if (order.channels() == 3) {
            return wire & 0xFFFFFF;
        }
        int w = wire >>> 24;
        int r = Math.min(255, (wire >> 16 & 0xFF) + w);
        int g = Math.min(255, (wire >> 8 & 0xFF) + w);
        int b = Math.min(255, (wire & 0xFF) + w);
        return r << 16 | g << 8 | b;
    }

    @Override
    public String toString() {
        return "Ws2812Decoder[" + order + ", " + bitsPerBit + " bits/bit, shifts " + Arrays.toString(shifts) + "]";
    }
}
