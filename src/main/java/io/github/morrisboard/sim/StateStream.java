package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
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
 * A new snapshot is published only when its JSON differs from the last one; each
 * live-stream client waits for a version newer than the one it sent, so a slow client
 * skips to the latest state instead of queueing.
 */
final class StateStream implements AutoCloseable {
    static final long MIN_INTERVAL_MS = 33;
    static final long IDLE_SAMPLE_MS = 500;

    private static final Logger log = LoggerFactory.getLogger(StateStream.class);

    /** One published state: its version (counting from 0) and JSON. */
    record Snapshot(long version, String json) {
    }

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
    private final Condition published = lock.newCondition();
    private final Thread sampler;
    private final AutoCloseable subscription;
    private Snapshot latest;
    private boolean dirty;
    private boolean closed;
    private int watchers;

    StateStream(SimBoard board) {
        this.board = board;
        String first = sampleNow();
        lock.lock();
        try {
            latest = new Snapshot(0, first);
        } finally {
            lock.unlock();
        }
        subscription = board.subscribe(this::changed);
        sampler = Thread.ofPlatform().name("sim-state-sampler").daemon().start(this::run);
    }

    /** Takes the board's state now, publishes it if it is new, and returns its JSON. */
    String sampleNow() {
        String json;
        synchronized (sampling) {
            SimState state = board.state();
            long now = TimeUnit.NANOSECONDS.toMillis(System.nanoTime());
            patterns.observe(state.leds(), now);
            json = StateJson.encode(state, patterns.patterns(now), board.legend(), board.language());
        }
        lock.lock();
        try {
            if (latest != null && !latest.json().equals(json)) {
                latest = new Snapshot(latest.version() + 1, json);
                published.signalAll();
            }
        } finally {
            lock.unlock();
        }
        return json;
    }

    /**
     * Waits up to {@code timeoutMs} for a snapshot newer than {@code afterVersion} and returns it,
     * or null on time-out or when the stream closed.
     */
    Snapshot await(long afterVersion, long timeoutMs) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        lock.lock();
        try {
            while (!closed && latest.version() <= afterVersion) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                published.awaitNanos(left);
            }
            return closed ? null : latest;
        } finally {
            lock.unlock();
        }
    }

    boolean isClosed() {
        lock.lock();
        try {
            return closed;
        } finally {
            lock.unlock();
        }
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
            published.signalAll();
        } finally {
            lock.unlock();
        }
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
