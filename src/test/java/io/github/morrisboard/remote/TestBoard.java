package io.github.morrisboard.remote;

import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.FaultSource;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.app.service.StoreSaver;
import io.github.morrisboard.control.TimedSaver;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.LoadResult;
import io.github.morrisboard.testing.Await;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * One board of a remote game as the controller drives it, without the lights: the real
 * {@link RemoteGame} (link, opponent, outbox) and the real crash-safe store in a state directory.
 * A local ply is played and saved (which publishes it); the opponent's ply is what the
 * {@link RemoteOpponent} answers after the controller's request, carried out and saved.
 */
final class TestBoard implements AutoCloseable {
    /** Generous: a guard against a hang on a busy machine, never a speed requirement. */
    static final Duration PATIENCE = Duration.ofSeconds(90);
    /** An AI that never answers (no hints asked in these tests). */
    static final Opponent NO_HINTS = new Opponent() {
        @Override
        public void request(long id, Setup setup, Game game, Level level) {
        }

        @Override
        public void cancel() {
        }
    };

    final String name;
    final Color local;
    final Setup setup;
    final Path stateDir;
    final RemoteGame remote;
    private final GameSaver saver;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private Game game;
    /** When the last local save finished (the publish starts right after), and when the last answer arrived. */
    volatile long savedNs, answeredNs;
    /** The link's last news to the controller: the broker cannot be reached (the status pixels say "waiting for the opponent"). */
    volatile boolean opponentAway;
    /** How often the link to the broker was lost once connected (a message that throws out of Paho's callback drops it). */
    final java.util.concurrent.atomic.AtomicInteger drops = new java.util.concurrent.atomic.AtomicInteger();
    /** The boards disagree (same side, other rules): this board refused the game. */
    volatile Optional<FaultSource.Disagreement> refusal = Optional.empty();
    /** The friend's board already sat on this board's side (or other rules): this board would take the other. */
    volatile Optional<Event.SeatTaken> seatTaken = Optional.empty();
    /** The game's ending by word, once a side has said something. */
    volatile Optional<Ending> ending = Optional.empty();
    private long requestSeq;
    private long pending = -1;

    TestBoard(String name, URI broker, Mosquitto mosquitto, String password, GameCode code, Color local, Path stateDir,
              int keepAliveS) {
        this(name, broker, mosquitto, password, code, local, Rules.STANDARD, stateDir, keepAliveS);
    }

    TestBoard(String name, URI broker, Mosquitto mosquitto, String password, GameCode code, Color local, Rules rules,
              Path stateDir, int keepAliveS) {
        this.name = name;
        this.local = local;
        this.stateDir = stateDir;
        this.setup = new Setup(Mode.REMOTE, local.other(), 3, true, rules);
        GameStore store = new GameStore(stateDir);
        this.game = store.load() instanceof LoadResult.Resumed r ? r.game().game() : Game.start(rules);
        MqttLink.Settings settings = new MqttLink.Settings(broker, "morrisboard-" + name + "-" + code.id(), name,
                password.toCharArray(), Optional.of(mosquitto.tls()), keepAliveS, 500);
        this.remote = new RemoteGame(settings, code, local, rules, NO_HINTS, e -> {
            if (e instanceof Event.FaultChanged f && f.source() instanceof FaultSource.Opponent) {
                if (f.active() && !opponentAway) {
                    drops.incrementAndGet();
                }
                opponentAway = f.active(); // what the controller shows as "waiting for the opponent"
                return;
            }
            if (e instanceof Event.FaultChanged f && f.source() instanceof FaultSource.Disagreement d) {
                refusal = Optional.of(d); // what the controller shows, in words, on the page
                return;
            }
            if (e instanceof Event.SeatTaken s) {
                seatTaken = Optional.of(s); // the controller would start again on the other side
                return;
            }
            if (e instanceof Event.Ending) {
                return; // the ending is read from the remote game itself (ending)
            }
            answeredNs = System.nanoTime();
            events.add(e);
        }, System::currentTimeMillis);
        // the store's saver, noting when each save is done (the published saver publishes right after)
        this.saver = remote.publishing(new TimedSaver(new StoreSaver(store), TimedSaver.At.RETURN, ns -> savedNs = ns));
        remote.onEnding(e -> ending = Optional.of(e));
        remote.start();
        changed(); // as the controller does when a game starts or resumes: saved (published), then the AI asked
    }

    Game game() {
        return game;
    }

    /** The person on this board plays {@code ply}; it is accepted and saved (and so published). */
    void play(Ply ply) {
        assertEquals(local, game.position().sideToMove(), name + " plays out of turn");
        game = game.play(ply);
        changed();
    }

    /** Waits for the opponent's next ply (the controller's OpponentPly), carries it out and saves it. */
    Ply awaitOpponent() throws InterruptedException {
        assertTrue(pending >= 0, name + " is not waiting for the opponent");
        while (true) {
            Event e = events.poll(PATIENCE.toMillis(), TimeUnit.MILLISECONDS);
            if (e == null) {
                fail(name + " heard nothing from the opponent within " + PATIENCE + " at ply " + (game.plyCount() + 1)
                        + "; game " + game.record());
            }
            if (e instanceof Event.OpponentPly a && a.request() == pending) {
                assertTrue(game.position().isLegal(a.ply()), name + " got an illegal ply " + a.ply());
                pending = -1;
                game = game.play(a.ply());
                changed();
                return a.ply();
            }
        }
    }

    /** Whether an answer is queued (after a barrier showed that anything sent before has arrived). */
    boolean heardSomething() {
        return !events.isEmpty();
    }

    private void changed() {
        if (game.outcome().isOver()) {
            saver.finished(setup, game);
            return;
        }
        saver.save(setup, game);
        if (game.position().sideToMove() != local) {
            pending = ++requestSeq;
            remote.opponent().request(pending, setup, game, Level.of(setup.level()));
        }
    }

    /** Waits until the other side has offered a draw at this game's ply count. */
    void awaitOffer() throws InterruptedException {
        await(() -> ending.isPresent() && ending.get().offered(local.other(), game.plyCount()), name + " sees the draw offer");
    }

    /** Waits for the game's end by word and records it as the controller would; returns the result. */
    String awaitEnded() throws InterruptedException {
        await(() -> ending.isPresent() && ending.get().result().isPresent(), name + " sees the game ended");
        String result = ending.get().result().orElseThrow().describe();
        assertTrue(saver.ended(setup, game, result), name + " saved the ended game");
        return result;
    }

    void awaitConnected() throws InterruptedException {
        await(remote::connected, name + " connected");
    }

    static void await(BooleanSupplier condition, String what) throws InterruptedException {
        Await.until(what, PATIENCE, condition);
    }

    @Override
    public void close() {
        remote.close();
    }
}
