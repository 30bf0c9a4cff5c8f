package io.github.morrisboard.http;

import com.sun.net.httpserver.HttpExchange;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * The pages' HTTP server (the simulator's, the companion's, the spectators'): one virtual thread per
 * connection, every request routed by one function that may fail without harm (a client gone is logged
 * quietly, a bug answers 500), and a close that lets the live streams end cleanly first.
 * <p>Its places are shared per client (source address, see {@link Shares}): at most
 * {@link Limits#maxConnections} connections, {@link Limits#share} of them for one address; when it is full
 * a newcomer is let in by closing the oldest idle connection of the address holding the most, and
 * refused (503) only when every connection is answering a request. A connection's request head is due
 * within {@link Limits#headerMs} of its opening (the first) or of its first byte (the next), an idle keep-alive one is closed
 * after {@link Limits#idleMs}; both on the server's clock. Live event streams are shared the same way.
 */
public final class PageServer {
    /** Answers one request. */
    public interface Router {
        void route(HttpExchange ex) throws IOException;
    }

    /**
     * @param maxConnections open connections at a time, streams and keep-alive ones included
     * @param share          of them for one client address
     * @param headerMs       a request's line and headers must be in within this (slowloris), and a new
     *                       connection's first request start within it
     * @param idleMs         a keep-alive connection waiting for its next request is closed after this
     * @param tickMs         how often the timeouts are checked
     */
    public record Limits(int maxConnections, int share, long headerMs, long idleMs, long tickMs) {
        public static final Limits DEFAULT = new Limits(Http.MAX_CONNECTIONS, Shares.quarter(Http.MAX_CONNECTIONS),
                Http.HEADER_TIMEOUT_S * 1000L, 30_000, 500);

        public Limits {
            if (maxConnections < 1 || share < 1 || share > maxConnections || headerMs < 1 || idleMs < 1 || tickMs < 1) {
                throw new IllegalArgumentException("not page server limits: " + maxConnections + " connections, "
                        + share + " a client, " + headerMs + " ms for a head, " + idleMs + " ms idle, a tick of " + tickMs + " ms");
            }
        }
    }

    private static final Logger log = LoggerFactory.getLogger(PageServer.class);

    private final String what;
    private final Router router;
    private final ServerSocket listener;
    private final Limits limits;
    private final LongSupplier clockMs;
    private final Shares<PageConnection> connections;
    private final AtomicReference<Shares<PageConnection>> streams = new AtomicReference<>();
    private final Thread acceptor;
    private final Thread sweeper;
    private volatile boolean closing;

    private PageServer(String what, ServerSocket listener, Router router, Limits limits, LongSupplier clockMs) {
        this.what = what;
        this.router = router;
        this.listener = listener;
        this.limits = limits;
        this.clockMs = clockMs;
        this.connections = Shares.ofConnections(limits.maxConnections(), limits.share());
        String name = what.replace(' ', '-');
        this.acceptor = Thread.ofVirtual().name(name + "-accept").start(this::accept);
        this.sweeper = Thread.ofVirtual().name(name + "-sweep").start(this::sweepEvery);
    }

    /**
     * Binds {@code address} for the page {@code what} without serving yet (so that a busy port is known
     * before anything else starts); the message names the page and the address.
     */
    public static ServerSocket listen(String what, InetSocketAddress address) throws IOException {
        ServerSocket s = new ServerSocket();
        try {
            s.setReuseAddress(true);
            s.bind(address, 128);
            return s;
        } catch (IOException e) {
            s.close();
            throw new IOException(what + ": cannot listen on " + address.getHostString() + ":" + address.getPort()
                    + " (" + e.getMessage() + ")", e);
        }
    }

    /** Serves {@code router} on {@code address}; {@code what} names the page in messages ("simulator"). */
    public static PageServer start(String what, InetSocketAddress address, Router router) throws IOException {
        return start(what, listen(what, address), router);
    }

    /** Serves {@code router} on {@code listener} (bound by {@link #listen}). */
    public static PageServer start(String what, ServerSocket listener, Router router) {
        return start(what, listener, router, Limits.DEFAULT, System::currentTimeMillis);
    }

    /** As {@link #start(String, ServerSocket, Router)} with {@code limits} on {@code clockMs}. */
    public static PageServer start(String what, ServerSocket listener, Router router, Limits limits, LongSupplier clockMs) {
        return new PageServer(what, listener, router, limits, clockMs);
    }

    public InetSocketAddress address() {
        return (InetSocketAddress) listener.getLocalSocketAddress();
    }

    public int port() {
        return listener.getLocalPort();
    }

    private void accept() {
        while (!closing) {
            Socket s;
            try {
                s = listener.accept();
            } catch (IOException e) {
                if (!closing) {
                    log.warn("{}: accept failed: {}", what, e.toString());
                }
                continue;
            }
            PageConnection c = new PageConnection(s, this);
            long now = clockMs.getAsLong(); // its first request's head is due within the header time
            switch (connections.admit(c.client(), c, now, now + limits.headerMs())) {
                case Shares.Admission.Admit<PageConnection> a -> serve(c);
                case Shares.Admission.AdmitClosing<PageConnection> a -> {
                    a.victim().close();
                    serve(c);
                }
                case Shares.Admission.Refuse<PageConnection> r -> refuse(s, r.why());
            }
        }
    }

    private void serve(PageConnection c) {
        Thread.ofVirtual().name(what.replace(' ', '-') + "-http").start(() -> c.serve(this::handle));
    }

    private static void refuse(Socket s, String why) {
        try (s) {
            s.setSoTimeout(1000);
            byte[] body = (Http.error(why) + "\n").getBytes(StandardCharsets.UTF_8);
            OutputStream out = s.getOutputStream();
            out.write(("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Type: application/json; charset=utf-8\r\n"
                    + "Content-Length: " + body.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.write(body);
            out.flush();
        } catch (IOException ignored) {
            // a client gone before its refusal
        }
    }

    // The connection's states, on the server's clock.

    void reading(PageConnection c) {
        connections.due(c, clockMs.getAsLong() + limits.headerMs());
    }

    void busy(PageConnection c) {
        connections.busy(c);
    }

    void waiting(PageConnection c) {
        long now = clockMs.getAsLong();
        connections.waiting(c, now, now + limits.idleMs());
    }

    void closed(PageConnection c) {
        connections.release(c);
    }

    /** Closes the connections past their deadline on the server's clock; how many. */
    int sweep() {
        var late = connections.expired(clockMs.getAsLong());
        late.forEach(PageConnection::close);
        return late.size();
    }

    private void sweepEvery() {
        while (!closing) {
            try {
                Thread.sleep(limits.tickMs());
            } catch (InterruptedException e) {
                return;
            }
            sweep();
        }
    }

    /** The connections waiting for (or reading) a request now. */
    int idleConnections() {
        return connections.closable();
    }

    /** The connections open now. */
    public int openConnections() {
        return connections.size();
    }

    private void handle(HttpExchange ex) {
        try {
            router.route(ex);
        } catch (IOException e) {
            log.debug("{}: client went away during {} {}: {}", what, ex.getRequestMethod(), ex.getRequestURI(), e.toString());
        } catch (RuntimeException e) {
            log.warn("{}: {} {} failed", what, ex.getRequestMethod(), ex.getRequestURI(), e);
            try {
                Http.sendJson(ex, 500, Http.error("internal error: " + e));
            } catch (IOException | RuntimeException ignored) {
                // headers may already be out; the client sees a broken response
            }
        } finally {
            ex.close();
        }
    }

    /**
     * Streams {@code source} to this client, unless {@code max} streams are open already and none can be
     * taken from a client holding more (then 503); one client holds at most half of them.
     */
    public void events(HttpExchange ex, LatestJson source, int max) throws IOException {
        Shares<PageConnection> open = streams.updateAndGet(s -> s != null ? s : Shares.ofStreams(max));
        PageConnection c = ex instanceof PageExchange e ? e.connection() : null;
        if (c == null) {
            throw new IllegalStateException("an exchange of another server");
        }
        switch (open.admit(c.client(), c, clockMs.getAsLong(), Long.MAX_VALUE)) {
            case Shares.Admission.Refuse<PageConnection> r -> {
                ex.getResponseHeaders().set("Retry-After", "10");
                Http.sendJson(ex, 503, Http.error("too many live streams: " + r.why()
                        + " (GET /api/state still answers)"));
                return;
            }
            case Shares.Admission.AdmitClosing<PageConnection> a -> a.victim().endStream();
            case Shares.Admission.Admit<PageConnection> a -> {
            }
        }
        try {
            Http.stream(ex, source);
        } finally {
            ex.close(); // sends the end of the stream before close() stops the server
            open.release(c);
        }
    }

    /** The live event streams open now. */
    public int openStreams() {
        Shares<PageConnection> s = streams.get();
        return s == null ? 0 : s.size();
    }

    /** Stops the server once the streams ended by {@code source.close()} (already called) have finished, at most a second. */
    public void close() {
        closing = true;
        try {
            listener.close();
        } catch (IOException ignored) {
            // closed is closed
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
        while (openStreams() > 0 && System.nanoTime() < deadline) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        sweeper.interrupt();
        connections.all().forEach(PageConnection::close);
        try {
            acceptor.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
