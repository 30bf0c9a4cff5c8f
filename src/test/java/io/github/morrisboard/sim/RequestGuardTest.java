package io.github.morrisboard.sim;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Host and Origin rules on their own, including addresses a test cannot bind to. */
class RequestGuardTest {
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    @Test
    void anIpv6InterfaceIsNamedByItsLiteralInAnyWriting() throws Exception {
        InetAddress local = InetAddress.getByName("fd00::2");
        assertTrue(RequestGuard.namesThisServer("[fd00::2]:8080", local, 8080));
        assertTrue(RequestGuard.namesThisServer("[FD00:0:0:0:0:0:0:2]:8080", local, 8080));
        assertFalse(RequestGuard.namesThisServer("[fd00::3]:8080", local, 8080));
        assertFalse(RequestGuard.namesThisServer("[fd00::2]:8081", local, 8080));
        assertFalse(RequestGuard.namesThisServer("[fd00::2.nip.io]:8080", local, 8080));
        assertFalse(RequestGuard.namesThisServer("fd00::2:8080", local, 8080), "an IPv6 host is bracketed");
    }

    @Test
    void onPort80TheHostMayOmitThePort() throws Exception {
        assertTrue(RequestGuard.namesThisServer("localhost", LOOPBACK, 80));
        assertTrue(RequestGuard.namesThisServer("[::1]", LOOPBACK, 80));
        assertTrue(RequestGuard.namesThisServer("192.0.2.7", InetAddress.getByName("192.0.2.7"), 80));
        assertFalse(RequestGuard.namesThisServer("localhost", LOOPBACK, 8080));
    }

    @Test
    void theRefusalNamesWhatItAccepts() throws Exception {
        assertEquals(Optional.of("request for host \"evil.example:8080\" refused: the simulator answers only to "
                        + "localhost:8080, 127.0.0.1:8080, [::1]:8080 or 192.0.2.7:8080"),
                RequestGuard.refusal("GET", List.of("evil.example:8080"), null, InetAddress.getByName("192.0.2.7"), 8080));
        assertEquals(Optional.of("request for host \"evil.example:8080\" refused: the simulator answers only to "
                        + "localhost:8080, 127.0.0.1:8080, [::1]:8080"),
                RequestGuard.refusal("GET", List.of("evil.example:8080"), List.of(), LOOPBACK, 8080));
    }

    @Test
    void onlyStateChangingRequestsAreHeldToTheOrigin() {
        List<String> host = List.of("127.0.0.1:8080");
        List<String> foreign = List.of("http://evil.example");
        assertEquals(Optional.empty(), RequestGuard.refusal("GET", host, foreign, LOOPBACK, 8080), "a page may link to it");
        assertEquals(Optional.empty(), RequestGuard.refusal("POST", host, null, LOOPBACK, 8080), "scripts send no Origin");
        assertEquals(Optional.empty(), RequestGuard.refusal("POST", host, List.of("http://127.0.0.1:8080"), LOOPBACK, 8080));
        for (String method : List.of("POST", "PUT", "DELETE", "PATCH")) {
            assertEquals(Optional.of("cross-origin request from http://evil.example refused: " + method
                            + " is accepted only from the simulator's own page, http://127.0.0.1:8080"),
                    RequestGuard.refusal(method, host, foreign, LOOPBACK, 8080));
        }
        assertTrue(RequestGuard.refusal("POST", host, List.of("http://127.0.0.1:8080", "http://evil.example"), LOOPBACK, 8080)
                .isPresent(), "two Origins");
    }
}
