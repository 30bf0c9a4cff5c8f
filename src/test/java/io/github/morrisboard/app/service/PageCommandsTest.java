package io.github.morrisboard.app.service;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.*;

/**
 * A paired phone's requests on the assembled board (production wiring, Pi4J mock providers, real
 * files): each does what the button or the menu would, in the phase that allows it, and none
 * makes the game accept a ply the board did not sense.
 */
class PageCommandsTest {
    @TempDir
    Path dir;

    private static void page(AssembledBoard b, PageCommand command) {
        b.c.handle(new Event.FromPage(b.clock.get(), command));
        b.drain();
    }

    @Test
    void startChooseHintTakeBackAndResignActOnlyWhereTheirButtonsWould() throws Exception {
        AssembledBoard b = new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0);
        assertEquals(Phase.MENU, b.c.state().phase());
        Setup chosen = b.c.state().setup().withLevel(2).withHints(false);
        page(b, new PageCommand.Choose(chosen));
        assertEquals(chosen, b.c.state().setup(), "the menu's choice");
        page(b, new PageCommand.Hint());
        page(b, new PageCommand.Resign());
        page(b, new PageCommand.TakeBack());
        assertEquals(Phase.MENU, b.c.state().phase(), "play's requests mean nothing in the menu");

        page(b, new PageCommand.Start());
        assertEquals(Phase.PLAY, b.c.state().phase());
        assertEquals("", b.record(), "starting plays nothing");
        page(b, new PageCommand.Choose(chosen.withMode(Mode.HUMAN_HUMAN)));
        assertEquals(chosen, b.c.state().setup(), "the settings do not change during a game");

        b.place("d6");
        b.advance(100);
        String ai = Point.name(b.c.state().opponentPlies().getFirst().to());
        b.place(ai);
        assertEquals("d6 " + ai, b.record());

        int aiRequests = b.aiRequests;
        page(b, new PageCommand.Hint());
        assertEquals(aiRequests + 1, b.aiRequests, "a hint is asked of the AI");
        assertTrue(b.c.state().hint().isPresent());
        assertEquals("d6 " + ai, b.record(), "a hint plays nothing");

        page(b, new PageCommand.TakeBack());
        b.advance(3000);
        assertEquals("", b.record(), "back to white's last turn: the AI's ply and white's");
        Verdict.Mismatch m = assertInstanceOf(Verdict.Mismatch.class, b.c.state().verdict(), "the board shows what to put back");
        assertEquals(Point.bit(Point.parse("d6")) | Point.bit(Point.parse(ai)), m.extra());
        b.lift(ai).lift("d6").advance(2000);
        assertInstanceOf(Verdict.InSync.class, b.c.state().verdict());
        assertEquals("", b.record(), "nothing was accepted that the board did not sense");

        b.place("a1");
        assertEquals("a1", b.record());
        page(b, new PageCommand.Resign());
        assertEquals(Phase.OVER, b.c.state().phase(), "the result shows until the board is cleared");
        assertTrue(b.history().contains("white resigned: black wins"), b.history());
        b.lift("a1");
        assertEquals(Phase.MENU, b.c.state().phase());
    }

    @Test
    void withoutABrokerAPhoneCannotOpenJoinOrChooseRemotePlay() throws Exception {
        AssembledBoard b = new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0);
        Setup before = b.c.state().setup();
        page(b, new PageCommand.Open());
        page(b, new PageCommand.Join("a1-b4-d2-g7"));
        page(b, new PageCommand.Choose(before.withMode(Mode.REMOTE)));
        assertEquals(Phase.MENU, b.c.state().phase(), "no game against a board nobody can reach");
        assertEquals(before, b.c.state().setup());
    }

    @Test
    void aTakeBackNeedsTakebacksOnAndAPersonsPly() throws Exception {
        Config off = ConfigLoader.parse(dir.resolve("t.properties"), java.util.List.of("takebacks = false"), java.util.Map.of())
                .withStateDir(dir);
        AssembledBoard b = new AssembledBoard(dir, off).powerOn(0);
        page(b, new PageCommand.Start());
        b.place("d6");
        page(b, new PageCommand.TakeBack());
        assertEquals("d6", b.record(), "takebacks = false");
        b.close();

        Path other = java.nio.file.Files.createDirectories(dir.resolve("demo"));
        Config aiOnly = ConfigLoader.parse(other.resolve("u.properties"), java.util.List.of("mode = ai-vs-ai"), java.util.Map.of())
                .withStateDir(other);
        AssembledBoard demo = new AssembledBoard(other, aiOnly).powerOn(0);
        page(demo, new PageCommand.Start());
        demo.advance(100);
        String first = Point.name(demo.c.state().opponentPlies().getFirst().to());
        demo.place(first);
        page(demo, new PageCommand.TakeBack());
        assertEquals(first, demo.record(), "no person's ply to take back in a demo");
    }
}
