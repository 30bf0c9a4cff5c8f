package io.github.morrisboard.testing;

import org.opentest4j.AssertionFailedError;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The simulated board's address, as the jar an integration test starts prints it
 * ({@code simulator: http://127.0.0.1:PORT/}) into the file its output goes to.
 */
public final class SimulatorAddress {
    /** How long the jar may take to print it, on a busy machine. */
    public static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final Pattern LINE = Pattern.compile("simulator: (http://127\\.0\\.0\\.1:\\d+/)");

    private SimulatorAddress() {
    }

    /**
     * Waits for {@code jar} to print the address into {@code out}, reading it every {@code poll}, and
     * returns the address; fails at once if the jar ends first, and after {@link #PATIENCE} with what
     * it printed.
     */
    public static String await(Process jar, Path out, Duration poll) throws IOException, InterruptedException {
        Matcher m = LINE.matcher(Await.until("the simulator's address", PATIENCE, poll, () -> printed(jar, out),
                text -> LINE.matcher(text).find(), AssertionFailedError::new));
        m.find();
        return m.group(1);
    }

    private static String printed(Process jar, Path out) throws IOException {
        if (!jar.isAlive()) {
            throw new AssertionFailedError("no simulator address: the jar ended (exit " + jar.exitValue() + "): " + Files.readString(out));
        }
        return Files.readString(out);
    }
}
