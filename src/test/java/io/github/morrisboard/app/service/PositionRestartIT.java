package io.github.morrisboard.app.service;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.PositionText;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.testing.Await;
import io.github.morrisboard.testing.JarRun;
import io.github.morrisboard.testing.SimulatorAddress;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.github.morrisboard.testing.JarRun.MODE;
import static io.github.morrisboard.testing.JarRun.RECORD;
import static io.github.morrisboard.testing.JarRun.SYNC;
import static io.github.morrisboard.testing.JarRun.field;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A game from a position typed on the phone survives power cuts (issue 33): the real jar ({@code web = play}) pairs
 * a phone at its simulated board (the page's own routes, the board's lit points), takes the position from it, sets
 * it up by hand and plays on; then it is killed (SIGKILL, no shutdown) and started again on the same state
 * directory. With the pieces standing it resumes at once, in sync, from that position (a ply legal only there is
 * accepted); with the board swept while it was down, it is set up again by lights first, then resumes. The game
 * file is never set aside.
 */
class PositionRestartIT {
    private static final Pattern COMPANION = Pattern.compile("companion page \\(play\\): (http://127\\.0\\.0\\.1:\\d+/)");
    /** White a1 d2 g4, black d6 g7, six and seven to place, black to move: d6 is black's, not free as at the start. */
    static final String TYPED = "W:a1,d2,g4 B:d6,g7 hand 6/7 black to move";

    private final HttpClient http = HttpClient.newHttpClient();
    private final List<JarRun> started = new ArrayList<>();
    private int runs;

    @TempDir
    Path dir;

    @AfterEach
    void cutThePower() throws InterruptedException {
        for (JarRun run : started) {
            run.close();
        }
    }

    @Test
    void aGameFromATypedPositionResumesFromItAfterPowerCuts() throws Exception {
        Path config = dir.resolve("morrisboard.properties");
        Files.writeString(config, "state.dir = " + dir.resolve("state") + "\nport = 0\nweb = play\nweb.port = 0\nmode = human-vs-ai\n");
        Position from = PositionText.parse(Rules.STANDARD, TYPED);

        JarRun run = start(config, "--board", "empty");
        run.await(s -> field(MODE, s).equals("menu"), "the menu");
        Phone phone = pair(run);
        HttpResponse<String> sent = postPage(run, "/api/commands/position", phone,
                "position=" + URLEncoder.encode(TYPED, StandardCharsets.UTF_8) + "&players=human-vs-human");
        assertEquals(202, sent.statusCode(), sent.body());
        run.await(s -> field(MODE, s).equals("setup"), "the position lit to set up");
        for (String p : List.of("a1", "d2", "g4", "d6", "g7")) {
            run.hand(p);
        }
        run.await(s -> field(MODE, s).equals("human-vs-human"), "two people playing on from the position");
        for (String ply : List.of("b4", "e4")) {
            String before = field(RECORD, run.state());
            run.hand(ply);
            run.await(s -> !field(RECORD, s).equals(before), "the placement on " + ply);
        }
        assertEquals("b4 e4", field(RECORD, run.state()));
        run.powerCut();

        JarRun again = start(config);                                       // the pieces as they stood
        String s = again.await(x -> field(SYNC, x).equals("in sync"), "in sync after the restart");
        assertEquals("human-vs-human", field(MODE, s), "the game resumes, not the menu");
        assertEquals("b4 e4", field(RECORD, s));
        Game g = play(from, "b4 e4");
        assertPieces(g.position(), s);
        again.hand("b6");                                                   // black's next placement
        again.await(x -> field(RECORD, x).equals("b4 e4 b6"), "play going on from the position");
        again.powerCut();

        JarRun swept = start(config, "--board", "empty");                   // swept while the power was off
        swept.await(x -> field(MODE, x).equals("setup"), "the swept board set up again first");
        assertEquals("b4 e4 b6", field(RECORD, swept.state()), "the page shows the game being set up again");
        Game after = play(from, "b4 e4 b6");
        for (int p = 0; p < Point.COUNT; p++) {
            if ((after.position().occupied() & Point.bit(p)) != 0) {
                swept.hand(Point.name(p));
            }
        }
        s = swept.await(x -> field(MODE, x).equals("human-vs-human") && field(SYNC, x).equals("in sync"), "the game resumed");
        assertEquals("b4 e4 b6", field(RECORD, s));
        assertPieces(after.position(), s);
        try (var files = Files.list(dir.resolve("state"))) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().contains("corrupt")), "nothing set aside");
        }
        assertTrue(Files.readString(dir.resolve("state").resolve("game.txt")).contains("start " + TYPED + "\ngame on\nplies b4 e4 b6\n"));
        System.out.printf("FIGURES position restart runs: %d%n", runs);
    }

    private static Game play(Position from, String record) {
        Game g = Game.from(from);
        for (var p : Notation.parseRecord(from, record)) {
            g = g.play(p);
        }
        return g;
    }

    /** The page's pieces are the position's, point by point. */
    private static void assertPieces(Position p, String state) {
        for (int i = 0; i < Point.COUNT; i++) {
            String want = (p.white() & Point.bit(i)) != 0 ? "white" : (p.black() & Point.bit(i)) != 0 ? "black" : "";
            assertTrue(state.contains("\"" + Point.name(i) + "\":{\"magnet\":" + !want.isEmpty() + ",\"piece\":\"" + want + "\""),
                    Point.name(i) + " should be " + (want.isEmpty() ? "empty" : want) + ": " + state);
        }
    }

    private JarRun start(Path config, String... args) throws Exception {
        JarRun run = JarRun.start(config, dir.resolve("out-" + runs++ + ".txt"), args);
        started.add(run);
        return run;
    }

    /** A paired phone: its cookie and CSRF token. */
    private record Phone(String cookie, String csrf) {
    }

    private String companion(JarRun run) throws Exception {
        Matcher m = COMPANION.matcher(Await.until("the companion page's address", SimulatorAddress.PATIENCE, JarRun.LOOK,
                () -> Files.readString(run.out()), t -> COMPANION.matcher(t).find(), AssertionFailedError::new));
        m.find();
        return m.group(1);
    }

    private HttpResponse<String> postPage(JarRun run, String path, Phone phone, String form) throws Exception {
        String page = companion(run);
        String origin = page.substring(0, page.length() - 1);
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(page + path.substring(1))).timeout(Duration.ofSeconds(10))
                .header("Origin", origin).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form));
        if (phone != null) {
            r.header("Cookie", phone.cookie()).header("X-CSRF-Token", phone.csrf());
        }
        return http.send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Pairs a phone as a person at the board does: each lit point touched in turn, held past the settle time. */
    private Phone pair(JarRun run) throws Exception {
        HttpResponse<String> asked = postPage(run, "/api/pair", null, "");
        assertEquals(201, asked.statusCode(), asked.body());
        String id = text(asked.body(), "id");
        String last = "";
        for (int i = 0; i < 200; i++) {
            HttpResponse<String> c = postPage(run, "/api/pair/" + id, null, "");
            if (c.statusCode() == 200) {
                String cookie = c.headers().firstValue("Set-Cookie").orElseThrow();
                return new Phone(cookie.substring(0, cookie.indexOf(';')), text(c.body(), "csrf"));
            }
            assertEquals(202, c.statusCode(), c.body());
            String step = c.body().contains("\"state\":\"step\"") ? text(c.body(), "point") + c.body().replaceAll(".*\"step\":(\\d+).*", "@$1") : "";
            if (!step.isEmpty() && !step.equals(last)) {
                String point = step.substring(0, 2);
                run.hand(point);
                Thread.sleep(800);
                run.hand(point);
                last = step;
            }
            Thread.sleep(200);
        }
        throw new AssertionFailedError("not paired");
    }

    private static String text(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\"([^\"]*)\"").matcher(json);
        assertTrue(m.find(), name + " in " + json);
        return m.group(1);
    }
}
