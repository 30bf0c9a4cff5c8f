package io.github.morrisboard.sim;

import io.github.morrisboard.board.Button;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.hardware.TestProfiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The hooks the simulator page uses. */
class SimulatedBoardTest {
    @TempDir
    Path dir;

    @Test
    void changesAreAnnouncedAndLedsReadBackPerPointAndStatus() throws Exception {
        try (SimulatedBoard board = SimulatedBoard.open(TestProfiles.linear(dir))) {
            AtomicInteger changes = new AtomicInteger();
            AutoCloseable subscription = board.onChange(changes::incrementAndGet);
            int[] points = new int[Point.COUNT];
            points[Point.parse("c4")] = 0x336699;
            board.hardware().leds().show(new Frame(points, new int[]{0xFF0000, 0x00FF00}));
            assertEquals(1, changes.get());
            assertArrayEquals(points, board.pointColours());
            assertArrayEquals(new int[]{0xFF0000, 0x00FF00}, board.statusColours());

            assertTrue(board.toggleMagnet(Point.parse("c4")));
            assertTrue(board.magnet(Point.parse("c4")));
            assertFalse(board.toggleMagnet(Point.parse("c4")));
            assertEquals(3, changes.get());
            subscription.close();
            board.toggleMagnet(0);
            assertEquals(3, changes.get());
        }
    }

    @Test
    void aPressIsDownThenUp() {
        java.util.concurrent.atomic.AtomicLong clock = new java.util.concurrent.atomic.AtomicLong(1000);
        try (SimulatedBoard board = SimulatedBoard.open(TestProfiles.standard(), clock::get)) {
            List<Boolean> events = new CopyOnWriteArrayList<>();
            board.hardware().buttons().start((t, b, pressed) -> events.add(pressed));
            board.pressButton(Button.MENU);
            assertEquals(List.of(true), events, "the release within the debounce window waits");
            clock.set(2000);
            board.pressButton(Button.MENU);
            assertEquals(List.of(true, false, true), events, "a second press is seen, after the missed release");
        }
    }
}
