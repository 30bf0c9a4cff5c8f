package io.github.morrisboard.control;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.lights.Lights;
import io.github.morrisboard.lights.Pattern;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static io.github.morrisboard.control.ControllerTest.HUMANS;
import static io.github.morrisboard.control.ControllerTest.VS_AI;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An idle board costs next to nothing: a scene that stays the same for {@link Lights#STILL_AFTER_MS}
 * is shown at rest, its pulses in steps of {@link Pattern#REST_SLOT_MS}, and the lights wake the loop
 * only for a frame that differs. Counted on the fake clock: frames sent and the controller's own
 * wake-ups (the event loop adds its heartbeat, one a second).
 */
class StillBoardTest {

    /** Frames sent and wake-ups over {@code ms} from now. */
    private static int[] over(Rig rig, long ms) {
        int frames = rig.frames.size(), wakeUps = rig.wakeUps;
        rig.advance(ms);
        return new int[]{rig.frames.size() - frames, rig.wakeUps - wakeUps};
    }

    @Test
    void theMenuComesToRestAndThenWakesTheLoopForNothing() {
        Rig rig = new Rig(VS_AI);
        assertEquals(Phase.MENU, rig.c.state().phase());
        int[] moving = over(rig, 10_000);
        assertTrue(moving[0] > 100 && moving[1] >= moving[0],
                "the start point pulses: frames and wake-ups in the first 10 s: " + Arrays.toString(moving));
        rig.advance(Lights.STILL_AFTER_MS);
        int from = rig.frames.size();
        int[] still = over(rig, 60_000);
        int atMost = 60_000 / Pattern.REST_SLOT_MS; // 240: four a second, was 1,440 (it failed so before the board rested)
        assertTrue(still[0] > 60 && still[0] <= atMost, "frames in a minute of the menu at rest: " + still[0]);
        assertTrue(still[1] <= still[0] + 60, "wake-ups asked for in a minute of the menu at rest: " + still[1]);
        assertTrue(rig.frames.subList(from, rig.frames.size()).stream()
                        .map(f -> f.point(io.github.morrisboard.board.Point.parse("d1"))).distinct().count() >= 5,
                "the start point still pulses at rest");

        rig.edge("f4", true); // a piece put down: the scene changes, and the start point pulses again
        int[] woken = over(rig, 5_000);
        assertTrue(woken[0] > 50, "frames in the 5 s after a piece was put down: " + woken[0]);
    }

    @Test
    void aStillBoardStillBlinksWhereItAsksForAnAct() {
        Rig rig = new Rig(HUMANS).newGame();
        for (String p : List.of("a1", "b2", "a4", "b4", "a7")) { // white's mill a1 a4 a7: a removal is owed
            rig.place(p);
        }
        assertTrue(rig.c.state().game().orElseThrow().position().removalsOwed() > 0);
        rig.advance(Lights.STILL_AFTER_MS + 1_000);
        int from = rig.frames.size();
        int[] still = over(rig, 10_000);
        // status pixel 0 blinks (1 Hz: two changes a second) as before; the removable pieces pulse in rest steps
        assertTrue(still[0] >= 18 && still[0] <= 20 + 10_000 / Pattern.REST_SLOT_MS, "frames in 10 s: " + still[0]);
        assertTrue(still[1] <= still[0] + 1, "wake-ups in 10 s: " + still[1]);
        List<Frame> shown = rig.frames.subList(from, rig.frames.size());
        assertTrue(shown.stream().map(f -> f.point(io.github.morrisboard.board.Point.parse("b2"))).distinct().count() > 1,
                "the removable pieces (b2, b4) still pulse: not held steady, which is the mismatch's steady red");
    }
}
