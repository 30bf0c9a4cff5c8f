package io.github.morrisboard.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The JDK HTTP server as both pages use it: one virtual thread per request, every request routed
 * by one function that may fail without harm (a client gone is logged quietly, a bug answers 500),
 * live event streams capped, and a close that lets the streams end cleanly first.
 */
public final class PageServer {
    /** Answers one request. */
    public interface Router {
        void route(HttpExchange ex) throws IOException;
    }

    static {
        Http.limits(); // before the first server of the process is made
    }

    private static final Logger log = LoggerFactory.getLogger(PageServer.class);

    private final String what;
    private final Router router;
    private final HttpServer http;
    private final ExecutorService executor;
    private final AtomicInteger openStreams = new AtomicInteger();

    private PageServer(String what, InetSocketAddress address, Router router) throws IOException {
        this.what = what;
        this.router = router;
        try {
            this.http = HttpServer.create(address, 0);
        } catch (IOException e) {
            throw new IOException(what + ": cannot listen on " + address.getHostString() + ":" + address.getPort()
                    + " (" + e.getMessage() + ")", e);
        }
        this.executor = Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name(what.replace(' ', '-') + "-http-", 0).factory());
        http.setExecutor(executor);
        http.createContext("/", this::handle);
        http.start();
    }

    /** Serves {@code router} on {@code address}; {@code what} names the page in messages ("simulator"). */
    public static PageServer start(String what, InetSocketAddress address, Router router) throws IOException {
        return new PageServer(what, address, router);
    }

    public InetSocketAddress address() {
        return http.getAddress();
    }

    public int port() {
        return http.getAddress().getPort();
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

    /** Streams {@code source} to this client, unless {@code max} streams are open already (then 503). */
    public void events(HttpExchange ex, LatestJson source, int max) throws IOException {
        if (openStreams.incrementAndGet() > max) {
            openStreams.decrementAndGet();
            ex.getResponseHeaders().set("Retry-After", "10");
            Http.sendJson(ex, 503, Http.error("too many live streams: " + max
                    + " pages are watching already; close one (GET /api/state still answers)"));
            return;
        }
        try {
            Http.stream(ex, source);
        } finally {
            ex.close(); // sends the end of the stream before close() stops the server
            openStreams.decrementAndGet();
        }
    }

    /** The live event streams open now. */
    public int openStreams() {
        return openStreams.get();
    }

    /** Stops the server once the streams ended by {@code source.close()} (already called) have finished, at most a second. */
    public void close() {
        // (HttpServer.stop(delay) alone would wait the whole delay on JDK 21.)
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
        while (openStreams.get() > 0 && System.nanoTime() < deadline) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        http.stop(0);
        executor.shutdownNow();
    }
}
