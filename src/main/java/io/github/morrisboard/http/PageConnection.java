package io.github.morrisboard.http;

import com.sun.net.httpserver.Authenticator;
import com.sun.net.httpserver.Filter;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpPrincipal;
import com.sun.net.httpserver.HttpServer;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * One client connection of a {@link PageServer}: requests read one after another (keep-alive), each
 * answered by the router through an {@link HttpExchange}; a bad request is answered with its status
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
                Exchange ex;
                try {
                    ex = new Exchange(request.get(), request.get().body(in), out);
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
        out.write(("HTTP/1.1 " + status + " " + reason(status) + "\r\nContent-Type: application/json; charset=utf-8\r\n"
                + "Content-Length: " + body.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.write(body);
        out.flush();
    }

    static String reason(int status) {
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
            while (true) {
                try {
                    return super.read();
                } catch (SocketTimeoutException e) {
                    if (bodyPhase || socket.isClosed()) {
                        throw e;
                    }
                }
            }
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            while (true) {
                try {
                    return super.read(b, off, len);
                } catch (SocketTimeoutException e) {
                    if (bodyPhase || socket.isClosed()) {
                        throw e;
                    }
                }
            }
        }
    }

    /** One request and its answer. */
    final class Exchange extends HttpExchange {
        private final HttpRequest request;
        private final InputStream body;
        private final OutputStream raw;
        private final Headers responseHeaders = new Headers();
        private final Map<String, Object> attributes = new HashMap<>();
        private OutputStream responseBody = OutputStream.nullOutputStream();
        private int status = -1;
        private boolean keepAlive;
        private boolean closed;
        private boolean broken;

        Exchange(HttpRequest request, InputStream body, OutputStream raw) {
            this.request = request;
            this.body = body;
            this.raw = raw;
            this.keepAlive = request.keepAlive();
        }

        PageConnection connection() {
            return PageConnection.this;
        }

        boolean reusable() {
            return keepAlive && status >= 0 && !broken;
        }

        @Override
        public Headers getRequestHeaders() {
            return request.headers();
        }

        @Override
        public Headers getResponseHeaders() {
            return responseHeaders;
        }

        @Override
        public URI getRequestURI() {
            return request.uri();
        }

        @Override
        public String getRequestMethod() {
            return request.method();
        }

        @Override
        public HttpContext getHttpContext() {
            return Context.ROOT;
        }

        @Override
        public void close() {
            if (closed) {
                return;
            }
            closed = true;
            try {
                if (status < 0) {
                    broken = true;
                    return;
                }
                responseBody.close();
                if (keepAlive) { // the rest of the body, bounded by its framing, so that the next request starts clean
                    body.transferTo(OutputStream.nullOutputStream());
                }
            } catch (IOException | RuntimeException e) {
                broken = true;
            }
        }

        @Override
        public InputStream getRequestBody() {
            return body;
        }

        @Override
        public OutputStream getResponseBody() {
            return new ByteWiseOut() {
                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    if (status < 0) {
                        throw new IOException("the response body is written before its headers");
                    }
                    responseBody.write(b, off, len);
                }

                @Override
                public void flush() throws IOException {
                    responseBody.flush();
                }

                @Override
                public void close() throws IOException {
                    responseBody.close();
                }
            };
        }

        @Override
        public void sendResponseHeaders(int rCode, long responseLength) throws IOException {
            if (status >= 0) {
                throw new IOException("the response headers are sent already");
            }
            if (rCode < 100 || rCode > 999) {
                throw new IllegalArgumentException("not a status: " + rCode);
            }
            status = rCode;
            boolean head = request.method().equals("HEAD");
            boolean chunked = responseLength == 0 && !head;
            if (chunked && !request.version().equals("HTTP/1.1")) {
                keepAlive = false; // an HTTP/1.0 client reads to the end of the connection
            }
            StringBuilder h = new StringBuilder("HTTP/1.1 ")
                    .append(rCode).append(' ').append(reason(rCode)).append("\r\n");
            responseHeaders.remove("Content-Length");
            responseHeaders.remove("Transfer-Encoding");
            if (!keepAlive) {
                responseHeaders.set("Connection", "close");
            } else if (request.version().equals("HTTP/1.0")) {
                responseHeaders.set("Connection", "keep-alive");
            }
            if (chunked) {
                if (keepAlive) {
                    h.append("Transfer-Encoding: chunked\r\n");
                }
            } else {
                h.append("Content-Length: ").append(Math.max(0, responseLength)).append("\r\n");
            }
            for (Map.Entry<String, List<String>> e : responseHeaders.entrySet()) {
                for (String v : e.getValue()) {
                    if (v.indexOf('\r') >= 0 || v.indexOf('\n') >= 0) {
                        throw new IllegalArgumentException("a response header with a line break: " + e.getKey());
                    }
                    h.append(e.getKey()).append(": ").append(v).append("\r\n");
                }
            }
            h.append("\r\n");
            raw.write(h.toString().getBytes(StandardCharsets.ISO_8859_1));
            if (head || responseLength < 0) {
                raw.flush();
                responseBody = OutputStream.nullOutputStream();
            } else if (chunked) {
                responseBody = keepAlive ? new ChunkedOut(raw) : new Unframed(raw);
            } else {
                responseBody = new FixedOut(raw, responseLength);
            }
        }

        @Override
        public InetSocketAddress getRemoteAddress() {
            return (InetSocketAddress) socket.getRemoteSocketAddress();
        }

        @Override
        public int getResponseCode() {
            return status;
        }

        @Override
        public InetSocketAddress getLocalAddress() {
            return (InetSocketAddress) socket.getLocalSocketAddress();
        }

        @Override
        public String getProtocol() {
            return request.version();
        }

        @Override
        public Object getAttribute(String name) {
            return attributes.get(name);
        }

        @Override
        public void setAttribute(String name, Object value) {
            attributes.put(name, value);
        }

        @Override
        public void setStreams(InputStream i, OutputStream o) {
            throw new UnsupportedOperationException("the pages' server does not take other streams");
        }

        @Override
        public HttpPrincipal getPrincipal() {
            return null; // the JDK's contract: no authenticator, no principal
        }

        /** A body of its announced length; a short one breaks the connection. */
        private final class FixedOut extends ByteWiseOut {
            private final OutputStream out;
            private long left;
            private boolean done;

            FixedOut(OutputStream out, long length) {
                this.out = out;
                this.left = length;
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (len > left) {
                    throw new IOException("a response body longer than its Content-Length");
                }
                out.write(b, off, len);
                left -= len;
            }

            @Override
            public void flush() throws IOException {
                out.flush();
            }

            @Override
            public void close() throws IOException {
                if (!done) {
                    done = true;
                    out.flush();
                    if (left > 0) {
                        broken = true;
                    }
                }
            }
        }

        /** A body in chunks, one a write. */
        private final class ChunkedOut extends ByteWiseOut {
            private final OutputStream out;
            private boolean done;

            ChunkedOut(OutputStream out) {
                this.out = out;
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (done) {
                    throw new IOException("the response body is closed");
                }
                if (len > 0) {
                    out.write((Integer.toHexString(len) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
                    out.write(b, off, len);
                    out.write('\r');
                    out.write('\n');
                }
            }

            @Override
            public void flush() throws IOException {
                out.flush();
            }

            @Override
            public void close() throws IOException {
                if (!done) {
                    done = true;
                    out.write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
                    out.flush();
                }
            }
        }
    }

    /** A body to the end of the connection (HTTP/1.0): close only flushes, the connection closes after the exchange. */
    private static final class Unframed extends OutputStream {
        private final OutputStream out;

        Unframed(OutputStream out) {
            this.out = out;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.flush();
        }
    }

    /** The one context of the pages' server: every path, routed by the page itself. */
    private static final class Context extends HttpContext {
        static final Context ROOT = new Context();
        private final Map<String, Object> attributes = new HashMap<>();

        @Override
        public HttpHandler getHandler() {
            throw new UnsupportedOperationException("the pages' server routes by its Router");
        }

        @Override
        public void setHandler(HttpHandler handler) {
            throw new UnsupportedOperationException("the pages' server routes by its Router");
        }

        @Override
        public String getPath() {
            return "/";
        }

        @Override
        public HttpServer getServer() {
            throw new UnsupportedOperationException("the pages' server is not the JDK's");
        }

        @Override
        public Map<String, Object> getAttributes() {
            return attributes;
        }

        @Override
        public List<Filter> getFilters() {
            return List.of();
        }

        @Override
        public Authenticator setAuthenticator(Authenticator auth) {
            throw new UnsupportedOperationException("the pages' server has no authenticator");
        }

        @Override
        public Authenticator getAuthenticator() {
            return null; // the JDK's contract: none set
        }
    }

    /** A stream whose single-byte write is its array write's. */
    private abstract static class ByteWiseOut extends OutputStream {
        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }
    }
}
