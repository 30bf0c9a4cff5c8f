package io.github.morrisboard.testing;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.*;

class AwaitTest {
    @Test
    void returnsOnceTheConditionHolds() throws InterruptedException {
        AtomicInteger looks = new AtomicInteger();
        Await.until("the third look", Duration.ofSeconds(60), () -> looks.incrementAndGet() == 3);
        assertEquals(3, looks.get());
    }

    @Test
    void failsTheTestNamingWhatWasAwaitedAndWhatWasSeen() {
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> Await.until("the menu", Duration.ZERO, () -> false, () -> "the board says: Level 1 chosen"));
        assertEquals("waited 0 s for the menu; the board says: Level 1 chosen", e.getMessage());
        AssertionFailedError bare = assertThrows(AssertionFailedError.class, () -> Await.until("the menu", Duration.ZERO, () -> false));
        assertEquals("waited 0 s for the menu", bare.getMessage());
    }

    @Test
    void throwsWhatTheCallerAsksFor() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Await.until("both menus", Duration.ZERO, Duration.ofMillis(1), () -> false, () -> "", IllegalStateException::new));
        assertEquals("waited 0 s for both menus", e.getMessage());
    }

    @Test
    void aConditionMetAtOnceNeedsNoPatience() throws InterruptedException {
        AtomicInteger looks = new AtomicInteger();
        Await.until("the first look", Duration.ZERO, () -> looks.incrementAndGet() == 1);
        assertEquals(1, looks.get());
    }

    @Test
    void returnsTheValueReadThatWillDo() throws InterruptedException {
        AtomicInteger looks = new AtomicInteger();
        assertEquals("mode menu", Await.until("the menu", Duration.ofSeconds(60),
                () -> looks.incrementAndGet() < 3 ? "mode starting" : "mode menu", s -> s.endsWith("menu")));
        assertEquals(3, looks.get());
    }

    @Test
    void failsNamingTheLastValueRead() {
        AtomicInteger looks = new AtomicInteger();
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> Await.until("in sync", Duration.ZERO, () -> "mismatch: missing a1 (look " + looks.incrementAndGet() + ")", "in sync"::equals));
        assertEquals("waited 0 s for in sync; last: mismatch: missing a1 (look 1)", e.getMessage());
        AtomicInteger more = new AtomicInteger();
        IllegalStateException later = assertThrows(IllegalStateException.class, () -> Await.until("look 10000", Duration.ofMillis(200),
                Duration.ofMillis(1), more::incrementAndGet, n -> n == 10_000, IllegalStateException::new));
        assertTrue(more.get() > 1, "looked more than once: " + more.get());
        assertEquals("waited 0 s for look 10000; last: " + more.get(), later.getMessage());
    }

    @Test
    void aReaderThatThrowsEndsTheWaitAtOnce() {
        AtomicInteger looks = new AtomicInteger();
        IOException e = assertThrows(IOException.class, () -> Await.until("the address", Duration.ofSeconds(60), () -> {
            looks.incrementAndGet();
            throw new IOException("the jar ended");
        }, s -> true));
        assertEquals("the jar ended", e.getMessage());
        assertEquals(1, looks.get());
    }
}
