package io.github.morrisboard.http;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A response body's framing on the connection's stream {@code out}: of its announced length
 * ({@link #fixed}), in chunks ({@link #chunked}) or to the end of the connection ({@link #unframed}).
 * Flushing passes through; a single byte is written as an array of one.
 */
abstract class ResponseBody extends OutputStream {
    final OutputStream out;

    ResponseBody(OutputStream out) {
        this.out = out;
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    /** A body of {@code length} bytes; closed short of it, {@code whenShort} runs (the connection cannot be used again). */
    static ResponseBody fixed(OutputStream out, long length, Runnable whenShort) {
        return new ResponseBody(out) {
            private long left = length;
            private boolean done;

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (len > left) {
                    throw new IOException("a response body longer than its Content-Length");
                }
                out.write(b, off, len);
                left -= len;
            }

            @Override
            public void close() throws IOException {
                if (!done) {
                    done = true;
                    out.flush();
                    if (left > 0) {
                        whenShort.run();
                    }
                }
            }
        };
    }

    /** A body in chunks, one a write; closing writes the last chunk. */
    static ResponseBody chunked(OutputStream out) {
        return new ResponseBody(out) {
            private boolean done;

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
            public void close() throws IOException {
                if (!done) {
                    done = true;
                    out.write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
                    out.flush();
                }
            }
        };
    }

    /** A body to the end of the connection (HTTP/1.0): closing only flushes, the connection closes after the exchange. */
    static ResponseBody unframed(OutputStream out) {
        return new ResponseBody(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                out.flush();
            }
        };
    }
}
