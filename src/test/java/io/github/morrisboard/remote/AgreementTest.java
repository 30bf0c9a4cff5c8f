package io.github.morrisboard.remote;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.control.Opponent.Word;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.FaultSource;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** F5: the agreement on sides and rules counts the seats of this board's generation only; a friend gone to a later game is said. */
class AgreementTest {
    private static final GameCode CODE = GameCode.parse("g7 a1 d2 b4");
    /** The game's setup, as the controller hands it with each request. */
    private static final Setup REMOTE = Setups.EXAMPLE.withMode(Mode.REMOTE).withCode(CODE);
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
        List<Event> faults = posted.stream().filter(e -> e instanceof Event.FaultChanged).toList();
        assertEquals(1, faults.size(), "the board waits without a word: " + posted);
        Event.FaultChanged f = (Event.FaultChanged) faults.getFirst();
        assertEquals(new FaultSource.Diverged("boardB", 0), f.source());
        assertEquals(true, f.active());
        o.received(new Topics.From("boardB", Topics.Kind.RECORD), new Message.Record(NEXT, RemotePlayTest.script(7).subList(0, 1)).text());
        assertEquals(1, posted.stream().filter(e -> e instanceof Event.FaultChanged).count(), "said once");
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
        assertEquals(List.of(new Event.FaultChanged(5, new FaultSource.Diverged("boardB", 0),
                "remote game stopped: the other board boardB has left this game for the code's next one", true)), posted);
    }

    /**
     * The race the generations left open: an old game in which only white's first ply was played, left
     * on both boards; a fresh black board joins before white starts afresh. A board leaving a game says
     * so on the broker (its record of the code's next game, empty), so black opens the next game, as
     * white will: both play one generation, and black never takes the old ply as white's first.
     */
    @Test
    void aGameLeftWithOnlyWhitesFirstPlyIsNeverJoinedByAFreshBoard() {
        java.util.Map<String, String> broker = new java.util.LinkedHashMap<>();
        Topics topics = Topics.of(CODE);
        Outbox white = new Outbox(CODE, seat(CODE.id(), Color.WHITE, "boardA"), (topic, payload, retained) -> {
            if (retained) {
                broker.put(topic, payload);
            }
            return true;
        });
        white.reconnected();
        white.offer(io.github.morrisboard.engine.Game.start(Rules.STANDARD).play(RemotePlayTest.script(7).getFirst()));
        broker.put(topics.seat("boardB"), seat(CODE.id(), Color.BLACK, "boardB").text()); // black sat, its record empty
        white.left(); // the game is left on white (abandoned: a new game is started)
        white.reconnected(); // and a connection again before the next game's board takes over: the old game is not published again
        white.offer(io.github.morrisboard.engine.Game.start(Rules.STANDARD).play(RemotePlayTest.script(7).getFirst()));

        List<Event> posted = new ArrayList<>();
        RemoteOpponent black = opponent(Color.BLACK, posted);
        broker.forEach((topic, payload) -> topics.from(topic).ifPresent(from -> {
            if (from.user().equals("boardA")) {
                black.received(from, payload);
            } else {
                black.own(from, payload);
            }
        }));
        assertEquals(Optional.of(new Agreement.Decision.Sit()), black.settle(0));
        assertEquals(Optional.of(NEXT), black.game(), "the fresh board joined the game left with white's first ply: " + broker);
        black.request(1, REMOTE, io.github.morrisboard.engine.Game.start(Rules.STANDARD), io.github.morrisboard.ai.Level.FULL);
        assertEquals(List.of(), posted, "the old game's ply was taken as white's first");
    }

    /**
     * A fault of a remote game (here: the friend gone to the code's next game, heard once this board's
     * game is over) is not shown in the board's next game: the game's faults are cleared when it is over,
     * and none is raised after.
     */
    @Test
    void aGamesFaultsEndWithIt() {
        List<Event> posted = new java.util.concurrent.CopyOnWriteArrayList<>();
        MqttLink.Settings settings = new MqttLink.Settings(java.net.URI.create("tcp://127.0.0.1:1"), "morrisboard-boardA-" + CODE.id(),
                "boardA", "x".toCharArray(), Optional.empty(), 30, 500);
        RemoteGame g = new RemoteGame(settings, CODE, Color.WHITE, Rules.STANDARD, TestBoard.NO_HINTS, posted::add, () -> 5);
        Topics topics = Topics.of(CODE);
        g.listener().message(topics.seat("boardB"), seat(CODE.id(), Color.BLACK, "boardB").text());
        g.listener().connected();
        g.listener().message(topics.hello("boardA"), Message.PREFIX + " hello 1");
        assertEquals(Optional.of("boardB"), g.opponent().friend());
        g.listener().message(topics.seat("boardB"), seat(NEXT, Color.BLACK, "boardB").text());
        FaultSource left = new FaultSource.Diverged("boardB", 0);
        assertEquals(1, posted.stream().filter(e -> e instanceof Event.FaultChanged f && f.source().equals(left) && f.active()).count(), "" + posted);
        g.over();
        assertEquals(1, posted.stream().filter(e -> e instanceof Event.FaultChanged f && f.source().equals(left) && !f.active()).count(),
                "the game is over, its fault stays: " + posted);
        g.close();
    }

    /**
     * What the generations cannot tell apart: a board whose state was lost (no word, no abandon), fresh
     * on black, looks on the broker like one restarted before white's first ply came, so it joins the
     * old game and takes white's old ply. When white then opens the next game, black is told (not left
     * waiting), and its next game is white's: its record there has the old ply, so it opens the next.
     */
    @Test
    void aBoardThatJoinedAGameItsFriendThenLeavesIsToldAndItsNextGameIsTheFriends() {
        List<Event> posted = new ArrayList<>();
        RemoteOpponent black = opponent(Color.BLACK, posted);
        black.own(new Topics.From("boardA", Topics.Kind.SEAT), seat(CODE.id(), Color.BLACK, "boardA").text());
        black.received(new Topics.From("boardB", Topics.Kind.SEAT), seat(CODE.id(), Color.WHITE, "boardB").text());
        List<io.github.morrisboard.engine.Ply> old = RemotePlayTest.script(7).subList(0, 1);
        black.received(new Topics.From("boardB", Topics.Kind.RECORD), new Message.Record(CODE.id(), old).text());
        black.settle(0);
        assertEquals(Optional.of(CODE.id()), black.game(), "indistinguishable from a board restarted before white's first ply");
        black.received(new Topics.From("boardB", Topics.Kind.SEAT), seat(NEXT, Color.WHITE, "boardB").text());
        assertEquals(List.of(new FaultSource.Diverged("boardB", 0)), posted.stream()
                .filter(e -> e instanceof Event.FaultChanged).map(e -> ((Event.FaultChanged) e).source()).toList());
        assertEquals(1, Generation.decide(Optional.of(new Generation.Heard(0, 1, false)), Optional.of(new Generation.Heard(1, 0, false)), 0),
                "black's next game");
    }
}
