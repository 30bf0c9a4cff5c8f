package io.github.morrisboard.testing;

import org.opentest4j.AssertionFailedError;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Waiting for a condition with a deadline, for the tests and benchmarks that drive a whole board. The
 * condition is looked at until it holds; the deadline (the caller's patience) is a guard against a hang
 * on a busy machine, never a speed requirement. On the deadline the failure names what was awaited, how
 * long, and what was seen last: {@code waited 60 s for the menu; <what was seen>}.
 */
public final class Await {
    /** How often the condition is looked at, unless the caller says. */
    public static final Duration POLL = Duration.ofMillis(20);

    private Await() {
    }

    /** Waits until {@code condition} holds; fails the test if it does not within {@code patience}. */
    public static void until(String what, Duration patience, BooleanSupplier condition) throws InterruptedException {
        until(what, patience, condition, () -> "");
    }

    /**
     * Waits until {@code condition} holds; fails the test ({@link AssertionFailedError}, as JUnit's
     * {@code fail}) if it does not within {@code patience}, with {@code seen} (if not empty) in the message.
     */
    public static void until(String what, Duration patience, BooleanSupplier condition, Supplier<String> seen) throws InterruptedException {
        until(what, patience, POLL, condition, seen, AssertionFailedError::new);
    }

    /**
     * Waits until {@code condition} holds, looking every {@code poll}; if it does not within
     * {@code patience}, throws what {@code failure} makes of the message.
     */
    public static <X extends Throwable> void until(String what, Duration patience, Duration poll, BooleanSupplier condition,
                                                   Supplier<String> seen, Function<String, X> failure) throws X, InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                String last = seen.get();
                throw failure.apply("waited " + patience.toSeconds() + " s for " + what + (last.isEmpty() ? "" : "; " + last));
            }
            Thread.sleep(poll);
        }
    }
}
