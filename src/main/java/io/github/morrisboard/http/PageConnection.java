package io.github.morrisboard.http;

import com.sun.net.httpserver.HttpExchange;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One client connection of a {@link PageServer}: requests read one after another (keep-alive), each
 * answered by the router through an {@link HttpExchange} ({@link PageExchange}); a bad request is answered with its status
 * and the connection closed. Its place in the server's {@link Shares} follows it: closable while it
 * waits for (or reads) a request head, busy while a request is answered.
 */
final class PageConnection {
    /** A body read stalled this long fails (the head's timeouts are the server's sweep, on its clock). */
    static final int BODY_READ_TIMEOUT_MS = 10_000;

    private final Socket socket;
    private final String client;
    private final PageServer server;
    private volatile boolean bodyPhase;
    private volatile Thread thread;

    PageConnection(Socket socket, PageServer server) {
        this.socket = socket;
        this.client = socket.getInetAddress().getHostAddress();
        this.server = server;
    }

    String client() {
        return client;
    }

    InetSocketAddress remoteAddress() {
        return (InetSocketAddress) socket.getRemoteSocketAddress();
    }

    InetSocketAddress localAddress() {
        return (InetSocketAddress) socket.getLocalSocketAddress();
    }

    /** Closes the socket; a blocked read or write fails, a waiting stream is woken. */
    void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // closed is closed
        }
    }

    /** Ends a live stream this connection serves: closed, and its thread woken from its wait. */
    void endStream() {
        close();
        Thread t = thread;
        if (t != null) {
            t.interrupt();
        }
    }

    /** Serves requests until the client or the server closes; never throws. */
    void serve(Consumer<HttpExchange> handler) {
        thread = Thread.currentThread();
        try (socket) {
            socket.setSoTimeout(BODY_READ_TIMEOUT_MS);
            BufferedInputStream in = new BufferedInputStream(new Patient(socket.getInputStream()), 8192);
            OutputStream out = new BufferedOutputStream(socket.getOutputStream(), 8192);
            while (true) {
                in.mark(1);
                if (in.read() < 0) {
                    return;
                }
                in.reset();
                server.reading(this);
                Optional<HttpRequest> request;
                try {
                    request = HttpRequest.read(in);
                } catch (HttpRequest.Bad bad) {
                    refuse(out, bad.status(), bad.getMessage());
                    return;
                }
                if (request.isEmpty()) {
                    return;
                }
                server.busy(this);
                PageExchange ex;
                try {
                    ex = new PageExchange(this, request.get(), request.get().body(in), out);
                } catch (HttpRequest.Bad bad) {
                    refuse(out, bad.status(), bad.getMessage());
                    return;
                }
                if (request.get().version().equals("HTTP/1.1") && "100-continue".equalsIgnoreCase(request.get().headers().getFirst("Expect"))) {
                    out.write("HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1)); // curl waits a second for it
                    out.flush();
                }
                bodyPhase = true;
                handler.accept(ex);
                ex.close();
                if (!ex.reusable()) {
                    return;
                }
                bodyPhase = false;
                Thread.interrupted(); // a stream's wake-up is not the next request's
                server.waiting(this);
            }
        } catch (IOException | RuntimeException gone) {
            // the client went away, or sent what cannot be read: the connection ends
        } finally {
            server.closed(this);
        }
    }

    private static void refuse(OutputStream out, int status, String why) throws IOException {
        byte[] body = (Http.error("bad request: " + why) + "\n").getBytes(StandardCharsets.UTF_8);
        out.write(head(status, "Content-Type: application/json; charset=utf-8\r\nContent-Length: " + body.length
                + "\r\nConnection: close\r\n", Map.of()));
        out.write(body);
        out.flush();
    }

    /**
     * A response head: the status line, the {@code framing} lines as they are, then {@code headers}
     * (a value with a line break is refused: IllegalArgumentException), then the empty line.
     */
    static byte[] head(int status, String framing, Map<String, List<String>> headers) {
        StringBuilder h = new StringBuilder("HTTP/1.1 ").append(status).append(' ').append(reason(status)).append("\r\n")
                .append(framing);
        for (Map.Entry<String, List<String>> e : headers.entrySet()) {
            for (String v : e.getValue()) {
                if (v.indexOf('\r') >= 0 || v.indexOf('\n') >= 0) {
                    throw new IllegalArgumentException("a response header with a line break: " + e.getKey());
                }
                h.append(e.getKey()).append(": ").append(v).append("\r\n");
            }
        }
        return h.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    private static String reason(int status) {
        return switch (status) {
            case 200 -> "OK";
            case 201 -> "Created";
            case 202 -> "Accepted";
            case 204 -> "No Content";
            case 304 -> "Not Modified";
            case 400 -> "Bad Request";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 409 -> "Conflict";
            case 413 -> "Content Too Large";
            case 414 -> "URI Too Long";
            case 429 -> "Too Many Requests";
            case 431 -> "Request Header Fields Too Large";
            case 500 -> "Internal Server Error";
            case 501 -> "Not Implemented";
            case 503 -> "Service Unavailable";
            case 505 -> "HTTP Version Not Supported";
            default -> "Status";
        };
    }

    /** Reads on through the socket's timeout while a head is awaited (the sweep decides), not within a body. */
    private final class Patient extends FilterInputStream {
        Patient(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            return patiently(super::read);
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return patiently(() -> super.read(b, off, len));
        }

        private int patiently(Read read) throws IOException {
            while (true) {
                try {
                    return read.read();
                } catch (SocketTimeoutException e) {
                    if (bodyPhase || socket.isClosed()) {
                        throw e;
                    }
                }
            }
        }
    }

    /** One read of the socket's stream. */
    private interface Read {
        int read() throws IOException;
    }
}
