package io.github.morrisboard.ai;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The helper threads of a parallel search (Lazy SMP): a search with {@code threads} threads runs
 * its own iterations on the caller's thread and {@code threads - 1} helpers on these daemon threads,
 * all sharing one {@link TranspositionTable}. One thread: no helpers, and the search is exactly
 * what it was before the threads (deterministic: the same plies and node counts on every run).
 * The helpers of all searches run on one pool of daemon threads that end after a minute idle.
 */
final class SearchThreads {
    /** The most threads a search may use (the Pis have four cores). */
    static final int MAX = 64;

    static final SearchThreads ONE = new SearchThreads(1);

    private static final AtomicInteger NAMES = new AtomicInteger();
    private static final ExecutorService POOL = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "ai-helper-" + NAMES.incrementAndGet());
        t.setDaemon(true);
        return t;
    });

    private final int threads;

    /** {@code threads} 1..{@link #MAX}. */
    SearchThreads(int threads) {
        if (threads < 1 || threads > MAX) {
            throw new IllegalArgumentException("threads must be 1.." + MAX + ", not " + threads);
        }
        this.threads = threads;
    }

    int threads() {
        return threads;
    }

    int helpers() {
        return threads - 1;
    }

    /** Runs a helper's search on a helper thread. */
    static Future<?> submit(Runnable helper) {
        return POOL.submit(helper);
    }
}
