package io.github.morrisboard.control;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A game ended by the players' word on the assembled controller: a resignation (the page, the menu
 * button twice, a cleared board) and, in remote play, a draw offered and answered by the gesture
 * (two of your pieces lifted together and put back) or the page. The other board's news comes as
 * {@link Event.Ending}, as {@code RemoteGame} posts it; what this board says goes to its opponent port.
 */
class EndingByWordTest {
    private static final String CODE = "a1-b4-d2-g7";
    /** This board plays white against a friend's board (the friend: black). */
    private static final Setup REMOTE = new Setup(Mode.REMOTE, Color.BLACK, 3, true, Rules.STANDARD).withCode(GameCode.ofId(CODE));
    private static final Setup VS_AI = new Setup(Mode.HUMAN_AI, Color.BLACK, 3, true, Rules.STANDARD);

    private static void news(Rig rig, Optional<Outcome> result, Optional<Event.DrawOffer> offer) {
        rig.c.handle(new Event.Ending(rig.now, CODE, result, offer));
        rig.c.tick(rig.now);
    }

    private static void offer(Rig rig, Color side, boolean declined) {
        news(rig, Optional.empty(), Optional.of(new Event.DrawOffer(side, rig.game().plyCount(), declined)));
    }

    /** White places, the friend's ply is announced and carried out: four plies, white to move. */
    private static Rig twoEach(Setup setup) {
        Rig rig = new Rig(setup).newGame();
        for (String p : List.of("d6", "a1")) {
            rig.place(p);
            rig.carryOut(rig.c.state().opponentPlies().get(0));
        }
        assertEquals(4, rig.game().plyCount(), rig.record());
        return rig;
    }

    /** The draw gesture: two of white's pieces up together, then both back. */
    private static void liftTwoAndPutBack(Rig rig) {
        rig.edge("d6", false).advance(150).edge("a1", false).advance(400);
        rig.edge("d6", true).advance(150).edge("a1", true).advance(800);
    }

    private static void page(Rig rig, PageCommand command) {
        rig.c.handle(new Event.FromPage(rig.now, command));
        rig.c.tick(rig.now);
    }

    @Test
    void aResignationFromThePageIsToldToTheOtherBoardAndTheGameEndsWhenItComesBack() {
        Rig rig = twoEach(REMOTE);
        page(rig, new PageCommand.Resign());
        assertEquals(List.of("resign 4"), rig.said);
        assertEquals(Phase.PLAY, rig.c.state().phase(), "the game ends when both boards hold the word");
        news(rig, Optional.of(new Outcome.Win(Color.BLACK, Outcome.WinReason.RESIGNATION)), Optional.empty());
        assertEquals(Phase.OVER, rig.c.state().phase());
        assertEquals(rig.record() + " (white resigned: black wins)", rig.saver.finished);
        assertEquals(new Outcome.Win(Color.BLACK, Outcome.WinReason.RESIGNATION), rig.c.state().outcome());
        assertTrue(rig.c.published().view().english().startsWith("White resigned: black wins"), rig.c.published().view().english());
        assertTrue(rig.c.state().status().startsWith("game over: white resigned: black wins"), rig.c.state().status());
        assertTrue(Rig.off(rig.frames.getLast().statusPixel(0)), "the winner's pixel only");
        assertTrue(violet(rig.frames.getLast().statusPixel(1)), "black's pixel in black's colour");
    }

    @Test
    void theOtherBoardsDrawOfferBlinksTheDrawColoursAndTheGestureAcceptsIt() {
        Rig rig = twoEach(REMOTE);
        offer(rig, Color.BLACK, false);
        assertTrue(rig.c.published().view().english().contains("Your opponent offers a draw"), rig.c.published().view().english());
        assertEquals(DrawState.ANSWER, rig.c.published().view().draw());
        assertTrue(rig.c.published().legend().lit().stream().anyMatch(e -> e.key().equals("status.DRAW_OFFERED")));
        int from = rig.frames.size();
        rig.advance(1200);
        assertTrue(seen(rig, from, 0, EndingByWordTest::white) && seen(rig, from, 1, EndingByWordTest::violet), "the draw's colours");
        assertTrue(seen(rig, from, 0, Rig::off) && seen(rig, from, 1, Rig::off), "blinking");

        liftTwoAndPutBack(rig);
        assertEquals(List.of("accept 4"), rig.said);
        assertEquals(4, rig.game().plyCount(), "the gesture is no ply");
        news(rig, Optional.of(new Outcome.Draw(Outcome.DrawReason.AGREED)), Optional.empty());
        assertEquals(Phase.OVER, rig.c.state().phase());
        assertEquals(rig.record() + " (draw agreed)", rig.saver.finished);
        assertTrue(rig.c.published().view().english().startsWith("Draw agreed"), rig.c.published().view().english());
    }

    @Test
    void playingOnDeclinesTheOtherBoardsOfferAndTheOfferGoesStale() {
        Rig rig = twoEach(REMOTE);
        offer(rig, Color.BLACK, false);
        rig.place("g7");
        assertEquals(List.of("decline 4"), rig.said, "declined at the offer's ply count");
        assertFalse(rig.c.published().view().english().contains("offers a draw"), rig.c.published().view().english());
        assertEquals(DrawState.OFFER, rig.c.published().view().draw(), "nothing to answer; an offer may be made at any time");
    }

    @Test
    void aDrawOfferedHereIsSentAndItsDeclineIsSaid() {
        Rig rig = twoEach(REMOTE);
        assertEquals(DrawState.OFFER, rig.c.published().view().draw());
        liftTwoAndPutBack(rig);
        assertEquals(List.of("offer 4"), rig.said);
        offer(rig, Color.WHITE, false); // the board's own word, as both boards now hold it
        assertEquals(DrawState.SENT, rig.c.published().view().draw());
        assertTrue(rig.c.published().view().english().contains("You offered a draw"), rig.c.published().view().english());
        offer(rig, Color.WHITE, true);
        assertTrue(rig.c.published().view().english().contains("Your opponent declined the draw"), rig.c.published().view().english());
        assertEquals(Phase.PLAY, rig.c.state().phase());
        page(rig, new PageCommand.DeclineDraw()); // nothing of the other's to decline
        assertEquals(List.of("offer 4"), rig.said);
    }

    @Test
    void thePageAcceptsAndDeclines() {
        Rig rig = twoEach(REMOTE);
        offer(rig, Color.BLACK, false);
        page(rig, new PageCommand.DeclineDraw());
        offer(rig, Color.BLACK, true);
        assertEquals(DrawState.OFFER, rig.c.published().view().draw(), "declined: this board may offer one itself");
        offer(rig, Color.BLACK, false);
        page(rig, new PageCommand.OfferDraw());
        assertEquals(List.of("decline 4", "accept 4"), rig.said);
    }

    @Test
    void inARemoteGameTheMenuButtonTwiceAndAClearedBoardResign() {
        Rig rig = twoEach(REMOTE);
        rig.press("menu").advance(500).press("menu");
        assertEquals(List.of("resign 4"), rig.said);
        assertNull(rig.saver.abandoned, "a remote game is never just abandoned: the other board would wait for ever");

        Rig cleared = twoEach(REMOTE);
        for (int m = cleared.game().position().occupied(); m != 0; m &= m - 1) {
            cleared.lift(io.github.morrisboard.board.Point.name(Integer.numberOfTrailingZeros(m)));
        }
        cleared.advance(Gestures.ABANDON_EMPTY_MS + 1000);
        assertEquals(List.of("resign 4"), cleared.said);
        news(cleared, Optional.of(new Outcome.Win(Color.BLACK, Outcome.WinReason.RESIGNATION)), Optional.empty());
        assertEquals(Phase.OVER, cleared.c.state().phase(), "the result shows");
        cleared.advance(IdleBoard.OVER_EMPTY_MS + 500);
        assertEquals(Phase.MENU, cleared.c.state().phase(), "then the menu: the board is already clear");
    }

    @Test
    void againstTheAiTheResignationEndsTheGameHereAndDrawOffersAreNotTaken() {
        Rig rig = new Rig(VS_AI).newGame();
        rig.place("d6");
        rig.carryOut(rig.c.state().opponentPlies().get(0));
        page(rig, new PageCommand.OfferDraw());
        assertEquals(Phase.PLAY, rig.c.state().phase());
        assertEquals(DrawState.NONE, rig.c.published().view().draw());
        page(rig, new PageCommand.Resign());
        assertEquals(Phase.OVER, rig.c.state().phase());
        assertEquals(List.of(), rig.said, "the AI hears no words");
        assertEquals(rig.record() + " (white resigned: black wins)", rig.saver.finished);
        assertTrue(rig.c.published().view().english().startsWith("The AI wins: you resigned"), rig.c.published().view().english());
    }

    @Test
    void newsOfAnotherGameIsIgnored() {
        Rig rig = twoEach(REMOTE);
        rig.c.handle(new Event.Ending(rig.now, "a1-a4-a7-b2", Optional.of(new Outcome.Draw(Outcome.DrawReason.AGREED)), Optional.empty()));
        rig.c.tick(rig.now);
        assertEquals(Phase.PLAY, rig.c.state().phase());
    }

    private static boolean white(int c) {
        return c != 0 && Rig.r(c) == Rig.g(c) && Rig.g(c) == Rig.b(c);
    }

    /** Black's violet ({@code 8000FF}) at any brightness. */
    private static boolean violet(int c) {
        return Rig.b(c) > Rig.r(c) && Rig.r(c) > 0 && Rig.g(c) == 0;
    }

    private static boolean seen(Rig rig, int from, int pixel, java.util.function.IntPredicate test) {
        for (int i = from; i < rig.frames.size(); i++) {
            if (test.test(rig.frames.get(i).statusPixel(pixel))) {
                return true;
            }
        }
        return false;
    }
}
