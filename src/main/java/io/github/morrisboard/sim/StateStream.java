package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.http.LatestJson;
import io.github.morrisboard.http.LiveState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Turns the board's "something may have changed" calls into a coalesced stream of JSON
 * snapshots: while a page watches ({@link #watch}), the state ({@link LiveState}) takes
 * {@link SimBoard#state()} at most every {@link #MIN_INTERVAL_MS} ms (about 30 a second) after a
 * change, and every {@link #IDLE_SAMPLE_MS} ms regardless (so LED patterns settle when nothing
 * happens). While no page watches, it samples nothing: a pulsing LED would otherwise cost a JSON
 * snapshot 25 times a second for nobody ({@link #sampleNow} still answers a single request).
 * A new snapshot is published ({@link LatestJson}) only when its JSON differs from the last one.
 */
final class StateStream implements AutoCloseable {
    static final long MIN_INTERVAL_MS = 33;
    static final long IDLE_SAMPLE_MS = 500;

    private static final Logger log = LoggerFactory.getLogger(StateStream.class);

    /** A page's watch; closing it ends the watch. */
    interface Watch extends AutoCloseable {
        @Override
        void close();
    }

    private final SimBoard board;
    private final LedPatterns patterns = new LedPatterns(Point.COUNT);
    private final Object sampling = new Object();
    private final AtomicInteger watchers = new AtomicInteger();
    private final LiveState state;
    private final AutoCloseable subscription;

    StateStream(SimBoard board) {
        this.board = board;
        this.state = new LiveState("simulator", this::sample, new LiveState.Timing(IDLE_SAMPLE_MS, MIN_INTERVAL_MS),
                () -> watchers.get() > 0).start();
        this.subscription = board.subscribe(this::changed);
    }

    /** Takes the board's state now, publishes it if it is new, and returns its JSON. */
    String sampleNow() {
        return state.makeNow();
    }

    private String sample() {
        synchronized (sampling) {
            SimBoard.Seen seen = board.seen();
            SimState s = seen.state();
            long now = TimeUnit.NANOSECONDS.toMillis(System.nanoTime());
            patterns.observe(s.leds(), now);
            return StateJson.encode(s, patterns.patterns(now), seen.legend(), board.language());
        }
    }

    /** The published snapshots, for the live streams. */
    LatestJson published() {
        return state.published();
    }

    /** A page starts watching: sampling runs (and starts with a fresh sample) until the returned handle is closed. */
    Watch watch() {
        watchers.incrementAndGet();
        state.changed();
        return watchers::decrementAndGet;
    }

    /** The board changed: sampled soon if a page watches, else not at all. */
    private void changed() {
        if (watchers.get() > 0) {
            state.changed();
        }
    }

    @Override
    public void close() {
        state.close();
        try {
            subscription.close();
        } catch (Exception e) {
            log.warn("simulator: unsubscribing from the board failed", e);
        }
    }
}
