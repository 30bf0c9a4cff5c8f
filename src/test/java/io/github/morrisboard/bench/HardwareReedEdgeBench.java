package io.github.morrisboard.bench;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.hardware.HardwareFault;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.hardware.ReedListener;
import io.github.morrisboard.hardware.ReedScanner;
import io.github.morrisboard.sim.RegisterModel;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * CPU cost of one reed edge from interrupt to delivered occupancy: a reed pin changes on the
 * in-memory MCP23017, its INT output fires the scanner's interrupt hook, and one scan (the burst
 * read of INTF/INTCAP/GPIO of both chips, the diff, chatter bookkeeping) delivers the edge to the
 * listener. The bus itself is the register model, so this is the software's share; on a Pi the
 * two 6-byte I2C reads at 400 kHz add about 0.4 ms of bus time.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class HardwareReedEdgeBench {
    private RegisterModel chip;
    private ReedScanner scanner;
    private ChipPin pin;
    private boolean occupied;
    private long now;
    private Blackhole sink;

    @Setup
    public void setUp(Blackhole bh) {
        sink = bh;
        HardwareProfile profile = ProfileLoader.load(ProfileLoader.DEFAULT);
        RegisterModel c20 = new RegisterModel(0x20);
        chip = new RegisterModel(0x21);
        // no chatter report in the loop: a point toggling forever would be reported once, harmlessly
        scanner = new ReedScanner(profile.reeds(), List.of(c20, chip), () -> now, () -> false);
        chip.onInterrupt(asserted -> {
            if (asserted) {
                scanner.interrupt();
            }
        });
        scanner.attach(new ReedListener() {
            @Override
            public void onStart(long timeMs, int occupancy) {
            }

            @Override
            public void onEdge(long timeMs, int point, boolean occ) {
                sink.consume(point);
                sink.consume(occ);
            }

            @Override
            public void onFault(HardwareFault fault) {
                sink.consume(fault);
            }
        });
        pin = profile.reeds().pin(Point.parse("d6"));
    }

    @Benchmark
    public void interruptToEdge() {
        now += 1000;                               // a move a second: no chatter
        occupied = !occupied;
        chip.setLevel(pin.pin(), !occupied);       // reed closes or opens -> INT -> scanner.interrupt()
        scanner.scan(false);                       // what the reader thread does when woken
    }
}
