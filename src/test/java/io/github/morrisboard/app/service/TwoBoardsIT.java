package io.github.morrisboard.app.service;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.remote.Mosquitto;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.HistoryEntry;
import io.github.morrisboard.testing.Await;
import io.github.morrisboard.testing.Chromium;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The black-box proof: two {@code target/morrisboard.jar} processes in simulator mode, each
 * with its own state directory and page, play a whole game against each other through a real
 * Mosquitto (TLS with a CA made here, a password per board, an ACL), driven only by clicks on their
 * simulator pages in headless Chromium: one opens a game from the menu, the other joins it by
 * touching the code's four points, and every ply is put down by a click on the board that plays it
 * and carried out by clicks on the other board once its page announces it. Midway one jar is killed
 * with SIGKILL and started again on its state directory: it resumes, catches up from the broker,
 * and the game goes on. At the end both records are equal, and both boards' history holds the
 * finished game on disk.
 */
class TwoBoardsIT {
    /** Generous: a guard against a hang on a busy machine, never a speed requirement. */
    private static final Duration PATIENCE = Duration.ofSeconds(120);
    /** The other board's ply in words (a placement, a move or a removal), never its notation. */
    private static final Pattern OPPONENT = Pattern.compile("The opponent (?:places a (?:white|black) piece on (\\S+): put it there"
            + "|moves (\\S+) to (\\S+): carry it out|takes your piece on (\\S+): lift it)");

    /** The ply {@link #OPPONENT}'s match names, in notation ({@code d1}, {@code a1-a4}, {@code xd1}). */
    private static String announced(Matcher m) {
        return m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) + "-" + m.group(3) : "x" + m.group(4);
    }
    private static final Pattern SENT = Pattern.compile("^(\\d\\d:\\d\\d:\\d\\d\\.\\d{3}) INFO  Controller: (white|black) (\\S+)$", Pattern.MULTILINE);
    private static final Pattern GOT = Pattern.compile(
            "^(\\d\\d:\\d\\d:\\d\\d\\.\\d{3}) INFO  RemoteOpponent: the opponent \\((white|black)\\) played ply (\\d+): (\\S+)$", Pattern.MULTILINE);

    @TempDir
    Path dir;
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void close() throws IOException {
        // the jars' and the broker's logs stay in target/two-boards-it/ (the temporary directory goes)
        Path keep = Files.createDirectories(Path.of("target", "two-boards-it"));
        try (var files = Files.walk(dir)) {
            for (Path f : files.filter(f -> f.getFileName().toString().matches("out-\\d+\\.txt|mosquitto\\.log")).toList()) {
                Files.copy(f, keep.resolve(dir.relativize(f).toString().replace('/', '-')), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Collections.reverse(open);
        for (AutoCloseable c : open) {
            try {
                c.close();
            } catch (Exception e) {
                System.err.println("closing: " + e);
            }
        }
    }

    /** One board: a jar process, its state directory, and a browser on its simulator page. */
    private final class Board {
        final String name;
        final Path state;
        final Path config;
        final ChromeDriver browser;
        Process process;
        Path out;
        int runs;

        Board(String name, Mosquitto broker) throws IOException {
            this.name = name;
            this.state = Files.createDirectories(dir.resolve(name));
            Path password = Files.writeString(state.resolve("password"), name + "-secret\n");
            Files.setPosixFilePermissions(password, PosixFilePermissions.fromString("rw-------"));
            this.config = Files.writeString(state.resolve("morrisboard.properties"), String.join("\n",
                    "state.dir = " + state, "port = 0", "night.from = 00:00", "night.until = 00:00",
                    "remote.broker = " + broker.uri(), "remote.user = " + name, "remote.password-file = " + password, ""));
            this.browser = Chromium.start(Optional.of("en"), dir.resolve("chromium-" + name));
            open.add(browser::quit);
        }

        /** Starts the jar (again) and opens its page. */
        void start(Mosquitto broker) throws Exception {
            out = state.resolve("out-" + (++runs) + ".txt");
            String java = ProcessHandle.current().info().command().orElseThrow();
            process = new ProcessBuilder(java, "-XX:+UseSerialGC", "-Xmx128m", "--enable-native-access=ALL-UNNAMED",
                    "-Djavax.net.ssl.trustStore=" + broker.trustStore(), "-Djavax.net.ssl.trustStorePassword=" + Mosquitto.TRUST_PASSWORD,
                    "-jar", Path.of("target", "morrisboard.jar").toString(), "--config", config.toString())
                    .redirectErrorStream(true).redirectOutput(out.toFile()).start();
            Process p = process;
            open.add(() -> {
                p.destroyForcibly();
                p.waitFor(30, TimeUnit.SECONDS);
            });
            Pattern url = Pattern.compile("simulator: (http://127\\.0\\.0\\.1:\\d+/)");
            Path now = out;
            Supplier<String> started = () -> {
                try {
                    return Files.readString(now);
                } catch (IOException e) {
                    return e.toString();
                }
            };
            await(name + "'s simulator address", () -> url.matcher(started.get()).find() || !p.isAlive(), started);
            assertTrue(p.isAlive(), started.get());
            Matcher m = url.matcher(started.get());
            assertTrue(m.find());
            browser.get(m.group(1));
            await(name + "'s page", () -> "true".equals(browser.findElement(By.tagName("body")).getDomAttribute("data-ready")), this::says);
        }

        /** SIGKILL, as a power cut would; waits until the process is gone. */
        void kill() throws InterruptedException {
            process.destroyForcibly();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), name + " to die");
        }

        String log() {
            try {
                StringBuilder all = new StringBuilder();
                for (int i = 1; i <= runs; i++) {
                    Path f = state.resolve("out-" + i + ".txt");
                    if (Files.exists(f)) {
                        all.append(Files.readString(f));
                    }
                }
                return all.toString();
            } catch (IOException e) {
                return e.toString();
            }
        }

        String says() {
            return text("message");
        }

        String mode() {
            return text("mode");
        }

        String record() {
            String r = attempt(() -> browser.findElement(By.id("record")).getDomAttribute("data-record"));
            return r == null ? "" : r.strip();
        }

        boolean magnet(String point) {
            return "true".equals(attempt(() -> browser.findElement(By.id("pt-" + point)).getDomAttribute("data-magnet")));
        }

        int led(String point) {
            String c = attempt(() -> browser.findElement(By.id("led-" + point)).getDomAttribute("data-colour"));
            return c == null ? 0 : Integer.parseInt(c.substring(1), 16);
        }

        private String text(String id) {
            String t = attempt(() -> browser.findElement(By.id(id)).getDomProperty("textContent"));
            return t == null ? "" : t;
        }

        /** A click on a point: a piece put down there, or taken away; waits until the page shows the magnet so. */
        void click(String point) throws InterruptedException {
            boolean before = magnet(point);
            attempt(() -> {
                browser.findElement(By.id("pt-" + point)).click();
                return null;
            });
            await(name + ": a click on " + point, () -> magnet(point) != before, this::says);
        }

        /** A menu tap: a piece down on {@code point}, held until the board lights it white, then lifted. */
        void tap(String point) throws InterruptedException {
            int before = led(point);
            click(point);
            await(name + " to sense a piece on " + point, () -> white(led(point)) && led(point) != before, this::says);
            click(point);
        }

        void await(String what, BooleanSupplier condition, Supplier<String> seen) throws InterruptedException {
            Await.until(name + ": " + what, PATIENCE, condition, () -> "the page says: " + seen.get());
        }
    }

    private static boolean white(int rgb) {
        int r = rgb >> 16 & 0xff, g = rgb >> 8 & 0xff, b = rgb & 0xff;
        return r > 0 && r == g && g == b;
    }

    /** The page redraws as the state streams in: an element read between its find and its use is read again. */
    private static <T> T attempt(Supplier<T> read) {
        for (int i = 0; ; i++) {
            try {
                return read.get();
            } catch (org.openqa.selenium.StaleElementReferenceException | org.openqa.selenium.NoSuchElementException e) {
                if (i > 50) {
                    throw e;
                }
            }
        }
    }

    /**
     * A whole game, worked out before the boards play it: plies that close no mill, so the boards take
     * turns ply by ply; in
     * the moving phase each side moves one piece out and back until the position repeats a third
     * time (a draw), falling back to any legal ply. Seeded: the same game every run.
     */
    static List<Ply> script() {
        for (long seed = 1; seed < 1000; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Game g = Game.start(Rules.STANDARD);
            Map<io.github.morrisboard.engine.Color, Ply> last = new HashMap<>();
            while (!g.outcome().isOver() && g.plyCount() < 80) {
                Position pos = g.position();
                List<Ply> legal = pos.legalPlies();
                Ply back = last.get(pos.sideToMove());
                Ply pick = null;
                if (back != null && back.kind() == Ply.Kind.MOVE) {
                    Ply reverse = new Ply(Ply.Kind.MOVE, back.to(), back.from());
                    pick = legal.contains(reverse) ? reverse : null;
                }
                if (pick == null) {
                    List<Ply> quiet = legal.stream().filter(p -> pos.play(p).removalsOwed() == 0).toList();
                    if (quiet.isEmpty()) {
                        break; // a mill is forced: try another seed (the boards alternate ply by ply)
                    }
                    pick = quiet.get(random.nextInt(quiet.size()));
                }
                last.put(pos.sideToMove(), pick);
                g = g.play(pick);
            }
            if (g.outcome().isOver() && g.plyCount() <= 40) {
                return g.plies();
            }
        }
        throw new IllegalStateException("no short game found");
    }

    /** Carries out {@code ply} on the board's page by clicks: a placement, a move (lift, put down), a removal. */
    private static void byHand(Board b, Ply ply) throws InterruptedException {
        switch (ply.kind()) {
            case PLACE, REMOVE -> b.click(Point.name(ply.to()));
            case MOVE -> {
                b.click(Point.name(ply.from()));
                b.click(Point.name(ply.to()));
            }
        }
    }

    @Test
    void twoJarsPlayAWholeGameThroughMosquittoByClicksAndSurviveOneKilledAndRestarted() throws Exception {
        assertTrue(Files.exists(Path.of("target", "morrisboard.jar")), "run after package");
        List<Ply> game = script();
        Mosquitto broker = Mosquitto.forBoards(dir.resolve("broker"), Map.of("boardA", "boardA-secret", "boardB", "boardB-secret"));
        open.add(broker);
        Board a = new Board("boardA", broker);
        Board b = new Board("boardB", broker);
        a.start(broker);
        b.start(broker);
        a.await("the menu", () -> a.mode().equals("menu"), a::says);
        b.await("the menu", () -> b.mode().equals("menu"), b::says);

        // A opens a game: remote (c3), start (d1); the code shows on four points.
        a.tap("c3");
        a.await("remote chosen", () -> a.says().startsWith("Playing against a friend's board chosen"), a::says);
        a.tap("d1");
        Pattern codeWords = Pattern.compile("The game's code is ([a-g][1-7](?:-[a-g][1-7]){3})");
        a.await("the game's code", () -> codeWords.matcher(a.says()).find(), a::says);
        Matcher code = codeWords.matcher(a.says());
        assertTrue(code.find());
        String[] points = code.group(1).split("-");
        for (String p : points) {
            assertNotEquals(0, a.led(p), p + " is lit on A");
        }
        a.tap(points[0]);
        a.await("the game", () -> a.says().startsWith("You play white: place a piece"), a::says);

        // B joins: remote, the friend plays white (e4), join (d2), the four points.
        b.tap("c3");
        b.await("remote chosen", () -> b.says().startsWith("Playing against a friend's board chosen"), b::says);
        b.tap("e4");
        b.await("black chosen", () -> b.says().startsWith("You play black against a friend's board"), b::says);
        b.tap("d2");
        for (int i = 0; i < points.length; i++) {
            int n = i;
            b.await("the code screen", () -> b.says().startsWith("Touch the four points of your friend's game code: " + n + " of 4"), b::says);
            b.tap(points[points.length - 1 - i]);
        }
        b.await("the game", () -> b.mode().equals("against a friend's board") && b.record().isEmpty()
                && b.says().startsWith("Waiting for the opponent's move"), b::says);

        int killAt = game.size() / 2;
        StringBuilder rec = new StringBuilder();
        for (int i = 0; i < game.size(); i++) {
            Ply ply = game.get(i);
            Board mover = i % 2 == 0 ? a : b, other = i % 2 == 0 ? b : a;
            String before = mover.record();
            byHand(mover, ply);
            mover.await("ply " + (i + 1) + " " + ply + " accepted", () -> !mover.record().equals(before), mover::says);
            rec.append(rec.isEmpty() ? "" : " ").append(ply);
            assertEquals(rec.toString(), mover.record());
            if (i == killAt) { // the other board dies before it has carried the ply out, and comes back
                other.kill();
                other.start(broker);
            }
            if (i == game.size() - 1) {
                break; // the last ply ends the game on the mover's board; the other carries it out below
            }
            other.await("the opponent's ply " + ply + " announced", () -> OPPONENT.matcher(other.says()).find(), other::says);
            Matcher m = OPPONENT.matcher(other.says());
            assertTrue(m.find());
            assertEquals(ply.toString(), announced(m), "the ply announced is the ply played");
            byHand(other, ply);
            String want = rec.toString();
            other.await("ply " + (i + 1) + " carried out", () -> want.equals(other.record()), other::says);
        }
        Board last = game.size() % 2 == 1 ? b : a;
        Ply end = game.getLast();
        last.await("the last ply announced", () -> OPPONENT.matcher(last.says()).find(), last::says);
        byHand(last, end);
        a.await("game over", () -> a.mode().contains("over"), a::says);
        b.await("game over", () -> b.mode().contains("over"), b::says);
        assertEquals(a.record(), b.record());

        for (Board x : List.of(a, b)) {
            List<HistoryEntry> history = new GameStore(x.state).history();
            assertFalse(history.isEmpty(), x.name + " keeps the game in its history");
            assertEquals(Notation.format(game), Notation.format(history.getLast().plies()), x.name + " on disk");
        }
        figures(a, b);
    }

    /**
     * The time from the mover's acceptance of a ply (its log line "white d6") to the other board's
     * answer to its control loop (its log line "the opponent (white) played ply 1: d6"), through the
     * broker: the latest acceptance of that ply's text before the answer (the script repeats moves).
     */
    private static void figures(Board a, Board b) {
        List<Long> ms = new ArrayList<>();
        for (Board[] pair : new Board[][] {{a, b}, {b, a}}) {
            List<String[]> sent = new ArrayList<>();
            Matcher s = SENT.matcher(pair[0].log());
            while (s.find()) {
                sent.add(new String[] {s.group(1), s.group(2), s.group(3)});
            }
            Matcher g = GOT.matcher(pair[1].log());
            while (g.find()) {
                long got = millis(g.group(1));
                long best = -1;
                for (String[] x : sent) {
                    long at = millis(x[0]);
                    if (x[1].equals(g.group(2)) && x[2].equals(g.group(4)) && at <= got) {
                        best = Math.max(best, at);
                    }
                }
                if (best >= 0) {
                    ms.add(got - best);
                }
            }
        }
        Collections.sort(ms);
        if (!ms.isEmpty()) {
            System.out.printf("FIGURES ply latency acceptance -> other board's answer, %d plies: median %d ms, p99 %d ms, max %d ms%n",
                    ms.size(), ms.get(ms.size() / 2), ms.get(Math.min(ms.size() - 1, (int) Math.ceil(ms.size() * 0.99) - 1)), ms.getLast());
        }
    }

    private static long millis(String hhmmss) {
        return LocalTime.parse(hhmmss).toNanoOfDay() / 1_000_000;
    }
}
