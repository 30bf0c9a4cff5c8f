package io.github.morrisboard.http;

import com.sun.net.httpserver.Headers;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The HTTP/1.1 request parser of the pages' server: a request line and headers read within bounds
 * (line length, header count, total size), the body framed by Content-Length or chunked and bounded.
 * Anything else is a {@link Bad} naming the status to answer and why; nothing reads without bound.
 *
 * @param method  as sent (a token)
 * @param uri     the request target, origin form
 * @param version "HTTP/1.1" or "HTTP/1.0"
 * @param headers as the JDK's {@link Headers} (case-insensitive)
 */
public record HttpRequest(String method, URI uri, String version, Headers headers) {
    /** A request line or one header line, at most. */
    public static final int MAX_LINE = 8192;
    /** Headers at most. */
    public static final int MAX_HEADERS = 100;
    /** The head (request line and headers) at most. */
    public static final int MAX_HEAD = 32 * 1024;
    /** A body at most (the pages take small forms). */
    public static final long MAX_BODY = 64 * 1024;

    /** A request that cannot be answered as asked: answer {@code status}, then close. */
    public static final class Bad extends Exception {
        private final int status;

        public Bad(int status, String why) {
            super(why, null, false, false);
            this.status = status;
        }

        public int status() {
            return status;
        }
    }

    /** Whether the connection stays open after this request's answer. */
    public boolean keepAlive() {
        String c = Optional.ofNullable(headers.getFirst("Connection")).orElse("").toLowerCase(Locale.ROOT);
        return version.equals("HTTP/1.1") ? !c.contains("close") : c.contains("keep-alive");
    }

    /**
     * Reads one request head from {@code in}; empty at a clean end of stream before its first byte.
     * Leading empty lines are skipped (RFC 9112 2.2).
     */
    public static Optional<HttpRequest> read(InputStream in) throws IOException, Bad {
        int[] budget = {MAX_HEAD};
        String line;
        do {
            Optional<String> l = line(in, budget, true);
            if (l.isEmpty()) {
                return Optional.empty();
            }
            line = l.get();
        } while (line.isEmpty());
        String[] parts = line.split(" ", -1);
        if (parts.length != 3 || !token(parts[0])) {
            throw new Bad(400, "not a request line: " + shorten(line));
        }
        String version = parts[2];
        if (!version.equals("HTTP/1.1") && !version.equals("HTTP/1.0")) {
            throw new Bad(version.startsWith("HTTP/") ? 505 : 400, "not HTTP/1.1 or 1.0: " + shorten(version));
        }
        URI uri;
        try {
            uri = new URI(parts[1]);
        } catch (URISyntaxException e) {
            throw new Bad(400, "not a request target: " + shorten(parts[1]));
        }
        if (!parts[1].startsWith("/") || uri.getRawPath() == null) {
            throw new Bad(400, "not a path: " + shorten(parts[1]));
        }
        Headers headers = new Headers();
        int count = 0;
        while (true) {
            String h = line(in, budget, false).orElseThrow(() -> new IOException("the connection closed within the headers"));
            if (h.isEmpty()) {
                break;
            }
            if (++count > MAX_HEADERS) {
                throw new Bad(431, "more than " + MAX_HEADERS + " headers");
            }
            int colon = h.indexOf(':');
            if (colon <= 0 || !token(h.substring(0, colon))) {
                throw new Bad(400, "not a header: " + shorten(h));
            }
            if (h.indexOf('\r') >= 0) {
                throw new Bad(400, "a bare CR in a header: " + shorten(h));
            }
            headers.add(h.substring(0, colon), h.substring(colon + 1).strip());
        }
        HttpRequest r = new HttpRequest(parts[0], uri, version, headers);
        r.bodyLength(); // refuses bad framing before anything is routed
        return Optional.of(r);
    }

    /** The body's framing: empty for chunked, else its length (0 when none). */
    public Optional<Long> bodyLength() throws Bad {
        List<String> te = headers.get("Transfer-Encoding");
        List<String> cl = headers.get("Content-Length");
        if (te != null) {
            if (cl != null) {
                throw new Bad(400, "both Transfer-Encoding and Content-Length");
            }
            if (te.size() != 1 || !te.get(0).equalsIgnoreCase("chunked")) {
                throw new Bad(501, "Transfer-Encoding other than chunked: " + shorten(String.join(", ", te)));
            }
            return Optional.empty();
        }
        if (cl == null) {
            return Optional.of(0L);
        }
        if (cl.stream().distinct().count() != 1 || !cl.get(0).matches("[0-9]{1,18}")) {
            throw new Bad(400, "not a Content-Length: " + shorten(String.join(", ", cl)));
        }
        long n = Long.parseLong(cl.get(0));
        if (n > MAX_BODY) {
            throw new Bad(413, "a body of " + n + " bytes (at most " + MAX_BODY + ")");
        }
        return Optional.of(n);
    }

    /** The body as a stream over {@code in}: exactly its bytes, at most {@link #MAX_BODY}. */
    public InputStream body(InputStream in) throws Bad {
        Optional<Long> length = bodyLength();
        return length.isPresent() ? new Fixed(in, length.get()) : new Chunked(in);
    }

    private static boolean token(String s) {
        if (s.isEmpty()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c <= ' ' || c >= 127 || "\"(),/:;<=>?@[\\]{}".indexOf(c) >= 0) {
                return false;
            }
        }
        return true;
    }

    static String shorten(String s) {
        String clean = s.codePoints().map(c -> c < ' ' || c == 127 ? '?' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        return clean.length() <= 80 ? clean : clean.substring(0, 80) + "…";
    }

    /** One line ended by CRLF (a bare LF is taken too); empty at the end of stream before any byte, if allowed. */
    private static Optional<String> line(InputStream in, int[] budget, boolean endAllowed) throws IOException, Bad {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        while (true) {
            int c = in.read();
            if (c < 0) {
                if (endAllowed && b.size() == 0) {
                    return Optional.empty();
                }
                throw new IOException("the connection closed within a line");
            }
            if (--budget[0] < 0) {
                throw new Bad(431, "a request head longer than " + MAX_HEAD + " bytes");
            }
            if (c == '\n') {
                byte[] bytes = b.toByteArray();
                int n = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
                return Optional.of(new String(bytes, 0, n, StandardCharsets.ISO_8859_1));
            }
            if (c == 0) {
                throw new Bad(400, "a NUL in the request head");
            }
            if (b.size() >= MAX_LINE) {
                throw new Bad(b.size() > 0 && endAllowed ? 414 : 431, "a line longer than " + MAX_LINE + " bytes");
            }
            b.write(c);
        }
    }

    /** A body of a known length. */
    private static final class Fixed extends ByteWise {
        private final InputStream in;
        private long left;

        Fixed(InputStream in, long length) {
            this.in = in;
            this.left = length;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left == 0) {
                return -1;
            }
            if (len == 0) {
                return 0;
            }
            int n = in.read(b, off, (int) Math.min(len, left));
            if (n < 0) {
                throw new IOException("the connection closed within the body");
            }
            left -= n;
            return n;
        }

        @Override
        public void close() {
            // the server drains what is left, or closes the connection
        }
    }

    /** A chunked body (RFC 9112 7.1), extensions and trailers skipped, at most {@link #MAX_BODY} in all. */
    private static final class Chunked extends ByteWise {
        private final InputStream in;
        private long chunkLeft;
        private long total;
        private boolean done;

        Chunked(InputStream in) {
            this.in = in;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (done) {
                return -1;
            }
            if (len == 0) {
                return 0;
            }
            if (chunkLeft == 0) {
                if (total > 0) {
                    crlf();
                }
                chunkLeft = size();
                if (chunkLeft == 0) {
                    trailers();
                    done = true;
                    return -1;
                }
            }
            int n = in.read(b, off, (int) Math.min(len, chunkLeft));
            if (n < 0) {
                throw new IOException("the connection closed within a chunk");
            }
            chunkLeft -= n;
            total += n;
            return n;
        }

        private long size() throws IOException {
            String l = chunkLine();
            int semi = l.indexOf(';');
            String hex = (semi < 0 ? l : l.substring(0, semi)).strip();
            if (!hex.matches("[0-9a-fA-F]{1,8}")) {
                throw new IOException("not a chunk size: " + shorten(l));
            }
            long n = Long.parseLong(hex, 16);
            if (total + n > MAX_BODY) {
                throw new IOException("a chunked body longer than " + MAX_BODY + " bytes");
            }
            return n;
        }

        private void crlf() throws IOException {
            if (!chunkLine().isEmpty()) {
                throw new IOException("a chunk not followed by CRLF");
            }
        }

        private void trailers() throws IOException {
            for (int i = 0; i <= MAX_HEADERS; i++) {
                if (chunkLine().isEmpty()) {
                    return;
                }
            }
            throw new IOException("more than " + MAX_HEADERS + " trailers");
        }

        private String chunkLine() throws IOException {
            try {
                return line(in, new int[] {MAX_LINE + 2}, false).orElseThrow();
            } catch (Bad e) {
                throw new IOException(e.getMessage());
            }
        }
    }

    /** A stream whose single-byte read is its array read's. */
    private abstract static class ByteWise extends InputStream {
        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }
    }
}
