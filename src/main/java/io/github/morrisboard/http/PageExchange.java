package io.github.morrisboard.http;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpContext;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpPrincipal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;

/**
 * One request of a {@link PageConnection} and its answer, as the JDK's {@link HttpExchange}: the
 * response head goes out with {@link #sendResponseHeaders} (framed by its length: fixed, chunked,
 * or to the connection's end for HTTP/1.0), and closing ends the body and reads what is left of
 * the request's, so that a keep-alive connection's next request starts clean.
 */
final class PageExchange extends HttpExchange {
    private final PageConnection connection;
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

    PageExchange(PageConnection connection, HttpRequest request, InputStream body, OutputStream raw) {
        this.connection = connection;
        this.request = request;
        this.body = body;
        this.raw = raw;
        this.keepAlive = request.keepAlive();
    }

    PageConnection connection() {
        return connection;
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
        return PageContext.ROOT;
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
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

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
        responseHeaders.remove("Content-Length");
        responseHeaders.remove("Transfer-Encoding");
        if (!keepAlive) {
            responseHeaders.set("Connection", "close");
        } else if (request.version().equals("HTTP/1.0")) {
            responseHeaders.set("Connection", "keep-alive");
        }
        String framing = !chunked ? "Content-Length: " + Math.max(0, responseLength) + "\r\n"
                : keepAlive ? "Transfer-Encoding: chunked\r\n" : "";
        raw.write(PageConnection.head(rCode, framing, responseHeaders));
        if (head || responseLength < 0) {
            raw.flush();
            responseBody = OutputStream.nullOutputStream();
        } else if (chunked) {
            responseBody = keepAlive ? ResponseBody.chunked(raw) : ResponseBody.unframed(raw);
        } else {
            responseBody = ResponseBody.fixed(raw, responseLength, () -> broken = true);
        }
    }

    @Override
    public InetSocketAddress getRemoteAddress() {
        return connection.remoteAddress();
    }

    @Override
    public int getResponseCode() {
        return status;
    }

    @Override
    public InetSocketAddress getLocalAddress() {
        return connection.localAddress();
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
}
