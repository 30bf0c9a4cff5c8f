package io.github.morrisboard.testing;

import org.opentest4j.AssertionFailedError;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Waiting for a condition with a deadline, for the tests and benchmarks that drive a whole board. The
 * condition is looked at until it holds; the deadline (the caller's patience) is a guard against a hang
 * on a busy machine, never a speed requirement. On the deadline the failure names what was awaited, how
 * long, and what was seen last: {@code waited 60 s for the menu; <what was seen>}. A wait may also read a
 * value (a page's state, a log) until it will do, and return it: then what was seen is the last value
 * read, {@code waited 20 s for in sync; last: <value>}.
 */
public final class Await {
    /** How often the condition is looked at, unless the caller says. */
    public static final Duration POLL = Duration.ofMillis(20);

    private Await() {
    }

    /**
     * One look at what is awaited. It may throw: an I/O error, or a failure of its own (the process that
     * was to answer has ended), ends the wait at once.
     */
    @FunctionalInterface
    public interface Reader<T, E extends Exception> {
        T read() throws E;
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
        await(what, patience, poll, condition::getAsBoolean, Boolean::booleanValue, ignored -> seen.get(), failure);
    }

    /**
     * Reads until what is read is {@code ok}, and returns that; fails the test ({@link AssertionFailedError})
     * if nothing read within {@code patience} is, with the last value read in the message.
     */
    public static <T, E extends Exception> T until(String what, Duration patience, Reader<T, E> read, Predicate<? super T> ok)
            throws E, InterruptedException {
        return until(what, patience, POLL, read, ok, AssertionFailedError::new);
    }

    /**
     * Reads every {@code poll} until what is read is {@code ok}, and returns that; if nothing read within
     * {@code patience} is, throws what {@code failure} makes of the message (with the last value read).
     */
    public static <T, E extends Exception, X extends Throwable> T until(String what, Duration patience, Duration poll, Reader<T, E> read,
                                                                        Predicate<? super T> ok, Function<String, X> failure)
            throws E, X, InterruptedException {
        return await(what, patience, poll, read, ok, last -> "last: " + last, failure);
    }

    private static <T, E extends Exception, X extends Throwable> T await(String what, Duration patience, Duration poll, Reader<T, E> read,
                                                                         Predicate<? super T> ok, Function<? super T, String> seen,
                                                                         Function<String, X> failure) throws E, X, InterruptedException {
        long deadline = System.nanoTime() + patience.toNanos();
        T value = read.read();
        while (!ok.test(value)) {
            if (System.nanoTime() > deadline) {
                String last = seen.apply(value);
                throw failure.apply("waited " + patience.toSeconds() + " s for " + what + (last.isEmpty() ? "" : "; " + last));
            }
            Thread.sleep(poll);
            value = read.read();
        }
        return value;
    }
}
