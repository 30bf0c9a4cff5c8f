package io.github.morrisboard.http;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Random and mutated requests (request lines, headers, form bodies, cookies, chunked bodies) against the
 * request parser and against a running server on loopback: each ends in a request, a refusal with a
 * status, or a clean end of input; never another exception, never more read than the bounds; the server
 * keeps serving after each.
 */
class HttpFuzzPropertyTest {
    private static PageServer server;
    private static final AtomicInteger handlerFailures = new AtomicInteger();

    @BeforeContainer
    static void serve() throws IOException {
        server = PageServer.start("fuzz page", new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), ex -> {
            try {
                byte[] body = ex.getRequestBody().readAllBytes();
                ex.getRequestHeaders().getFirst("Cookie");
                Http.sendJson(ex, 200, "{\"read\":" + body.length + "}");
            } catch (IOException e) {
                throw e; // a body that cannot be read: the connection ends
            } catch (RuntimeException e) {
                handlerFailures.incrementAndGet();
                throw e;
            }
        });
    }

    @AfterContainer
    static void stop() {
        server.close();
    }

    private static final List<String> GOOD = List.of(
            "GET /api/state HTTP/1.1\r\nHost: localhost\r\nCookie: session=abc; csrf=x\r\n\r\n",
            "POST /api/pair HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 11\r\n\r\nid=12&x=%41",
            "POST /api/commands/hint HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nid=12\r\n3;ext=1\r\n&a=\r\n0\r\nX-t: y\r\n\r\n",
            "GET / HTTP/1.0\r\n\r\n");

    private static final List<String> PIECES = List.of("\r\n", "\n", "\r", " ", ":", "\0", "%", "%zz", ";", "=", "&",
            "Content-Length: 99999999999999999999\r\n", "Content-Length: -1\r\n", "Content-Length: 5\r\nContent-Length: 6\r\n",
            "Transfer-Encoding: gzip\r\n", "Transfer-Encoding: chunked\r\n", "ffffffff\r\n", "zz\r\n", "0\r\n\r\n",
            "Cookie: " + "a=b;".repeat(50) + "\r\n", "Host: \u00ff\r\n", "HTTP/2.0", "GET", "/../..", "?a=b#c", "\u00e9",
            "X".repeat(9000));

    @Provide
    Arbitrary<byte[]> requests() {
        Arbitrary<byte[]> random = Arbitraries.bytes().array(byte[].class).ofMaxSize(400);
        Arbitrary<byte[]> mutated = Combinators.combine(Arbitraries.of(GOOD), Arbitraries.integers().between(0, 1000),
                        Arbitraries.integers().between(0, 60), Arbitraries.of(PIECES), Arbitraries.integers().between(0, 3))
                .as((good, at, cut, piece, how) -> {
                    int i = Math.min(at, good.length());
                    String s = switch (how) {
                        case 0 -> good.substring(0, i) + piece + good.substring(i);
                        case 1 -> good.substring(0, i) + good.substring(Math.min(good.length(), i + cut));
                        case 2 -> good.substring(0, i) + piece;
                        default -> good.substring(0, i) + piece + good.substring(Math.min(good.length(), i + cut));
                    };
                    return s.getBytes(StandardCharsets.ISO_8859_1);
                });
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(1, random), net.jqwik.api.Tuple.of(3, mutated));
    }

    /** Counts what the parser reads, to show every read is bounded. */
    private static final class Counting extends InputStream {
        private final InputStream in;
        long read;

        Counting(byte[] bytes) {
            this.in = new ByteArrayInputStream(bytes);
        }

        @Override
        public int read() throws IOException {
            int c = in.read();
            if (c >= 0) {
                read++;
            }
            return c;
        }
    }

    @Property(tries = 3000)
    void theParserEndsInARequestARefusalOrTheEndOfInput(@ForAll("requests") byte[] bytes) {
        Counting in = new Counting(bytes);
        try {
            HttpRequest.read(in).ifPresent(r -> {
                try {
                    r.body(in).transferTo(OutputStream.nullOutputStream());
                } catch (HttpRequest.Bad bad) {
                    throw new AssertionError("framing refused after the head was taken: " + bad.getMessage());
                } catch (IOException cutShort) {
                    // a body the input does not hold, or one out of its framing: the connection ends
                }
            });
        } catch (HttpRequest.Bad bad) {
            assertTrue(bad.status() >= 400 && bad.status() < 600, "a refusal's status: " + bad.status());
        } catch (IOException cutShort) {
            // the input ended within a head: the connection ends
        }
        assertTrue(in.read <= HttpRequest.MAX_HEAD + HttpRequest.MAX_BODY + 2 * HttpRequest.MAX_LINE + 64,
                "read " + in.read + " bytes");
    }

    @Property(tries = 150)
    void theServerAnswersAStatusLineOrClosesAndKeepsServing(@ForAll("requests") byte[] bytes) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            s.setSoTimeout(5000);
            try {
                s.getOutputStream().write(bytes);
                s.shutdownOutput(); // nothing more comes: the server must answer or close, not wait
                byte[] reply = s.getInputStream().readNBytes(4096);
                String text = new String(reply, StandardCharsets.ISO_8859_1);
                assertTrue(text.isEmpty() || text.startsWith("HTTP/1.1 "), "a status line or a close: " + text);
            } catch (java.net.SocketException reset) {
                // the server closed first (a refusal with input still unread): a closed connection
            }
        }
        assertEquals(0, handlerFailures.get(), "no exception out of the handler");
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            s.setSoTimeout(5000);
            s.getOutputStream().write("GET /api/state HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            String reply = new String(s.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
            assertTrue(reply.startsWith("HTTP/1.1 200 OK"), "still serving: " + reply);
        }
    }
}
