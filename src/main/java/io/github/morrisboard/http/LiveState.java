package io.github.morrisboard.http;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * A page's state as JSON, made again on one thread of its own and published ({@link #published}): soon
 * after each {@link #changed} (changes that come while it is making one are taken together, and
 * {@link Timing#minGapMs} passes after each), and every {@link Timing#everyMs} while {@code watched}
 * says a page is watching (a state that changes with no news, such as a light that ends, still
 * reaches it). A run that fails is logged and the page keeps the last state; the next runs still
 * come. The first state is made by the constructor, on the caller's thread; the runs begin with
 * {@link #start} (once whatever {@code watched} reads is there).
 */
public final class LiveState implements AutoCloseable {
    /**
     * @param everyMs  how often the state is made again while a page watches
     * @param minGapMs the least time between two runs (0: none)
     */
    public record Timing(long everyMs, long minGapMs) {
        public Timing {
            if (everyMs < 1 || minGapMs < 0) {
                throw new IllegalArgumentException("not a refresh timing: every " + everyMs + " ms, at least " + minGapMs + " ms apart");
            }
        }
    }

    private static final Logger log = LoggerFactory.getLogger(LiveState.class);

    private final String what;
    private final Supplier<String> make;
    private final Timing timing;
    private final BooleanSupplier watched;
    private final LatestJson latest;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition wake = lock.newCondition();
    private final Thread thread;
    private boolean started;
    private boolean dirty;
    private boolean closed;

    /**
     * Makes {@code make}'s first JSON for the page {@code what} (it names the thread and the log's
     * messages), to be made again with {@code timing}; {@code watched} is asked each {@link Timing#everyMs}.
     */
    public LiveState(String what, Supplier<String> make, Timing timing, BooleanSupplier watched) {
        this.what = what;
        this.make = make;
        this.timing = timing;
        this.watched = watched;
        this.latest = new LatestJson(make.get());
        this.thread = Thread.ofPlatform().name(what.replace(' ', '-') + "-state").daemon().unstarted(this::run);
    }

    /** Begins the runs (a second call changes nothing); returns this. */
    public LiveState start() {
        lock.lock();
        try {
            if (!started && !closed) {
                started = true;
                thread.start();
            }
        } finally {
            lock.unlock();
        }
        return this;
    }

    /** The published states, for the answers and the live streams. */
    public LatestJson published() {
        return latest;
    }

    /** Something the state shows may have changed: it is made again soon, on this state's thread. */
    public void changed() {
        lock.lock();
        try {
            dirty = true;
            wake.signal();
        } finally {
            lock.unlock();
        }
    }

    /** Makes the state now on the caller's thread, publishes it if it is new, and returns it. */
    public String makeNow() {
        String json = make.get();
        latest.offer(json);
        return json;
    }

    private void run() {
        try {
            while (waitForRun()) {
                try {
                    makeNow();
                } catch (RuntimeException e) {
                    log.warn("{}: the state could not be made; the page keeps the last one", what, e);
                }
                if (timing.minGapMs() > 0 && !waitForClose(timing.minGapMs())) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits for a change, or for the interval when a page watches; false once closed. */
    private boolean waitForRun() throws InterruptedException {
        lock.lock();
        try {
            while (!closed) {
                long left = TimeUnit.MILLISECONDS.toNanos(timing.everyMs());
                while (!dirty && !closed && left > 0) {
                    left = wake.awaitNanos(left);
                }
                if (closed) {
                    break;
                }
                if (dirty || watched.getAsBoolean()) {
                    dirty = false;
                    return true;
                }
            }
            return false;
        } finally {
            lock.unlock();
        }
    }

    /** Waits {@code ms} unless closed meanwhile; false once closed. */
    private boolean waitForClose(long ms) throws InterruptedException {
        lock.lock();
        try {
            long left = TimeUnit.MILLISECONDS.toNanos(ms);
            while (!closed && left > 0) {
                left = wake.awaitNanos(left);
            }
            return !closed;
        } finally {
            lock.unlock();
        }
    }

    /** Stops making the state and ends the live streams' waits. */
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
            thread.join(TimeUnit.SECONDS.toMillis(2));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
