package io.github.morrisboard.remote;

import io.github.morrisboard.control.Opponent.Word;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Outcome;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ending by word, pure: both boards reach the same result from the same two words, in any order. */
class EndingTest {
    private static Message.End say(Color side, Word word, int plies) {
        return new Message.End("a1-b4-d2-g7", side, word, plies);
    }

    @Test
    void aDrawNeedsAnAcceptOfTheOfferStandingAtTheSamePly() {
        Ending e = new Ending();
        e.heard(say(Color.WHITE, Word.OFFER, 6));
        assertTrue(e.offered(Color.WHITE, 6));
        assertFalse(e.offered(Color.WHITE, 7), "a ply later the offer is stale");
        e.heard(say(Color.BLACK, Word.ACCEPT, 7));
        assertEquals(Optional.empty(), e.result(), "accepting at another ply is no agreement");
        e.heard(say(Color.BLACK, Word.ACCEPT, 6));
        assertEquals(Optional.of("draw agreed"), e.result().map(Outcome::describe));
    }

    @Test
    void theSameWordsInTheOtherOrderGiveTheSameResultAndARepeatIsNoNews() {
        Ending e = new Ending();
        assertTrue(e.heard(say(Color.BLACK, Word.ACCEPT, 6)));
        assertTrue(e.heard(say(Color.WHITE, Word.OFFER, 6)));
        assertFalse(e.heard(say(Color.WHITE, Word.OFFER, 6)));
        assertEquals(Optional.of("draw agreed"), e.result().map(Outcome::describe));
    }

    @Test
    void aDeclineRemovesTheOfferAndAResignationIsFinal() {
        Ending e = new Ending();
        e.heard(say(Color.WHITE, Word.OFFER, 6));
        e.heard(say(Color.BLACK, Word.DECLINE, 6));
        assertFalse(e.offered(Color.WHITE, 6));
        assertEquals(Optional.empty(), e.result());
        e.heard(say(Color.BLACK, Word.RESIGN, 9));
        assertFalse(e.heard(say(Color.BLACK, Word.OFFER, 9)), "nothing after a resignation");
        assertEquals(Optional.of("black resigned: white wins"), e.result().map(Outcome::describe));
        assertEquals(Optional.empty(), e.offer(), "no offer stands once the game has a result");
    }

    @Test
    void endAndSeatMessagesReadBackAndBadOnesAreNamed() {
        Message.End end = say(Color.BLACK, Word.OFFER, 24);
        assertEquals("morrisboard/1 end a1-b4-d2-g7 black offer 24", end.text());
        assertEquals(end, Message.parse(end.text()));
        Message.Seat seat = new Message.Seat("a1-b4-d2-g7", Color.WHITE, "boardA", io.github.morrisboard.engine.Rules.parse("twelve"));
        assertEquals(seat, Message.parse(seat.text()));
        IllegalArgumentException bad = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> Message.parse("morrisboard/1 end a1-b4-d2-g7 black surrender 3"));
        assertTrue(bad.getMessage().contains("resign|offer|accept|decline"), bad.getMessage());
    }
}
