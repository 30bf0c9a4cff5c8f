package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.setup.MenuLayout;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pairing a phone in the menu now that every point is an option (issue 33: the puzzles took f4, the
 * adaptive level d2): the step's point is asked for on an option, and the menu does not see the piece
 * put there and taken off, so no option is tapped.
 */
class MenuPairingTest {
    @Test
    void aPairingsStepOnAnOptionTapsNothing() {
        Rig rig = new Rig(ControllerTest.VS_AI, Optional.empty(), 0);
        assertEquals(Phase.MENU, rig.c.state().phase());
        List<PairingNews> news = new ArrayList<>();
        rig.page(new PageCommand.Pairing("192.0.2.7", "4711", 60_000, news::add)).advance(200);
        List<Integer> asked = new ArrayList<>();
        for (int i = 0; i < PageCommand.Pairing.STEPS; i++) {
            PairingNews.Step step = (PairingNews.Step) news.getLast();
            String point = Point.name(step.point());
            asked.add(step.point());
            rig.place(point).lift(point);
        }
        assertEquals(new PairingNews.Met(), news.getLast(), "paired: " + news);
        assertTrue(asked.stream().anyMatch(p -> MenuLayout.at(p, rig.c.state().setup()).filter(o -> o.offeredIn(rig.c.state().setup())).isPresent()),
                "with only c3 dark, a step is asked on an option: " + asked);
        assertEquals(Phase.MENU, rig.c.state().phase(), "no game was started");
        assertNull(rig.saver.remembered, "no option was chosen");
        assertEquals(ControllerTest.VS_AI, rig.c.state().setup());
    }
}
