package io.github.morrisboard.app.service;


import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Controller;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.hardware.ReedScanner;
import io.github.morrisboard.sim.SimulatedBoard;
import io.github.morrisboard.store.GameStore;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The assembled board as production wires it ({@link BoardAssembly}: settings, store on real files,
 * the controller, the reed and button events) on the simulated board (Pi4J's mock providers, the
 * MCP23017 register models, the WS2812 driver), driven on one thread with a fake clock: the reed
 * scanner is scanned by the test instead of its thread, the AI answers at once (shallow, seeded),
 * and events go through a queue exactly as the event loop hands them on. A power cut drops all of
 * it but the state directory and the magnets; the next power-on builds everything again.
 */
final class AssembledBoard implements AutoCloseable {
    private static final Searcher SEARCHER = Searcher.of(1, Tables.none());

    final Path stateDir;
    final Config config;
    final HardwareProfile profile;
    final AtomicLong clock = new AtomicLong(1_000);
    private final Deque<Event> queue = new ArrayDeque<>();
    final List<String> statuses = new ArrayList<>();
    int aiRequests;

    SimulatedBoard board;
    /** The store the controller saves to (a new one at each power-on, as a restart makes). */
    GameStore store;
    ReedScanner reeds;
    Controller c;
    private int magnets;
    private boolean on;

    AssembledBoard(Path stateDir, Config config) {
        this(stateDir, config, ProfileLoader.builtIn());
    }

    AssembledBoard(Path stateDir, Config config, HardwareProfile profile) {
        this.stateDir = stateDir;
        this.config = config.withStateDir(stateDir);
        this.profile = profile;
    }

    /** Settings with the state directory in {@code dir} and everything else default (human vs AI, black). */
    static Config defaults(Path dir) {
        return ConfigLoader.defaults(java.util.Map.of()).withStateDir(dir);
    }

    /** Powers on with the magnets on {@code occupied}; {@code beforeStart} runs on the new hardware first (e.g. a dead chip). */
    AssembledBoard powerOn(int occupied, java.util.function.Consumer<SimulatedBoard> beforeStart) {
        if (on) {
            throw new IllegalStateException("already on");
        }
        board = SimulatedBoard.open(profile, clock::get);
        for (int p = 0; p < Point.COUNT; p++) {
            board.setMagnet(p, (occupied >> p & 1) != 0);
        }
        magnets = occupied;
        ((ReedScanner) board.hardware().reeds()).retryPause(Duration.ZERO);  // the clock is fake: retries cost no real time
        beforeStart.accept(board);
        Opponent ai = new Opponent() {
            @Override
            public void request(long id, io.github.morrisboard.setup.Setup setup, Game game, Level level) {
                aiRequests++;
                var req = new SearchRequest(60_000, Level.of(Math.min(level.number(), 2)), new SplittableRandom(id));
                var result = SEARCHER.search(game, req, () -> System.nanoTime() / 1_000_000);
                queue.add(new Event.OpponentPly(clock.get(), id, result.best().orElseThrow()));
            }

            @Override
            public void cancel() {
            }
        };
        store = new GameStore(stateDir);
        BoardAssembly assembly = new BoardAssembly(config, profile, store, board.hardware().leds(), ai, statuses::add);
        c = assembly.controller();
        c.tick(clock.get());
        reeds = (ReedScanner) board.hardware().reeds();
        reeds.attach(BoardAssembly.reedEvents(queue::add, clock::get));
        on = true;
        drain();
        return this;
    }

    AssembledBoard powerOn(int occupied) {
        return powerOn(occupied, b -> { });
    }

    /** Everything but the state directory and the magnets is gone. */
    AssembledBoard powerCut() {
        if (on) {
            board.close();
            on = false;
        }
        return this;
    }

    boolean isOn() {
        return on;
    }

    /** The magnets on the board now (while off too). */
    int magnets() {
        return magnets;
    }

    /** While the power is off: a hand moves pieces. */
    void setWhileOff(int point, boolean present) {
        magnets = present ? magnets | Point.bit(point) : magnets & ~Point.bit(point);
    }

    /** A magnet put down or lifted, seen by the reed scanner at once. */
    AssembledBoard set(int point, boolean present) {
        if (!on) {
            setWhileOff(point, present);
            return this;
        }
        board.setMagnet(point, present);
        magnets = present ? magnets | Point.bit(point) : magnets & ~Point.bit(point);
        reeds.scan(false);
        drain();
        return this;
    }

    AssembledBoard set(String point, boolean present) {
        return set(Point.parse(point), present);
    }

    /** Puts a piece down and lets the reading settle. */
    AssembledBoard place(String point) {
        return set(point, true).advance(900);
    }

    AssembledBoard lift(String point) {
        return set(point, false).advance(900);
    }

    /** Lets {@code ms} pass: the scanner polls every 100 ms, the controller wakes when it asks. */
    AssembledBoard advance(long ms) {
        long until = clock.get() + ms;
        while (on && clock.get() < until) {
            long next = Math.min(until, Math.min(clock.get() + 100, Math.max(clock.get() + 1, c.nextWake(clock.get()))));
            clock.set(next);
            reeds.scan(true);
            drain();
        }
        if (!on) {
            clock.set(until);
        }
        return this;
    }

    /** Sees each event before the controller does (as the service hands the reed edges to the companion page too). */
    java.util.function.Consumer<Event> seen = e -> { };

    /** Runs after each tick, on the thread that drives the board (the loop's): what the loop published is settled then. */
    Runnable ticked = () -> { };

    /** Hands every queued event to the controller, one at a time, with a tick after each (as the loop does). */
    void drain() {
        c.tick(clock.get());
        ticked.run();
        while (!queue.isEmpty()) {
            Event e = queue.poll();
            seen.accept(e);
            c.handle(e);
            c.tick(clock.get());
            ticked.run();
        }
    }

    Game game() {
        return c.state().game().orElseThrow();
    }

    String record() {
        return game().record();
    }

    /** The game file's text now (what a restart would read). */
    String saved() throws java.io.IOException {
        Path f = stateDir.resolve(GameStore.FILE);
        return java.nio.file.Files.exists(f) ? java.nio.file.Files.readString(f) : "";
    }

    String history() throws java.io.IOException {
        Path f = stateDir.resolve(GameStore.HISTORY);
        return java.nio.file.Files.exists(f) ? java.nio.file.Files.readString(f) : "";
    }

    @Override
    public void close() {
        powerCut();
    }
}
