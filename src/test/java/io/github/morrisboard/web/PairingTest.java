package io.github.morrisboard.web;

import io.github.morrisboard.control.PairingNews;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.*;

class PairingTest {
    private final AtomicLong clock = new AtomicLong(1_000);
    private final Pairing pairing = new Pairing(new SplittableRandom(7), clock::get, 5_000);

    @Test
    void claimedOnceOnlyWhenTheBoardSawItsStepsDone() {
        Pairing.Begun b = pairing.begin("192.168.1.5").orElseThrow();
        assertEquals(5_000, b.command().windowMs(), "the window goes to the board with the request");
        assertEquals("192.168.1.5", b.command().client());
        assertTrue(b.code().matches("[0-9]{4}") && b.command().code().equals(b.code()), b.code());
        assertFalse(pairing.claim(b.id()), "nothing done at the board yet");
        b.command().news().accept(new PairingNews.Step(4, true, 0, 3, 6_000));
        assertInstanceOf(Pairing.Status.Waiting.class, pairing.status(b.id()));
        assertFalse(pairing.claim(b.id()));
        b.command().news().accept(new PairingNews.Met());
        assertInstanceOf(Pairing.Status.Present.class, pairing.status(b.id()));
        assertTrue(pairing.claim(b.id()));
        assertFalse(pairing.claim(b.id()), "once");
        assertInstanceOf(Pairing.Status.Unknown.class, pairing.status(b.id()));
    }

    @Test
    void aClientsNewRequestReplacesItsOwnOnlyAndEndedOnesStayEnded() {
        Pairing.Begun a = pairing.begin("10.0.0.1").orElseThrow();
        Pairing.Begun other = pairing.begin("10.0.0.2").orElseThrow();
        Pairing.Begun again = pairing.begin("10.0.0.1").orElseThrow();
        assertInstanceOf(Pairing.Status.Unknown.class, pairing.status(a.id()), "replaced by its newer request");
        a.command().news().accept(new PairingNews.Met()); // the board's late news of the replaced one
        assertFalse(pairing.claim(a.id()));
        assertInstanceOf(Pairing.Status.Waiting.class, pairing.status(other.id()));
        again.command().news().accept(new PairingNews.Ended(PairingNews.Why.NO_POINTS));
        assertEquals(new Pairing.Status.Over(PairingNews.Why.NO_POINTS), pairing.status(again.id()));
        assertFalse(pairing.claim(again.id()));
    }

    @Test
    void manyClientsAreBoundedAndOldPairingsForgotten() {
        for (int i = 0; i < Pairing.MAX_KNOWN; i++) {
            assertTrue(pairing.begin("10.1.0." + i).isPresent());
        }
        assertTrue(pairing.begin("10.2.0.1").isEmpty(), "refused past the bound");
        clock.addAndGet(5_000L * 3 * (io.github.morrisboard.control.PageCommand.Pairing.MAX_QUEUED + 2) + 1);
        assertTrue(pairing.begin("10.2.0.1").isPresent(), "the old ones forgotten");
    }

    @Test
    void unknownIdsAreUnknown() {
        assertInstanceOf(Pairing.Status.Unknown.class, pairing.status("nope"));
        assertFalse(pairing.claim("nope"));
    }
}
