package io.github.morrisboard.remote;

import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Opponent.Word;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * Remote play on a board with a broker set: the game being played decides who answers. In a
 * {@link Mode#REMOTE} game the other board does, through the {@link RemoteGame} of that game's code
 * (opened or joined in the menu or on the page, or resumed from the saved game), which is connected
 * the first time the game needs it: when it is saved (at its start) or asks for the opponent's ply.
 * Any other game is the AI's. One remote game is connected at a time; a new code closes the last,
 * off the control loop's thread (a polite disconnect waits for the broker, up to about 2 s), and the
 * new game connects once the last is closed, so the two links never overlap.
 *
 * <p>{@link #request} and the saver run on the control loop's thread; each call brings the setup
 * of the game it is about, so nothing here reads the controller.
 */
public final class RemotePlay implements Opponent, AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(RemotePlay.class);

    private record Key(GameCode code, Color local, io.github.morrisboard.engine.Rules rules) {
    }

    private final Function<GameCode, MqttLink.Settings> settings;
    private final Opponent ai;
    private final Consumer<Event> post;
    private final LongSupplier clockMs;
    /** {@code remote.game}: the code of a remote game saved without one (by the first slice of remote play); may be empty. */
    private final String savedCode;
    private Optional<Key> key = Optional.empty();
    private volatile Optional<RemoteGame> current = Optional.empty();
    private boolean closed;
    /** Closes the games a new code replaced, then starts the new one: in order, on its own daemon thread. */
    private final ExecutorService switcher = Executors.newSingleThreadExecutor(
            r -> Thread.ofPlatform().name("remote-switch").daemon(true).unstarted(r));
    /** How long {@link #close} waits for the switches under way before it closes what is left itself. */
    static final long CLOSE_WAIT_MS = 5_000;
    private final long closeWaitMs;
    /** Every game made and not closed yet by a switch (the current one among them). */
    private final java.util.Set<RemoteGame> open = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /**
     * @param settings the broker link's settings for a game's code
     * @param ai       the AI: for games that are not remote, and for hints on this board's turn
     * @param post      the control loop's queue
     * @param savedCode {@code remote.game}: the game of a remote setup saved without a code, when asked for a
     *                  ply or told a word (empty: none)
     */
    public RemotePlay(Function<GameCode, MqttLink.Settings> settings, Opponent ai, Consumer<Event> post, LongSupplier clockMs,
                      String savedCode) {
        this(settings, ai, post, clockMs, savedCode, CLOSE_WAIT_MS);
    }

    /** @param closeWaitMs how long {@link #close} waits for the switches under way (a test's short wait) */
    RemotePlay(Function<GameCode, MqttLink.Settings> settings, Opponent ai, Consumer<Event> post, LongSupplier clockMs,
               String savedCode, long closeWaitMs) {
        this.closeWaitMs = closeWaitMs;
        this.settings = settings;
        this.ai = ai;
        this.post = post;
        this.clockMs = clockMs;
        this.savedCode = savedCode;
    }

    @Override
    public void request(long id, Setup setup, Game game, Level level) {
        Setup s = coded(setup);
        Optional<RemoteGame> remote = gameOf(s);
        if (remote.isPresent()) {
            remote.get().opponent().request(id, s, game, level);
        } else {
            ai.request(id, s, game, level);
        }
    }

    /** {@code s}, or a remote setup saved without its code given {@code remote.game}'s. */
    private Setup coded(Setup s) {
        return s.mode() == Mode.REMOTE && s.code().isEmpty() && !savedCode.isEmpty() ? s.withCode(GameCode.ofId(savedCode)) : s;
    }

    @Override
    public void cancel() {
        current.ifPresent(r -> r.opponent().cancel());
        ai.cancel();
    }

    /** A word of this board's player goes to the other board, in a remote game (the AI hears none). */
    @Override
    public void say(Word word, Setup setup, Game game) {
        Optional<RemoteGame> remote = gameOf(coded(setup));
        if (remote.isPresent()) {
            remote.get().say(word, game);
        } else {
            log.info("{} said in a game that is not remote: nobody to hear it", word);
        }
    }

    /**
     * {@code saver}, publishing each saved ply of a remote game to its code's topics. Once a remote
     * game is over (finished, ended by word, abandoned), the next game under the same code is another
     * {@link RemoteGame}: nothing the last one heard is kept for it (F5: a fixed code's next game).
     */
    public GameSaver publishing(GameSaver saver) {
        return new GameSaver.Forwarding(new PublishingSaver(saver, s -> gameOf(s).map(RemoteGame::outbox))) {
            @Override
            public boolean finished(Setup setup, Game game) {
                return over(this.saver.finished(setup, game), setup);
            }

            @Override
            public boolean abandoned(Setup setup, Game game) {
                left(setup);
                return over(this.saver.abandoned(setup, game), setup);
            }

            @Override
            public boolean ended(Setup setup, Game game, String result) {
                return over(this.saver.ended(setup, game, result), setup);
            }
        };
    }

    /** The remote game of {@code s}, if connected, tells the broker it was left, so a fresh friend never joins it (F5). */
    private synchronized void left(Setup s) {
        if (s.mode() == Mode.REMOTE && s.code().isPresent() && key.equals(Optional.of(new Key(s.code().get(), s.localColor(), s.rules())))) {
            current.ifPresent(RemoteGame::left);
        }
    }

    /** The remote game of {@code s} is over: its code's next game opens a new {@link RemoteGame} (the last one is closed then). */
    private synchronized boolean over(boolean saved, Setup s) {
        if (s.mode() == Mode.REMOTE && key.map(k -> s.code().equals(Optional.of(k.code()))).orElse(false)) {
            current.ifPresent(RemoteGame::over); // its faults end with it
            key = Optional.empty();
            log.info("remote play: game {} is over; the code's next game starts afresh", s.code().get());
        }
        return saved;
    }

    /** The connected remote game of {@code s} (connecting it if it is not yet), or empty when {@code s} is no remote game. */
    private synchronized Optional<RemoteGame> gameOf(Setup s) {
        if (s.mode() != Mode.REMOTE || s.code().isEmpty() || closed) {
            return Optional.empty();
        }
        GameCode code = s.code().get();
        Key k = new Key(code, s.localColor(), s.rules());
        if (key.equals(Optional.of(k))) {
            return current;
        }
        Optional<RemoteGame> last = current;
        log.info("remote play: game {}, this board plays {}", code, k.local().label());
        RemoteGame g = new RemoteGame(settings.apply(code), code, k.local(), s.rules(), ai, post, clockMs);
        key = Optional.of(k);
        current = Optional.of(g);
        open.add(g);
        if (last.isPresent()) {
            // the same code with the other side is the same client id: the new link waits for the last one's goodbye
            switcher.execute(() -> {
                last.get().close();
                open.remove(last.get());
                synchronized (this) {
                    if (!closed) { // once closing, no successor connects
                        g.start();
                    }
                }
            });
        } else {
            g.start();
        }
        return current;
    }

    /** The code of the remote game connected now, if any, as its id. */
    public synchronized Optional<String> code() {
        return key.map(k -> k.code().id());
    }

    /** Whether a remote game is connected to the broker now. */
    public boolean connected() {
        return current.map(RemoteGame::connected).orElse(false);
    }

    /**
     * Closes every game: waits (up to {@link #CLOSE_WAIT_MS}) for the switches under way, which start
     * no successor from now on; then drops those still queued and closes what is still open itself,
     * so no link is left connected or connecting once this returns.
     */
    @Override
    public void close() {
        synchronized (this) {
            closed = true; // no new game, and no successor started, from here on
        }
        switcher.shutdown();
        try {
            if (!switcher.awaitTermination(closeWaitMs, TimeUnit.MILLISECONDS)) {
                log.warn("remote play: the switches of games were not done within {} ms: closing what is left here", closeWaitMs);
                switcher.shutdownNow(); // the queued switches: their games are closed below
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (RemoteGame g : open) {
            g.close();
        }
        open.clear();
        current = Optional.empty();
        try {
            if (!switcher.awaitTermination(closeWaitMs, TimeUnit.MILLISECONDS)) { // a switch interrupted in a close: it starts nothing
                log.warn("remote play: a switch of games still runs after close");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether a switch of games is still under way or queued (false once {@link #close} returned, unless a link's close hung past both its waits). */
    boolean switching() {
        return !switcher.isTerminated();
    }
}
