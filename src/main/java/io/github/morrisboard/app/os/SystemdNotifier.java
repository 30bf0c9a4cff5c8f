package io.github.morrisboard.app.os;

import com.sun.jna.LastErrorException;
import com.sun.jna.NativeLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * Talks to systemd over {@code $NOTIFY_SOCKET} (the sd_notify protocol: one AF_UNIX datagram of
 * {@code KEY=value} lines per message), so a {@code Type=notify} unit learns when the controller is
 * ready, what it is doing, and that its loop is alive. Abstract sockets ({@code @name}) are supported.
 *
 * <p>Without {@code $NOTIFY_SOCKET} (not under systemd) every call does nothing. A failed send is
 * logged (the first time at WARN) and never thrown: the game goes on without systemd's attention.
 * A send never waits: the control loop feeds the watchdog, and a datagram socket's queue is short
 * ({@code net.unix.max_dgram_qlen}, often 10), so when systemd (or a test) is slow to read, the
 * message is dropped and counted ({@link #dropped()}) rather than blocking the loop. A dropped
 * watchdog ping is harmless; the next one follows half a timeout later. Thread-safe.
 */
public final class SystemdNotifier implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(SystemdNotifier.class);

    private final Optional<String> socketName;
    private final Optional<Duration> watchdogTimeout;
    private byte[] address = new byte[0];
    private int fd = -1;
    private boolean warned;
    private long dropped;
    private boolean dropWarned;

    private SystemdNotifier(Optional<String> socketName, Optional<Duration> watchdogTimeout) {
        this.socketName = socketName;
        this.watchdogTimeout = watchdogTimeout;
    }

    /** A notifier that does nothing (not under systemd). */
    public static SystemdNotifier none() {
        return new SystemdNotifier(Optional.empty(), Optional.empty());
    }

    /** The notifier for this process's environment ({@code System.getenv()}). */
    public static SystemdNotifier fromEnvironment() {
        return fromEnvironment(System.getenv(), ProcessHandle.current().pid());
    }

    /**
     * The notifier the environment asks for: {@code NOTIFY_SOCKET} names the socket;
     * {@code WATCHDOG_USEC} the watchdog timeout, which applies only if {@code WATCHDOG_PID} is
     * unset or is {@code pid} (as sd_watchdog_enabled does).
     */
    public static SystemdNotifier fromEnvironment(Map<String, String> env, long pid) {
        Optional<String> socket = Optional.ofNullable(env.get("NOTIFY_SOCKET")).filter(s -> !s.isEmpty());
        if (socket.isEmpty()) {
            return none();
        }
        Optional<Duration> watchdog = Optional.ofNullable(env.get("WATCHDOG_USEC"))
                .filter(usec -> Optional.ofNullable(env.get("WATCHDOG_PID")).map(p -> p.equals(Long.toString(pid))).orElse(true))
                .flatMap(SystemdNotifier::micros);
        SystemdNotifier n = new SystemdNotifier(socket, watchdog);
        n.open();
        return n;
    }

    private static Optional<Duration> micros(String usec) {
        try {
            long us = Long.parseLong(usec.strip());
            return us > 0 ? Optional.of(Duration.ofNanos(Math.multiplyExact(us, 1000L))) : Optional.empty();
        } catch (NumberFormatException | ArithmeticException e) {
            LOG.warn("ignoring WATCHDOG_USEC={}: not a positive number of microseconds", usec);
            return Optional.empty();
        }
    }

    private synchronized void open() {
        String name = socketName.orElseThrow();
        try {
            address = LibC.sockaddrUn(name);
            fd = LibC.INSTANCE.socket(LibC.AF_UNIX, LibC.SOCK_DGRAM | LibC.SOCK_CLOEXEC, 0);
            LOG.debug("systemd notify socket {} (watchdog {})", name, watchdogTimeout.map(Duration::toString).orElse("off"));
        } catch (IllegalArgumentException | LastErrorException | UnsatisfiedLinkError e) {
            LOG.warn("cannot use NOTIFY_SOCKET={}: {}; systemd will not hear from us", name, e.getMessage());
        }
    }

    /** True when messages go somewhere (under systemd with a usable socket). */
    public synchronized boolean active() {
        return fd >= 0;
    }

    /** The watchdog timeout systemd set ({@code WatchdogSec=}), if any. */
    public Optional<Duration> watchdogTimeout() {
        return watchdogTimeout;
    }

    /** How often to send {@link #watchdog()}: half the timeout, as systemd recommends. */
    public Optional<Duration> watchdogInterval() {
        return watchdogTimeout.map(t -> t.dividedBy(2));
    }

    /** Start-up is complete: {@code READY=1}, with a status line. */
    public void ready(String status) {
        send("READY=1\nSTATUS=" + oneLine(status));
    }

    /** A free-form status line shown by {@code systemctl status}. */
    public void status(String status) {
        send("STATUS=" + oneLine(status));
    }

    /** The loop is alive: {@code WATCHDOG=1}. */
    public void watchdog() {
        send("WATCHDOG=1");
    }

    /** Start-up or shut-down needs longer: {@code EXTEND_TIMEOUT_USEC}. */
    public void extendTimeout(Duration by) {
        send("EXTEND_TIMEOUT_USEC=" + by.toNanos() / 1000);
    }

    /** Shut-down has begun: {@code STOPPING=1}, with a status line. */
    public void stopping(String status) {
        send("STOPPING=1\nSTATUS=" + oneLine(status));
    }

    /** Sends one raw message (newline-separated {@code KEY=value} lines). Returns whether it was sent. */
    public synchronized boolean send(String message) {
        if (fd < 0) {
            return false;
        }
        byte[] bytes = message.getBytes(StandardCharsets.UTF_8);
        try {
            LibC.INSTANCE.sendto(fd, bytes, new NativeLong(bytes.length), LibC.MSG_NOSIGNAL | LibC.MSG_DONTWAIT,
                    address, address.length);
            return true;
        } catch (LastErrorException e) {
            if (e.getErrorCode() == LibC.EAGAIN) {
                dropped++;
                if (!dropWarned) {
                    LOG.warn("systemd's notify socket {} is full; dropping messages until it is read (counted)",
                            socketName.orElseThrow());
                    dropWarned = true;
                }
                return false;
            }
            if (!warned) {
                LOG.warn("systemd notify to {} failed: {} (further failures logged at DEBUG)",
                        socketName.orElseThrow(), e.getMessage());
                warned = true;
            } else {
                LOG.debug("systemd notify failed: {}", e.getMessage());
            }
            return false;
        }
    }

    /** Messages dropped because systemd's socket queue was full. */
    public synchronized long dropped() {
        return dropped;
    }

    @Override
    public synchronized void close() {
        if (fd >= 0) {
            try {
                LibC.INSTANCE.close(fd);
            } catch (LastErrorException e) {
                LOG.debug("closing the notify socket: {}", e.getMessage());
            }
            fd = -1;
        }
    }

    private static String oneLine(String s) {
        return s.replaceAll("[\\r\\n]+", " ").strip();
    }
}
