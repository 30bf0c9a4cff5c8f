package io.github.morrisboard.control;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.lights.Lights;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static io.github.morrisboard.control.ControllerTest.HUMANS;
import static io.github.morrisboard.control.ControllerTest.VS_AI;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An idle board costs next to nothing: a scene that stays the same for {@link Lights#STILL_AFTER_MS}
 * is shown still, and then the lights wake the loop only for a blink. Counted on the fake clock:
 * frames sent and the controller's own wake-ups (the event loop adds its heartbeat, one a second).
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
        int[] still = over(rig, 60_000);
        assertEquals(0, still[0], "frames in a minute of the menu at rest");
        assertEquals(0, still[1], "wake-ups asked for in a minute of the menu at rest");
        Frame rest = rig.frames.getLast();
        assertTrue(rest.point(io.github.morrisboard.board.Point.parse("d1")) != Frame.BLACK, "the start point stays lit, steady");

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
        // status pixel 0 blinks (1 Hz: two changes a second); the removable pieces hold steady
        assertTrue(still[0] >= 18 && still[0] <= 22, "frames in 10 s: " + still[0]);
        assertTrue(still[1] <= still[0] + 1, "wake-ups in 10 s: " + still[1]);
        List<Frame> shown = rig.frames.subList(from, rig.frames.size());
        assertEquals(1, shown.stream().map(f -> Arrays.toString(f.points())).distinct().count(),
                "only the status pixels change while the board rests");
    }
}
