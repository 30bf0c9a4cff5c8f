package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import com.pi4j.io.spi.Spi;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

/** The strip sends a frame only when its bytes differ from what the LEDs already hold. */
class SpiPixelStripTest {
    private final HardwareProfile profile = TestProfiles.standard();
    private final int statusPixels = profile.strip().statusPixels().size();

    private Frame frame(int colour) {
        int[] points = new int[Point.COUNT];
        points[0] = colour;
        return new Frame(points, new int[statusPixels]);
    }

    @Test
    void aFrameThatEncodesToTheBytesAlreadyShownIsNotSentAgain() {
        Spi spi = mock(Spi.class);
        SpiPixelStrip strip = new SpiPixelStrip(profile.strip(), spi);
        strip.show(frame(0x00FF00));
        strip.show(frame(0x00FF00));
        verify(spi, times(1)).write(any(byte[].class), anyInt(), anyInt());
        // two intended colours a step apart in a dim pulse: the same wire value after gamma and the cap
        strip.show(frame(0x000100));
        strip.show(frame(0x000200));
        verify(spi, times(2)).write(any(byte[].class), anyInt(), anyInt());
        strip.show(frame(0x00FF00));
        verify(spi, times(3)).write(any(byte[].class), anyInt(), anyInt());
    }

    @Test
    void afterAFailedWriteTheSameFrameIsTriedAgain() {
        Spi spi = mock(Spi.class);
        when(spi.write(any(byte[].class), anyInt(), anyInt())).thenThrow(new IllegalStateException("bus gone")).thenReturn(0);
        SpiPixelStrip strip = new SpiPixelStrip(profile.strip(), spi);
        strip.show(frame(0x00FF00));
        strip.show(frame(0x00FF00));
        strip.show(frame(0x00FF00));
        verify(spi, times(2)).write(any(byte[].class), anyInt(), anyInt());
    }
}
