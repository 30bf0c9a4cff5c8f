package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.reconcile.Verdict;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.*;

/** The pairing desk alone: the queue, the steps and their gestures, the points that mean nothing to the game. */
class PairingDeskTest {
    private final PairingDesk desk = new PairingDesk(new SplittableRandom(3));
    private final List<PairingNews> news = new ArrayList<>();
    private final List<PairingNews> other = new ArrayList<>();

    private static PageCommand.Pairing ask(String client, List<PairingNews> sink) {
        return new PageCommand.Pairing(client, "1234", 30_000, sink::add);
    }

    private PairingNews.Step step() {
        return (PairingNews.Step) news.getLast();
    }

    @Test
    void liftedAndPutBackInOrderPairs() {
        int board = Point.bit(1) | Point.bit(5) | Point.bit(9) | Point.bit(12);
        desk.ask(ask("a", news));
        desk.observe(board, board, 0, 0);
        for (int i = 0; i < PairingDesk.STEPS; i++) {
            PairingNews.Step s = step();
            assertEquals(i, s.step());
            assertTrue(s.lift());
            int bit = Point.bit(s.point());
            assertNotEquals(0, board & bit);
            desk.observe(board & ~bit, board, 0, 100 + i * 10L);
            desk.observe(board, board, 0, 105 + i * 10L);
        }
        assertEquals(new PairingNews.Met(), news.getLast());
        assertFalse(desk.busy());
    }

    @Test
    void aPieceTakenOffAndNeverPutBackDoesNothingAndAnotherChangeAsksAgain() {
        int board = Point.bit(1) | Point.bit(5) | Point.bit(9) | Point.bit(12);
        desk.ask(ask("a", news));
        desk.observe(board, board, 0, 0);
        int first = step().point();
        int now = board & ~Point.bit(first);
        desk.observe(now, board, 0, 10); // lifted: half the gesture
        int another = Integer.numberOfTrailingZeros(now);
        desk.observe(now & ~Point.bit(another), board, 0, 20); // a second piece taken off: the sweep goes on
        assertNotEquals(first, step().point(), "asked again elsewhere");
        assertEquals(0, step().step(), "the step was not done");
        desk.observe(board & ~Point.bit(another), now, 0, 30); // the first piece back: nothing
        assertEquals(0, step().step());
        assertFalse(news.contains(new PairingNews.Met()));
    }

    @Test
    void aPlyOrAPhaseBetweenLiftAndPutBackIsNoStep() {
        int board = Point.bit(1) | Point.bit(5) | Point.bit(9);
        desk.ask(ask("a", news));
        desk.observe(board, board, 0, 0);
        int p = step().point();
        desk.observe(board & ~Point.bit(p), board, 0, 10);
        desk.observe(board & ~Point.bit(p), board, 1, 20); // the game moved on (context)
        desk.observe(board, board, 1, 30);
        assertEquals(0, step().step(), "asked again, not done: " + news);
    }

    @Test
    void oneAtATimeFirstComeAndAClientsNewRequestGoesToTheBack() {
        int board = Point.ALL;
        desk.ask(ask("stranger", other));
        desk.ask(ask("owner", news));
        desk.observe(board, board, 0, 0);
        assertInstanceOf(PairingNews.Step.class, other.getLast());
        assertEquals(new PairingNews.Queued(1), news.getLast(), "one shown before it");
        desk.ask(ask("stranger", other)); // asking again ends its own, which goes behind the owner's
        assertEquals(new PairingNews.Ended(PairingNews.Why.REPLACED), other.get(other.size() - 2));
        desk.observe(board, board, 0, 10);
        assertInstanceOf(PairingNews.Step.class, news.getLast(), "the owner's is shown now: " + news);
    }

    @Test
    void lateTooFewPointsFullAndCancelled() {
        desk.ask(ask("a", news));
        desk.observe(Point.ALL, Point.bit(3), 0, 0);
        assertEquals(new PairingNews.Ended(PairingNews.Why.NO_POINTS), news.getLast());
        desk.ask(ask("a", news));
        desk.observe(Point.ALL, Point.ALL, 0, 0);
        desk.observe(Point.ALL, Point.ALL, 0, 30_001);
        assertEquals(new PairingNews.Ended(PairingNews.Why.LATE), news.getLast());
        for (int i = 0; i < PairingDesk.MAX_QUEUED; i++) {
            desk.ask(ask("c" + i, other));
        }
        desk.ask(ask("full", news));
        assertEquals(new PairingNews.Ended(PairingNews.Why.FULL), news.getLast());
        desk.cancelAll(() -> { });
        assertEquals(new PairingNews.Ended(PairingNews.Why.CANCELLED), other.getLast());
        assertFalse(desk.busy());
    }

    @Test
    void inPlayOnlyTheMoversPiecesThatTakeNothingBackAndNothingWhileAPlyIsUnderWay() {
        Game g = Game.start(Rules.STANDARD);
        for (String p : List.of("a1", "b2", "a4", "b4", "d1")) {
            g = g.play(Ply.place(Point.parse(p)));
        }
        int settled = g.position().occupied();
        int safe = PairingDesk.safe(Phase.PLAY, Optional.of(g), new Verdict.InSync(), List.of(), true, settled, 0);
        assertEquals(Point.bit(Point.parse("b2")) | Point.bit(Point.parse("b4")), safe, "black's pieces: " + Point.names(safe));
        assertEquals(Point.bit(Point.parse("b2")) | Point.bit(Point.parse("b4")) ,
                PairingDesk.safe(Phase.PLAY, Optional.of(g), new Verdict.InSync(), List.of(), false, settled, 0));
        Game w = g.play(Ply.place(Point.parse("g7")));
        int ws = PairingDesk.safe(Phase.PLAY, Optional.of(w), new Verdict.InSync(), List.of(), true, w.position().occupied(), 0);
        assertEquals(Point.bit(Point.parse("a1")) | Point.bit(Point.parse("a4")) | Point.bit(Point.parse("d1")), ws,
                "white's pieces, never an empty point: " + Point.names(ws));
        assertEquals(0, PairingDesk.safe(Phase.PLAY, Optional.of(w), new Verdict.Lifted(0, 0), List.of(), true, settled, 0));
        assertEquals(0, PairingDesk.safe(Phase.PLAY, Optional.of(w), new Verdict.InSync(), List.of(Ply.place(5)), true,
                w.position().occupied(), 0), "an announced ply");
        Game mill = Game.start(Rules.STANDARD);
        for (String p : List.of("a1", "b2", "a4", "b4", "a7")) {
            mill = mill.play(Ply.place(Point.parse(p)));
        }
        int ms = PairingDesk.safe(Phase.PLAY, Optional.of(mill), new Verdict.InSync(), List.of(), true, mill.position().occupied(), 0);
        assertEquals(Point.bit(Point.parse("a1")) | Point.bit(Point.parse("a4")), ms,
                "a removal owed: never black's (removable) pieces, nor a7 (lifted, it reads as the position before it: a takeback): " + Point.names(ms));
        assertEquals(Point.ALL & ~0b100, PairingDesk.safe(Phase.MENU, Optional.empty(), new Verdict.InSync(), List.of(), true, 0, 0b100),
                "in the menu every point not held: the menu does not see the step's point (issue 33: every point is an option)");
        assertEquals(settled, PairingDesk.safe(Phase.OVER, Optional.of(g), new Verdict.InSync(), List.of(), true, settled, 0));
    }

    @Test
    void theControllersFactsSayWhatIsSafeAndWhenTheGameMovedOn() {
        Presenter.Facts menu = FactsFor.facts(Phase.MENU, ControllerTest.HUMANS, Optional.empty(), List.of(),
                new Faults.Facts(io.github.morrisboard.lights.Fault.NONE, "", List.of()));
        int offered = menu.menu().state().offered();
        desk.ask(ask("a", news));
        desk.observe(menu, 0, true, 0);
        int point = step().point();
        assertEquals(0, offered & Point.bit(point), "never an option the menu offers");
        assertFalse(step().lift(), "an empty point is given a piece");
        desk.observe(menu, Point.bit(point), true, 10);
        int asked = news.size();
        desk.observe(FactsFor.facts(Phase.MENU, ControllerTest.VS_AI, Optional.empty(), List.of(), menu.faults()), Point.bit(point), true, 20);
        assertEquals(asked + 1, news.size(), "another menu screen in between: the step is asked again");
        assertEquals(0, step().step());
    }
}
