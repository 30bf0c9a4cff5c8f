package io.github.morrisboard.control;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static io.github.morrisboard.control.ControllerTest.VS_AI;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/** The end by the players' word alone: who resigns, what is said to the other board, and when a draw stands. */
class GameEndingTest {
    private static final String CODE = "a1-b4-d2-g7";
    /** This board plays white against a friend's board (the friend: black). */
    private static final Setup REMOTE = new Setup(Mode.REMOTE, Color.BLACK, 3, true, Rules.STANDARD).withCode(GameCode.ofId(CODE));
    private final GameEnding ending = new GameEnding();
    private final Game start = Game.start(Rules.STANDARD);

    private static GameEnding.Act say(Opponent.Word word, Game g) {
        return new GameEnding.Act.Say(word, g);
    }

    @Test
    void whoResignsDependsOnWhoPlays() {
        assertEquals(say(Opponent.Word.RESIGN, start), ending.resign(REMOTE, start, "page"));
        assertEquals(new GameEnding.Act.Nothing(), ending.resign(REMOTE, start, "page"), "said once");
        ending.reset();
        assertEquals(say(Opponent.Word.RESIGN, start), ending.resign(REMOTE, start, "page"), "a new game may be resigned again");
        assertEquals(new GameEnding.Act.End(new Outcome.Win(Color.BLACK, Outcome.WinReason.RESIGNATION)),
                ending.resign(VS_AI, start, "page"), "against the AI: the AI wins");
        Setup two = VS_AI.withMode(Mode.HUMAN_HUMAN);
        assertEquals(new GameEnding.Act.End(new Outcome.Win(Color.BLACK, Outcome.WinReason.RESIGNATION)),
                ending.resign(two, start, "page"), "two people: the side to move gives up");
        assertEquals(new GameEnding.Act.Abandon("page"), ending.resign(VS_AI.withMode(Mode.AI_AI), start, "page"));
    }

    @Test
    void leavingByAGestureResignsARemoteGameAndAbandonsAnyOther() {
        assertEquals(say(Opponent.Word.RESIGN, start), ending.leave(REMOTE, start, "the menu button was pressed twice"),
                "the other board must learn the game ended");
        for (Mode mode : new Mode[] {Mode.HUMAN_AI, Mode.HUMAN_HUMAN, Mode.AI_AI}) {
            assertEquals(new GameEnding.Act.Abandon("the board was cleared"), ending.leave(VS_AI.withMode(mode), start, "the board was cleared"));
        }
    }

    @Test
    void aStandingOfferIsAcceptedOrDeclinedAndPlayingOnDeclinesIt() {
        assertEquals(new GameEnding.Act.Nothing(), ending.offer(VS_AI, start, "page"), "only in remote play");
        assertEquals(say(Opponent.Word.OFFER, start), ending.offer(REMOTE, start, "page"));
        assertEquals(new GameEnding.Act.Nothing(), ending.decline(REMOTE, start, "page"), "nothing to decline");
        ending.onEnding(new Event.Ending(0, CODE, Optional.empty(), Optional.of(new Event.DrawOffer(Color.BLACK, 0, false))), true, REMOTE);
        assertEquals(say(Opponent.Word.ACCEPT, start), ending.offer(REMOTE, start, "page"), "the friend's offer stands: accepted");
        assertEquals(say(Opponent.Word.DECLINE, start), ending.decline(REMOTE, start, "page"));
        Game one = start.play(Ply.place(0));
        GameEnding.Act.Say declined = assertInstanceOf(GameEnding.Act.Say.class, ending.declineByPlaying(REMOTE, one, 1), "white played on");
        assertEquals(Opponent.Word.DECLINE, declined.word());
        assertEquals(0, declined.game().plyCount(), "the offer of ply 0 is declined");
        assertEquals(new GameEnding.Act.Nothing(), ending.decline(REMOTE, one, "page"), "an offer stands only at its own ply");
    }

    @Test
    void theWordBothBoardsHoldEndsTheGameOnlyInPlayAndForThisCode() {
        Outcome draw = new Outcome.Draw(Outcome.DrawReason.AGREED);
        Event.Ending agreed = new Event.Ending(0, CODE, Optional.of(draw), Optional.empty());
        assertEquals(new GameEnding.Act.Nothing(), ending.onEnding(agreed, false, REMOTE), "no game in play");
        assertEquals(new GameEnding.Act.Nothing(), ending.onEnding(agreed, true, REMOTE.withCode(GameCode.ofId("a4-b4-c4-d1"))), "another game");
        assertEquals(new GameEnding.Act.End(draw), ending.onEnding(agreed, true, REMOTE));
        ending.end(draw);
        assertEquals(Optional.of(draw), ending.ended());
        assertEquals(Optional.empty(), ending.facts().drawOffer());
    }

    @Test
    void theFriendsSeatIsTakenOnlyBeforeAnyPly() {
        Event.SeatTaken seat = new Event.SeatTaken(0, CODE, Color.WHITE, Rules.TWELVE);
        Setup taken = GameEnding.onSeatTaken(seat, Optional.of(start), REMOTE).orElseThrow();
        assertEquals(Color.WHITE, taken.opponentColor());
        assertEquals(Rules.TWELVE, taken.rules());
        assertEquals(Optional.empty(), GameEnding.onSeatTaken(seat, Optional.of(start.play(Ply.place(0))), REMOTE));
        assertEquals(Optional.empty(), GameEnding.onSeatTaken(seat, Optional.empty(), REMOTE));
    }
}
