package io.github.morrisboard.app;

import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.control.StoreSaver;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.remote.Broadcast;
import io.github.morrisboard.remote.Broadcaster;
import io.github.morrisboard.remote.CaFile;
import io.github.morrisboard.remote.GameCode;
import io.github.morrisboard.remote.MqttLink;
import io.github.morrisboard.remote.Mosquitto;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.sim.SimBoard;
import io.github.morrisboard.sim.SimBrowserTest;
import io.github.morrisboard.store.GameStore;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code morrisboard spectate} as a person uses it: a real Mosquitto (TLS, passwords, ACL), two boards
 * broadcasting their games through {@link Broadcaster}s in front of real game stores, the command
 * started with a settings file whose spectator user may only read {@code morrisboard/boards/#}, and
 * its page in headless Chromium: both boards appear, a new ply shows live, a broken broadcast is
 * ignored and one that cannot be replayed keeps the board's last good game with the reason.
 */
class SpectateBrowserTest extends SimBrowserTest {
    private static final Pattern URL = Pattern.compile("spectate: (http://\\S+/)");
    private static final Setup REMOTE = Setup.DEFAULT.withMode(Mode.REMOTE).withCode(GameCode.parse("a1 b4 d2 g7").id());

    private final Path dir = Files.createTempDirectory("morrisboard-spectate");
    private Mosquitto broker;
    private Broadcaster boardA;
    private Broadcaster boardB;
    private GameSaver savesA;
    private GameSaver savesB;
    private Thread command;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final int[] exit = {-1};

    SpectateBrowserTest() throws Exception {
    }

    @Override
    protected SimBoard board() {
        throw new UnsupportedOperationException("the spectators' page has no board of its own");
    }

    private MqttLink.Settings settings(String user) {
        return new MqttLink.Settings(broker.uri(), "morrisboard-" + user + "-broadcast", user, (user + "-secret").toCharArray(),
                Optional.of(CaFile.trust(broker.caFile())), 30, 2000);
    }

    private static Game game(String record) {
        Game g = Game.start(Rules.STANDARD);
        for (String p : record.split(" ")) {
            g = g.play(Notation.parsePly(p));
        }
        return g;
    }

    @Override
    protected URI startPage() throws java.io.IOException {
        try {
            broker = Mosquitto.start(dir.resolve("broker"),
                    Map.of("boardA", "boardA-secret", "boardB", "boardB-secret", "watcher", "watcher-secret"),
                    Map.of("boardA", List.of("write " + Broadcast.topic("boardA")),
                            "boardB", List.of("write " + Broadcast.topic("boardB")),
                            "watcher", List.of("read morrisboard/boards/#")));
        } catch (Exception e) {
            throw new java.io.IOException("starting Mosquitto", e);
        }
        boardA = new Broadcaster(settings("boardA"), "boardA");
        boardB = new Broadcaster(settings("boardB"), "boardB");
        savesA = boardA.publishing(new StoreSaver(new GameStore(Files.createDirectories(dir.resolve("boardA")))));
        savesB = boardB.publishing(new StoreSaver(new GameStore(Files.createDirectories(dir.resolve("boardB")))));
        boardA.start();
        boardB.start();
        assertTrue(savesA.save(REMOTE, game("d6 f4 b2")), "boardA's game saved"); // retained before the page starts

        Path password = Files.writeString(dir.resolve("watcher.password"), "watcher-secret\n");
        Files.setPosixFilePermissions(password, PosixFilePermissions.fromString("rw-------"));
        Path config = Files.writeString(dir.resolve("spectate.properties"), String.join("\n",
                "remote.broker = " + broker.uri(), "remote.user = watcher", "remote.password-file = " + password,
                "remote.ca-file = " + broker.caFile(), ""));
        command = Thread.ofPlatform().name("spectate-command").start(() -> exit[0] = Main.run(new PrintWriter(out, true),
                new PrintWriter(err, true), "spectate", "--config", config.toString(), "--port", "0"));
        long until = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < until) {
            Matcher m = URL.matcher(out.toString());
            if (m.find()) {
                return URI.create(m.group(1));
            }
            if (!command.isAlive()) {
                fail("spectate ended with " + exit[0] + ": " + err);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                throw new java.io.InterruptedIOException();
            }
        }
        throw new AssertionError("spectate did not say its address in 60 s: " + out + err);
    }

    @Override
    protected void stopPage() {
        try {
            if (command != null) {
                command.interrupt();
                command.join(30_000);
                assertEquals(0, exit[0], "spectate's exit status after its stop: " + err);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            for (AutoCloseable c : new AutoCloseable[] {boardA, boardB, broker}) {
                try {
                    if (c != null) {
                        c.close();
                    }
                } catch (Exception ignored) {
                    // the next one still closes
                }
            }
        }
    }

    private WebElement card(String board) {
        return driver().findElement(By.cssSelector("section.spectated[data-board='" + board + "']"));
    }

    private String cardData(String board, String what) {
        List<WebElement> cards = driver().findElements(By.cssSelector("section.spectated[data-board='" + board + "']"));
        if (cards.isEmpty()) {
            return "(no card)";
        }
        String v = cards.getFirst().getDomAttribute("data-" + what);
        return v == null ? "" : v;
    }

    private String cardText(String board, String field) {
        return card(board).findElement(By.className(field)).getDomProperty("textContent").strip();
    }

    /** The piece the card draws at a point: "white", "black" or "none". */
    private String pieceOn(String board, String point) {
        String c = driver().findElement(By.id("pt-" + board + "-" + point)).getDomAttribute("class");
        return c == null ? "" : c.replaceAll(".*piece-(\\w+).*", "$1");
    }

    private void awaitPlies(String board, int plies) {
        await(board + " showing " + plies + " plies (it shows " + cardData(board, "plies") + ")",
                () -> String.valueOf(plies).equals(cardData(board, "plies")));
    }

    /** A client of {@code user} publishes these lines on boardA's topic, retained, each acknowledged by the broker. */
    private void publishAsBoardA(String... lines) throws Exception {
        MqttClient raw = new MqttClient(broker.uri().toString(), "boardA-raw", new MemoryPersistence());
        MqttConnectOptions o = new MqttConnectOptions();
        o.setUserName("boardA");
        o.setPassword("boardA-secret".toCharArray());
        o.setSocketFactory(CaFile.trust(broker.caFile()));
        raw.connect(o);
        for (String line : lines) {
            raw.publish(Broadcast.topic("boardA"), line.getBytes(StandardCharsets.UTF_8), 1, true);
        }
        raw.disconnect();
        raw.close();
    }

    @Test
    void bothBoardsShowLiveAndABrokenBroadcastKeepsTheLastGoodGame() throws Exception {
        // boardA's retained game, at once
        awaitPlies("boardA", 3);
        assertEquals("white", pieceOn("boardA", "d6"));
        assertEquals("black", pieceOn("boardA", "f4"));
        assertEquals("none", pieceOn("boardA", "d2"));
        assertEquals("playing", cardText("boardA", "state"));
        assertEquals("against a friend's board", cardText("boardA", "mode"));
        assertEquals("Black places a piece", cardText("boardA", "turn"));
        assertEquals("last: 2. b2", cardText("boardA", "last"));
        await("the broker shown connected", () -> "connected to the broker".equals(
                driver().findElement(By.id("broker")).getDomProperty("textContent")));

        // boardB's game arrives while the page is open; boardB abandons it
        assertTrue(savesB.save(Setup.DEFAULT, game("a1")));
        awaitPlies("boardB", 1);
        assertTrue(savesB.abandoned(Setup.DEFAULT, game("a1")));
        await("boardB abandoned", () -> "abandoned".equals(cardData("boardB", "state")));
        assertEquals("white", pieceOn("boardB", "a1"));
        assertEquals("abandoned", cardText("boardB", "state"));
        assertEquals(List.of("boardA", "boardB"), driver().findElements(By.cssSelector("section.spectated")).stream()
                .map(e -> e.getDomAttribute("data-board")).toList(), "both boards, by name");
        assertEquals("2", body("boards"));

        // boardA's next ply, live
        assertTrue(savesA.save(REMOTE, game("d6 f4 b2 d2")));
        awaitPlies("boardA", 4);
        assertEquals("black", pieceOn("boardA", "d2"));
        assertEquals("last: 2. b2 d2", cardText("boardA", "last"));

        // a line that is no broadcast, then one whose fifth ply is illegal: the first is ignored, the
        // second shown with its reason, and the board keeps its last good game
        publishAsBoardA("morrisboard/1 board boardA on remote 9 d6", "morrisboard/1 board boardA over remote 5 d6 f4 b2 d2 d6");
        await("boardA's unreplayable broadcast shown", () -> !cardData("boardA", "problem").isEmpty());
        assertTrue(cardData("boardA", "problem").startsWith("ply 5 \"d6\": "), cardData("boardA", "problem"));
        assertTrue(cardText("boardA", "problem").startsWith("Its latest game cannot be replayed: ply 5 \"d6\": "), cardText("boardA", "problem"));
        assertEquals("4", cardData("boardA", "plies"), "the last good game kept");
        assertEquals("on", cardData("boardA", "state"));
        assertEquals("black", pieceOn("boardA", "d2"));
        assertEquals("white", pieceOn("boardB", "a1"), "the other board untouched");

        // the board's next good broadcast: shown again, without the problem
        assertTrue(savesA.save(REMOTE, game("d6 f4 b2 d2 a1")));
        awaitPlies("boardA", 5);
        assertEquals("", cardData("boardA", "problem"));
        assertEquals("", cardText("boardA", "problem"));
        assertEquals("white", pieceOn("boardA", "a1"));
        screenshot("spectate-two-boards");
    }

    @Test
    void thePageOnlyReads() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        URI boards = page().resolve("/api/boards");
        String[] json = {""};
        await("boardA in GET /api/boards (" + json[0] + ")", () -> {
            try {
                HttpResponse<String> got = http.send(HttpRequest.newBuilder(boards).build(), HttpResponse.BodyHandlers.ofString());
                json[0] = got.statusCode() + " " + got.body();
            } catch (java.io.IOException e) {
                json[0] = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return json[0].startsWith("200 {\"connected\":true,\"boards\":[{\"board\":\"boardA\"");
        });
        for (String path : List.of("/api/boards", "/api/events", "/")) {
            HttpResponse<String> post = http.send(HttpRequest.newBuilder(page().resolve(path)).POST(HttpRequest.BodyPublishers.ofString("x")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(405, post.statusCode(), "POST " + path + ": " + post.body());
            assertEquals("GET", post.headers().firstValue("Allow").orElse(""));
        }
    }

    /** The status of a raw GET with this Host header (HttpClient will not send a foreign one). */
    private int getWithHost(String path, String host) throws java.io.IOException {
        try (java.net.Socket s = new java.net.Socket(java.net.InetAddress.getLoopbackAddress(), page().getPort())) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            String all = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return Integer.parseInt(all.substring(9, 12));
        }
    }

    @Test
    void aForeignHostIsRefused() throws Exception {
        String self = "127.0.0.1:" + page().getPort();
        assertEquals(200, getWithHost("/api/boards", self));
        assertEquals(200, getWithHost("/", "localhost:" + page().getPort()));
        assertEquals(403, getWithHost("/api/boards", "evil.example:" + page().getPort()), "DNS rebinding");
        assertEquals(403, getWithHost("/", "127.0.0.1:1"), "another port");
    }

    /** The page's {@code data-NAME} on its body ("" when absent). */
    private String body(String attribute) {
        String v = driver().findElement(By.tagName("body")).getDomAttribute("data-" + attribute);
        return v == null ? "" : v;
    }
}
