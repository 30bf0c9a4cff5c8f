package io.github.morrisboard.sim;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Published;
import io.github.morrisboard.control.View;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.hardware.HardwareFault;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.hardware.ReedListener;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The page's actions on the simulated board reach the reeds as a hand's would. */
class LiveBoardTest {
    static final Published STARTING = new Published(View.STARTING, Setups.EXAMPLE, Optional.empty(), "starting");

    @Test
    void clearingTheBoardLiftsEachPieceThroughItsReed() throws Exception {
        int start = Point.bit(Point.parse("a1")) | Point.bit(Point.parse("d6")) | Point.bit(Point.parse("g7"));
        try (SimulatedBoard sim = SimulatedBoard.open(ProfileLoader.builtIn(), () -> 0, new BoardContents(start, List.of()))) {
            BlockingQueue<String> edges = new LinkedBlockingQueue<>();
            sim.hardware().reeds().start(new ReedListener() {
                @Override
                public void onStart(long timeMs, int occupancy) {
                }

                @Override
                public void onEdge(long timeMs, int point, boolean occupied) {
                    edges.add(Point.name(point) + (occupied ? " down" : " up"));
                }

                @Override
                public void onFault(HardwareFault fault) {
                    edges.add(fault.describe());
                }
            });
            LiveBoard live = new LiveBoard(sim, () -> STARTING, "en");
            live.clearBoard();
            for (String expected : List.of("a1 up", "d6 up", "g7 up")) {
                assertEquals(expected, edges.poll(5, TimeUnit.SECONDS), "one lift after another, each felt by its reed");
            }
            assertEquals(BoardContents.EMPTY, sim.contents());
            assertEquals(0, sim.hardware().reeds().read());

            live.inject(new SimulatedFault.BusUnplugged());
            assertEquals(List.of(new SimulatedFault.BusUnplugged()), live.state().faults());
            assertEquals(List.of(0x20, 0x21), live.state().chips());
            assertThrows(IllegalArgumentException.class, () -> live.powerCycle(0x27));
        }
    }

    @Test
    void thePageReadsTheViewAndTheLegendFromOneSnapshot() throws Exception {
        try (SimulatedBoard sim = SimulatedBoard.open(ProfileLoader.builtIn(), () -> 0, BoardContents.EMPTY)) {
            AtomicInteger reads = new AtomicInteger();
            LiveBoard live = new LiveBoard(sim, () -> {
                reads.incrementAndGet();
                return STARTING;
            }, "en");
            SimBoard.Seen seen = live.seen();
            assertEquals(1, reads.get(), "one read of what the loop published, not one for the view and one for the legend");
            assertEquals(View.STARTING.record(), seen.state().record());
        }
    }
}
