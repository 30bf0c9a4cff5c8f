package io.github.morrisboard.http;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** F12: one client's idle and trickling connections do not lock another client out. */
class PageServerFairnessTest {
    private final List<Socket> sockets = new ArrayList<>();
    private PageServer server;

    @AfterEach
    void close() throws IOException {
        for (Socket s : sockets) {
            s.close();
        }
        if (server != null) {
            server.close();
        }
    }

    private PageServer serve() throws IOException {
        server = PageServer.start("test page", new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                ex -> Http.sendJson(ex, 200, "{\"ok\":true}"));
        return server;
    }

    private Socket connect(String from) throws IOException {
        Socket s = new Socket();
        s.bind(new InetSocketAddress(from, 0));
        s.connect(server.address(), 2000);
        s.setSoTimeout(3000);
        sockets.add(s);
        return s;
    }

    /** One GET on {@code s}, keep-alive; the status line. */
    private static String get(Socket s, String path) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write(("GET " + path + " HTTP/1.1\r\nHost: localhost\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        InputStream in = s.getInputStream();
        String head = readHead(in);
        int at = head.toLowerCase().indexOf("content-length:");
        int len = Integer.parseInt(head.substring(at + 15, head.indexOf('\r', at)).strip());
        in.readNBytes(len);
        return head.substring(0, head.indexOf('\r'));
    }

    private static String readHead(InputStream in) throws IOException {
        StringBuilder b = new StringBuilder();
        while (!b.toString().endsWith("\r\n\r\n")) {
            int c = in.read();
            if (c < 0) {
                throw new IOException("closed after " + b);
            }
            b.append((char) c);
        }
        return b.toString();
    }

    @Test
    void anotherClientIsServedWhileOneHoldsSixtyFourIdleKeepAliveConnections() throws IOException {
        serve();
        for (int i = 0; i < 64; i++) {
            Socket s = connect("127.0.0.2");
            try {
                get(s, "/favicon.svg");
            } catch (IOException refused) {
                // past its share the hog's connections may be refused or closed: that is the point
            }
        }
        assertEquals("HTTP/1.1 200 OK", get(connect("127.0.0.3"), "/api/state"));
    }

    @Test
    void anotherClientIsServedWhileOneTricklesHeadersOnTwoHundredConnections() throws IOException {
        serve();
        for (int i = 0; i < 200; i++) {
            try {
                Socket s = connect("127.0.0.2");
                s.getOutputStream().write("GET / HTTP/1.1\r\nX-a: b\r\n".getBytes(StandardCharsets.US_ASCII));
            } catch (IOException refused) {
                // refused or reset: fine
            }
        }
        for (int i = 0; i < 100; i++) {
            try {
                connect("127.0.0.4");
            } catch (IOException refused) {
                // fine
            }
        }
        assertEquals("HTTP/1.1 200 OK", get(connect("127.0.0.3"), "/api/state"));
    }

    @Test
    void aFullServerClosesTheOldestIdleConnectionOfTheBiggestHolderForANewcomer() throws IOException {
        serve();
        List<Socket> first = new ArrayList<>();
        for (int hog = 2; hog <= 5; hog++) { // four addresses, each at its share: the server is full
            for (int i = 0; i < 16; i++) {
                Socket s = connect("127.0.0." + hog);
                assertEquals("HTTP/1.1 200 OK", get(s, "/favicon.svg"));
                if (i == 0) {
                    first.add(s);
                }
            }
        }
        // Each answered connection turns idle on its own thread just after its answer is out: on a busy
        // machine the first could still be counted busy when the 65th arrives, and another would go.
        awaitIdle(64);
        Socket extra = connect("127.0.0.2"); // the hogs' 65th: one of the first hog's own goes
        assertEquals("HTTP/1.1 200 OK", get(extra, "/favicon.svg"));
        assertEquals(-1, first.get(0).getInputStream().read(), "the first hog's oldest idle connection was closed");
        assertEquals("HTTP/1.1 200 OK", get(connect("127.0.0.9"), "/api/state"));
        assertEquals(64, server.openConnections());
    }

    @Test
    void timeoutsRunOnTheServersClock() throws IOException {
        AtomicLong now = new AtomicLong(1_000_000);
        server = PageServer.start("test page", PageServer.listen("test page", new InetSocketAddress(InetAddress.getLoopbackAddress(), 0)),
                ex -> Http.sendJson(ex, 200, "{}"), new PageServer.Limits(64, 16, 5000, 30_000, 3_600_000), now::get);
        Socket idle = connect("127.0.0.2");
        assertEquals("HTTP/1.1 200 OK", get(idle, "/"));
        Socket trickler = connect("127.0.0.2");
        trickler.getOutputStream().write("GET / HTTP/1.1\r\nX-a: b\r\n".getBytes(StandardCharsets.US_ASCII));
        awaitConnections(2);
        long until = System.nanoTime() + 5_000_000_000L; // both waiting: their deadlines set
        while (server.idleConnections() != 2 && System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        assertEquals(2, server.idleConnections());
        now.addAndGet(4999);
        assertEquals(0, server.sweep());
        now.addAndGet(1);
        assertEquals(1, server.sweep(), "the trickler's head is late");
        assertEquals(-1, trickler.getInputStream().read());
        now.addAndGet(30_000 - 5000 - 1);
        assertEquals(0, server.sweep(), "the idle keep-alive connection still has a millisecond");
        now.addAndGet(1);
        assertEquals(1, server.sweep());
        assertEquals(-1, idle.getInputStream().read());
    }

    private void awaitIdle(int n) {
        long until = System.nanoTime() + 30_000_000_000L;
        while (server.idleConnections() != n && System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        assertEquals(n, server.idleConnections(), "connections waiting for their next request");
    }

    private void awaitConnections(int n) {
        long until = System.nanoTime() + 5_000_000_000L;
        while (server.openConnections() != n && System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        assertEquals(n, server.openConnections());
    }

    /** A stream request on a new connection from {@code from}; its status line. */
    private String openStream(String from) throws IOException {
        Socket s = connect(from);
        s.getOutputStream().write("GET /api/events HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        String head = readHead(s.getInputStream());
        return head.substring(0, head.indexOf('\r'));
    }

    @Test
    void oneClientTakesAtMostItsShareOfTheLiveStreamsAndAFullServerGivesANewcomerOne() throws IOException {
        LatestJson source = new LatestJson("{}");
        server = PageServer.start("test page", PageServer.listen("test page", new InetSocketAddress(InetAddress.getLoopbackAddress(), 0)),
                ex -> server.events(ex, source, 8));
        try {
            for (int i = 0; i < 4; i++) {
                assertEquals("HTTP/1.1 200 OK", openStream("127.0.0.2"));
            }
            assertEquals("HTTP/1.1 503 Service Unavailable", openStream("127.0.0.2"), "past its share of 8 / 2");
            for (int i = 0; i < 4; i++) {
                assertEquals("HTTP/1.1 200 OK", openStream("127.0.0.3"));
            }
            assertEquals(8, server.openStreams());
            assertEquals("HTTP/1.1 200 OK", openStream("127.0.0.9"), "a newcomer takes a place from a client with four");
            assertEquals(8, server.openStreams());
            for (String old : List.of("127.0.0.2", "127.0.0.3")) { // the loser (three) cannot take it back from a four
                assertEquals("HTTP/1.1 503 Service Unavailable", openStream(old), old);
            }
        } finally {
            source.close();
        }
    }
}
