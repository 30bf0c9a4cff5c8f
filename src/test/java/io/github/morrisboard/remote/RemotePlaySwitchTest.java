package io.github.morrisboard.remote;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.app.service.StoreSaver;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.GameStore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A board switching from one remote game to another (a new code from the menu or the page) through
 * a real Mosquitto: the last game's link is closed off the control loop's thread, so the loop never
 * waits for a broker that is slow to say goodbye; the new game connects and stays connected; and
 * at shutdown everything is closed.
 */
class RemotePlaySwitchTest {
    private static final String PASSWORD = "pw-board-a";
    private static final GameCode FIRST = GameCode.parse("b2,b6,f2,f6"), SECOND = GameCode.parse("c3,c5,e3,e5"),
            THIRD = GameCode.parse("a1,g1,a7,g7"), FOURTH = GameCode.parse("d1,d7,a4,g4"), FIFTH = GameCode.parse("b4,d2,d6,f4"),
            SIXTH = GameCode.parse("c4,d3,d5,e4"), SAVED = GameCode.parse("a4,b4,c4,g4");

    @TempDir
    static Path brokerDir;
    private static Mosquitto broker;

    @TempDir
    Path dir;

    @BeforeAll
    static void startBroker() throws Exception {
        assumeTrue(Files.isExecutable(Mosquitto.BINARY), "Mosquitto is not installed (.ci/run installs it)");
        broker = Mosquitto.forBoards(brokerDir, Map.of("boardA", PASSWORD));
    }

    @AfterAll
    static void stopBroker() throws Exception {
        if (broker != null) {
            broker.close();
        }
    }

    private static String brokerLog() {
        try {
            return broker.log();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String clientId(GameCode code) {
        return "morrisboard-boardA-" + code.id();
    }

    /** Remote play as the service builds it, each code's link to {@code port.apply(code)}. */
    private static RemotePlay remotePlay(java.util.function.ToIntFunction<GameCode> port) {
        return remotePlay(port, "", RemotePlay.CLOSE_WAIT_MS, MqttLink.GOODBYE_MS);
    }

    /**
     * @param closeWaitMs how long the play's close waits for the switches under way
     * @param goodbyeMs   how long a link's polite close waits for a ply in flight (long: a close the test sees under way,
     *                    however busy the machine)
     */
    private static RemotePlay remotePlay(java.util.function.ToIntFunction<GameCode> port, long closeWaitMs, long goodbyeMs) {
        return remotePlay(port, "", closeWaitMs, goodbyeMs);
    }

    /** @param savedCode {@code remote.game}, the game of a remote setup saved without a code */
    private static RemotePlay remotePlay(java.util.function.ToIntFunction<GameCode> port, String savedCode, long closeWaitMs,
                                         long goodbyeMs) {
        return new RemotePlay(code -> new MqttLink.Settings(Mosquitto.uri(port.applyAsInt(code)), clientId(code), "boardA",
                PASSWORD.toCharArray(), Optional.of(broker.tls()), 30, 500, goodbyeMs),
                TestBoard.NO_HINTS, new LinkedBlockingQueue<Event>()::add, System::currentTimeMillis, savedCode, closeWaitMs);
    }

    /**
     * Waits until the ply just saved is in flight: written into the dead network, never to be
     * acknowledged, so the link's polite close waits for it (a ply Paho had not written yet would
     * not be waited for, and the close would be over at once).
     */
    private static void awaitInFlight(TcpProxy proxy) throws InterruptedException {
        TestBoard.await(() -> proxy.lost() > 0, "the ply written into the dead network");
    }

    private static Setup remote(GameCode code) {
        return new Setup(Mode.REMOTE, Color.BLACK, 3, true, Rules.STANDARD).withCode(code);
    }

    /** Whether a stack is inside a link's close (the polite disconnect that waits for the broker). */
    private static boolean closing(StackTraceElement[] stack) {
        return Arrays.stream(stack).anyMatch(f -> f.getClassName().equals(MqttLink.class.getName()) && f.getMethodName().equals("close"));
    }

    @Test
    void aNewCodeClosesTheLastGameOffTheLoopsThreadAndTheNewGameStaysConnected() throws Exception {
        AtomicReference<Setup> setup = new AtomicReference<>(remote(FIRST));
        try (TcpProxy proxy = new TcpProxy(broker.port())) {
            RemotePlay play = remotePlay(c -> c.equals(FIRST) ? proxy.port() : broker.port());
            try {
                GameSaver saver = play.publishing(new StoreSaver(new GameStore(dir)));
                Game game = Game.start(Rules.STANDARD);
                saver.save(setup.get(), game); // the game starts: saved, and its link connects
                TestBoard.await(play::connected, "the first game connected");
                // The network to the first game's broker goes dead (nothing passes, nothing is closed), with a ply in flight:
                // its polite disconnect now waits for an acknowledgement that never comes.
                proxy.partition();
                saver.save(setup.get(), game.play(Notation.parsePly("d6")));
                awaitInFlight(proxy);

                // On the control loop's thread: the person opens another game (a new code), whose start is saved.
                setup.set(remote(SECOND));
                boolean[] seenClosing = {false};
                Thread loop = Thread.ofPlatform().name("morrisboard-control").start(() -> saver.save(setup.get(), Game.start(Rules.STANDARD)));
                long until = System.nanoTime() + TestBoard.PATIENCE.toNanos();
                while (loop.isAlive() && System.nanoTime() < until) {
                    seenClosing[0] |= closing(loop.getStackTrace());
                    Thread.onSpinWait();
                }
                assertFalse(loop.isAlive(), "the loop's save of the new game did not return within " + TestBoard.PATIENCE);
                assertFalse(seenClosing[0], "the control loop's thread waited in the last game's disconnect");

                TestBoard.await(() -> play.connected() && play.code().equals(Optional.of(SECOND.id())), "the new game connected");
                TestBoard.await(() -> brokerLog().contains("New client connected") && brokerLog().contains(clientId(SECOND)),
                        "the broker to see the new game's client");
                proxy.heal(); // the dead connection is dropped: the last game's close finishes
                TestBoard.await(() -> !closingAnywhere(), "the last game's link closed");
                assertTrue(play.connected(), "the new game's link was disturbed by the last one's close");
                assertFalse(brokerLog().contains("Client " + clientId(SECOND) + " disconnected"), "the new game's client was disconnected");
            } finally {
                play.close();
            }
        }
    }

    /** Whether any thread of this JVM is inside a link's close. */
    private static boolean closingAnywhere() {
        return Thread.getAllStackTraces().values().stream().anyMatch(RemotePlaySwitchTest::closing);
    }

    /**
     * A remote game saved without its code (by the first slice of remote play) is the game of
     * {@code remote.game}: the request carries the setup, and remote play connects that code's game.
     */
    @Test
    void aRemoteGameSavedWithoutItsCodeIsTheGameOfTheSettingsCode() throws Exception {
        RemotePlay play = remotePlay(c -> broker.port(), SAVED.id(), RemotePlay.CLOSE_WAIT_MS, MqttLink.GOODBYE_MS);
        try {
            Setup codeless = new Setup(Mode.REMOTE, Color.BLACK, 3, true, Rules.STANDARD);
            play.request(1, codeless, Game.start(Rules.STANDARD).play(Notation.parsePly("d6")), Level.of(3)); // black's turn: the friend's
            assertEquals(Optional.of(SAVED.id()), play.code());
            TestBoard.await(play::connected, "the saved code's game connected");
        } finally {
            play.close();
        }
        assertFalse(play.connected());
    }

    @Test
    void atShutdownAGameJustReplacedAndItsSuccessorAreBothClosed() throws Exception {
        AtomicReference<Setup> setup = new AtomicReference<>(remote(THIRD));
        RemotePlay play = remotePlay(c -> broker.port());
        GameSaver saver = play.publishing(new StoreSaver(new GameStore(dir)));
        saver.save(setup.get(), Game.start(Rules.STANDARD));
        TestBoard.await(play::connected, "the first game connected");
        setup.set(remote(FOURTH));
        saver.save(setup.get(), Game.start(Rules.STANDARD)); // replaced; the service stops at once
        play.close();
        assertFalse(play.connected());
        assertFalse(closingAnywhere(), "close() returned while a link was still closing");
        TestBoard.await(() -> brokerLog().contains("Client " + clientId(THIRD) + " disconnected"), "the replaced game's client said goodbye");
        // its successor either never reached the broker or says goodbye too (the broker logs it a moment later)
        TestBoard.await(() -> !brokerLog().contains("as " + clientId(FOURTH)) || brokerLog().contains("Client " + clientId(FOURTH) + " disconnected"),
                "the successor, connected, to be closed too");
    }

    /**
     * Shutdown while the last game's close outlasts close()'s wait (a dead network to its broker)
     * and the next switch is still queued: close() still returns only with every switch done and no
     * link closing, and neither successor ever connects.
     */
    @Test
    void atShutdownASwitchOutlastingTheWaitStartsNoSuccessorAndCloseLeavesNothingOpen() throws Exception {
        AtomicReference<Setup> setup = new AtomicReference<>(remote(FIFTH));
        try (TcpProxy proxy = new TcpProxy(broker.port())) {
            RemotePlay play = remotePlay(c -> c.equals(FIFTH) ? proxy.port() : broker.port(), 200, 60_000);
            Thread healer = null;
            try {
                GameSaver saver = play.publishing(new StoreSaver(new GameStore(dir)));
                Game game = Game.start(Rules.STANDARD);
                saver.save(setup.get(), game);
                TestBoard.await(play::connected, "the first game connected");
                proxy.partition(); // its polite disconnect now waits for the broker
                saver.save(setup.get(), game.play(Notation.parsePly("d6")));
                awaitInFlight(proxy);
                setup.set(remote(SIXTH));
                saver.save(setup.get(), Game.start(Rules.STANDARD)); // the first game's close starts; then SIXTH would start
                TestBoard.await(RemotePlaySwitchTest::closingAnywhere, "the first game's close under way");
                setup.set(remote(THIRD).withCode(SIXTH).withOpponentColor(Color.WHITE)); // the same code, the other side: queued
                saver.save(setup.get(), Game.start(Rules.STANDARD));
                Thread closer = Thread.ofPlatform().name("shutdown").start(play::close);
                // the dead network heals only once close() has given up waiting and closes links itself, so the first close outlasts the wait
                healer = Thread.ofPlatform().daemon().start(() -> {
                    try {
                        TestBoard.await(() -> !closer.isAlive() || closing(closer.getStackTrace()), "close() to close a link itself");
                        proxy.heal();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                });
                closer.join(TestBoard.PATIENCE.toMillis());
                assertFalse(closer.isAlive(), "close() did not return");
                assertFalse(play.switching(), "close() returned with a switch still under way or queued");
                assertFalse(closingAnywhere(), "close() returned while a link was still closing");
                assertFalse(play.connected());
                assertFalse(brokerLog().contains("as " + clientId(SIXTH)), "a successor connected during or after shutdown");
            } finally {
                if (healer != null) {
                    healer.join(TestBoard.PATIENCE.toMillis()); // it heals the network once close() is done at the latest
                }
                play.close();
            }
        }
    }

}
