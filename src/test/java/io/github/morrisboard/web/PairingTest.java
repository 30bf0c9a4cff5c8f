package io.github.morrisboard.web;

import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.*;

class PairingTest {
    private final AtomicLong clock = new AtomicLong(10_000);
    private final Pairing pairing = new Pairing(new SplittableRandom(7), clock::get);

    @Test
    void withFewerThanThreePointsLeftToAvoidAnyPointsAreAsked() {
        int avoid = io.github.morrisboard.board.Point.ALL & ~io.github.morrisboard.board.Point.bit(5);
        Pairing.Challenge c = pairing.begin(0, avoid).orElseThrow(); // threw before: no three points to draw from
        assertEquals(Pairing.POINTS, c.points().size());
    }

    @Test
    void refusedWithoutPresenceOnceTheWindowHasPassed() {
        Pairing.Challenge c = pairing.begin(0, 0).orElseThrow();
        assertInstanceOf(Pairing.Status.Waiting.class, pairing.status(c.id()));
        clock.addAndGet(Pairing.WINDOW_MS + 1);
        assertInstanceOf(Pairing.Status.Unknown.class, pairing.status(c.id()));
        assertFalse(pairing.claim(c.id()));
    }

    @Test
    void grantedOnceWhenEachPointChangedInAnyOrderWithinTheWindow() {
        Pairing.Challenge c = pairing.begin(0, 0).orElseThrow();
        List<Integer> p = c.points();
        pairing.sensed(p.get(2), clock.get() + 100);
        pairing.sensed(p.get(0), clock.get() + 200);
        assertFalse(pairing.claim(c.id()), "two of three points are not presence");
        Pairing.Status.Waiting w = assertInstanceOf(Pairing.Status.Waiting.class, pairing.status(c.id()));
        assertEquals(List.of(p.get(1)), w.left());
        pairing.sensed(p.get(1), clock.get() + 29_000);
        assertInstanceOf(Pairing.Status.Present.class, pairing.status(c.id()));
        assertTrue(pairing.claim(c.id()));
        assertFalse(pairing.claim(c.id()), "a challenge pairs one phone");
    }

    @Test
    void changesBeforeTheChallengeOrAfterItsWindowOrElsewhereDoNotCount() {
        Pairing.Challenge c = pairing.begin(0, 0).orElseThrow();
        for (int p : c.points()) {
            pairing.sensed(p, c.issuedAt() - 1);
            pairing.sensed(p, c.issuedAt() + Pairing.WINDOW_MS + 1);
        }
        for (int p = 0; p < Point.COUNT; p++) {
            if (!c.points().contains(p)) {
                pairing.sensed(p, c.issuedAt() + 5);
            }
        }
        assertInstanceOf(Pairing.Status.Waiting.class, pairing.status(c.id()));
        assertFalse(pairing.claim(c.id()));
    }

    @Test
    void pointsAvoidTheMenusOptionsAndPreferTheGivenOnes() {
        int avoid = Point.ALL & ~(Point.bit(0) | Point.bit(1) | Point.bit(2) | Point.bit(3));
        for (int i = 0; i < Pairing.MAX_PENDING; i++) {
            Pairing.Challenge c = pairing.begin(0, avoid).orElseThrow();
            assertTrue(c.points().stream().allMatch(p -> p <= 3), c.points().toString());
        }
        assertTrue(pairing.begin(0, 0).isEmpty(), "at most " + Pairing.MAX_PENDING + " pending");
        clock.addAndGet(Pairing.WINDOW_MS + 1);
        int occupied = Point.bit(5) | Point.bit(9) | Point.bit(20);
        assertEquals(List.of(5, 9, 20), pairing.begin(occupied, 0).orElseThrow().points());
    }

    @Test
    void unknownIdsAreUnknown() {
        assertInstanceOf(Pairing.Status.Unknown.class, pairing.status("nope"));
        assertFalse(pairing.claim("nope"));
    }
}
