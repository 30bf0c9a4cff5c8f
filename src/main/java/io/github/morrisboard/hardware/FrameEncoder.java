package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.StripConfig;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.board.Frame;

/**
 * A {@link Frame} to the SPI bytes of the whole chain: each point's and status pixel's colour at
 * its chain index from the profile, corrected ({@link PixelCorrection}) and encoded
 * ({@link Ws2812Encoder}). Not thread-safe (it reuses one chain buffer).
 */
public final class FrameEncoder {
    private final StripConfig config;
    private final PixelCorrection correction;
    private final Ws2812Encoder encoder;
    private final int[] chain;

    public FrameEncoder(StripConfig config) {
        this.config = config;
        this.correction = new PixelCorrection(config);
        this.encoder = Ws2812Encoder.of(config);
        this.chain = new int[config.chainLength()];
    }

    /** Bytes of one encoded frame, reset gap included. */
    public int frameLength() {
        return encoder.frameLength(chain.length);
    }

    /** Encodes the frame into {@code out} ({@link #frameLength()} bytes). */
    public void encode(Frame frame, byte[] out) {
        java.util.Arrays.fill(chain, 0);
        for (int p = 0; p < Point.COUNT; p++) {
            chain[config.pixel(p)] = frame.point(p);
        }
        int n = Math.min(frame.statusCount(), config.statusPixels().size());
        for (int i = 0; i < n; i++) {
            chain[config.statusPixels().get(i)] = frame.statusPixel(i);
        }
        encoder.encode(correction.apply(chain), out);
    }

    /** Encodes the frame into a new array. */
    public byte[] encode(Frame frame) {
        byte[] out = new byte[frameLength()];
        encode(frame, out);
        return out;
    }
}
