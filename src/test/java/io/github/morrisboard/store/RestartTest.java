package io.github.morrisboard.store;

import io.github.morrisboard.testing.Await;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The restart test: a child JVM saves a game ply by ply; it is killed (SIGKILL) at random moments,
 * often in the middle of a write, and the store is loaded again each time. No acknowledged save is
 * ever lost (the file holds the last acknowledged state or the one being written), and the file
 * is never corrupt. (A kill is not a power cut: the page cache survives it; the fsyncs that cover
 * a power cut are in {@link AtomicFile}, and torn files are covered by {@code GameStoreTest}.)
 */
class RestartTest {
    static final int GAMES = 2, RUNS = 10;

    @TempDir
    Path dir;

    @Test
    void killedWritersNeverLoseAnAcknowledgedPlyNorLeaveACorruptFile() throws Exception {
        Random r = new Random(6);
        int caughtMidSave = 0, tempLeft = 0;
        long saves = 0;
        for (int run = 0; run < RUNS; run++) {
            long seed = r.nextLong();
            List<LoadResult> script = CrashWriter.script(seed, GAMES);
            // The child's acks go to a file, not a pipe: when a process dies the JDK drains its pipe
            // concurrently with our reads, and acks could be lost; a file keeps every byte written.
            Path acks = dir.resolve("child-" + run + ".out");
            Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xshare:off", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx64m",
                    "-cp", System.getProperty("java.class.path"), CrashWriter.class.getName(),
                    dir.toString(), Long.toString(seed), Integer.toString(GAMES))
                    .redirectOutput(acks.toFile())
                    .redirectError(dir.resolve("child.err").toFile()).start();
            Await.until("its first ack", Duration.ofSeconds(60), Duration.ofMillis(5), () -> lastAckWhileAlive(acks, child),
                    ack -> ack >= 0, waited -> new AssertionFailedError("the writer did not start (" + waited + "): " + childErrors()));
            Thread.sleep(r.nextInt(300));
            child.destroyForcibly();
            assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the writer was killed");
            AtomicLong acked = new AtomicLong(lastAck(acks));
            long ack = acked.get();
            saves += ack + 1;
            Path temp = AtomicFile.temp(dir.resolve(GameStore.FILE));
            if (Files.exists(temp)) {
                tempLeft++; // killed between writing the temp file and renaming it
                Files.delete(temp); // so that the next run counts afresh
            }
            LoadResult loaded = new GameStore(dir).load();
            assertFalse(loaded instanceof LoadResult.SetAside, "run " + run + ": " + loaded);
            boolean asAcked = loaded.equals(onLoad(script.get((int) (ack % script.size()))));
            boolean oneMore = loaded.equals(onLoad(script.get((int) ((ack + 1) % script.size()))));
            if (oneMore) {
                caughtMidSave++;
            }
            assertTrue(asAcked || oneMore, "run " + run + ": acknowledged save " + ack + " of " + script.size()
                    + " but loaded " + loaded);
            try (var files = Files.list(dir)) {
                assertTrue(files.noneMatch(p -> p.getFileName().toString().contains("corrupt")), "nothing set aside");
            }
        }
        System.out.printf("%d runs, %d saves acknowledged; killed with a temp file left: %d;"
                + " killed after a save reached the disk but before its ack: %d%n", RUNS, saves, tempLeft, caughtMidSave);
    }

    /**
     * What loading finds after {@code saved} was written: a game over on disk (its last ply saved, the writer killed
     * before the clear that follows it) is recorded in the history and loads as a fresh start with its setup.
     */
    private static LoadResult onLoad(LoadResult saved) {
        return saved instanceof LoadResult.Resumed r && r.game().game().outcome().isOver() ? new LoadResult.Fresh(r.game().setup()) : saved;
    }

    /** The last ack, as {@link #lastAck}; fails at once if there is none and the writer has ended. */
    private long lastAckWhileAlive(Path acks, Process child) throws java.io.IOException {
        boolean alive = child.isAlive(); // looked at first: an ack written before it ended is read
        long ack = lastAck(acks);
        if (ack < 0 && !alive) {
            throw new AssertionFailedError("the writer did not start: " + childErrors());
        }
        return ack;
    }

    /** The last complete {@code ack N} line in the file (-1 if none yet). */
    private static long lastAck(Path file) throws java.io.IOException {
        if (!Files.exists(file)) {
            return -1;
        }
        String text = Files.readString(file, StandardCharsets.US_ASCII);
        int end = text.lastIndexOf('\n'); // a line cut off by the kill does not count
        long last = -1;
        for (String line : text.substring(0, Math.max(0, end)).split("\n")) {
            if (line.startsWith("ack ")) {
                last = Long.parseLong(line.substring(4));
            }
        }
        return last;
    }

    private String childErrors() {
        try {
            return Files.readString(dir.resolve("child.err"));
        } catch (java.io.IOException e) {
            return e.toString();
        }
    }

    @Test
    void theScriptIsRepeatable() {
        List<LoadResult> a = CrashWriter.script(42, 1);
        assertEquals(a, CrashWriter.script(42, 1));
        assertInstanceOf(LoadResult.Fresh.class, a.get(a.size() - 1));
    }
}
