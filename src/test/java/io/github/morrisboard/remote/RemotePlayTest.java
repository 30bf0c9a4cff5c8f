package io.github.morrisboard.remote;

import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.control.Opponent.Word;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.LoadResult;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Two boards play through a real Mosquitto (TLS, passwords, ACL), and the faults a home network
 * brings: a restarted broker, a cut connection outlasting the keep-alive, a restarted board, a
 * stranger posting into the game. After each, the game goes on and both records are equal.
 */
class RemotePlayTest {
    private static final String PASSWORD_A = "pw-board-a", PASSWORD_B = "pw-board-b", PASSWORD_X = "pw-intruder";
    /**
     * One code a test: the class's broker keeps each code's retained seats and records between tests,
     * and a fresh pair of boards under a code an earlier test played on is a board that lost its saved
     * game (its own record on the broker, nothing on its disk), a case the generations cannot tell.
     */
    private static final List<String> CODES = List.of("a1,d2,b4,g7", "a4,b2,c3,d1", "a7,b6,c5,d7", "e3,f2,g1,d3",
            "e5,f6,g7,d5", "c4,e4,b4,f4", "a1,a4,a7,d7", "g1,g7,d1,d7", "b2,b4,b6,d6", "f2,f4,f6,d2", "c3,c4,c5,e3",
            "d3,d5,d6,d7", "a7,d2,e4,g1", "b6,c4,f2,g4");

    @TempDir
    static Path brokerDir;
    private static Mosquitto broker;

    @TempDir
    Path dir;

    @BeforeAll
    static void startBroker() throws Exception {
        assumeTrue(Files.isExecutable(Mosquitto.BINARY), "Mosquitto is not installed (.ci/run installs it)");
        broker = Mosquitto.forBoards(brokerDir, Map.of("boardA", PASSWORD_A, "boardB", PASSWORD_B, "intruder", PASSWORD_X));
    }

    @AfterAll
    static void stopBroker() throws Exception {
        if (broker != null) {
            broker.close();
        }
    }

    /** A whole legal game, the same every run. */
    static List<Ply> script(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Game g = Game.start(Rules.STANDARD);
        List<Ply> plies = new ArrayList<>();
        while (!g.outcome().isOver() && plies.size() < 160) {
            List<Ply> legal = new ArrayList<>(g.position().legalPlies());
            Collections.sort(legal);
            Ply p = legal.get(random.nextInt(legal.size()));
            plies.add(p);
            g = g.play(p);
        }
        return plies;
    }

    private TestBoard board(String name, GameCode code, Color local, int port, int keepAliveS) throws Exception {
        Files.createDirectories(dir.resolve(name));
        return new TestBoard(name, Mosquitto.uri(port), broker, name.equals("boardA") ? PASSWORD_A : PASSWORD_B, code,
                local, dir.resolve(name), keepAliveS);
    }

    /**
     * The board whose side is to move plays the script's next ply; the other receives it. Returns the
     * latencies in ns: from the ply's acceptance (before its crash-safe save) and from the end of that
     * save (the publish) to the other board's OpponentPly.
     */
    private static long[] step(TestBoard white, TestBoard black, Ply ply) throws InterruptedException {
        TestBoard mover = white.game().position().sideToMove() == Color.WHITE ? white : black;
        TestBoard other = mover == white ? black : white;
        long t0 = System.nanoTime();
        mover.play(ply);
        Ply got = other.awaitOpponent();
        long[] latency = {other.answeredNs - t0, other.answeredNs - mover.savedNs};
        assertEquals(ply, got, other.name + " received another ply");
        assertEquals(mover.game().record(), other.game().record());
        return latency;
    }

    @Test
    void twoBoardsPlayAWholeGameThroughTheBroker() throws Exception {
        GameCode code = GameCode.parse(CODES.get(0));
        List<Ply> script = script(1);
        List<Long> accepted = new ArrayList<>(), published = new ArrayList<>();
        try (TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 30);
             TestBoard b = board("boardB", code, Color.BLACK, broker.port(), 30)) {
            a.awaitConnected();
            b.awaitConnected();
            for (Ply p : script) {
                long[] l = step(a, b, p);
                accepted.add(l[0]);
                published.add(l[1]);
            }
            assertEquals(a.game().record(), b.game().record());
            assertEquals(Game.replay(Rules.STANDARD, Notation(script)).record(), a.game().record());
        }
        System.out.println("remote ply latency over " + script.size() + " plies through a local Mosquitto (TLS, QoS 1) to the other board's OpponentPly: "
                + figures("from the end of the save (publish)", published) + "; " + figures("from acceptance (crash-safe save first)", accepted));
    }

    private static String figures(String what, List<Long> ns) {
        List<Long> sorted = new ArrayList<>(ns);
        Collections.sort(sorted);
        return String.format("%s median %.2f ms, p99 %.2f ms", what, sorted.get(sorted.size() / 2) / 1e6,
                sorted.get((int) Math.ceil(sorted.size() * 0.99) - 1) / 1e6);
    }

    private static String Notation(List<Ply> plies) {
        return io.github.morrisboard.engine.Notation.format(plies);
    }

    @Test
    void duplicatesAndStaleMessagesThroughTheBrokerChangeNothing() throws Exception {
        GameCode code = GameCode.parse(CODES.get(1));
        Topics topics = Topics.of(code);
        List<Ply> script = script(2).subList(0, 20);
        try (TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 30);
             TestBoard b = board("boardB", code, Color.BLACK, broker.port(), 30);
             Raw echo = raw("boardB", PASSWORD_B, "replayer")) {
            a.awaitConnected();
            b.awaitConnected();
            for (int i = 0; i < 10; i++) {
                step(a, b, script.get(i));
            }
            // b's plies again (as a QoS 1 redelivery would), a stale short record, a record of another game, garbage
            Game g = a.game();
            for (int i = 1; i < 10; i += 2) {
                echo.client().publish(topics.plies("boardB"), new Message.PlyMessage(code.id(), i + 1, Color.BLACK, g.plies().get(i)).text().getBytes(), 1, false);
            }
            echo.client().publish(topics.record("boardB"), new Message.Record(code.id(), g.plies().subList(0, 3)).text().getBytes(), 1, false);
            echo.client().publish(topics.plies("boardB"), "morrisboard/1 ply a1-b4-d2-g7 11 black d6".getBytes(), 1, false);
            echo.client().publish(topics.plies("boardB"), "hello".getBytes(), 1, false);
            // each publish above returned after the broker's PUBACK, i.e. after Mosquitto had routed it (or
            // dropped it): whatever a receives from b's next ply on was queued behind them, so if any
            // of them were taken for the opponent's ply, the next step would receive it instead
            assertFalse(a.heardSomething(), "a stale or foreign message was taken for the opponent's ply");
            for (int i = 10; i < script.size(); i++) {
                step(a, b, script.get(i));
            }
            assertEquals(Notation(script), a.game().record());
            assertEquals(a.game().record(), b.game().record());
        }
    }

    @Test
    void aBrokerThatCannotBeReachedAtTheStartIsShownAsWaitingForTheOpponent() throws Exception {
        GameCode code = GameCode.parse(CODES.get(5));
        try (TestBoard a = board("boardA", code, Color.WHITE, Mosquitto.freePort(), 5)) {
            TestBoard.await(() -> a.opponentAway, "the board told its controller: waiting for the opponent");
            assertFalse(a.remote.connected());
        }
    }

    @Test
    void aBoardJoiningOnTheColourOrWithRulesOtherThanTheFriendsTakesTheFriendsOtherSideAndRules() throws Exception {
        GameCode code = GameCode.parse(CODES.get(6));
        try (TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 5)) {
            a.awaitConnected();
            TestBoard.await(() -> a.remote.opponent().friend().isEmpty() && a.seatTaken.isEmpty() && a.refusal.isEmpty()
                    && retained(Topics.of(code).seat("boardA")).isPresent(), "a sits on white");
            Files.createDirectories(dir.resolve("boardB"));
            try (TestBoard b = new TestBoard("boardB", Mosquitto.uri(broker.port()), broker, PASSWORD_B, code, Color.WHITE,
                    Rules.parse("twelve"), dir.resolve("boardB"), 5)) {
                TestBoard.await(() -> b.seatTaken.isPresent(), "b to find a on white");
                assertEquals(new Event.SeatTaken(b.seatTaken.get().at(), code.id(), Color.WHITE, Rules.STANDARD), b.seatTaken.get());
                assertEquals(Optional.empty(), b.refusal, "nothing to refuse: b has played nothing");
            }
            assertEquals(Optional.empty(), a.refusal, "b never sat on a's side");
            assertEquals(Optional.empty(), retained(Topics.of(code).seat("boardB")), "b took no seat on white");
        }
    }

    @Test
    void aBoardThatHasPlayedOnTheColourTheOtherPlaysRefusesAndTheOtherIsUndisturbed() throws Exception {
        GameCode code = GameCode.parse(CODES.get(10));
        try (TestBoard away = board("boardB", code, Color.WHITE, Mosquitto.freePort(), 5)) { // no broker there: b plays alone
            away.play(script(11).get(0)); // saved on b's disk
        }
        try (TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 5)) {
            a.awaitConnected();
            TestBoard.await(() -> retained(Topics.of(code).seat("boardA")).isPresent(), "a sits on white");
            try (TestBoard b = board("boardB", code, Color.WHITE, broker.port(), 5)) {
                assertEquals(1, b.game().plyCount(), "b resumed its game");
                TestBoard.await(() -> b.refusal.isPresent(), "b refuses");
                assertEquals(new io.github.morrisboard.control.FaultSource.Disagreement("boardA", true, "white", "white"),
                        b.refusal.get());
                Ply mine = script(12).get(0);
                a.play(mine);
                String record = new Message.Record(code.id(), List.of(mine)).text();
                TestBoard.await(() -> retained(Topics.of(code).record("boardA")).equals(Optional.of(record)), "a's record on the broker");
                assertEquals(Optional.empty(), b.seatTaken);
            }
            assertEquals(Optional.empty(), a.refusal, "a refusing board never took a's seat");
            assertEquals(Optional.empty(), retained(Topics.of(code).seat("boardB")), "a refusing board takes no seat");
            assertEquals(Optional.empty(), retained(Topics.of(code).record("boardB")),
                    "a refused board sends no record: b's ply never reached the broker");
        }
    }

    @Test
    void aDrawOfferedOnOneBoardAndAcceptedOnTheOtherEndsBothRecordsAlike() throws Exception {
        GameCode code = GameCode.parse(CODES.get(8));
        List<Ply> script = script(21);
        try (TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 5);
             TestBoard b = board("boardB", code, Color.BLACK, broker.port(), 5)) {
            a.awaitConnected();
            b.awaitConnected();
            for (int i = 0; i < 6; i++) {
                step(a, b, script.get(i));
            }
            a.remote.say(Word.OFFER, a.game());
            b.awaitOffer();
            b.remote.say(Word.DECLINE, b.game()); // declined: the game goes on, the offer is gone
            TestBoard.await(() -> !a.ending.get().offered(Color.WHITE, 6), "a hears the decline");
            step(a, b, script.get(6));
            step(a, b, script.get(7));
            b.remote.say(Word.OFFER, b.game());
            a.awaitOffer();
            a.remote.say(Word.ACCEPT, a.game());
            assertEquals("draw agreed", a.awaitEnded());
            assertEquals("draw agreed", b.awaitEnded());
            assertSameHistory(a, b, "draw agreed", 8);
        }
    }

    @Test
    void aResignationOnOneBoardEndsBothRecordsAlikeEvenForABoardThatWasAway() throws Exception {
        GameCode code = GameCode.parse(CODES.get(9));
        List<Ply> script = script(22);
        TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 5);
        try (TestBoard b = board("boardB", code, Color.BLACK, broker.port(), 5)) {
            a.awaitConnected();
            b.awaitConnected();
            for (int i = 0; i < 5; i++) {
                step(a, b, script.get(i));
            }
            a.close(); // a is away when black resigns: the retained word reaches it when it is back
            b.remote.say(Word.RESIGN, b.game());
            assertEquals("black resigned: white wins", b.awaitEnded());
            try (TestBoard back = board("boardA", code, Color.WHITE, broker.port(), 5)) {
                assertEquals("black resigned: white wins", back.awaitEnded());
                assertSameHistory(back, b, "black resigned: white wins", 5);
            }
        }
    }

    /** Both boards' history ends with the same game: the same plies and result. */
    private static void assertSameHistory(TestBoard a, TestBoard b, String result, int plies) {
        var ha = new GameStore(a.stateDir).history().getLast();
        var hb = new GameStore(b.stateDir).history().getLast();
        assertEquals(result, ha.result());
        assertEquals(plies, ha.plies().size());
        assertEquals(ha.result(), hb.result());
        assertEquals(ha.plies(), hb.plies());
        for (TestBoard t : List.of(a, b)) {
            assertTrue(new GameStore(t.stateDir).load() instanceof LoadResult.Fresh, "nothing left to resume on " + t.name);
        }
    }

    @Test
    void theGameGoesOnAfterTheBrokerIsRestarted() throws Exception {
        GameCode code = GameCode.parse(CODES.get(2));
        List<Ply> script = script(3).subList(0, 30);
        try (TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 5);
             TestBoard b = board("boardB", code, Color.BLACK, broker.port(), 5)) {
            a.awaitConnected();
            b.awaitConnected();
            for (int i = 0; i < 10; i++) {
                step(a, b, script.get(i));
            }
            assertFalse(a.opponentAway || b.opponentAway, "connected: nobody waits for the opponent");
            broker.stop();
            TestBoard.await(() -> !a.remote.connected() && !b.remote.connected(), "both boards see the broker gone");
            TestBoard.await(() -> a.opponentAway && b.opponentAway, "both boards told their controller: waiting for the opponent");
            TestBoard mover = a.game().position().sideToMove() == Color.WHITE ? a : b;
            TestBoard other = mover == a ? b : a;
            mover.play(script.get(10)); // played and saved while the broker is down
            broker.restart();
            assertEquals(script.get(10), other.awaitOpponent());
            TestBoard.await(() -> !a.opponentAway && !b.opponentAway, "both boards told their controller the broker is back");
            for (int i = 11; i < script.size(); i++) {
                step(a, b, script.get(i));
            }
            assertEquals(Notation(script), a.game().record());
            assertEquals(a.game().record(), b.game().record());
        }
    }

    @Test
    void aConnectionCutLongerThanTheKeepAliveResumesWithNothingLostOrDoubled() throws Exception {
        GameCode code = GameCode.parse(CODES.get(3));
        List<Ply> script = script(4).subList(0, 30);
        try (TcpProxy proxy = new TcpProxy(broker.port());
             TestBoard a = board("boardA", code, Color.WHITE, proxy.port(), 1);
             TestBoard b = board("boardB", code, Color.BLACK, broker.port(), 30)) {
            a.awaitConnected();
            b.awaitConnected();
            for (int i = 0; i < 10; i++) {
                step(a, b, script.get(i));
            }
            // the opponent plays while a is cut off
            proxy.partition();
            TestBoard.await(() -> !a.remote.connected(), "a notices the cut (keep-alive 1 s)");
            int i = 10;
            while (b.game().position().sideToMove() == Color.BLACK) {
                b.play(script.get(i));
                proxy.heal();
                assertEquals(script.get(i), a.awaitOpponent());
                i++;
                proxy.partition();
                TestBoard.await(() -> !a.remote.connected(), "a notices the cut");
            }
            // a plays while cut off
            while (a.game().position().sideToMove() == Color.WHITE) {
                a.play(script.get(i));
                proxy.heal();
                assertEquals(script.get(i), b.awaitOpponent());
                i++;
                proxy.partition();
                TestBoard.await(() -> !a.remote.connected(), "a notices the cut");
            }
            proxy.heal();
            for (; i < script.size(); i++) {
                step(a, b, script.get(i));
            }
            assertEquals(Notation(script), a.game().record());
            assertEquals(a.game().record(), b.game().record());
        }
    }

    @Test
    void aRestartedBoardCatchesUpFromItsStateAndTheBroker() throws Exception {
        GameCode code = GameCode.parse(CODES.get(4));
        List<Ply> script = script(5).subList(0, 30);
        TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 30);
        try (TestBoard b = board("boardB", code, Color.BLACK, broker.port(), 30)) {
            a.awaitConnected();
            b.awaitConnected();
            int i = 0;
            for (; i < 10; i++) {
                step(a, b, script.get(i));
            }
            // a is switched off without a word; b plays on meanwhile
            a.remote.kill();
            while (b.game().position().sideToMove() == Color.BLACK) {
                b.play(script.get(i++));
            }
            int bPlies = b.game().plyCount();
            TestBoard a2 = board("boardA", code, Color.WHITE, broker.port(), 30); // a new link, the same state directory
            a = a2;
            while (a2.game().plyCount() < bPlies) {
                a2.awaitOpponent();
            }
            assertEquals(b.game().record(), a2.game().record());
            // a is switched off right after its person's ply was saved, before it went out
            a2.remote.kill();
            a2.play(script.get(i++)); // saved; the link is dead
            TestBoard a3 = board("boardA", code, Color.WHITE, broker.port(), 30);
            a = a3;
            b.awaitOpponent();
            for (; i < script.size(); i++) {
                step(a3, b, script.get(i));
            }
            assertEquals(Notation(script), a3.game().record());
            assertEquals(a3.game().record(), b.game().record());
            Game onDisk = ((LoadResult.Resumed) new GameStore(dir.resolve("boardA")).load()).game().game();
            assertEquals(a3.game().record(), onDisk.record());
        } finally {
            a.close();
        }
    }

    @Test
    void aWrongPasswordIsRefusedAtTheDoor() {
        MqttException refused = assertThrows(MqttException.class, () -> raw("boardB", "guessed", "guesser"));
        // MQTT 3.1.1: Mosquitto answers a bad password with "not authorized" (5)
        assertEquals(MqttException.REASON_CODE_NOT_AUTHORIZED, refused.getReasonCode(), refused.toString());
    }

    /**
     * A third board of the same broker (its own user, the same ACL as every board) that knows the
     * game's code: what it publishes as one of the two boards the broker refuses, what it publishes
     * as itself neither board hears, and the real game goes on.
     */
    @Test
    void aThirdBoardThatKnowsTheCodeCannotPlayRecordSitOrResignInAGameOfTwoOthers() throws Exception {
        GameCode code = GameCode.parse(CODES.get(11));
        Topics topics = Topics.of(code);
        List<Ply> script = script(6);
        try (TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 30);
             TestBoard b = board("boardB", code, Color.BLACK, broker.port(), 30)) {
            a.awaitConnected();
            b.awaitConnected();
            step(a, b, script.get(0)); // a (white) placed; a now waits for black's ply
            TestBoard.await(() -> a.remote.opponent().friend().equals(Optional.of("boardB"))
                    && b.remote.opponent().friend().equals(Optional.of("boardA")), "both boards seated opposite each other");
            Ply forged = a.game().position().legalPlies().stream().filter(p -> !p.equals(script.get(1))).findFirst().orElseThrow();
            try (Raw intruder = raw("intruder", PASSWORD_X, "intruder")) {
                for (String as : List.of("boardB", "boardA", "intruder")) { // as the others (refused by the broker), then as itself
                    for (Color side : Color.values()) {
                        publish(intruder, topics.seat(as), new Message.Seat(code.id(), side, as, Rules.STANDARD));
                        publish(intruder, topics.plies(as), new Message.PlyMessage(code.id(), 2, Color.BLACK, forged));
                        publish(intruder, topics.record(as), new Message.Record(code.id(), List.of(script.get(0), forged)));
                        publish(intruder, topics.end(as), new Message.End(code.id(), side, Word.RESIGN, 1));
                    }
                }
            }
            // the publishes returned after the broker's PUBACK (routed or dropped by then), so they reach each board before
            // b's next ply: had one been heard, a would take the forged ply for black's in the next step, a board would refuse
            // the game or take another seat, or see a resignation
            for (int i = 1; i < 12; i++) {
                step(a, b, script.get(i));
            }
            assertEquals(Notation(script.subList(0, 12)), a.game().record());
            assertEquals(a.game().record(), b.game().record());
            for (TestBoard t : List.of(a, b)) {
                assertEquals(Optional.empty(), t.refusal, t.name + " refused the game");
                assertEquals(Optional.empty(), t.seatTaken, t.name + " took another seat");
                assertTrue(t.ending.isEmpty(), t.name + " heard a word: " + t.ending.map(e -> e.result().toString()));
                assertFalse(t.heardSomething(), t.name + " got a ply it did not wait for");
            }
            assertEquals(Optional.of(new Message.Seat(code.id(), Color.BLACK, "boardB", Rules.STANDARD).text()),
                    retained(topics.seat("boardB")), "b's seat on the broker is b's");
            assertEquals(Optional.of(new Message.Record(code.id(), b.game().plies()).text()), retained(topics.record("boardB")),
                    "b's record on the broker is b's");
            assertEquals(Optional.empty(), retained(topics.end("boardB")), "nobody resigned for b");
            String log = broker.log();
            assertTrue(log.contains("Denied PUBLISH from intruder"), "the broker's log shows the denials:\n" + log);
        }
    }

    /**
     * A third broker user publishes what no parser expects, retained, on every topic a board reads of
     * this game (F3: a seat whose rules text is {@code ,}; F4: a record just over the payload bound):
     * each is refused in one line and acknowledged, so the broker never sends it again, nobody's link
     * drops, and the game goes on with both records equal.
     */
    @Test
    void parserBreakingAndOversizedPayloadsOfAThirdUserStopNothing() throws Exception {
        GameCode code = GameCode.parse(CODES.get(12));
        Topics topics = Topics.of(code);
        List<Ply> script = script(10);
        try (TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 30);
             TestBoard b = board("boardB", code, Color.BLACK, broker.port(), 30)) {
            a.awaitConnected();
            b.awaitConnected();
            step(a, b, script.get(0));
            int dropsA = a.drops.get(), dropsB = b.drops.get();
            try (Raw intruder = raw("intruder", PASSWORD_X, "intruder")) {
                for (String payload : hostile(code.id())) {
                    for (Topics.Kind kind : Topics.Kind.values()) {
                        intruder.client().publish(topics.of("intruder", kind), payload.getBytes(java.nio.charset.StandardCharsets.UTF_8), 1, true);
                    }
                }
                byte[] big = new byte[MqttLink.MAX_PAYLOAD_BYTES + 1];
                java.util.Arrays.fill(big, (byte) 'd');
                intruder.client().publish(topics.record("intruder"), big, 1, true);
            }
            for (int i = 1; i < 12; i++) {
                step(a, b, script.get(i));
            }
            assertEquals(Notation(script.subList(0, 12)), a.game().record());
            assertEquals(a.game().record(), b.game().record());
            assertEquals(dropsA, a.drops.get(), "a's link dropped");
            assertEquals(dropsB, b.drops.get(), "b's link dropped");
        }
    }

    /**
     * F5: two games in a row under one fixed code (docs/remote-play.md's {@code remote.game}): the first game's
     * retained record, seat and word stay on the broker, and nothing of them is applied to the second
     * (before, black took the first game's ply 1 as white's at once, and the boards played two games);
     * meanwhile a third, hostile broker user publishes seats no parser expects, an oversized record,
     * malformed lines and the first game's messages again: the game goes on, both records equal.
     */
    @Test
    void aSecondGameUnderAFixedCodeAppliesNothingOfTheFirst() throws Exception {
        GameCode code = GameCode.parse(CODES.get(13));
        List<Ply> first = script(11), second = script(12);
        assertFalse(first.getFirst().equals(second.getFirst()), "the two games start differently");
        try (TestBoard a = board("boardA", code, Color.WHITE, broker.port(), 30);
             TestBoard b = board("boardB", code, Color.BLACK, broker.port(), 30)) {
            a.awaitConnected();
            b.awaitConnected();
            for (int i = 0; i < 7; i++) {
                step(a, b, first.get(i));
            }
            a.remote.say(Word.RESIGN, a.game());
            b.awaitEnded();
        }
        Path second1 = Files.createDirectories(dir.resolve("second"));
        try (TestBoard a = new TestBoard("boardA", Mosquitto.uri(broker.port()), broker, PASSWORD_A, code, Color.WHITE,
                Files.createDirectories(second1.resolve("boardA")), 30);
             TestBoard b = new TestBoard("boardB", Mosquitto.uri(broker.port()), broker, PASSWORD_B, code, Color.BLACK,
                     Files.createDirectories(second1.resolve("boardB")), 30)) {
            a.awaitConnected();
            b.awaitConnected();
            TestBoard.await(() -> a.remote.opponent().friend().isPresent() && b.remote.opponent().friend().isPresent(), "both seated");
            step(a, b, second.getFirst());
            // a third, hostile user: parser-breaking seats, an oversized record, malformed lines, and the first game's
            // messages replayed under its own user and as the first game's (generation 0) words
            Topics topics = Topics.of(code);
            try (Raw intruder = raw("intruder", PASSWORD_X, "intruder-f5")) {
                List<String> replayed = List.of(new Message.Record(code.id(), first.subList(0, 7)).text(),
                        new Message.Seat(code.id(), Color.BLACK, "intruder", Rules.STANDARD).text(),
                        new Message.End(code.id(), Color.WHITE, Word.RESIGN, 7).text(),
                        new Message.PlyMessage(code.id(), 2, Color.BLACK, first.get(1)).text());
                for (String payload : java.util.stream.Stream.concat(hostile(code.id()).stream(), replayed.stream()).toList()) {
                    for (Topics.Kind kind : Topics.Kind.values()) {
                        intruder.client().publish(topics.of("intruder", kind), payload.getBytes(java.nio.charset.StandardCharsets.UTF_8), 1, true);
                    }
                }
                byte[] big = new byte[MqttLink.MAX_PAYLOAD_BYTES + 1];
                java.util.Arrays.fill(big, (byte) 'd');
                intruder.client().publish(topics.record("intruder"), big, 1, true);
            }
            for (int i = 1; i < 10; i++) {
                step(a, b, second.get(i));
            }
            assertEquals(Notation(second.subList(0, 10)), a.game().record());
            assertEquals(a.game().record(), b.game().record());
            assertTrue(a.ending.isEmpty() && b.ending.isEmpty(), "the first game's resignation was heard in the second");
            for (TestBoard t : List.of(a, b)) {
                assertEquals(Optional.empty(), t.refusal, t.name + " refused the game");
                assertEquals(Optional.empty(), t.seatTaken, t.name + " took another seat");
            }
        }
    }

    /** Payloads that break a naive parser (F3 and its kin). */
    static List<String> hostile(String id) {
        return List.of("morrisboard/1 seat " + id + " white evil ,", "morrisboard/1 seat " + id + " black evil ,,,",
                "morrisboard/1 seat " + id + " white evil  , ", "morrisboard/1 ply " + id + " 2 black a1-", "morrisboard/1 ply " + id + " 2147483647 black d6",
                "morrisboard/1 record " + id + " 2147483647 d6", "morrisboard/1 record " + id + " -1", "morrisboard/1 end " + id + " white offer -5",
                "morrisboard/1 seat " + id + " white evil draw-plies=99999999999", "", " ", "\u0000\uFFFF", "morrisboard/1");
    }

    private static void publish(Raw client, String topic, Message m) throws MqttException {
        client.client().publish(topic, m.text().getBytes(java.nio.charset.StandardCharsets.UTF_8), 1, true);
    }

    /** The retained message on {@code topic} now (read as board A), if there is one. */
    private static Optional<String> retained(String topic) {
        try (Raw r = raw("boardA", PASSWORD_A, "peek-" + System.nanoTime())) {
            java.util.concurrent.BlockingQueue<String> got = new java.util.concurrent.LinkedBlockingQueue<>();
            r.client().subscribe(topic, 1, (t, m) -> got.add(new String(m.getPayload(), java.nio.charset.StandardCharsets.UTF_8)));
            return Optional.ofNullable(got.poll(2, java.util.concurrent.TimeUnit.SECONDS));
        } catch (MqttException | InterruptedException e) {
            throw new IllegalStateException("cannot read " + topic + ": " + e, e);
        }
    }

    /** A plain client of the broker (not a board), closed politely. */
    private record Raw(MqttClient client) implements AutoCloseable {
        @Override
        public void close() throws MqttException {
            client.disconnect();
            client.close();
        }
    }

    private static Raw raw(String user, String password, String clientId) throws MqttException {
        MqttClient c = new MqttClient(broker.uri().toString(), clientId, new MemoryPersistence());
        MqttConnectOptions o = new MqttConnectOptions();
        o.setUserName(user);
        o.setPassword(password.toCharArray());
        o.setSocketFactory(broker.tls());
        o.setCleanSession(true);
        // Paho counts a QoS 1 publish in flight until its callback thread has handled the PUBACK, which
        // lags behind the publishing thread on a busy machine: with its default of 10, a test publishing
        // dozens of messages in a row was refused "Too many publishes in progress" (32202) under load.
        o.setMaxInflight(1000);
        try {
            c.connect(o);
        } catch (MqttException e) {
            c.close();
            throw e;
        }
        return new Raw(c);
    }
}
