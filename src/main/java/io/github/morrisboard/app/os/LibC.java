package io.github.morrisboard.app.os;

import com.sun.jna.LastErrorException;
import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The few C library calls the systemd notifier needs (the JDK's channels cannot send AF_UNIX
 * datagrams), and a thread's own nice value ({@link BackgroundPriority}), through JNA. {@code size_t}/{@code ssize_t} are {@link NativeLong} so the same
 * mapping fits 64-bit and 32-bit (armhf) Raspberry Pi OS.
 */
public interface LibC extends Library {

    int AF_UNIX = 1;
    int SOCK_DGRAM = 2;
    int SOCK_CLOEXEC = 0x80000;
    int MSG_NOSIGNAL = 0x4000;
    /** Fail with {@link #EAGAIN} instead of waiting when the receiver's queue is full. */
    int MSG_DONTWAIT = 0x40;
    int EAGAIN = 11;
    /** sizeof(struct sockaddr_un.sun_path). */
    int SUN_PATH_MAX = 108;

    LibC INSTANCE = Native.load("c", LibC.class);

    int socket(int domain, int type, int protocol) throws LastErrorException;

    NativeLong sendto(int fd, byte[] buf, NativeLong len, int flags, byte[] addr, int addrLen) throws LastErrorException;

    int close(int fd) throws LastErrorException;

    /** {@code setpriority}'s {@code which} for one process, or on Linux one thread (by its thread id). */
    int PRIO_PROCESS = 0;

    int setpriority(int which, int who, int prio) throws LastErrorException;

    /** The calling thread's id (glibc 2.30 and later). */
    int gettid();

    /**
     * {@code struct sockaddr_un} for a socket name as systemd spells it in {@code $NOTIFY_SOCKET}:
     * an absolute path, or {@code @name} for a Linux abstract socket (leading NUL, no terminator;
     * the address length then counts exactly the name's bytes). The array's length is the address length.
     */
    static byte[] sockaddrUn(String name) {
        boolean isAbstract = name.startsWith("@");
        byte[] path = (isAbstract ? name.substring(1) : name).getBytes(StandardCharsets.UTF_8);
        int pathLen = isAbstract ? 1 + path.length : path.length + 1; // leading NUL or trailing NUL
        if (!isAbstract && !name.startsWith("/")) {
            throw new IllegalArgumentException("not an absolute path or @abstract name: " + name);
        }
        if (pathLen > SUN_PATH_MAX) {
            throw new IllegalArgumentException("socket name longer than " + SUN_PATH_MAX + " bytes: " + name);
        }
        ByteBuffer b = ByteBuffer.allocate(2 + pathLen).order(ByteOrder.nativeOrder());
        b.putShort((short) AF_UNIX);
        if (isAbstract) {
            b.put((byte) 0);
        }
        b.put(path);
        return b.array(); // a path's trailing NUL is the zero the buffer was allocated with
    }
}
