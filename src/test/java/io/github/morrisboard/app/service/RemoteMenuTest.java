package io.github.morrisboard.app.service;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.remote.Mosquitto;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.LoadResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.github.morrisboard.app.service.ServiceBoard.await;
import static org.junit.jupiter.api.Assertions.*;

/**
 * Two whole boards (the service in simulator mode: Pi4J mock providers, the real sensing, lights,
 * store) with a broker set, and a real Mosquitto between them (password file and ACL): one board
 * opens a remote game from its screenless menu and shows the fresh code on four points; the other
 * person enters that code by touching the same four points on theirs; the game is then played by
 * hand on both, each board announcing the other's plies; both records agree and are on disk.
 */
class RemoteMenuTest {
    @TempDir
    Path dir;
    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (int i = open.size() - 1; i >= 0; i--) {
            open.get(i).close();
        }
    }

    private ServiceBoard board(String name, Mosquitto broker) throws Exception {
        Path state = Files.createDirectories(dir.resolve(name));
        Path password = Files.writeString(state.resolve("password"), name + "-secret\n");
        Files.setPosixFilePermissions(password, PosixFilePermissions.fromString("rw-------"));
        Config config = ConfigLoader.parse(state.resolve("test.properties"), List.of(
                "night.from = 00:00", "night.until = 00:00",
                "remote.broker = " + broker.plainUri(), "remote.user = " + name, "remote.password-file = " + password),
                Map.of()).withStateDir(state).withPort(0);
        ServiceBoard board = ServiceBoard.start(name, config);
        open.add(board::stop);
        return board;
    }

    /** {@code b} announces the other board's ply on {@code to} (the AI's light language), then its person carries it out. */
    private static void carryOut(ServiceBoard b, String to, String record) throws InterruptedException {
        await(b.name() + " to announce the opponent's ply on " + to,
                () -> (b.lit("signal.OPPONENT_TO") & Point.bit(Point.parse(to))) != 0, b::says);
        await("the words for it", () -> b.says().matches("The opponent places a (white|black) piece on " + to + ": put it there.*"), b::says);
        b.live().toggle(Point.parse(to));
        await(b.name() + " to accept the opponent's ply", () -> b.record().equals(record), b::says);
    }

    @Test
    void oneBoardOpensAGameWithAFreshCodeOnFourPointsTheOtherJoinsByTouchingThemAndTheyPlay() throws Exception {
        Mosquitto broker = Mosquitto.forBoards(dir.resolve("broker"),
                Map.of("boardA", "boardA-secret", "boardB", "boardB-secret", "boardX", "boardX-secret"));
        open.add(broker);
        ServiceBoard a = board("boardA", broker);
        ServiceBoard b = board("boardB", broker);
        await("both menus", () -> a.state().mode().equals("menu") && b.state().mode().equals("menu"), a::says);
        assertEquals(0, a.legend().menu().stream().filter(m -> m.key().equals("menu.JOIN")).count(), "no joining outside remote mode");

        a.tap("c3"); // remote
        await("the choice acknowledged", () -> a.says().startsWith("Playing against a friend's board chosen"), a::says);
        a.tap("d1"); // start: open a game
        await("A to show the game's code", () -> Integer.bitCount(a.lit("menu.CODE")) == 4, a::says);
        int code = a.lit("menu.CODE");
        String id = Point.names(code).replace(' ', '-');
        await("the code in words", () -> a.says().equals("The game's code is " + id
                + ": tell it to your friend, then touch one of its four lit points to start"), a::says);
        for (int p = 0; p < Point.COUNT; p++) {
            assertEquals((code >> p & 1) != 0, a.state().leds()[p] != 0, Point.name(p) + ": only the code's points are lit");
        }
        a.tap(Point.name(Integer.numberOfTrailingZeros(code)));
        await("A's game to start", () -> a.says().equals("You play white: place a piece. Game code " + id), a::says);
        assertEquals("remote", a.state().mode());

        b.tap("c3"); // B keeps its menu's default, the friend plays black, as A did: joining, it takes the side A left
        b.tap("d2"); // join
        await("B's code screen", () -> b.says().startsWith("Touch the four points of your friend's game code: 0 of 4"), b::says);
        int[] points = java.util.stream.IntStream.range(0, Point.COUNT).filter(p -> (code >> p & 1) != 0).toArray();
        b.tap("g1"); // a slip, taken out again by a second touch
        b.tap("g1");
        for (int i = points.length - 1; i > 0; i--) { // in another order than A's
            b.tap(Point.name(points[i]));
        }
        await("three of four", () -> b.says().startsWith("Touch the four points of your friend's game code: 3 of 4"), b::says);
        b.tap(Point.name(points[0])); // the fourth point begins the game
        await("B's game to start, B playing black", () -> b.says().equals("Waiting for the opponent's move. Game code " + id), b::says);
        assertEquals("remote", b.state().mode());

        String[] white = {"d6", "f4", "b2"};
        String[] black = {"d2", "a1", "g7"};
        StringBuilder rec = new StringBuilder();
        for (int i = 0; i < white.length; i++) {
            a.play(white[i]);
            rec.append(rec.isEmpty() ? "" : " ").append(white[i]);
            carryOut(b, white[i], rec.toString());
            b.play(black[i]);
            rec.append(' ').append(black[i]);
            carryOut(a, black[i], rec.toString());
        }
        assertEquals(a.record(), b.record());
        for (ServiceBoard x : List.of(a, b)) {
            LoadResult.Resumed saved = assertInstanceOf(LoadResult.Resumed.class, new GameStore(x.stateDir()).load());
            assertEquals(rec.toString(), io.github.morrisboard.engine.Notation.format(saved.game().plies()), x.name() + " on disk");
            assertEquals(java.util.Optional.of(GameCode.ofId(id)), saved.game().setup().code(), x.name() + " keeps the game's code");
            assertEquals(x == a ? io.github.morrisboard.engine.Color.BLACK : io.github.morrisboard.engine.Color.WHITE,
                    saved.game().setup().opponentColor(), x.name() + ": the friend's colour (B took the one A left)");
        }

        // A third board of the broker that knows the code: as B (refused by the broker) and as itself (heard by neither) it
        // sits, plays white's next ply on e4, sends a record with it, and resigns for each side. Its publishes return after the
        // broker's PUBACKs, so they reach both boards before A's real ply: neither announces e4 or ends the game.
        intrude(broker, id, rec.toString());
        a.play("c4");
        rec.append(" c4");
        carryOut(b, "c4", rec.toString());
        b.play("e5");
        rec.append(" e5");
        carryOut(a, "e5", rec.toString());
        for (ServiceBoard x : List.of(a, b)) {
            assertEquals(rec.toString(), x.record(), x.name() + "'s game");
            String said = x.says().replace("Game code " + id, ""); // the fresh code may hold e4 itself
            assertFalse(said.contains("resign") || said.contains("e4"), x.name() + " says " + x.says());
            assertEquals(0, x.lit("signal.OPPONENT_TO") & Point.bit(Point.parse("e4")), x.name() + " announces e4");
        }

        // A offers a draw by the gesture (two of its pieces up together, both back); B sees the
        // offer, blinking the draw's colours, and accepts by the same gesture: both games end, alike
        liftTwoAndPutBack(a, "d6", "f4");
        await("A's offer sent", () -> a.says().startsWith("You offered a draw"), a::says);
        await("B to see the offer", () -> b.says().startsWith("Your opponent offers a draw"), b::says);
        await("B's status pixels", () -> b.legend().lit().stream().anyMatch(e -> e.key().equals("status.DRAW_OFFERED")), b::says);
        liftTwoAndPutBack(b, "d2", "a1");
        for (ServiceBoard x : List.of(a, b)) {
            await(x.name() + " to end the game", () -> x.says().startsWith("Draw agreed"), x::says);
            GameStore store = new GameStore(x.stateDir());
            assertInstanceOf(LoadResult.Fresh.class, store.load(), x.name() + ": nothing left to resume");
            var last = store.history().getLast();
            assertEquals("draw agreed", last.result(), x.name() + "'s history");
            assertEquals(rec.toString(), io.github.morrisboard.engine.Notation.format(last.plies()), x.name() + "'s history");
        }
    }

    /** The draw gesture: two of the side's pieces lifted together and put back at once. */
    private static void liftTwoAndPutBack(ServiceBoard b, String p, String q) throws InterruptedException {
        b.live().toggle(Point.parse(p));
        b.live().toggle(Point.parse(q));
        Thread.sleep(300); // a hand's pace: the reeds stamp each change with its own instant
        b.live().toggle(Point.parse(p));
        b.live().toggle(Point.parse(q));
    }

    /** The third board's publishes into game {@code id} whose record so far is {@code record} (white to move). */
    private static void intrude(Mosquitto broker, String id, String record) throws Exception {
        org.eclipse.paho.client.mqttv3.MqttClient x = new org.eclipse.paho.client.mqttv3.MqttClient(broker.plainUri().toString(),
                "boardX-raw", new org.eclipse.paho.client.mqttv3.persist.MemoryPersistence());
        org.eclipse.paho.client.mqttv3.MqttConnectOptions o = new org.eclipse.paho.client.mqttv3.MqttConnectOptions();
        o.setUserName("boardX");
        o.setPassword("boardX-secret".toCharArray());
        x.connect(o);
        try {
            int n = record.split(" ").length;
            for (String as : List.of("boardB", "boardX")) {
                String by = "morrisboard/games/" + id + "/by/" + as + "/";
                for (String side : List.of("white", "black")) {
                    String[] sent = {by + "seat", "morrisboard/1 seat " + id + " " + side + " " + as + " standard",
                            by + "plies", "morrisboard/1 ply " + id + " " + (n + 1) + " white e4",
                            by + "record", "morrisboard/1 record " + id + " " + (n + 1) + " " + record + " e4",
                            by + "end", "morrisboard/1 end " + id + " " + side + " resign " + n};
                    for (int i = 0; i < sent.length; i += 2) {
                        x.publish(sent[i], sent[i + 1].getBytes(java.nio.charset.StandardCharsets.UTF_8), 1, true);
                    }
                }
            }
        } finally {
            x.disconnect();
            x.close();
        }
    }
}
