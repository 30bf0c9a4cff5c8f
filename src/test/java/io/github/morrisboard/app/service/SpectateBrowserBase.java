package io.github.morrisboard.app.service;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.app.Main;


import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.remote.Broadcast;
import io.github.morrisboard.remote.Broadcaster;
import io.github.morrisboard.remote.CaFile;
import io.github.morrisboard.setup.GameCode;
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
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
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
 * What the browser tests of {@code morrisboard spectate} share: a real Mosquitto (TLS, passwords, ACL), two boards
 * broadcasting their games through {@link Broadcaster}s in front of real game stores, the command
 * started with a settings file whose spectator user may only read {@code morrisboard/boards/#}, and
 * its page in headless Chromium; boardA's game of three plies is retained before the page starts.
 */
abstract class SpectateBrowserBase extends SimBrowserTest {
    private static final Pattern URL = Pattern.compile("spectate: (http://\\S+/)");
    protected static final Setup REMOTE = Setups.EXAMPLE.withMode(Mode.REMOTE).withCode(GameCode.parse("a1 b4 d2 g7"));

    private final Path dir = Files.createTempDirectory("morrisboard-spectate");
    protected Mosquitto broker;
    private Broadcaster boardA;
    private Broadcaster boardB;
    protected GameSaver savesA;
    protected GameSaver savesB;
    private Thread command;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final int[] exit = {-1};

    SpectateBrowserBase() throws Exception {
    }

    @Override
    protected SimBoard board() {
        throw new UnsupportedOperationException("the spectators' page has no board of its own");
    }

    private MqttLink.Settings settings(String user) {
        return new MqttLink.Settings(broker.uri(), "morrisboard-" + user + "-broadcast", user, (user + "-secret").toCharArray(),
                Optional.of(CaFile.trust(broker.caFile())), 30, 2000);
    }

    protected static Game game(String record) {
        Game g = Game.start(Rules.STANDARD);
        for (String p : record.split(" ")) {
            g = g.play(Notation.parsePly(p));
        }
        return g;
    }

    @Override
    protected URI startPage() throws java.io.IOException {
        try {
            broker = Mosquitto.forBoards(dir.resolve("broker"), Map.of("boardA", "boardA-secret", "boardB", "boardB-secret"),
                    Map.of("watcher", "watcher-secret"));
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

    protected final WebElement card(String board) {
        return driver().findElement(By.cssSelector("section.spectated[data-board='" + board + "']"));
    }

    protected final String cardData(String board, String what) {
        List<WebElement> cards = driver().findElements(By.cssSelector("section.spectated[data-board='" + board + "']"));
        if (cards.isEmpty()) {
            return "(no card)";
        }
        String v = cards.getFirst().getDomAttribute("data-" + what);
        return v == null ? "" : v;
    }

    protected final String cardText(String board, String field) {
        return card(board).findElement(By.className(field)).getDomProperty("textContent").strip();
    }

    /** The piece the card draws at a point: "white", "black" or "none". */
    protected final String pieceOn(String board, String point) {
        String c = driver().findElement(By.id("pt-" + board + "-" + point)).getDomAttribute("class");
        return c == null ? "" : c.replaceAll(".*piece-(\\w+).*", "$1");
    }

    protected final void awaitPlies(String board, int plies) {
        await(board + " showing " + plies + " plies (it shows " + cardData(board, "plies") + ")",
                () -> String.valueOf(plies).equals(cardData(board, "plies")));
    }

    /** A raw client as boardA publishes these lines on its topic, retained, each acknowledged by the broker (QoS 1). */
    protected final void publishAsBoardA(String... lines) throws Exception {
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

    /** The status of a raw GET with this Host header (HttpClient will not send a foreign one). */
    protected final int getWithHost(String path, String host) throws java.io.IOException {
        try (java.net.Socket s = new java.net.Socket(java.net.InetAddress.getLoopbackAddress(), page().getPort())) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            String all = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return Integer.parseInt(all.substring(9, 12));
        }
    }

    /** The page's {@code data-NAME} on its body ("" when absent). */
    protected final String body(String attribute) {
        String v = driver().findElement(By.tagName("body")).getDomAttribute("data-" + attribute);
        return v == null ? "" : v;
    }
}
