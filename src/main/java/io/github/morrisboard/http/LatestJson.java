package io.github.morrisboard.http;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The latest state of a page as JSON, versioned: {@link #offer} publishes a new version only when
 * the text differs; each live-stream client {@link #await}s a version newer than the one it sent,
 * so a slow client skips to the latest state instead of queueing.
 */
public final class LatestJson {
    /** One published state: its version (counting from 0) and JSON. */
    public record Snapshot(long version, String json) {
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition published = lock.newCondition();
    private Snapshot latest;
    private boolean closed;

    public LatestJson(String first) {
        latest = new Snapshot(0, first);
    }

    /** Publishes {@code json} if it differs from the latest. */
    public void offer(String json) {
        lock.lock();
        try {
            if (!latest.json().equals(json)) {
                latest = new Snapshot(latest.version() + 1, json);
                published.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    /** The latest snapshot. */
    public Snapshot latest() {
        lock.lock();
        try {
            return latest;
        } finally {
            lock.unlock();
        }
    }

    /** Waits up to {@code timeoutMs} for a snapshot newer than {@code afterVersion}; empty on time-out or once closed. */
    public Optional<Snapshot> await(long afterVersion, long timeoutMs) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        lock.lock();
        try {
            while (!closed && latest.version() <= afterVersion) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return Optional.empty();
                }
                published.awaitNanos(left);
            }
            return closed ? Optional.empty() : Optional.of(latest);
        } finally {
            lock.unlock();
        }
    }

    public boolean isClosed() {
        lock.lock();
        try {
            return closed;
        } finally {
            lock.unlock();
        }
    }

    /** Ends every wait: the streams finish. */
    public void close() {
        lock.lock();
        try {
            closed = true;
            published.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
