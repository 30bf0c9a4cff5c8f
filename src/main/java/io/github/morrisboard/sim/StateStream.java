package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.http.LatestJson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Turns the board's "something may have changed" calls into a coalesced stream of JSON
 * snapshots: while a page watches ({@link #watch}), one sampler thread takes {@link SimBoard#state()}
 * at most every {@link #MIN_INTERVAL_MS} ms (about 30 a second) after a change, and every
 * {@link #IDLE_SAMPLE_MS} ms regardless (so LED patterns settle when nothing happens). While no page
 * watches, it samples nothing: a pulsing LED would otherwise cost a JSON snapshot 25 times a second
 * for nobody ({@link #sampleNow} still answers a single request).
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
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition wake = lock.newCondition();
    private final Thread sampler;
    private final AutoCloseable subscription;
    private final LatestJson latest;
    private boolean dirty;
    private boolean closed;
    private int watchers;

    StateStream(SimBoard board) {
        this.board = board;
        latest = new LatestJson(sample());
        subscription = board.subscribe(this::changed);
        sampler = Thread.ofPlatform().name("sim-state-sampler").daemon().start(this::run);
    }

    /** Takes the board's state now, publishes it if it is new, and returns its JSON. */
    String sampleNow() {
        String json = sample();
        latest.offer(json);
        return json;
    }

    private String sample() {
        synchronized (sampling) {
            SimState state = board.state();
            long now = TimeUnit.NANOSECONDS.toMillis(System.nanoTime());
            patterns.observe(state.leds(), now);
            return StateJson.encode(state, patterns.patterns(now), board.legend(), board.language());
        }
    }

    /** The published snapshots, for the live streams. */
    LatestJson published() {
        return latest;
    }

    /** A page starts watching: sampling runs (and starts with a fresh sample) until the returned handle is closed. */
    Watch watch() {
        lock.lock();
        try {
            watchers++;
            dirty = true;
            wake.signal();
        } finally {
            lock.unlock();
        }
        return () -> {
            lock.lock();
            try {
                watchers--;
            } finally {
                lock.unlock();
            }
        };
    }

    private void changed() {
        lock.lock();
        try {
            dirty = true;
            if (watchers > 0) {
                wake.signal();
            }
        } finally {
            lock.unlock();
        }
    }

    private void run() {
        try {
            while (waitForChange()) {
                try {
                    sampleNow();
                } catch (RuntimeException e) {
                    log.warn("simulator: reading the board's state failed; the page keeps the last state", e);
                }
                Thread.sleep(MIN_INTERVAL_MS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits, while someone watches, for a change or the idle interval; false once closed. */
    private boolean waitForChange() throws InterruptedException {
        lock.lock();
        try {
            while (watchers == 0 && !closed) {
                wake.await();
            }
            long left = TimeUnit.MILLISECONDS.toNanos(IDLE_SAMPLE_MS);
            while (!dirty && !closed && left > 0) {
                left = wake.awaitNanos(left);
            }
            dirty = false;
            return !closed;
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void close() {
        lock.lock();
        try {
            closed = true;
            wake.signalAll();
        } finally {
            lock.unlock();
        }
        latest.close();
        try {
            subscription.close();
        } catch (Exception e) {
            log.warn("simulator: unsubscribing from the board failed", e);
        }
        try {
            sampler.join(TimeUnit.SECONDS.toMillis(2));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
