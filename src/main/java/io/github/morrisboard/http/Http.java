package io.github.morrisboard.http;

import com.sun.net.httpserver.HttpExchange;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * What the pages' servers (the simulator's, the companion's, the spectators') say the same way: the
 * limits, JSON and plain answers with their safety headers, 405 for a wrong method,
 * and a live event stream.
 */
public final class Http {
    /** Open connections at a time, streams and keep-alive ones included (shared per client: see {@link PageServer}). */
    public static final int MAX_CONNECTIONS = 64;
    /** A request's line and headers must arrive within this; a slower connection is closed (slowloris). */
    public static final int HEADER_TIMEOUT_S = 5;
    /** A comment line keeps idle event streams open through proxies and detects gone clients. */
    public static final long KEEPALIVE_MS = 15_000;
    /** The pages' content security policy: nothing but their own files. */
    public static final String PAGE_POLICY =
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; "
                    + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

    private Http() {
    }

    /** {@code {"error": message}}. */
    public static String error(String message) {
        return new JsonWriter().beginObject().field("error", message).endObject().toString();
    }

    /** False (after answering 405) when the method is not the allowed one. */
    public static boolean allow(HttpExchange ex, String method, String allowed) throws IOException {
        if (method.equals(allowed)) {
            return true;
        }
        ex.getResponseHeaders().set("Allow", allowed);
        sendJson(ex, 405, error(method + " " + ex.getRequestURI().getPath() + " not allowed: use " + allowed));
        return false;
    }

    public static void sendJson(HttpExchange ex, int status, String json) throws IOException {
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        send(ex, status, "application/json; charset=utf-8", json.getBytes(StandardCharsets.UTF_8));
    }

    public static void send(HttpExchange ex, int status, String contentType, byte[] body) throws IOException {
        ex.getResponseHeaders().set("Content-Type", contentType);
        ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
        }
    }

    /** Serves {@code source}'s snapshots as server-sent events until it closes or the client goes away. */
    public static void stream(HttpExchange ex, LatestJson source) throws IOException {
        ex.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
        ex.getResponseHeaders().set("Cache-Control", "no-store");
        ex.getResponseHeaders().set("X-Accel-Buffering", "no");
        ex.sendResponseHeaders(200, 0);
        OutputStream out = ex.getResponseBody();
        write(out, "retry: 1000\n\n");
        long seen = -1;
        try {
            while (!source.isClosed()) {
                java.util.Optional<LatestJson.Snapshot> s = source.await(seen, KEEPALIVE_MS);
                if (s.isPresent()) {
                    write(out, "id: " + s.get().version() + "\ndata: " + s.get().json() + "\n\n");
                    seen = s.get().version();
                } else if (!source.isClosed()) {
                    write(out, ": keep-alive\n\n");
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}
