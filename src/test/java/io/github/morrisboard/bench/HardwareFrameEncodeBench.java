package io.github.morrisboard.bench;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.FrameEncoder;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.board.Frame;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/**
 * CPU cost of encoding one frame for the default chain (26 WS2812B pixels, 3 SPI bits per bit):
 * placing colours on the chain, gamma, brightness, the power-budget estimate (this near-white
 * frame estimates about 750 mA, inside the 1500 mA budget) and the SPI bit encoding into a
 * reused buffer.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HardwareFrameEncodeBench {
    private FrameEncoder encoder;
    private Frame frame;
    private byte[] out;

    @Setup
    public void setUp() {
        encoder = new FrameEncoder(ProfileLoader.load(ProfileLoader.DEFAULT).strip());
        int[] points = new int[Point.COUNT];
        for (int p = 0; p < Point.COUNT; p++) {
            points[p] = 0xFFFFFF - p * 0x030507;
        }
        frame = new Frame(points, new int[]{0xFFFFFF, 0x2040FF});
        out = new byte[encoder.frameLength()];
    }

    @Benchmark
    public byte[] encodeFrame() {
        encoder.encode(frame, out);
        return out;
    }
}
