package io.github.morrisboard.http;

import io.github.morrisboard.testing.Await;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LiveStateTest {
    private static final Duration PATIENCE = Duration.ofSeconds(5);
    /** Longer than any test: the interval never comes by itself. */
    private static final long NEVER_MS = 600_000;

    @Test
    void theFirstStateIsMadeAtOnceAndAChangeAgainOnTheStatesOwnThread() throws Exception {
        AtomicInteger value = new AtomicInteger();
        AtomicReference<String> madeOn = new AtomicReference<>("");
        try (LiveState state = new LiveState("test page", () -> {
            madeOn.set(Thread.currentThread().getName());
            return "v" + value.get();
        }, new LiveState.Timing(NEVER_MS, 0), () -> false).start()) {
            assertEquals("v0", state.published().latest().json());
            value.set(1);
            state.changed();
            Await.until("the change is published", PATIENCE, () -> state.published().latest().json().equals("v1"));
            assertEquals("test-page-state", madeOn.get());
        }
    }

    @Test
    void aRunThatFailsIsNotTheLast() throws Exception {
        AtomicInteger value = new AtomicInteger();
        AtomicInteger runs = new AtomicInteger();
        try (LiveState state = new LiveState("test page", () -> {
            runs.incrementAndGet();
            if (value.get() == 1) {
                throw new IllegalStateException("cannot be made (test)");
            }
            return "v" + value.get();
        }, new LiveState.Timing(NEVER_MS, 0), () -> false).start()) {
            value.set(1);
            state.changed();
            Await.until("the failing run came", PATIENCE, () -> runs.get() == 2);
            assertEquals("v0", state.published().latest().json(), "the page keeps the last state");
            value.set(2);
            state.changed();
            Await.until("the next change is published", PATIENCE, () -> state.published().latest().json().equals("v2"));
        }
    }

    @Test
    void whileAPageWatchesItIsMadeAgainWithNoNews() throws Exception {
        AtomicInteger runs = new AtomicInteger();
        try (LiveState state = new LiveState("test page", () -> "v" + runs.incrementAndGet(),
                new LiveState.Timing(10, 0), () -> true).start()) {
            Await.until("three runs with no change", PATIENCE, () -> state.published().latest().version() >= 3);
        }
    }

    @Test
    void withNobodyWatchingAndNoNewsNothingIsMade() throws Exception {
        AtomicInteger runs = new AtomicInteger();
        AtomicInteger asked = new AtomicInteger();
        try (LiveState state = new LiveState("test page", () -> "v" + runs.incrementAndGet(),
                new LiveState.Timing(10, 0), () -> asked.incrementAndGet() < 0).start()) {
            Await.until("asked twice whether a page watches", PATIENCE, () -> asked.get() >= 2);
            assertEquals(1, runs.get(), "only the first state was made");
            assertEquals(0, state.published().latest().version());
        }
    }

    @Test
    void closingEndsTheStreamsWaits() {
        LiveState state = new LiveState("test page", () -> "v", new LiveState.Timing(NEVER_MS, 0), () -> true).start();
        state.close();
        assertTrue(state.published().isClosed());
        state.changed(); // harmless once closed
    }
}
