package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Analyses finished games in the background: one daemon thread, one game at a
 * time, a fixed node budget a ply ({@link Analyser}, so a game of a hundred plies is a bounded piece of
 * work: about 20 million nodes at the default, under a minute on a Pi Zero 2 W). {@link #submit} returns
 * at once (the control loop never waits); a game that finds {@value #QUEUE} others waiting is dropped
 * and logged. Each analysis gets its own small table ({@link Analyser#of}), released when it is done (a Pi Zero has 512 MB).
 * With the AI's search, the only threaded code in {@code ai}.
 *
 * <p>Java's thread priorities do nothing here: on Linux the JVM maps them to nice values only with
 * {@code -XX:ThreadPriorityPolicy=1} (and warns at every start unless root), so the service passes
 * {@code onStart}, run first on the analysis thread, which sets that thread's own nice value (see
 * {@code app.BackgroundPriority}); then the AI's search and the board's loop always come first.
 */
public final class BackgroundAnalyser implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(BackgroundAnalyser.class);
    /** Games that may wait while one is analysed. */
    static final int QUEUE = 4;
    private final Tables tables;
    private final long nodesPerPly;
    private final ExecutorService thread;

    /** @param onStart run first on the analysis thread (once: the thread lives as long as this analyser), e.g. to lower its priority */
    public BackgroundAnalyser(Tables tables, long nodesPerPly, Runnable onStart) {
        this.tables = tables;
        this.nodesPerPly = nodesPerPly;
        this.thread = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(QUEUE), r -> {
            Thread t = new Thread(() -> {
                onStart.run();
                r.run();
            }, "game-analysis");
            t.setDaemon(true);
            return t;
        });
    }

    /** Queues {@code game} for analysis; {@code done} receives the result on the analysis thread. Never blocks. */
    public void submit(Game game, Consumer<Analysis> done) {
        try {
            thread.execute(() -> {
                try {
                    done.accept(Analyser.of(tables, nodesPerPly).analyse(game));
                } catch (RuntimeException e) {
                    log.error("the analysis of a game of {} plies failed: {}", game.plyCount(), e.toString());
                }
            });
        } catch (RejectedExecutionException e) {
            log.warn("a game of {} plies is not analysed: {} games are waiting already", game.plyCount(), QUEUE);
        }
    }

    /** Stops the thread (an analysis under way is abandoned). */
    @Override
    public void close() {
        thread.shutdownNow();
    }
}
