package io.github.morrisboard.app.service;

import io.github.morrisboard.app.os.SystemdNotifier;

import io.github.morrisboard.app.service.ShutdownOutcome.Result;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The controller's life as a service: READY once initialised, STATUS lines, watchdog pings driven by
 * the event loop's own tick (so systemd restarts a hung loop), and on SIGTERM a bounded, ordered
 * shutdown.
 *
 * <p>Use: the parts register their shutdown steps as they are built
 * ({@code onShutdown(STOP_WORK, "AI", ai::stop)}, {@code onShutdown(SAVE, "game", store::save)},
 * {@code onShutdown(LIGHTS_OFF, "LEDs", leds::dark)}, {@code onShutdown(RELEASE, "Pi4J", pi4j::shutdown)});
 * main calls {@link #installShutdownHook()}, then {@link #ready(String)} when the board is up; the
 * event loop calls {@link #tick(long)} on every turn and {@link #status(String)} when its state changes.
 * Pi4J must be built with {@code disableShutdownHook()}: its own hook would run concurrently with
 * this one and could release the LEDs before they are dark.
 *
 * <p>Shutdown runs each step on its own thread and waits at most the step's limit, and all steps
 * together at most the overall bound; a step that overruns is abandoned (logged) and the next one
 * runs, so a hung save cannot keep the LEDs lit or the process alive. Thread-safe.
 */
public final class ServiceLifecycle {

    /** The overall shutdown bound by default: well inside the unit's TimeoutStopSec. */
    public static final Duration DEFAULT_SHUTDOWN_BOUND = Duration.ofSeconds(5);
    /** A step's limit by default. */
    public static final Duration DEFAULT_STEP_LIMIT = Duration.ofSeconds(2);

    private static final Logger LOG = LoggerFactory.getLogger(ServiceLifecycle.class);

    /** One shutdown action; may throw. */
    @FunctionalInterface
    public interface Step {
        void run() throws Exception;
    }

    private record Registered(ShutdownPhase phase, int order, String name, Duration limit, Step step) {
    }

    private final SystemdNotifier notifier;
    private final Duration shutdownBound;
    private final List<Registered> steps = new ArrayList<>();
    private final AtomicBoolean shuttingDown = new AtomicBoolean();
    private final CompletableFuture<List<ShutdownOutcome>> shutdownDone = new CompletableFuture<>();
    private final long pingEveryMillis;
    private long lastPingMillis = Long.MIN_VALUE;
    private String lastStatus = "";

    public ServiceLifecycle(SystemdNotifier notifier, Duration shutdownBound) {
        this.notifier = Objects.requireNonNull(notifier);
        this.shutdownBound = shutdownBound;
        this.pingEveryMillis = notifier.watchdogInterval().map(Duration::toMillis).map(m -> Math.max(1, m)).orElse(-1L);
    }

    /** For this process: the notifier from the environment, the default shutdown bound. */
    public static ServiceLifecycle fromEnvironment() {
        return new ServiceLifecycle(SystemdNotifier.fromEnvironment(), DEFAULT_SHUTDOWN_BOUND);
    }

    /** Registers a shutdown step with the default limit. */
    public void onShutdown(ShutdownPhase phase, String name, Step step) {
        onShutdown(phase, name, DEFAULT_STEP_LIMIT, step);
    }

    /** Registers a shutdown step that may take at most {@code limit}. */
    public synchronized void onShutdown(ShutdownPhase phase, String name, Duration limit, Step step) {
        if (shuttingDown.get()) {
            throw new IllegalStateException("shutdown has begun; too late to register " + name);
        }
        steps.add(new Registered(phase, steps.size(), name, limit, step));
    }

    /** Registers {@link #shutdown()} to run when the JVM is asked to stop (SIGTERM, SIGINT, System.exit). */
    public void installShutdownHook() {
        Runtime.getRuntime().addShutdownHook(new Thread(this::shutdown, "morrisboard-shutdown"));
    }

    /** Initialisation is complete: tells systemd (READY=1) with the first status line. */
    public synchronized void ready(String status) {
        lastStatus = status;
        notifier.ready(status);
        LOG.info("ready: {}", status);
    }

    /** The status line ({@code systemctl status}); sent only when it changes. */
    public synchronized void status(String status) {
        if (!status.equals(lastStatus)) {
            lastStatus = status;
            notifier.status(status);
        }
    }

    /**
     * Called by the event loop on every turn with a monotonic clock in milliseconds; pings the
     * watchdog when half its timeout has passed since the last ping. Returns whether it pinged.
     * If the loop hangs, the pings stop and systemd restarts the service.
     */
    public synchronized boolean tick(long nowMillis) {
        if (pingEveryMillis < 0 || shuttingDown.get()) {
            return false;
        }
        if (lastPingMillis != Long.MIN_VALUE && nowMillis - lastPingMillis < pingEveryMillis) {
            return false;
        }
        lastPingMillis = nowMillis;
        notifier.watchdog();
        return true;
    }

    /** The watchdog ping interval systemd asked for, if any. */
    public Optional<Duration> watchdogInterval() {
        return notifier.watchdogInterval();
    }

    /** True once shutdown has begun. */
    public boolean shuttingDown() {
        return shuttingDown.get();
    }

    /**
     * Runs the shutdown steps once (STOPPING=1 first), in phase and registration order, within the
     * bound. Later and concurrent calls wait for and return the same outcomes.
     */
    public List<ShutdownOutcome> shutdown() {
        if (!shuttingDown.compareAndSet(false, true)) {
            return shutdownDone.join();
        }
        List<Registered> ordered;
        synchronized (this) {
            ordered = steps.stream()
                    .sorted(Comparator.comparing(Registered::phase).thenComparingInt(Registered::order))
                    .toList();
        }
        notifier.stopping("shutting down");
        LOG.info("shutting down ({} steps, at most {} ms)", ordered.size(), shutdownBound.toMillis());
        long deadline = System.nanoTime() + shutdownBound.toNanos();
        List<ShutdownOutcome> outcomes = new ArrayList<>();
        for (Registered r : ordered) {
            ShutdownOutcome o = runStep(r, deadline);
            outcomes.add(o);
            switch (o.result()) {
                case DONE -> LOG.debug("shutdown {}: done in {} ms", r.name(), o.took().toMillis());
                case FAILED, TIMED_OUT -> LOG.warn("shutdown {}: {} after {} ms: {}", r.name(),
                        o.result().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '),
                        o.took().toMillis(), o.problem().orElse(""));
                case SKIPPED -> LOG.warn("shutdown {}: skipped, no time left", r.name());
            }
        }
        notifier.close();
        LOG.info("shutdown complete");
        List<ShutdownOutcome> result = List.copyOf(outcomes);
        shutdownDone.complete(result);
        return result;
    }

    private static ShutdownOutcome runStep(Registered r, long deadline) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            return new ShutdownOutcome(r.phase(), r.name(), Result.SKIPPED, Duration.ZERO, Optional.empty());
        }
        long wait = Math.min(left, r.limit().toNanos());
        CompletableFuture<Void> done = new CompletableFuture<>();
        Thread worker = new Thread(() -> {
            try {
                r.step().run();
                done.complete(null);
            } catch (Throwable t) {
                done.completeExceptionally(t);
            }
        }, "shutdown-" + r.name());
        worker.setDaemon(true); // an abandoned step must not keep the JVM alive
        long start = System.nanoTime();
        worker.start();
        try {
            done.get(wait, TimeUnit.NANOSECONDS);
            return outcome(r, Result.DONE, start, Optional.empty());
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            return outcome(r, Result.FAILED, start, Optional.of(cause.getClass().getSimpleName() + ": " + cause.getMessage()));
        } catch (TimeoutException e) {
            worker.interrupt();
            return outcome(r, Result.TIMED_OUT, start, Optional.of("did not finish within " + wait / 1_000_000 + " ms"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return outcome(r, Result.FAILED, start, Optional.of("interrupted while waiting"));
        }
    }

    private static ShutdownOutcome outcome(Registered r, Result result, long startNanos, Optional<String> problem) {
        return new ShutdownOutcome(r.phase(), r.name(), result, Duration.ofNanos(System.nanoTime() - startNanos), problem);
    }
}
