package io.github.morrisboard.app;

import io.github.morrisboard.app.os.LibC;

import com.sun.jna.LastErrorException;
import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * What systemd does with {@code $NOTIFY_SOCKET}, for tests: a bound AF_UNIX datagram socket
 * (a filesystem path or an {@code @abstract} name) that receives sd_notify messages. Made with JNA
 * in-process so it needs nothing installed.
 */
public final class NotifyReceiver implements AutoCloseable {

    interface Calls extends Library {
        Calls C = Native.load("c", Calls.class);

        int socket(int domain, int type, int protocol) throws LastErrorException;

        int bind(int fd, byte[] addr, int len) throws LastErrorException;

        int poll(byte[] fds, NativeLong nfds, int timeoutMillis) throws LastErrorException;

        NativeLong recv(int fd, byte[] buf, NativeLong len, int flags) throws LastErrorException;

        int close(int fd) throws LastErrorException;
    }

    private static final short POLLIN = 1;

    private final String name;
    private final int fd;
    private volatile boolean closed;
    private volatile Thread reader;

    /** Binds {@code name} as systemd spells it in {@code $NOTIFY_SOCKET}. */
    public NotifyReceiver(String name) {
        this.name = name;
        this.fd = Calls.C.socket(LibC.AF_UNIX, LibC.SOCK_DGRAM | LibC.SOCK_CLOEXEC, 0);
        byte[] addr = LibC.sockaddrUn(name);
        Calls.C.bind(fd, addr, addr.length);
    }

    /** The value for {@code NOTIFY_SOCKET}. */
    public String name() {
        return name;
    }

    /** The next datagram, or empty if none arrives within {@code timeoutMillis}. */
    public Optional<String> receive(int timeoutMillis) {
        ByteBuffer pfd = ByteBuffer.allocate(8).order(ByteOrder.nativeOrder());
        pfd.putInt(fd).putShort(POLLIN).putShort((short) 0);
        byte[] fds = pfd.array();
        if (Calls.C.poll(fds, new NativeLong(1), timeoutMillis) == 0) {
            return Optional.empty();
        }
        byte[] buf = new byte[4096];
        int n = Calls.C.recv(fd, buf, new NativeLong(buf.length), 0).intValue();
        return Optional.of(new String(buf, 0, n, StandardCharsets.UTF_8));
    }

    /**
     * Reads every message as it arrives on a thread of its own (as systemd does), into the returned
     * queue, until {@link #close()}: a test that pauses never lets the sender's queue fill up.
     */
    public BlockingQueue<String> drainInBackground() {
        BlockingQueue<String> got = new LinkedBlockingQueue<>();
        Thread t = Thread.ofPlatform().daemon(true).name("notify-receiver").start(() -> {
            while (!closed) {
                receive(200).ifPresent(got::add);
            }
        });
        reader = t;
        return got;
    }

    @Override
    public void close() {
        closed = true;
        Thread t = reader;
        if (t != null) {
            try {
                t.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        Calls.C.close(fd);
    }
}
