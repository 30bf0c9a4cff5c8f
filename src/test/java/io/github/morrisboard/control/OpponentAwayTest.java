package io.github.morrisboard.control;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.lights.Fault;
import io.github.morrisboard.lights.Palette;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.words.Sentence;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The broker link's news (as {@code RemoteGame} posts it) on the assembled controller: while a
 * remote game is in play and the link is down, the status pixels pulse blue and the person reads
 * "Waiting for the opponent"; the board's own faults come first; outside a remote game it shows nothing.
 */
class OpponentAwayTest {
    private static final Setup REMOTE = new Setup(Mode.REMOTE, Color.BLACK, 3, true, Rules.STANDARD);
    private static final Sentence AWAY = Sentence.of("fault.opponent");

    private static void link(Rig rig, boolean up) {
        rig.c.handle(new Event.FaultChanged(rig.now, new FaultSource.Opponent(), up ? "reached" : "cannot be reached", !up));
        rig.c.tick(rig.now);
    }

    private static int status(Rig rig, int pixel) {
        return rig.frames.getLast().statusPixel(pixel);
    }

    /** Palette.BLUE at any level of its pulse (and the brightness setting). */
    private static boolean blue(int c) {
        return Rig.b(c) > 0 && Rig.r(c) == 0 && Rig.b(c) >= 2 * Rig.g(c);
    }

    private static boolean white(int c) {
        return c != 0 && Rig.r(c) == Rig.g(c) && Rig.g(c) == Rig.b(c);
    }

    @Test
    void aLinkDownInARemoteGameShowsWaitingForTheOpponentUntilItIsBack() {
        Rig rig = new Rig(REMOTE).newGame();
        rig.advance(100);
        assertTrue(white(status(rig, 0)), "white (this board) to move");
        link(rig, false);
        assertTrue(blue(status(rig, 0)), Integer.toHexString(status(rig, 0)));
        assertTrue(blue(status(rig, 1)), Integer.toHexString(status(rig, 1)));
        assertEquals(Fault.OPPONENT_AWAY, rig.c.scene().fault());
        assertTrue(rig.c.published().view().message().contains(AWAY), rig.c.published().view().english());
        assertTrue(rig.c.published().view().english().contains("Waiting for the opponent: the connection to the server is lost"),
                rig.c.published().view().english());
        assertEquals("blue", rig.c.published().legend().lit().stream().filter(e -> e.key().equals("status.FAULT_OPPONENT_AWAY"))
                .map(e -> e.color() == Palette.BLUE ? "blue" : "other").findFirst().orElse("absent"));
        rig.place("d6"); // the person still plays: the ply is saved and goes out when the link is back
        assertEquals("d6", rig.record().split(" ")[0]);
        assertTrue(blue(status(rig, 0)), Integer.toHexString(status(rig, 0)));

        rig.c.handle(new Event.FaultChanged(rig.now, new FaultSource.Storage(), "cannot save", true));
        rig.c.tick(rig.now);
        assertTrue(Rig.amber(status(rig, 0)) || status(rig, 0) == 0, "the board's own fault before the opponent");
        assertEquals(Fault.STORAGE, rig.c.scene().fault());
        rig.c.handle(new Event.FaultChanged(rig.now, new FaultSource.Storage(), "saved", false));
        rig.c.tick(rig.now);
        rig.advance(Faults.MIN_SHOWN_MS); // a fault that cleared at once is still shown for a while
        assertTrue(blue(status(rig, 0)), Integer.toHexString(status(rig, 0)));

        link(rig, true);
        assertFalse(rig.c.published().view().message().contains(AWAY), rig.c.published().view().english());
        assertTrue(!blue(status(rig, 0)) && !blue(status(rig, 1)), "whose turn again");
        assertEquals(Fault.NONE, rig.c.scene().fault());
    }

    @Test
    void aDisagreementBetweenTheBoardsSaysWhatToChange() {
        Rig rig = new Rig(REMOTE).newGame();
        rig.c.handle(new Event.FaultChanged(rig.now, new FaultSource.Disagreement("boardB", true, "white", "white"), "refused", true));
        rig.c.tick(rig.now);
        assertEquals(Fault.OPPONENT_AWAY, rig.c.scene().fault());
        assertTrue(rig.c.published().view().english().contains("The other board (boardB) plays white too: one of them must choose black"),
                rig.c.published().view().english());
        Rig rules = new Rig(REMOTE).newGame();
        rules.c.handle(new Event.FaultChanged(rules.now, new FaultSource.Disagreement("boardB", false, "twelve,flying=off", "standard"), "refused", true));
        rules.c.tick(rules.now);
        // the rules in words (issue 32: they were the ids "twelve" and "standard")
        assertTrue(rules.c.published().view().english().contains("The other board (boardB) plays Twelve men's morris (without flying), this one Nine men's morris:"),
                rules.c.published().view().english());
    }

    /** F5: a board left in a game its friend has left for the code's next one says so, not only the log. */
    @Test
    void aFriendGoneToTheCodesNextGameIsSaid() {
        Rig rig = new Rig(REMOTE).newGame();
        rig.c.handle(new Event.FaultChanged(rig.now, new FaultSource.Diverged("boardB", 0), "left", true));
        rig.c.tick(rig.now);
        assertEquals(Fault.OPPONENT_AWAY, rig.c.scene().fault());
        assertTrue(rig.c.published().view().english().contains("The other board (boardB) has left this game and started a new one with the same code"),
                rig.c.published().view().english());
    }

    @Test
    void outsideARemoteGameInPlayTheLinkIsNotShown() {
        Rig menu = new Rig(REMOTE);
        link(menu, false);
        menu.advance(100);
        assertFalse(menu.c.published().view().message().contains(AWAY), "the menu: " + menu.c.published().view().english());
        assertTrue(!blue(status(menu, 0)));
        assertEquals(Fault.NONE, menu.c.scene().fault());

        Rig ai = new Rig(new Setup(Mode.HUMAN_AI, Color.BLACK, 3, true, Rules.STANDARD)).newGame();
        link(ai, false);
        ai.advance(100);
        assertFalse(ai.c.published().view().message().contains(AWAY), ai.c.published().view().english());
        assertTrue(white(status(ai, 0)));
    }

    @Test
    void joiningAGameWhoseFriendSitsOnThisBoardsColourTakesTheOtherSideAndTheFriendsRulesButOnlyBeforeAnyPly() {
        Setup joined = REMOTE.withOpponentColor(Color.BLACK).withCode(GameCode.ofId("a1-b4-d2-g7")); // the menu's default: the friend plays black
        Rig rig = new Rig(joined).newGame();
        rig.c.handle(new Event.SeatTaken(rig.now, "a1-b4-d2-g7", Color.WHITE, Rules.parse("twelve")));
        rig.c.tick(rig.now);
        assertEquals(Color.WHITE, rig.c.state().setup().opponentColor(), "the friend plays white");
        assertEquals(Rules.parse("twelve"), rig.c.state().setup().rules());
        assertEquals(Rules.parse("twelve"), rig.game().rules(), "the game starts again with the friend's rules");
        assertEquals(Phase.PLAY, rig.c.state().phase());
        assertTrue(rig.c.published().view().english().startsWith("Waiting for the opponent's move"), rig.c.published().view().english());

        Rig played = new Rig(joined).newGame();
        played.place("d6");
        played.c.handle(new Event.SeatTaken(played.now, "a1-b4-d2-g7", Color.WHITE, Rules.STANDARD));
        played.c.tick(played.now);
        assertEquals(Color.BLACK, played.c.state().setup().opponentColor(), "a game with plies is never turned round");
        assertEquals("d6", played.record());
    }
}
