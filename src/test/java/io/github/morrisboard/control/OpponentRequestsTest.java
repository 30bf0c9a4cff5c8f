package io.github.morrisboard.control;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static io.github.morrisboard.control.ControllerTest.VS_AI;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The opponent's requests alone: who is asked when, and the one filter for late answers. */
class OpponentRequestsTest {
    /** The AI plays white, so it is asked at the start. */
    private static final Setup AI_WHITE = new Setup(Mode.HUMAN_AI, Color.WHITE, 4, true, Rules.STANDARD);
    private final OpponentRequests requests = new OpponentRequests();
    private final Game start = Game.start(Rules.STANDARD);

    @Test
    void theOpponentIsAskedOnItsTurnAndOnlyTheLatestAnswerCounts() {
        OpponentRequests.Request first = requests.afterChange(start, AI_WHITE, true).orElseThrow();
        assertEquals(Level.of(4), first.level());
        assertTrue(requests.facts().thinking());
        assertTrue(requests.stop(), "an open request is cancelled");
        assertFalse(requests.stop(), "only once");
        OpponentRequests.Request second = requests.afterChange(start, AI_WHITE, true).orElseThrow();
        assertTrue(second.id() > first.id());
        assertEquals(Optional.empty(), requests.accept(new Event.OpponentPly(0, first.id(), Ply.place(0)), Optional.of(start)), "a late answer");
        assertEquals(Optional.of(Ply.place(0)), requests.accept(new Event.OpponentPly(0, second.id(), Ply.place(0)), Optional.of(start)));
        assertFalse(requests.facts().thinking());
        assertEquals(Optional.empty(), requests.accept(new Event.OpponentPly(0, second.id(), Ply.place(0)), Optional.of(start)), "answered once");
    }

    @Test
    void noAnswerCountsOutsidePlayNorAnIllegalOne() {
        OpponentRequests.Request r = requests.afterChange(start, AI_WHITE, true).orElseThrow();
        assertEquals(Optional.empty(), requests.accept(new Event.OpponentPly(0, r.id(), Ply.place(0)), Optional.empty()));
        OpponentRequests.Request again = requests.afterChange(start, AI_WHITE, true).orElseThrow();
        assertEquals(Optional.empty(), requests.accept(new Event.OpponentPly(0, again.id(), Ply.move(0, 1)), Optional.of(start)));
    }

    @Test
    void theOpponentsTurnWaitsForTheBoardToAgree() {
        assertEquals(Optional.empty(), requests.afterChange(start, AI_WHITE, false));
        assertTrue(requests.waitsForBoard());
        assertTrue(requests.afterChange(start, AI_WHITE, true).isPresent());
        assertFalse(requests.waitsForBoard());
        assertEquals(Optional.empty(), requests.afterChange(start, VS_AI, true), "a person's turn: nobody is asked");
    }

    @Test
    void aHintIsKeptNotAnnounced() {
        OpponentRequests.Request hint = requests.askHint(start, VS_AI).orElseThrow();
        assertEquals(Level.FULL, hint.level());
        assertFalse(requests.facts().thinking(), "thinking of a hint is not the opponent's turn");
        assertEquals(Optional.empty(), requests.askHint(start, VS_AI), "one request at a time");
        assertEquals(Optional.empty(), requests.accept(new Event.OpponentPly(0, hint.id(), Ply.place(5)), Optional.of(start)));
        assertEquals(Optional.of(Ply.place(5)), requests.hint());
        requests.forgetHint();
        assertEquals(Optional.empty(), requests.hint());
        assertEquals(Optional.empty(), requests.askHint(start, AI_WHITE), "no hint on the opponent's turn");
    }
}
