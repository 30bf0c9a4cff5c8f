package io.github.morrisboard.app;

import io.github.morrisboard.ai.BackgroundAnalyser;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Game;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The analysis thread as the service makes it runs at nice 19, and only it: the board's threads keep theirs. */
class BackgroundPriorityTest {
    private static final Path SELF = Path.of("/proc/thread-self/stat");

    /** The calling thread's nice value (field 19 of its stat line; the name in parentheses may hold spaces). */
    private static int nice() throws IOException {
        String stat = Files.readString(SELF);
        return Integer.parseInt(stat.substring(stat.lastIndexOf(')') + 2).split(" ")[16]);
    }

    @Test
    void theServicesAnalysisThreadRunsAtNice19AndTheCallerKeepsItsPriority() throws Exception {
        assumeTrue(Files.isReadable(SELF), "Linux only");
        int before = nice();
        CompletableFuture<Integer> seen = new CompletableFuture<>();
        try (BackgroundAnalyser analyser = new BackgroundAnalyser(Tables.none(), 2_000, BackgroundPriority::lowerThisThread)) {
            analyser.submit(Game.replay(io.github.morrisboard.engine.Rules.STANDARD, "d2 d6 b4"), a -> {
                try {
                    seen.complete(nice());
                } catch (IOException e) {
                    seen.completeExceptionally(e);
                }
            });
            assertEquals(BackgroundPriority.NICE, seen.get(60, TimeUnit.SECONDS), "the analysis thread's nice value");
        }
        assertEquals(before, nice(), "the thread that submitted keeps its nice value");
    }
}
