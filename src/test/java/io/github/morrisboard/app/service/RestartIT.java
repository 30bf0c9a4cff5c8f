package io.github.morrisboard.app.service;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.testing.Await;
import io.github.morrisboard.testing.SimulatorAddress;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.opentest4j.AssertionFailedError;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
    private static final Pattern RECORD = Pattern.compile("\"record\":\"([^\"]*)\"");
    private static final Pattern MODE = Pattern.compile("\"mode\":\"([^\"]*)\"");
    private static final Pattern SYNC = Pattern.compile("\"sync\":\"([^\"]*)\"");
    private static final Pattern POINT = Pattern.compile("\\b[a-g][1-7]\\b");
    /** White a1, black d6, white g7, black b4: no mill, white to place. */
    private static final List<String> OPENING = List.of("a1", "d6", "g7", "b4");
    /** Longer than sensing's settle time and reconciliation's grace period, with room for a busy machine. */
    private static final long QUIET_MS = 3000;
    /** How often a wait reads the page or the jar's output. */
    private static final Duration LOOK = Duration.ofMillis(50);

    private final HttpClient http = HttpClient.newHttpClient();
    private final List<Process> started = new ArrayList<>();
    private Path dir;
    private Path config;
    private String record;
    private int runs;

    @BeforeAll
    void playTheOpeningAndCutThePower() throws Exception {
        dir = Files.createTempDirectory("restart-it-");
        config = dir.resolve("morrisboard.properties");
        Files.writeString(config, "state.dir = " + dir.resolve("state") + "\nport = 0\nmode = human-vs-human\n");
        Run run = start("--board", "empty");
        assertEquals("menu", field(MODE, run.state()));
        run.toggle("d1");
        Thread.sleep(900);
        run.toggle("d1");
        run.await(s -> field(MODE, s).equals("human-vs-human"), "a game to start");
        for (String p : OPENING) {
            String before = field(RECORD, run.state());
            run.toggle(p);
            run.await(s -> field(RECORD, s).length() > before.length(), "the placement on " + p);
        }
        record = field(RECORD, run.state());
        assertEquals(OPENING, plies(record), record);
        run.powerCut();
    }

    @AfterEach
    void cutThePowerOfEveryRun() throws InterruptedException {
        for (Process p : started) {
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
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
        Run run = start();                                                 // no --board: the kept board
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
        Run run = start(playOn);
        run.await(x -> field(SYNC, x).equals("in sync"), "in sync");
        run.toggle("e3");                                                  // white's next placement
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
        Run run = start("--board", board.isEmpty() ? "empty" : String.join(",", board));
        assertEquals(record, field(RECORD, run.state()), "the saved game resumes");
        String s = run.await(x -> field(SYNC, x).startsWith("mismatch"), "a mismatch");
        String sync = field(SYNC, s);
        int cut = sync.indexOf("extra");
        assertEquals(new TreeSet<>(missing), points(cut < 0 ? sync : sync.substring(0, cut)), "missing: " + sync);
        assertEquals(new TreeSet<>(extra), points(cut < 0 ? "" : sync.substring(cut)), "extra: " + sync);
        Thread.sleep(QUIET_MS);
        assertEquals(record, field(RECORD, run.state()), "no ply accepted while the board differs");

        for (String p : extra) {
            run.toggle(p);
        }
        for (String p : missing) {
            run.toggle(p);
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
     * have started (the page is served while the service is still starting: a quiet machine's run
     * read "starting" where the menu was due).
     */
    private Run start(String... args) throws Exception {
        return start(config, args);
    }

    private Run start(Path config, String... args) throws Exception {
        Path out = dir.resolve("out-" + runs++ + ".txt");
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> cmd = new ArrayList<>(List.of(java, "-XX:+UseSerialGC", "-Xmx96m", "--enable-native-access=ALL-UNNAMED",
                "-jar", Path.of("target", "morrisboard.jar").toString(), "--config", config.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        started.add(p);
        Run run = new Run(p, SimulatorAddress.await(p, out, LOOK));
        run.await(s -> !field(MODE, s).isEmpty() && !field(MODE, s).equals("starting"), "the board to start");
        return run;
    }

    /** One run of the jar. */
    private final class Run {
        private final Process process;
        private final String base;

        Run(Process process, String base) {
            this.process = process;
            this.base = base;
        }

        String state() throws Exception {
            return http.send(HttpRequest.newBuilder(URI.create(base + "api/state")).timeout(Duration.ofSeconds(10)).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
        }

        void toggle(String point) throws Exception {
            Point.parse(point);
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "api/points/" + point + "/toggle"))
                    .POST(HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(10)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, r.statusCode(), r.body());
            Thread.sleep(400); // a hand, not a machine gun
        }

        /** Reads the state until it is {@code ok} (20 s at most), and returns it. */
        String await(Predicate<String> ok, String what) throws Exception {
            return Await.until(what, Duration.ofSeconds(20), LOOK, this::state, ok, AssertionFailedError::new);
        }

        /** SIGKILL: no shutdown hook runs, as when the power goes. */
        void powerCut() throws InterruptedException, IOException {
            process.destroyForcibly();
            assertTrue(process.waitFor(30, TimeUnit.SECONDS));
        }
    }

    private static String field(Pattern p, String json) {
        Matcher m = p.matcher(json);
        return m.find() ? m.group(1) : "";
    }
}
