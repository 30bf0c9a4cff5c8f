package io.github.morrisboard.app.service;

import io.github.morrisboard.app.Cli;
import io.github.morrisboard.app.Main;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.store.StateLock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** F19: two controllers never share a state directory; the second start is refused in one line, exit status 2. */
class StateLockTest {
    @TempDir
    Path dir;

    Config config(Path state) {
        return ConfigLoader.parse(state.resolve("test.properties"), List.of("night.from = 00:00", "night.until = 00:00"),
                Map.of()).withStateDir(state).withPort(0);
    }

    @Test
    void theSecondControllerOnOneStateDirectoryIsRefused() throws Exception {
        Path state = Files.createDirectories(dir.resolve("state"));
        ServiceBoard a = ServiceBoard.start("A", config(state));
        try {
            ServiceBoard[] b = new ServiceBoard[1];
            // before: B started too, and its game replaced A's game.txt
            IOException e = assertThrows(IOException.class, () -> b[0] = ServiceBoard.start("B", config(state)));
            if (b[0] != null) {
                b[0].stop();
            }
            assertTrue(e.getMessage().startsWith(state.toAbsolutePath() + ": the state directory is in use"), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        } finally {
            a.stop();
        }
        ServiceBoard again = ServiceBoard.start("A again", config(state)); // released at the stop
        again.stop();
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // before the lock, the start ran on: cut off
    void theCommandLineSaysSoInOneLineWithExitStatusTwo() throws Exception {
        Path state = Files.createDirectories(dir.resolve("state"));
        Path settings = Files.writeString(dir.resolve("s.properties"), "state.dir = " + state + "\nport = 0\n");
        try (StateLock held = StateLock.take(state)) {
            Cli run = Cli.run("--simulate", "--config", settings.toString(), "--board", "empty");
            assertEquals(Main.EXIT_USAGE, run.status(), run.err());
            assertEquals("error: " + state.toAbsolutePath() + ": the state directory is in use by another running morrisboard"
                    + " (it holds the lock on morrisboard.lock); stop that one first, or give this one its own state.dir",
                    run.err().strip());
        }
    }
}
