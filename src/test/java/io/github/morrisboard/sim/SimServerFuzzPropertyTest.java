package io.github.morrisboard.sim;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Mutated requests against the simulator's own routes (points, buttons, faults, the legend, words, with
 * their Host, Origin, cookies and bodies): each ends in a status line that is not a 500 (no exception out
 * of a route) or a closed connection, and the page keeps serving.
 */
class SimServerFuzzPropertyTest {
    private static SimServer server;

    @BeforeContainer
    static void serve() throws IOException {
        server = SimServer.start(new InMemorySimBoard(), 0);
    }

    @AfterContainer
    static void stop() {
        server.close();
    }

    private static final List<String> TARGETS = List.of("/api/state", "/api/points/d6/toggle", "/api/points/zz/toggle",
            "/api/buttons/hint", "/api/buttons/", "/api/board/clear", "/api/faults/bus/unplug", "/api/faults/bus/plug",
            "/api/faults/chips/0x21/power-cycle", "/api/faults/chips/0xzz/power-cycle", "/api/faults/points/a1/chatter",
            "/api/faults/points/%00/fix", "/api/faults/clear", "/api/legend/texts/pl", "/api/legend/texts/..%2f..",
            "/api/words", "/index.html", "/%2e%2e/%2e%2e/etc/passwd", "/api/points/d6/toggle?x=%zz", "/");

    private static final List<String> PIECES = List.of("", "\r\n", ":", "%", "%zz", "\u00e9", ";", "=", "&", "/", "..",
            "Origin: null\r\n", "Origin: http://evil.example\r\n", "Cookie: a=b; session=\u00ff\r\n",
            "Content-Length: 3\r\n\r\nx=1", "Transfer-Encoding: chunked\r\n\r\n3\r\nx=1\r\n0\r\n\r\n", "Accept-Language: \u00ff;q=x\r\n",
            "Host: evil\r\n", "Host: localhost:1\r\nHost: localhost:2\r\n");

    @Provide
    Arbitrary<String> requests() {
        return Combinators.combine(Arbitraries.of("GET", "POST", "PUT", "HEAD", "OPTIONS", "get", "X"), Arbitraries.of(TARGETS),
                        Arbitraries.of(PIECES), Arbitraries.integers().between(0, 40), Arbitraries.of(PIECES))
                .as((method, target, piece, at, header) -> {
                    String t = target.substring(0, Math.min(at, target.length())) + piece + target.substring(Math.min(at, target.length()));
                    return method + " " + t + " HTTP/1.1\r\nHost: localhost:" + server.port() + "\r\n" + header
                            + "Connection: close\r\n\r\n";
                });
    }

    @Property(tries = 200)
    void everyRouteAnswersAStatusThatIsNot500OrClosesAndThePageKeepsServing(@ForAll("requests") String request) throws IOException {
        String reply = send(request);
        assertTrue(reply.isEmpty() || reply.startsWith("HTTP/1.1 "), "a status line or a close: " + reply);
        assertFalse(reply.startsWith("HTTP/1.1 500"), "no exception out of a route: " + request + " -> " + reply);
        String state = send("GET /api/state HTTP/1.1\r\nHost: localhost:" + server.port() + "\r\nConnection: close\r\n\r\n");
        assertTrue(state.startsWith("HTTP/1.1 200"), "still serving: " + state);
    }

    private static String send(String request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            s.setSoTimeout(5000);
            try {
                s.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
                s.shutdownOutput(); // a mutation may have eaten the Connection: close: nothing more comes either way
                return new String(s.getInputStream().readNBytes(8192), StandardCharsets.ISO_8859_1);
            } catch (java.net.SocketException reset) {
                return ""; // closed before all was read: a closed connection
            }
        }
    }
}
