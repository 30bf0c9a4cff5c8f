package io.github.morrisboard.app.service;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.testing.Await;
import io.github.morrisboard.testing.SimulatorAddress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * A power cut costs nothing: the real jar plays a human-vs-human game on the simulated board and
 * is killed (SIGKILL, no shutdown at all) at random moments — mid-move, mid-settle, mid-write —
 * then started again on a swept board (a game with pieces is then set up again by lights, and resumes once
 * they stand). Every ply the board had accepted (as its page showed) must be there after
 * the restart, and the game file must never be set aside as corrupt.
 */
class PowerCutIT {
    private static final Pattern RECORD = Pattern.compile("\"record\":\"([^\"]*)\"");
    private static final Pattern MODE = Pattern.compile("\"mode\":\"([^\"]*)\"");
    private static final Pattern SYNC = Pattern.compile("\"sync\":\"([^\"]*)\"");
    /** How often a wait reads the page or the jar's output. */
    private static final Duration LOOK = Duration.ofMillis(50);
    private final HttpClient http = HttpClient.newHttpClient();

    @TempDir
    Path dir;

    @Test
    void killedAtRandomMomentsItResumesWithEveryAcceptedPly() throws Exception {
        Path config = dir.resolve("morrisboard.properties");
        Files.writeString(config, "state.dir = " + dir.resolve("state") + "\nport = 0\nmode = human-vs-human\n");
        // the game the people will play: seeded random legal plies
        Game plan = Game.start(Rules.STANDARD);
        SplittableRandom rnd = new SplittableRandom(11);
        while (plan.plyCount() < 30 && !plan.outcome().isOver()) {
            List<Ply> legal = plan.position().legalPlies();
            plan = plan.play(legal.get(rnd.nextInt(legal.size())));
        }
        List<Ply> plies = plan.plies();
        String acknowledged = "";
        int restarts = 0;
        while (restarts < 4 && !acknowledged.equals(plan.record())) {
            // --board empty: the board cleared while the power was off, then put back piece by piece (the
            // usual case, pieces left standing, is RestartIT's).
            Process p = start(config, dir.resolve("out-" + restarts + ".txt"), "--board", "empty");
            try {
                String base = SimulatorAddress.await(p, dir.resolve("out-" + restarts + ".txt"), LOOK);
                // the controller reads the board first (mode "starting" until every reed chip has answered)
                String state = await(base, s -> !field(MODE, s).equals("starting"), "the board to be read");
                String record = field(RECORD, state);
                assertTrue(record.startsWith(acknowledged) && record.length() <= acknowledged.length() + 8,
                        "restart " + restarts + ": acknowledged \"" + acknowledged + "\" but resumed \"" + record + "\"");
                if (restarts == 0) {
                    assertEquals("menu", field(MODE, state));
                    toggle(base, "d1");
                    Thread.sleep(900);
                    toggle(base, "d1");
                    await(base, s -> field(MODE, s).equals("human-vs-human"), "a game to start");
                } else {
                    // the board was swept (--board empty): a game with pieces is set up again by lights first (issue 33)
                    String mode = field(MODE, state);
                    assertTrue(mode.equals("human-vs-human") || mode.equals("setup") && !record.isEmpty(),
                            "an unfinished game resumes, set up again first when it has pieces: " + mode + ", \"" + record + "\"");
                    restoreBoard(base, record);
                }
                acknowledged = record;
                // play a few plies, then cut the power at a random moment
                int n = Notation.splitPlies(record).size();
                int stopAfter = n + 2 + rnd.nextInt(5);
                for (int i = n; i < Math.min(stopAfter, plies.size()); i++) {
                    String before = acknowledged;
                    carryOut(base, plies.get(i));
                    if (i == stopAfter - 1) {
                        break; // killed before this ply is confirmed: it may or may not have settled
                    }
                    acknowledged = field(RECORD, await(base, s -> field(RECORD, s).length() > before.length(), "ply " + i));
                }
                Thread.sleep(rnd.nextInt(900)); // anywhere: settling, saving, idle
            } finally {
                p.destroyForcibly(); // a power cut: no shutdown hook runs
                assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            }
            try (var files = Files.list(dir.resolve("state"))) {
                assertTrue(files.noneMatch(f -> f.getFileName().toString().contains("corrupt")), "nothing set aside");
            }
            restarts++;
        }
        // a last start: everything acknowledged is there
        Process p = start(config, dir.resolve("out-last.txt"));
        try {
            String record = field(RECORD, get(SimulatorAddress.await(p, dir.resolve("out-last.txt"), LOOK) + "api/state"));
            assertTrue(record.startsWith(acknowledged), "acknowledged \"" + acknowledged + "\" but resumed \"" + record + "\"");
            System.out.printf("FIGURES power cuts: %d, plies kept: %d%n", restarts, Notation.splitPlies(record).size());
        } finally {
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private Process start(Path config, Path out, String... args) throws IOException {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> cmd = new java.util.ArrayList<>(List.of(java, "-XX:+UseSerialGC", "-Xmx96m", "--enable-native-access=ALL-UNNAMED",
                "-jar", Path.of("target", "morrisboard.jar").toString(), "--config", config.toString()));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
    }

    /**
     * After a restart the simulated magnets are as they were at the cut (the simulator keeps them),
     * perhaps mid-move or a ply ahead of the saved game: make the board match the saved game.
     */
    private void restoreBoard(String base, String record) throws Exception {
        Game g = Game.replay(Rules.STANDARD, record);
        String state = await(base, s -> !field(MODE, s).equals("starting"), "the board to be read");
        for (int p = 0; p < Point.COUNT; p++) {
            boolean wanted = (g.position().occupied() & Point.bit(p)) != 0;
            boolean there = state.contains("\"" + Point.name(p) + "\":{\"magnet\":true");
            if (wanted != there) {
                toggle(base, Point.name(p));
            }
        }
        await(base, s -> field(SYNC, s).equals("in sync") && field(MODE, s).equals("human-vs-human"), "the restored board to match");
    }

    private void carryOut(String base, Ply ply) throws Exception {
        switch (ply.kind()) {
            case PLACE, REMOVE -> toggle(base, Point.name(ply.to()));
            case MOVE -> {
                toggle(base, Point.name(ply.from()));
                Thread.sleep(300);
                toggle(base, Point.name(ply.to()));
            }
        }
    }

    private void toggle(String base, String point) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "api/points/" + point + "/toggle"))
                .POST(HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
    }

    private String get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    /** Reads the state until it is {@code ok} (20 s at most), and returns it. */
    private String await(String base, Predicate<String> ok, String what) throws Exception {
        return Await.until(what, Duration.ofSeconds(20), LOOK, () -> get(base + "api/state"), ok, AssertionFailedError::new);
    }

    private static String field(Pattern p, String json) {
        Matcher m = p.matcher(json);
        return m.find() ? m.group(1) : "";
    }
}
