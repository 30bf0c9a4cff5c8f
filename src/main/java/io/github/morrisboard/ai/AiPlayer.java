package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The AI on its own daemon thread: {@link #think} returns at once with a ticket; when the search
 * ends its {@link AiMove} goes to the sink the control loop gave (typically a method that puts
 * it on the loop's event queue). {@link #cancel} stops the running search at once and drops its
 * result; a new {@link #think} cancels the previous one. Besides the parallel search's helpers
 * ({@link SearchThreads}), the only threaded class in {@code ai}: the search itself stays pure.
 *
 * <p>An answer is never posted sooner than {@code minThinkMs} after its {@link #think}: a person
 * should see the AI think (the status pixel breathe) even when the book or a table answers at once.
 */
public final class AiPlayer implements AutoCloseable {
    private final Searcher searcher;
    private final Consumer<AiMove> sink;
    private final LongSupplier clock;
    private final ExecutorService thread;
    private final AtomicLong tickets = new AtomicLong();
    private final AtomicReference<Search> running = new AtomicReference<>();
    private final long minThinkMs;
    private final Pause pause;

    /** How the AI thread waits out the rest of the minimum thinking time ({@code Thread::sleep} in production). */
    @FunctionalInterface
    public interface Pause {
        void pause(long ms) throws InterruptedException;
    }

    /** An AI that answers as soon as its search ends. */
    public AiPlayer(Searcher searcher, Consumer<AiMove> sink, LongSupplier clock) {
        this(searcher, sink, clock, 0, Thread::sleep);
    }

    /**
     * @param searcher   the table, endgame tables and weights to search with
     * @param sink       receives each finished result, on the AI thread (it must not block)
     * @param clock      milliseconds (System::currentTimeMillis in production)
     * @param minThinkMs the least time from {@link #think} to its answer (0: none)
     * @param pause      waits on the AI thread; a cancel or a newer {@link #think} ends the wait within 50 ms
     */
    public AiPlayer(Searcher searcher, Consumer<AiMove> sink, LongSupplier clock, long minThinkMs, Pause pause) {
        if (minThinkMs < 0) {
            throw new IllegalArgumentException("minimum thinking time must be 0 or more, not " + minThinkMs);
        }
        this.searcher = searcher;
        this.sink = sink;
        this.clock = clock;
        this.minThinkMs = minThinkMs;
        this.pause = pause;
        this.thread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "ai-search");
            t.setDaemon(true);
            return t;
        });
    }

    /** Starts searching {@code game} (cancelling any earlier search); returns the ticket its result will carry. */
    public long think(Game game, SearchRequest request) {
        long ticket = tickets.incrementAndGet();
        long due = clock.getAsLong() + minThinkMs;
        cancelRunning();
        thread.execute(() -> {
            if (tickets.get() != ticket) {
                return; // superseded before it started
            }
            Search search = searcher.start();
            running.set(search);
            if (tickets.get() != ticket) { // cancelled between the check and publishing the search
                running.compareAndSet(search, null);
                return;
            }
            SearchResult result = search.run(game, request, clock);
            running.compareAndSet(search, null);
            if (!result.cancelled() && waitUntil(due, ticket)) {
                sink.accept(new AiMove(ticket, game, result));
            }
        });
        return ticket;
    }

    /** Waits (in steps of 50 ms at most) until {@code due}; whether {@code ticket} is still the latest. */
    private boolean waitUntil(long due, long ticket) {
        try {
            for (long now = clock.getAsLong(); now < due && tickets.get() == ticket; now = clock.getAsLong()) {
                pause.pause(Math.min(50, due - now));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        return tickets.get() == ticket;
    }

    /** The best ply for the side to move at full strength (the hint), posted like any result. */
    public long hint(Game game, long movetimeMs) {
        return think(game, SearchRequest.full(movetimeMs));
    }

    /** Stops the running search (if any) at once; its result is not posted. */
    public void cancel() {
        tickets.incrementAndGet();
        cancelRunning();
    }

    private void cancelRunning() {
        Search s = running.get();
        if (s != null) {
            s.cancel();
        }
    }

    /** Whether a search is running now. */
    public boolean thinking() {
        return running.get() != null;
    }

    /** Cancels and stops the thread (waits briefly for it). */
    @Override
    public void close() {
        cancel();
        thread.shutdownNow();
        try {
            thread.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
