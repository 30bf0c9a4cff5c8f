package io.github.morrisboard.remote;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The protocol without a broker: messages, codes, arrival in any order, repeats, gaps, disagreement. */
class InboxTest {
    private static final GameCode CODE = GameCode.parse("g7 a1 d2 b4");
    /** The game's setup, as the controller hands it with each request. */
    private static final Setup REMOTE = Setups.EXAMPLE.withMode(Mode.REMOTE).withCode(CODE);
    private static final List<Ply> SCRIPT = RemotePlayTest.script(7).subList(0, 12);

    private static Game after(int plies) {
        Game g = Game.start(Rules.STANDARD);
        for (int i = 0; i < plies; i++) {
            g = g.play(SCRIPT.get(i));
        }
        return g;
    }

    private static Message.PlyMessage ply(int number) {
        Game before = after(number - 1);
        return new Message.PlyMessage(CODE.id(), number, before.position().sideToMove(), SCRIPT.get(number - 1));
    }

    @Test
    void aGameCodeIsFourPointsInAnyOrder() {
        assertEquals("a1-b4-d2-g7", CODE.id());
        assertEquals(CODE, GameCode.parse("a1,b4,d2,g7"));
        assertEquals("game code \"a1,a1,b4,g7\" names a1 twice (it needs 4 different points)",
                assertThrows(IllegalArgumentException.class, () -> GameCode.parse("a1,a1,b4,g7")).getMessage());
        assertEquals("game code \"a1,b4,g7\" has 3 points; it needs 4",
                assertThrows(IllegalArgumentException.class, () -> GameCode.parse("a1,b4,g7")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> GameCode.parse("a1,b4,g7,h9")).getMessage()
                .startsWith("unknown point \"h9\""));
    }

    @Test
    void messagesReadBackAsWritten() {
        Message p = ply(3);
        assertEquals(p, Message.parse(p.text()));
        Message r = new Message.Record(CODE.id(), SCRIPT);
        assertEquals(r, Message.parse(r.text()));
        assertEquals("a record of 3 plies has 2: \"morrisboard/1 record a1-b4-d2-g7 3 d2 d6\"",
                assertThrows(IllegalArgumentException.class, () -> Message.parse("morrisboard/1 record a1-b4-d2-g7 3 d2 d6")).getMessage());
        assertEquals("not a morrisboard/1 message: \"hello\"",
                assertThrows(IllegalArgumentException.class, () -> Message.parse("hello")).getMessage());
    }

    @Test
    void pliesArriveInAnyOrderAndRepeatsChangeNothing() {
        Color opponent = after(0).position().sideToMove().other(); // the local board plays white
        Inbox in = new Inbox(CODE.id(), opponent);
        assertEquals(Inbox.Outcome.NEW, in.accept(ply(4)));
        assertEquals(Inbox.Outcome.IGNORED, in.accept(ply(3)), "the local side's own ply, echoed");
        assertEquals(Optional.empty(), in.next(after(1)), "ply 2 has not arrived");
        assertTrue(in.gap(after(1)), "ply 4 came before ply 2");
        assertEquals(Inbox.Outcome.NEW, in.accept(ply(2)));
        assertEquals(Inbox.Outcome.DUPLICATE, in.accept(ply(2)));
        assertEquals(Optional.of(SCRIPT.get(1)), in.next(after(1)));
        assertEquals(Optional.of(SCRIPT.get(3)), in.next(after(3)));
        assertEquals(Optional.empty(), in.next(after(2)), "the local side's turn");
        assertEquals(Inbox.Outcome.IGNORED, in.accept(new Message.PlyMessage("a4-b2-c3-d1", 6, opponent, SCRIPT.get(5))));
    }

    @Test
    void theRecordFillsAGapAndADisagreeingOneIsRefused() {
        Inbox in = new Inbox(CODE.id(), Color.BLACK);
        assertEquals(Inbox.Outcome.NEW, in.accept(new Message.Record(CODE.id(), SCRIPT.subList(0, 6))));
        assertEquals(Optional.of(SCRIPT.get(5)), in.next(after(5)));
        assertEquals(Inbox.Outcome.DUPLICATE, in.accept(new Message.Record(CODE.id(), SCRIPT.subList(0, 4))), "a shorter one is old news");
        List<Ply> other = new ArrayList<>(SCRIPT.subList(0, 7));
        other.set(2, other.get(0));
        assertEquals(Inbox.Outcome.CONFLICT, in.accept(new Message.Record(CODE.id(), other)));
        assertEquals(Inbox.Outcome.NEW, in.accept(new Message.PlyMessage(CODE.id(), 4, Color.BLACK, SCRIPT.get(3))));
        assertEquals(Inbox.Outcome.CONFLICT, in.accept(new Message.PlyMessage(CODE.id(), 4, Color.BLACK, SCRIPT.get(1))),
                "another ply under a number already known");
        assertEquals(Optional.of(SCRIPT.get(3)), in.next(after(3)), "the first one stays");
    }

    @Test
    void theOpponentAnswersWhenItsPlyArrivesAndReadsTheRecordAtAGap() {
        List<Event> posted = new ArrayList<>();
        int[] recordReads = {0};
        List<Long> hints = new ArrayList<>();
        Opponent ai = new Opponent() {
            @Override
            public void request(long id, Setup setup, Game game, Level level) {
                hints.add(id);
            }

            @Override
            public void cancel() {
            }
        };
        List<Message.End> words = new ArrayList<>();
        RemoteOpponent o = new RemoteOpponent(CODE, new Message.Seat(CODE.id(), Color.WHITE, "boardA", Rules.STANDARD), ai,
                posted::add, () -> 5, () -> recordReads[0]++, r -> { }, words::add);
        o.request(1, REMOTE, after(0), Level.FULL);
        assertEquals(List.of(1L), hints, "a hint on the local side's turn goes to the AI");
        o.request(2, REMOTE, after(1), Level.of(3));
        o.received(B_SEAT, seat(Color.BLACK));
        o.settle(1); // the seats on the broker are in: the game (its generation) is known, so plies count from now on
        o.received(B_PLIES, ply(4).text());
        assertEquals(1, recordReads[0], "a later ply while ply 2 is missing: read the record");
        assertEquals(List.of(), posted);
        o.received(B_PLIES, "garbage");
        o.received(B_RECORD, new Message.Record(CODE.id(), SCRIPT.subList(0, 2)).text());
        assertEquals(List.of(new Event.OpponentPly(5, 2, SCRIPT.get(1))), posted);
        o.received(B_PLIES, ply(2).text());
        assertEquals(1, posted.size(), "answered once");
        o.request(3, REMOTE, after(3), Level.of(3));
        assertEquals(new Event.OpponentPly(5, 3, SCRIPT.get(3)), posted.get(1), "an early ply answers at once");
        assertEquals(List.of(), words);
        o.cancel();
    }

    private static final Topics.From B_SEAT = new Topics.From("boardB", Topics.Kind.SEAT);
    private static final Topics.From B_PLIES = new Topics.From("boardB", Topics.Kind.PLIES);
    private static final Topics.From B_RECORD = new Topics.From("boardB", Topics.Kind.RECORD);

    private static String seat(Color side) {
        return new Message.Seat(CODE.id(), side, "whoever", Rules.STANDARD).text(); // the sender is the topic's user, not this word
    }

    /**
     * Only the board seated opposite is heard, taken from the topic: a third board's ply, record,
     * seat and word change nothing; a record and word of the friend that came before its seat are
     * kept for it; the friend's word for this board's side is not taken.
     */
    @Test
    void onlyTheBoardSeatedOppositeIsHeardWhateverItsMessagesSay() {
        List<Event> posted = new ArrayList<>();
        List<Message.End> words = new ArrayList<>();
        List<Agreement.Refusal> refusals = new ArrayList<>();
        RemoteOpponent o = new RemoteOpponent(CODE, new Message.Seat(CODE.id(), Color.WHITE, "boardA", Rules.STANDARD),
                io.github.morrisboard.remote.TestBoard.NO_HINTS, posted::add, () -> 5, () -> { }, refusals::add, words::add);
        Message.End resign = new Message.End(CODE.id(), Color.BLACK, io.github.morrisboard.control.Opponent.Word.RESIGN, 0);
        // before any seat: b's record and word (the broker's retained messages, in no given order) are kept, a ply is not
        o.received(B_RECORD, new Message.Record(CODE.id(), SCRIPT.subList(0, 2)).text());
        o.received(new Topics.From("boardB", Topics.Kind.END), resign.text());
        o.received(new Topics.From("intruder", Topics.Kind.PLIES), ply(2).text());
        o.request(1, REMOTE, after(1), Level.of(3));
        assertEquals(List.of(), posted, "nothing heard before a seat");
        assertEquals(Optional.empty(), o.friend());
        o.received(B_SEAT, seat(Color.BLACK));
        assertEquals(Optional.empty(), o.friend(), "no friend before the game's generation is known: its seat may be of an earlier game");
        assertEquals(List.of(), posted, "nothing applied before the seats are in (the game's generation is not known yet)");
        assertEquals(Optional.of(new Agreement.Decision.Sit()), o.settle(2), "the seats are in: a sits opposite b");
        assertEquals(Optional.of("boardB"), o.friend());
        assertEquals(List.of(new Event.OpponentPly(5, 1, SCRIPT.get(1))), posted, "b's record, kept, answers once b sits opposite");
        assertEquals(List.of(resign), words, "b's word, kept");
        // a third board: its seat (on either side), its plies, records and words are never heard
        Topics.From x = new Topics.From("intruder", Topics.Kind.SEAT);
        o.received(x, seat(Color.WHITE));
        o.received(x, seat(Color.BLACK));
        o.request(2, REMOTE, after(3), Level.of(3));
        o.received(new Topics.From("intruder", Topics.Kind.PLIES), ply(4).text());
        o.received(new Topics.From("intruder", Topics.Kind.RECORD), new Message.Record(CODE.id(), SCRIPT.subList(0, 4)).text());
        o.received(new Topics.From("intruder", Topics.Kind.END), resign.text());
        assertEquals(1, posted.size(), "a third board's ply or record taken: " + posted);
        assertEquals(List.of(resign), words, "a third board's word taken");
        assertEquals(List.of(), refusals, "a third board's seat on this board's side refused the game");
        // b's word for white, or a message on a topic of another kind, is not taken
        o.received(new Topics.From("boardB", Topics.Kind.END),
                new Message.End(CODE.id(), Color.WHITE, io.github.morrisboard.control.Opponent.Word.RESIGN, 0).text());
        o.received(B_RECORD, ply(4).text());
        assertEquals(List.of(resign), words);
        assertEquals(1, posted.size());
        o.received(B_PLIES, ply(4).text());
        assertEquals(new Event.OpponentPly(5, 2, SCRIPT.get(3)), posted.get(1), "b's own ply is heard");
        // b itself now sits on white: the friend disagrees, the game is refused
        o.received(B_SEAT, seat(Color.WHITE));
        assertEquals(1, refusals.size());
        assertEquals("boardB", refusals.getFirst().board());
    }

    /**
     * F7: an illegal ply under the friend's number sent first (a stolen password, a buggy board) does not
     * take the slot of the real one, which is played when it comes; a legal one played here that the
     * friend's record then contradicts is a disagreement nothing can resolve: it is shown to the players
     * (a fault in words), not only logged.
     */
    @Test
    void anIllegalPlyDoesNotTakeTheRealOnesSlotAndRecordsThatDifferAreShown() {
        List<Event> posted = new ArrayList<>();
        RemoteOpponent o = new RemoteOpponent(CODE, new Message.Seat(CODE.id(), Color.WHITE, "boardA", Rules.STANDARD),
                io.github.morrisboard.remote.TestBoard.NO_HINTS, posted::add, () -> 5, () -> { }, r -> { }, w -> { });
        o.received(B_SEAT, seat(Color.BLACK));
        o.settle(7);
        Game seven = after(7);
        Ply occupied = Ply.place(seven.position().white() != 0 ? Integer.numberOfTrailingZeros(seven.position().white()) : 0);
        assertTrue(!seven.position().isLegal(occupied), "the forged ply is illegal here");
        o.received(B_PLIES, new Message.PlyMessage(CODE.id(), 8, Color.BLACK, occupied).text());
        o.request(1, REMOTE, seven, Level.of(3));
        assertEquals(List.of(), posted, "an illegal ply is never answered");
        o.received(B_PLIES, ply(8).text());
        assertEquals(List.of(new Event.OpponentPly(5, 1, SCRIPT.get(7))), posted, "the real ply 8 is played");
        // a legal ply 10 of the friend's account, played here; then the friend's real record says another
        Game nine = after(9);
        Ply forged = nine.position().legalPlies().stream().filter(p -> !p.equals(SCRIPT.get(9))).findFirst().orElseThrow();
        o.received(B_PLIES, new Message.PlyMessage(CODE.id(), 10, Color.BLACK, forged).text());
        o.request(2, REMOTE, nine, Level.of(3));
        assertEquals(new Event.OpponentPly(5, 2, forged), posted.get(1));
        o.received(B_RECORD, new Message.Record(CODE.id(), SCRIPT.subList(0, 10)).text());
        o.request(3, REMOTE, nine.play(forged).play(nine.play(forged).position().legalPlies().getFirst()), Level.of(3));
        List<Event> faults = posted.stream().filter(e -> e instanceof Event.FaultChanged).toList();
        assertEquals(1, faults.size(), "the disagreement is shown once: " + posted);
        Event.FaultChanged f = (Event.FaultChanged) faults.getFirst();
        assertEquals(new io.github.morrisboard.control.FaultSource.Diverged("boardB", 10), f.source());
        assertTrue(f.active());
        assertEquals(2, posted.stream().filter(e -> e instanceof Event.OpponentPly).count(), "nothing more is played: " + posted);
    }

    @Test
    void aTopicNamesItsSenderAndKind() {
        Topics t = Topics.of(CODE);
        assertEquals("morrisboard/games/a1-b4-d2-g7/by/boardB/plies", t.plies("boardB"));
        assertEquals(Optional.of(new Topics.From("boardB", Topics.Kind.RECORD)), t.from(t.record("boardB")));
        assertEquals(Optional.of(new Topics.From("x", Topics.Kind.HELLO)), t.from(t.hello("x")));
        assertEquals(Optional.empty(), t.from("morrisboard/games/a1-b4-d2-g7/plies"), "not under a user");
        assertEquals(Optional.empty(), t.from("morrisboard/games/a4-b2-c3-d1/by/boardB/plies"), "another game");
        assertEquals(Optional.empty(), t.from(t.plies("boardB") + "/more"));
        assertEquals(Optional.empty(), t.from("morrisboard/games/a1-b4-d2-g7/by/boardB/other"));
    }
}
