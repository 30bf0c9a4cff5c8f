package io.github.morrisboard.app.service;

import io.github.morrisboard.testing.JarRun;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.morrisboard.testing.JarRun.MODE;
import static io.github.morrisboard.testing.JarRun.RECORD;
import static io.github.morrisboard.testing.JarRun.SYNC;
import static io.github.morrisboard.testing.JarRun.field;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The simulated board keeps its pieces through a power cut, as a wooden one does: the real jar
 * plays the opening of a human-vs-human game and is killed (SIGKILL, no shutdown); then it starts
 * again on the same state directory. With the pieces where they were (the usual case) it resumes
 * in sync without a click. With one piece moved, added or removed while it was down ({@code --board}
 * sets up the board for the second start) it shows a mismatch naming exactly the changed points,
 * accepts no ply, and once the piece is put back it is in sync with the same record.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RestartIT {
    private static final Pattern POINT = Pattern.compile("\\b[a-g][1-7]\\b");
    /** White a1, black d6, white g7, black b4: no mill, white to place. */
    private static final List<String> OPENING = List.of("a1", "d6", "g7", "b4");
    /** Longer than sensing's settle time and reconciliation's grace period, with room for a busy machine. */
    private static final long QUIET_MS = 3000;

    private final List<JarRun> started = new ArrayList<>();
    private Path dir;
    private Path config;
    private String record;
    private int runs;

    @BeforeAll
    void playTheOpeningAndCutThePower() throws Exception {
        dir = Files.createTempDirectory("restart-it-");
        config = dir.resolve("morrisboard.properties");
        Files.writeString(config, "state.dir = " + dir.resolve("state") + "\nport = 0\nmode = human-vs-human\n");
        JarRun run = start("--board", "empty");
        assertEquals("menu", field(MODE, run.state()));
        run.hand("d1");
        Thread.sleep(900);
        run.hand("d1");
        run.await(s -> field(MODE, s).equals("human-vs-human"), "a game to start");
        for (String p : OPENING) {
            String before = field(RECORD, run.state());
            run.hand(p);
            run.await(s -> field(RECORD, s).length() > before.length(), "the placement on " + p);
        }
        record = field(RECORD, run.state());
        assertEquals(OPENING, plies(record), record);
        run.powerCut();
    }

    @AfterEach
    void cutThePowerOfEveryRun() throws InterruptedException {
        for (JarRun run : started) {
            run.close();
        }
        started.clear();
    }

    @AfterAll
    void cutThePowerAndFigures() throws InterruptedException {
        cutThePowerOfEveryRun(); // also when the opening itself failed (no test ran)
        System.out.printf("FIGURES restart runs: %d%n", runs);
    }

    @Test
    void withThePiecesInPlaceItResumesInSyncWithoutAClick() throws Exception {
        start("--board", String.join(",", OPENING)).powerCut();          // as the board stood, kept
        long t0 = System.nanoTime();
        JarRun run = start();                                              // no --board: the kept board
        String s = run.state();
        System.out.printf("FIGURES restart with the pieces in place: page up after %d ms%n", (System.nanoTime() - t0) / 1_000_000);
        assertEquals(record, field(RECORD, s));
        for (String p : OPENING) {
            assertTrue(s.contains("\"" + p + "\":{\"magnet\":true"), p + " is still standing: " + s);
        }
        run.await(x -> field(SYNC, x).equals("in sync"), "in sync");
        Thread.sleep(QUIET_MS);
        s = run.state();
        assertEquals("in sync", field(SYNC, s), "still in sync after the grace period, no click: " + s);
        assertEquals(record, field(RECORD, s));
    }

    @Test
    void withThePiecesInPlacePlayGoesOnAfterTheRestart() throws Exception {
        // A copy of the state: the ply played here must not change the other tests' game.
        Path copy = dir.resolve("state-play-on");
        Files.createDirectories(copy);
        try (var files = Files.list(dir.resolve("state"))) {
            for (Path f : files.toList()) {
                Files.copy(f, copy.resolve(f.getFileName()));
            }
        }
        Path playOn = dir.resolve("play-on.properties");
        Files.writeString(playOn, "state.dir = " + copy + "\nport = 0\nmode = human-vs-human\n");
        start(playOn, "--board", String.join(",", OPENING)).powerCut();
        JarRun run = start(playOn);
        run.await(x -> field(SYNC, x).equals("in sync"), "in sync");
        run.hand("e3");                                                    // white's next placement
        run.await(x -> field(RECORD, x).equals(record + " e3"), "white's placement on e3 to be accepted");
    }

    @Test
    void aPieceMovedWhileDownIsAMismatchOfExactlyItsTwoPoints() throws Exception {
        changedWhileDown(List.of("b4"), List.of("b2"));
    }

    /** Not guessed: a piece found on an empty point may be either colour, or a ply made and not saved. */
    @Test
    void aPieceAddedWhileDownIsAMismatchOfExactlyThatPoint() throws Exception {
        changedWhileDown(List.of(), List.of("f2"));
    }

    @Test
    void aPieceRemovedWhileDownIsAMismatchOfExactlyThatPoint() throws Exception {
        changedWhileDown(List.of("a1"), List.of());
    }

    /** Restarts with {@code missing} lifted and {@code extra} put down; checks the mismatch, then puts things back. */
    private void changedWhileDown(List<String> missing, List<String> extra) throws Exception {
        List<String> board = new ArrayList<>(OPENING);
        board.removeAll(missing);
        board.addAll(extra);
        JarRun run = start("--board", board.isEmpty() ? "empty" : String.join(",", board));
        assertEquals(record, field(RECORD, run.state()), "the saved game resumes");
        String s = run.await(x -> field(SYNC, x).startsWith("mismatch"), "a mismatch");
        String sync = field(SYNC, s);
        int cut = sync.indexOf("extra");
        assertEquals(new TreeSet<>(missing), points(cut < 0 ? sync : sync.substring(0, cut)), "missing: " + sync);
        assertEquals(new TreeSet<>(extra), points(cut < 0 ? "" : sync.substring(cut)), "extra: " + sync);
        Thread.sleep(QUIET_MS);
        assertEquals(record, field(RECORD, run.state()), "no ply accepted while the board differs");

        for (String p : extra) {
            run.hand(p);
        }
        for (String p : missing) {
            run.hand(p);
        }
        run.await(x -> field(SYNC, x).equals("in sync"), "in sync once the pieces are back");
        Thread.sleep(QUIET_MS);
        s = run.state();
        assertEquals("in sync", field(SYNC, s));
        assertEquals(record, field(RECORD, s), "the same record: nothing accepted, nothing lost");
        run.powerCut();
    }

    private static Set<String> points(String text) {
        Set<String> out = new TreeSet<>();
        Matcher m = POINT.matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private static List<String> plies(String record) {
        return io.github.morrisboard.engine.Notation.splitPlies(record);
    }

    /**
     * Starts the jar on the state directory and waits for its page, and for the board behind it to
     * have started ({@link JarRun#start}).
     */
    private JarRun start(String... args) throws Exception {
        return start(config, args);
    }

    private JarRun start(Path config, String... args) throws Exception {
        JarRun run = JarRun.start(config, dir.resolve("out-" + runs++ + ".txt"), args);
        started.add(run);
        return run;
    }
}
