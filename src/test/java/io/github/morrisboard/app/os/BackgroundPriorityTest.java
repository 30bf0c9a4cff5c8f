package io.github.morrisboard.app.os;


import io.github.morrisboard.ai.BackgroundAnalyser;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Game;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The analysis thread with the service's hook runs at nice 19, and only it: the board's threads keep
 * theirs. (That the assembled board's own analysis thread does: {@code AnalysisAfterGameTest}.)
 */
public class BackgroundPriorityTest {
    private static final Path SELF = Path.of("/proc/thread-self/stat");

    /** The calling thread's nice value. */
    private static int nice() throws IOException {
        return nice(Files.readString(SELF));
    }

    /** The nice value in a thread's stat line (field 19; the name in parentheses may hold spaces). */
    private static int nice(String stat) {
        return Integer.parseInt(stat.substring(stat.lastIndexOf(')') + 2).split(" ")[16]);
    }

    /** The nice values of this process's threads named {@code name} (Linux knows a thread by Java's name, up to 15 characters). */
    public static List<Integer> niceOfThreads(String name) throws IOException {
        List<Integer> found = new ArrayList<>();
        try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path task : tasks.toList()) {
                try {
                    if (Files.readString(task.resolve("comm")).strip().equals(name)) {
                        found.add(nice(Files.readString(task.resolve("stat"))));
                    }
                } catch (NoSuchFileException e) {
                    // the thread ended meanwhile
                }
            }
        }
        return found;
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
