package io.github.morrisboard.app.service;

import io.github.morrisboard.app.NotifyReceiver;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lifecycle in a real JVM under a fake systemd: a notify socket, a watchdog, SIGTERM.
 */
class ServiceLifecycleProcessTest {

    @TempDir
    Path dir;

    @Test
    void startsReportsReadyPingsAndStopsCleanlyOnSigterm() throws Exception {
        Path record = dir.resolve("record.txt");
        Path out = dir.resolve("stdout.txt");
        try (NotifyReceiver systemd = new NotifyReceiver(dir.resolve("notify").toString())) {
            String java = ProcessHandle.current().info().command().orElseThrow();
            ProcessBuilder pb = new ProcessBuilder(java, "-Xshare:auto", "-XX:+UseSerialGC",
                    "--enable-native-access=ALL-UNNAMED",
                    "-cp", System.getProperty("java.class.path"),
                    LifecycleProbe.class.getName(), record.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(out.toFile());
            pb.environment().put("NOTIFY_SOCKET", systemd.name());
            pb.environment().put("WATCHDOG_USEC", "200000"); // ping every 100 ms
            pb.environment().put("INVOCATION_ID", "0123456789abcdef");
            long start = System.nanoTime();
            Process p = pb.start();
            try {
                assertEquals(Optional.of("READY=1\nSTATUS=probe: in sync"), systemd.receive(30_000),
                        () -> "no READY; output: " + read(out));
                long readyMillis = (System.nanoTime() - start) / 1_000_000;
                System.out.println("start to READY: " + readyMillis + " ms");
                assertEquals(Optional.of("WATCHDOG=1"), systemd.receive(2000));
                assertEquals(Optional.of("WATCHDOG=1"), systemd.receive(2000), "keeps pinging");

                p.destroy(); // SIGTERM
                assertTrue(p.waitFor(10, TimeUnit.SECONDS), "exits within a few seconds of SIGTERM");
                assertEquals(143, p.exitValue(), "128 + SIGTERM, which the unit lists in SuccessExitStatus");
            } finally {
                p.destroyForcibly();
            }
            List<String> messages = new ArrayList<>();
            for (Optional<String> m = systemd.receive(500); m.isPresent(); m = systemd.receive(200)) {
                messages.add(m.get());
            }
            assertTrue(messages.contains("STOPPING=1\nSTATUS=shutting down"), messages.toString());
        }
        assertEquals(List.of("ai stopped", "saved", "dark"), Files.readAllLines(record));
        List<String> log = Files.readAllLines(out);
        assertTrue(log.contains("<6>ServiceLifecycle: ready: probe: in sync"), log.toString());
        assertTrue(log.contains("<6>ServiceLifecycle: shutdown complete"), log.toString());
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (Exception e) {
            return "(unreadable: " + e + ")";
        }
    }
}
