package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.StripConfig;
import io.github.morrisboard.board.LedOutput;

import com.pi4j.io.spi.Spi;
import io.github.morrisboard.board.Frame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The WS2812B/SK6812 chain on SPI0 MOSI: encodes each frame ({@link FrameEncoder}) and writes
 * the bytes in one SPI transfer. A frame whose bytes equal the last ones written is not sent again
 * (after gamma and the brightness cap, neighbouring steps of a dim pulse often are). A write error is
 * logged once and the next frame tries again: dark LEDs never stop the game.
 * Writes hold the {@code Spi} object's monitor, so a simulator can drain a mock SPI safely.
 */
public final class SpiPixelStrip implements LedOutput {
    private static final Logger log = LoggerFactory.getLogger(SpiPixelStrip.class);

    private final StripConfig config;
    private final Spi spi;
    private final FrameEncoder encoder;
    private final byte[] buffer;
    private final byte[] written;
    private boolean current; // the LEDs hold what written holds
    private boolean failing;

    public SpiPixelStrip(StripConfig config, Spi spi) {
        this.config = config;
        this.spi = spi;
        this.encoder = new FrameEncoder(config);
        this.buffer = new byte[encoder.frameLength()];
        this.written = new byte[buffer.length];
    }

    @Override
    public void show(Frame frame) {
        synchronized (spi) {
            encoder.encode(frame, buffer);
            if (current && java.util.Arrays.equals(buffer, written)) {
                return;
            }
            current = false;
            try {
                spi.write(buffer, 0, buffer.length);
                System.arraycopy(buffer, 0, written, 0, buffer.length);
                current = true;
                if (failing) {
                    failing = false;
                    log.info("LED SPI writes work again");
                }
            } catch (RuntimeException e) {
                if (!failing) {
                    failing = true;
                    log.warn("LED SPI write failed (logged once until it works again): {}", e.toString());
                }
            }
        }
    }

    /** Writes an all-dark frame; the SPI device itself is released with the Pi4J context. */
    @Override
    public void close() {
        show(Frame.dark(config.statusPixels().size()));
    }
}
