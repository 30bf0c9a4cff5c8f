package io.github.morrisboard.remote;

import io.github.morrisboard.control.AiPort.Word;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.FaultSource;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** F5: the agreement on sides and rules counts the seats of this board's generation only; a friend gone to a later game is said. */
class AgreementTest {
    private static final GameCode CODE = GameCode.parse("g7 a1 d2 b4");
    private static final String NEXT = Generation.id(CODE.id(), 1);

    private static Message.Seat seat(String game, Color side, String board) {
        return new Message.Seat(game, side, board, Rules.STANDARD);
    }

    /** Board a's opponent on {@code side}, posting to {@code posted}. */
    private static RemoteOpponent opponent(Color side, List<Event> posted) {
        return new RemoteOpponent(CODE, seat(CODE.id(), side, "boardA"), TestBoard.NO_HINTS, posted::add, () -> 5, () -> { }, r -> { }, w -> { });
    }

    @Test
    void aSeatOfAnEarlierGenerationNeverCounts() {
        Agreement a = new Agreement(seat(CODE.id(), Color.BLACK, "boardA"));
        a.seen(seat(CODE.id(), Color.BLACK, "boardB")); // b's seat of the last game, on the side a takes now
        a.seen(seat(CODE.id(), Color.WHITE, "boardC")); // and c's of the last game, opposite
        assertEquals(Optional.of(new Agreement.Decision.Sit()), a.settle(0, NEXT), "the last game's seat made a take the other side");
        assertEquals(Optional.empty(), a.friend(), "a board seated in the last game is a friend in this one");
        assertEquals(Agreement.Seen.FRIEND, a.seen(seat(NEXT, Color.WHITE, "boardB")), "b's seat of this game");
        assertEquals(Optional.of("boardB"), a.friend());
        assertEquals(Agreement.Seen.IGNORED, a.seen(seat(CODE.id(), Color.BLACK, "boardB")), "b's seat of the last game again");
        assertEquals(false, a.refused());
    }

    @Test
    void aFriendsSeatOfThisGenerationStillDecidesTheSide() {
        Agreement a = new Agreement(seat(CODE.id(), Color.BLACK, "boardA"));
        a.seen(seat(NEXT, Color.BLACK, "boardB"));
        assertEquals(Optional.of(new Agreement.Decision.Adopt(seat(NEXT, Color.BLACK, "boardB"))), a.settle(0, NEXT));
    }

    /** Through the opponent: the retained seat of the last game does not make a fresh board give its side up. */
    @Test
    void aFreshBoardKeepsItsSideWhenOnlyTheLastGamesSeatIsOnIt() {
        List<Event> posted = new ArrayList<>();
        RemoteOpponent o = opponent(Color.BLACK, posted);
        o.own(new Topics.From("boardA", Topics.Kind.SEAT), seat(CODE.id(), Color.WHITE, "boardA").text());
        o.own(new Topics.From("boardA", Topics.Kind.END), new Message.End(CODE.id(), Color.WHITE, Word.RESIGN, 9).text());
        o.received(new Topics.From("boardB", Topics.Kind.SEAT), seat(CODE.id(), Color.BLACK, "boardB").text());
        assertEquals(Optional.of(new Agreement.Decision.Sit()), o.settle(0));
        assertEquals(Optional.of(NEXT), o.game());
        assertEquals(List.of(), posted);
    }

    /**
     * A board resumed with plies of a game while the friend has opened the code's next one: the friend
     * never plays this game on, and the players are told so (a fault in words), once.
     */
    @Test
    void aBoardResumedInAGameItsFriendHasLeftSaysSo() {
        List<Event> posted = new ArrayList<>();
        RemoteOpponent o = opponent(Color.WHITE, posted);
        o.own(new Topics.From("boardA", Topics.Kind.SEAT), seat(CODE.id(), Color.WHITE, "boardA").text());
        o.own(new Topics.From("boardA", Topics.Kind.RECORD),
                new Message.Record(CODE.id(), RemotePlayTest.script(7).subList(0, 3)).text());
        o.received(new Topics.From("boardB", Topics.Kind.SEAT), seat(NEXT, Color.BLACK, "boardB").text());
        o.settle(3);
        assertEquals(Optional.of(CODE.id()), o.game(), "the resumed board keeps its game");
        List<Event> faults = posted.stream().filter(e -> e instanceof Event.HardwareFault).toList();
        assertEquals(1, faults.size(), "the board waits without a word: " + posted);
        Event.HardwareFault f = (Event.HardwareFault) faults.getFirst();
        assertEquals(new FaultSource.Diverged("boardB", 0), f.source());
        assertEquals(true, f.active());
        o.received(new Topics.From("boardB", Topics.Kind.RECORD), new Message.Record(NEXT, RemotePlayTest.script(7).subList(0, 1)).text());
        assertEquals(1, posted.stream().filter(e -> e instanceof Event.HardwareFault).count(), "said once");
    }

    /** The friend leaves while this board plays on: said as soon as its next game's message arrives. */
    @Test
    void aFriendThatOpensTheNextGameDuringThisOneIsSaid() {
        List<Event> posted = new ArrayList<>();
        RemoteOpponent o = opponent(Color.WHITE, posted);
        o.received(new Topics.From("boardB", Topics.Kind.SEAT), seat(CODE.id(), Color.BLACK, "boardB").text());
        o.settle(0);
        assertEquals(Optional.of("boardB"), o.friend());
        o.received(new Topics.From("intruder", Topics.Kind.SEAT), seat(NEXT, Color.BLACK, "intruder").text());
        assertEquals(List.of(), posted, "a third board's later game is none of this one's");
        o.received(new Topics.From("boardB", Topics.Kind.RECORD), new Message.Record(NEXT, List.of()).text());
        assertEquals(List.of(new Event.HardwareFault(5, new FaultSource.Diverged("boardB", 0),
                "remote game stopped: the other board boardB has left this game for the code's next one", true)), posted);
    }
}
