package io.github.morrisboard.testing;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.*;

class SimulatorAddressTest {
    @TempDir
    Path dir;

    @Test
    void readsTheAddressOnceItIsPrinted() throws Exception {
        Path out = dir.resolve("out.txt");
        Process p = sh(out, "sleep 0.3; echo 'starting'; echo 'simulator: http://127.0.0.1:40123/'; sleep 30");
        try {
            assertEquals("http://127.0.0.1:40123/", SimulatorAddress.await(p, out, Duration.ofMillis(20)));
        } finally {
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void failsAtOnceWhenTheJarEndsWithoutIt() throws Exception {
        Path out = dir.resolve("out.txt");
        Process p = sh(out, "echo 'no such file: morrisboard.properties'; exit 2");
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> SimulatorAddress.await(p, out, Duration.ofMillis(20)));
        assertEquals("no simulator address: the jar ended (exit 2): no such file: morrisboard.properties\n", e.getMessage());
    }

    private static Process sh(Path out, String script) throws Exception {
        return new ProcessBuilder("sh", "-c", script).redirectErrorStream(true).redirectOutput(out.toFile()).start();
    }
}
