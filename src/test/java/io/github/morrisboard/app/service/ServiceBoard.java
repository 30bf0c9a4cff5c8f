package io.github.morrisboard.app.service;

import io.github.morrisboard.app.os.SystemdNotifier;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.sim.BoardStart;
import io.github.morrisboard.sim.LiveBoard;
import io.github.morrisboard.sim.SimState;
import io.github.morrisboard.testing.Await;
import io.github.morrisboard.words.Words;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * One whole board for a test: the service as production starts it, in simulator mode (Pi4J's mock
 * providers, the real sensing, lights and store, real time), and the hands that touch its simulated
 * reeds. Each step waits for what the board shows, never for a fixed time.
 */
record ServiceBoard(String name, BoardService service, LiveBoard live, Path stateDir) {
    /** A guard against a hang on a busy machine, never a speed requirement. */
    static final Duration PATIENCE = Duration.ofSeconds(60);

    /** The service started with {@code config} (its state directory is {@code config.stateDir()}); stop it with {@link #stop}. */
    static ServiceBoard start(String name, Config config) throws Exception {
        BoardService service = new BoardService(new ServiceLifecycle(SystemdNotifier.none(), ServiceLifecycle.DEFAULT_SHUTDOWN_BOUND));
        service.start(config, true, new BoardStart.Given(0), new PrintWriter(new StringWriter()));
        return new ServiceBoard(name, service, service.simBoard().orElseThrow(), config.stateDir());
    }

    void stop() {
        service.stop();
    }

    SimState state() {
        return live.state();
    }

    String record() {
        return state().record();
    }

    /** What the board says, in English. */
    String says() {
        return Words.english().render(state().message());
    }

    Legend legend() {
        return live.legend();
    }

    /** The points lit with the legend's entry {@code key} (e.g. {@code signal.AI_TO}). */
    int lit(String key) {
        return legend().lit().stream().filter(e -> e.key().equals(key)).mapToInt(Legend.Entry::points).reduce(0, (a, b) -> a | b);
    }

    /** Waits (at most {@link #PATIENCE}) until {@code condition} holds, else fails naming {@code what} and what the board {@code seen}. */
    static void await(String what, BooleanSupplier condition, Supplier<String> seen) throws InterruptedException {
        Await.until(what, PATIENCE, condition, seen);
    }

    /** A menu tap: a piece put on the point (the board shows it held) and lifted again. */
    void tap(String point) throws InterruptedException {
        int bit = Point.bit(Point.parse(point));
        live.toggle(Point.parse(point));
        await(name + " to sense a piece held on " + point, () -> (lit("menu.HELD") & bit) != 0, this::says);
        live.toggle(Point.parse(point));
        await(name + " to sense " + point + " free again", () -> (lit("menu.HELD") & bit) == 0, this::says);
    }

    /** A ply by hand: pieces put down or taken away until the record has grown by one. */
    void play(String... points) throws InterruptedException {
        String before = record();
        for (String p : points) {
            live.toggle(Point.parse(p));
        }
        await(name + " to accept " + String.join(" ", points), () -> !record().equals(before), this::says);
    }
}
