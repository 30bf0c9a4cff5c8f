package io.github.morrisboard.testing;

import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

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
}
