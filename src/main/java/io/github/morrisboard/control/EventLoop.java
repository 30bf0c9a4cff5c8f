package io.github.morrisboard.control;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The one thread that owns the game. Other threads {@link #post} events; the loop hands each to
 * the {@link Controller}, then lets time pass ({@link Controller#tick}) and sleeps until the next
 * event or the controller's next deadline (a settling reading, an animation step), whichever
 * comes first. Every turn of the loop calls {@code heartbeat}, so a watchdog sees a hung loop.
 * An exception from any step (an event, a tick) is logged and shown as a fault; the loop and the
 * game go on.
 */
public final class EventLoop implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(EventLoop.class);
    /** The longest sleep, so the heartbeat keeps beating when nothing happens. */
    static final long MAX_SLEEP_MS = 1000;

    private final Controller controller;
    private final LongSupplier clockMs;
    private final Runnable heartbeat;
    private final BlockingQueue<Task> queue = new LinkedBlockingQueue<>();
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile boolean running = true;
    private final Thread thread;

    public EventLoop(Controller controller, LongSupplier clockMs, Runnable heartbeat) {
        this.controller = controller;
        this.clockMs = clockMs;
        this.heartbeat = heartbeat;
        this.thread = new Thread(this::run, "morrisboard-control");
    }

    public void start() {
        thread.start();
    }

    /** Hands an event to the loop; never blocks. Safe from any thread. */
    public void post(Event e) {
        queue.add(new Task(e, () -> controller.handle(e)));
    }

    /** One thing for the loop to do, and what it is (for the log when it fails). */
    private record Task(Object what, Runnable action) {
    }

    private void run() {
        try {
            guarded("the first tick", () -> controller.tick(clockMs.getAsLong()));
            while (running) {
                long now = clockMs.getAsLong();
                long wake = now + MAX_SLEEP_MS;
                try {
                    wake = controller.nextWake(now);
                } catch (RuntimeException ex) {
                    report("the next wake-up", ex);
                }
                long sleep = Math.max(0, Math.min(MAX_SLEEP_MS, wake - now));
                Task e = queue.poll(sleep, TimeUnit.MILLISECONDS);
                while (e != null && running) {
                    Task task = e;
                    guarded(task.what(), task.action());
                    e = queue.poll();
                }
                guarded("a tick", () -> controller.tick(clockMs.getAsLong()));
                heartbeat.run();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            stopped.countDown();
        }
    }

    /** Runs one step; a bug in it must not stop the board: logged loudly, shown as a fault, and the loop goes on. */
    private void guarded(Object what, Runnable step) {
        try {
            step.run();
        } catch (RuntimeException ex) {
            report(what, ex);
        }
    }

    private void report(Object what, RuntimeException ex) {
        log.error("while handling {}: {}", what, ex.toString(), ex);
        try {
            controller.failed(ex, clockMs.getAsLong());
        } catch (RuntimeException again) {
            log.error("could not report the failure: {}", again.toString());
        }
    }

    /** Stops the loop (after the event being handled) and waits up to {@code timeoutMs}. */
    public void stop(long timeoutMs) throws InterruptedException {
        running = false;
        // Wake the loop with an event rather than an interrupt: an interrupt would close a file
        // channel in the middle of a store write.
        queue.add(new Task("stop", () -> { }));
        stopped.await(timeoutMs, TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        stop(2000);
    }
}
