package io.github.morrisboard.app.os;

import io.github.morrisboard.app.NotifyReceiver;


import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SystemdNotifierTest {

    private static final long PID = 4242;

    @TempDir
    Path dir;

    @Test
    void sendsReadyStatusWatchdogAndStoppingToAPathSocket() {
        try (NotifyReceiver systemd = new NotifyReceiver(dir.resolve("notify").toString());
             SystemdNotifier n = SystemdNotifier.fromEnvironment(Map.of("NOTIFY_SOCKET", systemd.name()), PID)) {
            assertTrue(n.active());
            n.ready("human vs AI, move 0, in sync");
            assertEquals(Optional.of("READY=1\nSTATUS=human vs AI, move 0, in sync"), systemd.receive(2000));
            n.status("two\nlines");
            assertEquals(Optional.of("STATUS=two lines"), systemd.receive(2000));
            n.watchdog();
            assertEquals(Optional.of("WATCHDOG=1"), systemd.receive(2000));
            n.extendTimeout(Duration.ofSeconds(30));
            assertEquals(Optional.of("EXTEND_TIMEOUT_USEC=30000000"), systemd.receive(2000));
            n.stopping("saving the game");
            assertEquals(Optional.of("STOPPING=1\nSTATUS=saving the game"), systemd.receive(2000));
            assertEquals(Optional.empty(), systemd.receive(50), "nothing else was sent");
        }
    }

    /**
     * systemd reads its notify socket at its own pace, and a datagram socket's queue is short
     * ({@code net.unix.max_dgram_qlen}, 10 here). A full queue must never block the caller (the
     * control loop feeds the watchdog): the message is dropped and counted.
     */
    @Test
    void aFullSocketNeverBlocksTheSenderAndDropsAreCounted() {
        NotifyReceiver systemd = new NotifyReceiver(dir.resolve("slow").toString());
        // the receiver closes first, so a sender blocked on it (the bug) wakes and the test fails instead of hanging
        try (SystemdNotifier n = SystemdNotifier.fromEnvironment(Map.of("NOTIFY_SOCKET", systemd.name()), PID);
             systemd) {
            // Far more than any queue length; with a blocking send the first one past the queue hangs for ever.
            int[] sent = {0};
            assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
                for (int i = 0; i < 2000; i++) {
                    if (n.send("WATCHDOG=1")) {
                        sent[0]++;
                    }
                }
            }, "a send blocked on a full notify socket");
            assertTrue(sent[0] > 0, "the first messages fit in the queue");
            assertEquals(2000 - sent[0], n.dropped(), "every message that did not fit is counted");
            assertTrue(n.dropped() > 0, "the queue filled up");
            // once systemd reads again, messages go through
            while (systemd.receive(50).isPresent()) {
                // drain
            }
            assertTrue(n.send("STATUS=back"));
        }
    }

    @Test
    void reachesAnAbstractSocket() {
        String name = "@morrisboard-test-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
        try (NotifyReceiver systemd = new NotifyReceiver(name);
             SystemdNotifier n = SystemdNotifier.fromEnvironment(Map.of("NOTIFY_SOCKET", name), PID)) {
            n.ready("ready");
            assertEquals(Optional.of("READY=1\nSTATUS=ready"), systemd.receive(2000));
        }
    }

    @Test
    void withoutNotifySocketEverythingIsANoOp() {
        try (SystemdNotifier n = SystemdNotifier.fromEnvironment(Map.of("WATCHDOG_USEC", "1000000"), PID)) {
            assertFalse(n.active());
            assertFalse(n.send("READY=1"));
            n.ready("x");
            n.watchdog();
            assertEquals(Optional.empty(), n.watchdogInterval());
        }
    }

    @Test
    void aVanishedSocketIsReportedNotThrown() {
        SystemdNotifier n;
        try (NotifyReceiver systemd = new NotifyReceiver(dir.resolve("gone").toString())) {
            n = SystemdNotifier.fromEnvironment(Map.of("NOTIFY_SOCKET", systemd.name()), PID);
        }
        // the receiver is closed, but its path stays bound to nothing: connection refused
        dir.resolve("gone").toFile().delete();
        assertFalse(n.send("WATCHDOG=1"));
        n.close();
    }

    @Test
    void watchdogIntervalIsHalfOfWatchdogUsecForThisProcessOnly() {
        String sock = dir.resolve("s").toString();
        try (NotifyReceiver ignored = new NotifyReceiver(sock)) {
            try (SystemdNotifier n = SystemdNotifier.fromEnvironment(
                    Map.of("NOTIFY_SOCKET", sock, "WATCHDOG_USEC", "30000000"), PID)) {
                assertEquals(Optional.of(Duration.ofSeconds(30)), n.watchdogTimeout());
                assertEquals(Optional.of(Duration.ofSeconds(15)), n.watchdogInterval());
            }
            try (SystemdNotifier n = SystemdNotifier.fromEnvironment(
                    Map.of("NOTIFY_SOCKET", sock, "WATCHDOG_USEC", "30000000", "WATCHDOG_PID", "4242"), PID)) {
                assertEquals(Optional.of(Duration.ofSeconds(15)), n.watchdogInterval());
            }
            try (SystemdNotifier n = SystemdNotifier.fromEnvironment(
                    Map.of("NOTIFY_SOCKET", sock, "WATCHDOG_USEC", "30000000", "WATCHDOG_PID", "1"), PID)) {
                assertEquals(Optional.empty(), n.watchdogInterval(), "meant for another process");
            }
            try (SystemdNotifier n = SystemdNotifier.fromEnvironment(
                    Map.of("NOTIFY_SOCKET", sock, "WATCHDOG_USEC", "soon"), PID)) {
                assertEquals(Optional.empty(), n.watchdogInterval());
            }
        }
    }

    @Test
    void sockaddrLayoutMatchesTheKernels() {
        byte[] path = LibC.sockaddrUn("/run/x");
        assertEquals(2 + 6 + 1, path.length, "family, path, NUL");
        assertEquals(0, path[path.length - 1]);
        byte[] abs = LibC.sockaddrUn("@ab");
        assertEquals(2 + 1 + 2, abs.length, "family, leading NUL, name without terminator");
        assertArrayEquals(new byte[]{0, 'a', 'b'}, java.util.Arrays.copyOfRange(abs, 2, 5));
        assertThrows(IllegalArgumentException.class, () -> LibC.sockaddrUn("relative/path"));
        assertThrows(IllegalArgumentException.class, () -> LibC.sockaddrUn("/" + "x".repeat(107)));
    }

    @Test
    void aBadSocketNameLeavesTheNotifierInactive() {
        try (SystemdNotifier n = SystemdNotifier.fromEnvironment(Map.of("NOTIFY_SOCKET", "relative"), PID)) {
            assertFalse(n.active());
        }
    }
}
