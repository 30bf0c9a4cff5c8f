package io.github.morrisboard.app.service;

import io.github.morrisboard.app.NotifyReceiver;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The controller as systemd runs it: {@code target/morrisboard.jar} as a subprocess under a fake
 * notify socket, with no argument and its settings found through {@code $CONFIGURATION_DIRECTORY}, as
 * the unit starts it (the start without picocli). It must report READY with a status line, keep the watchdog fed from its loop,
 * serve the simulator, and on SIGTERM stop cleanly within a few seconds. Prints the start-up,
 * memory and idle-CPU figures.
 */
class ServiceJarIT {
    @TempDir
    Path dir;

    @Test
    void theJarStartsReportsReadyServesTheBoardAndStopsOnSigterm() throws Exception {
        Path jar = Path.of("target", "morrisboard.jar");
        assertTrue(Files.exists(jar), "run after package: " + jar.toAbsolutePath());
        Path config = dir.resolve("morrisboard.properties");
        Files.writeString(config, "state.dir = " + dir.resolve("state") + "\nport = 0\n");
        Path out = dir.resolve("out.txt");
        String java = ProcessHandle.current().info().command().orElseThrow();
        try (NotifyReceiver systemd = new NotifyReceiver(dir.resolve("notify").toString())) {
            ProcessBuilder pb = new ProcessBuilder(java, "-XX:+UseSerialGC", "-Xmx96m",
                    "--enable-native-access=ALL-UNNAMED", "-jar", jar.toString())
                    .redirectErrorStream(true).redirectOutput(out.toFile());
            pb.environment().put("CONFIGURATION_DIRECTORY", dir.toString());
            pb.environment().put("NOTIFY_SOCKET", systemd.name());
            pb.environment().put("WATCHDOG_USEC", "2000000");
            pb.environment().put("INVOCATION_ID", "0123456789abcdef");
            long start = System.nanoTime();
            Process p = pb.start();
            // systemd reads its socket all the time; so does this test, on a thread of its own
            BlockingQueue<String> notes = systemd.drainInBackground();
            try {
                List<String> before = new ArrayList<>();
                String ready = notes.poll(120, TimeUnit.SECONDS);
                while (ready != null && !ready.startsWith("READY=1") && before.size() < 10) {
                    before.add(ready); // e.g. EXTEND_TIMEOUT while starting
                    ready = notes.poll(120, TimeUnit.SECONDS);
                }
                long readyMs = (System.nanoTime() - start) / 1_000_000;
                String got = ready;
                assertTrue(ready != null && ready.startsWith("READY=1"), () -> "no READY (got " + before + " " + got + "): " + read(out));
                // the menu, or (a very busy machine) still reading the board: READY does not wait for ever
                assertTrue(ready.contains("STATUS=menu") || ready.contains("STATUS=starting"), ready);
                List<String> seen = new ArrayList<>();
                for (String m = notes.poll(60, TimeUnit.SECONDS); m != null && seen.size() < 20; m = notes.poll(60, TimeUnit.SECONDS)) {
                    seen.add(m);
                    if (m.equals("WATCHDOG=1")) {
                        break;
                    }
                }
                assertTrue(seen.contains("WATCHDOG=1"), "the loop feeds the watchdog: " + seen);

                Matcher url = Pattern.compile("simulator: (http://127\\.0\\.0\\.1:\\d+/)").matcher(read(out));
                assertTrue(url.find(), read(out));
                HttpClient http = HttpClient.newHttpClient();
                HttpResponse<String> state = http.send(HttpRequest.newBuilder(URI.create(url.group(1) + "api/state"))
                        .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
                assertEquals(200, state.statusCode());
                assertTrue(state.body().contains("\"mode\":\"menu\""), state.body());

                // idle figures: resident memory and CPU over 5 s, after 5 s for the JIT to settle
                long pid = p.pid();
                Thread.sleep(5000);
                long cpu0 = cpuTicks(pid);
                Thread.sleep(5000);
                long cpu1 = cpuTicks(pid);
                long rssKb = rssKb(pid);
                double idleCpu = (cpu1 - cpu0) / 100.0 / 5.0 * 100;
                System.out.printf("FIGURES start-to-READY %d ms (java -version: %d ms), RSS at idle %d MB, idle CPU %.1f%%%n",
                        readyMs, javaVersionMs(java), rssKb / 1024, idleCpu);

                long stop = System.nanoTime();
                p.destroy(); // SIGTERM
                // a hang is the failure; how long a busy machine takes is a figure
                assertTrue(p.waitFor(60, TimeUnit.SECONDS), "exits after SIGTERM: " + read(out));
                System.out.printf("FIGURES SIGTERM to exit %d ms, exit status %d%n", (System.nanoTime() - stop) / 1_000_000, p.exitValue());
            } finally {
                p.destroyForcibly();
            }
            List<String> after = new ArrayList<>();
            for (String m = notes.poll(2, TimeUnit.SECONDS); m != null; m = notes.poll(1, TimeUnit.SECONDS)) {
                after.add(m);
            }
            assertTrue(after.stream().anyMatch(m -> m.startsWith("STOPPING=1")), after.toString());
        }
        String log = read(out);
        assertTrue(log.contains("shutdown complete"), log);
        assertFalse(log.contains("Exception"), log);
    }

    private static long cpuTicks(long pid) throws Exception {
        String[] f = Files.readString(Path.of("/proc/" + pid + "/stat")).replaceAll("^.*\\) ", "").split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]); // utime + stime (fields 14, 15)
    }

    private static long rssKb(long pid) throws Exception {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("\\D", ""));
            }
        }
        return -1;
    }

    private static long javaVersionMs(String java) throws Exception {
        long t = System.nanoTime();
        new ProcessBuilder(java, "-version").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start().waitFor();
        return (System.nanoTime() - t) / 1_000_000;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (Exception e) {
            return "(unreadable: " + e + ")";
        }
    }
}
