package io.github.morrisboard.http;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

class SharesTest {
    @Test
    void oneClientHoldsAtMostItsShareOfConnectionsRenewingItsOwnOldestIdleOne() {
        Shares<String> s = Shares.ofConnections(8, 2);
        assertInstanceOf(Shares.Admission.Admit.class, s.admit("a", "a1"));
        s.waiting("a1", 1, 100);
        assertInstanceOf(Shares.Admission.Admit.class, s.admit("a", "a2"));
        s.waiting("a2", 2, 100);
        assertEquals(new Shares.Admission.AdmitClosing<>("a1"), s.admit("a", "a3"));
        assertEquals(2, s.held("a"));
        s.busy("a2");
        s.busy("a3");
        assertInstanceOf(Shares.Admission.Refuse.class, s.admit("a", "a4"), "its share busy answering: refused");
        assertInstanceOf(Shares.Admission.Admit.class, s.admit("b", "b1"), "another client is let in");
    }

    @Test
    void aFullServerClosesTheOldestIdleConnectionOfTheBiggestHolder() {
        Shares<String> s = Shares.ofConnections(4, 3);
        for (String p : new String[] {"a1", "a2", "a3", "b1"}) {
            s.admit(p.substring(0, 1), p);
        }
        s.waiting("b1", 0, 100); // the oldest, but b holds only one
        s.waiting("a2", 5, 100);
        s.waiting("a3", 3, 100);
        assertEquals(new Shares.Admission.AdmitClosing<>("a3"), s.admit("c", "c1"));
        s.busy("a2");
        s.busy("c1");
        assertEquals(new Shares.Admission.AdmitClosing<>("b1"), s.admit("d", "d1"), "a holds more but nothing idle");
        s.busy("d1");
        assertInstanceOf(Shares.Admission.Refuse.class, s.admit("e", "e1"), "everything busy: refused");
    }

    @Test
    void streamsMoveOnlyFromTheRicherToThePoorerSoTwoPagesNeverTakeOnePlaceInTurn() {
        Shares<String> s = new Shares<>(8, 2, 2, false); // as the streams' shares, with room for four clients
        for (char c = 'a'; c <= 'd'; c++) {
            for (int i = 1; i <= 2; i++) {
                assertInstanceOf(Shares.Admission.Admit.class, s.admit(String.valueOf(c), c + "" + i));
                s.waiting(c + "" + i, i * 10L + c, Long.MAX_VALUE);
            }
        }
        assertInstanceOf(Shares.Admission.Refuse.class, s.admit("a", "a3"), "a at its share");
        Shares.Admission<String> e = s.admit("e", "e1");
        assertInstanceOf(Shares.Admission.AdmitClosing.class, e, "a newcomer takes a place from a client with two");
        String victim = ((Shares.Admission.AdmitClosing<String>) e).victim();
        String loser = victim.substring(0, 1);
        s.waiting("e1", 100, Long.MAX_VALUE);
        assertInstanceOf(Shares.Admission.Refuse.class, s.admit(loser, loser + "9"), "the loser (one) cannot take it back from a two");
    }
}
