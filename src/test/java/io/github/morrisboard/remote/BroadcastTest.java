package io.github.morrisboard.remote;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.testing.Await;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The spectators' broadcast through a real Mosquitto (TLS, passwords, ACL): a board publishes its
 * game retained on its own topic after each save; a spectator who connects late sees it at once and
 * follows it live; a spectator's user can read but never post, neither into a game nor as a board.
 */
class BroadcastTest {
    private static final Duration PATIENCE = Duration.ofSeconds(60);
    @TempDir
    Path dir;

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        Await.until(what, PATIENCE, condition);
    }

    private static MqttLink.Settings settings(Mosquitto broker, String user, String clientId) {
        return new MqttLink.Settings(broker.uri(), clientId, user, (user + "-secret").toCharArray(), Optional.of(broker.tls()), 30, 2000);
    }

    private static final GameSaver DISK = io.github.morrisboard.control.Savers.answering(true);

    @Test
    void aLateSpectatorSeesEveryBoardsGameAndFollowsItButCannotPostIntoAGameOrAsABoard() throws Exception {
        GameCode code = GameCode.parse("a1 b4 d2 g7");
        Topics topics = Topics.of(code);
        try (Mosquitto broker = Mosquitto.forBoards(dir.resolve("broker"), Map.of("boardA", "boardA-secret", "boardB", "boardB-secret"),
                Map.of("watcher", "watcher-secret"));
             Broadcaster a = new Broadcaster(settings(broker, "boardA", "morrisboard-boardA-broadcast"), "boardA");
             Broadcaster b = new Broadcaster(settings(broker, "boardB", "morrisboard-boardB-broadcast"), "boardB")) {
            a.start();
            b.start();
            Setup remote = Setups.EXAMPLE.withMode(Mode.REMOTE).withCode(code);
            Game g = Game.start(Rules.STANDARD);
            for (String p : List.of("d6", "f4", "b2")) {
                g = g.play(Notation.parsePly(p));
            }
            Game three = g;
            GameSaver sa = a.publishing(DISK);
            GameSaver sb = b.publishing(DISK);
            sa.save(remote, three);
            sb.save(Setups.EXAMPLE, Game.start(Rules.STANDARD).play(Notation.parsePly("a1")));
            sb.abandoned(Setups.EXAMPLE, Game.start(Rules.STANDARD).play(Notation.parsePly("a1")));

            // a spectator joining late: the retained games show at once
            try (Spectator watcher = new Spectator(settings(broker, "watcher", "watcher-page"))) {
                watcher.start();
                await("both boards", () -> watcher.boards().size() == 2
                        && watcher.boards().get("boardA").plies().size() == 3
                        && watcher.boards().get("boardB").state().equals("abandoned"));
                assertEquals(new Broadcast("boardA", "on", "remote", three.plies()), watcher.boards().get("boardA"));
                assertEquals(new Broadcast("boardB", "abandoned", "human-vs-ai", List.of(Notation.parsePly("a1"))),
                        watcher.boards().get("boardB"));

                // live: the next ply, then the end
                Game four = three.play(Notation.parsePly("d2"));
                sa.save(remote, four);
                await("the fourth ply", () -> watcher.boards().get("boardA").plies().size() == 4);
                sa.finished(remote, four);
                await("the game over", () -> watcher.boards().get("boardA").state().equals("over"));

                // the spectator's user posts into the game and as a board: the ACL drops both
                List<String> heard = new CopyOnWriteArrayList<>();
                try (MqttLink boardB = new MqttLink(settings(broker, "boardB", "morrisboard-boardB-" + code.id()), MqttLink.Listener.of(() -> { }, (t, payload) -> heard.add(payload)))) {
                    boardB.subscribe(topics.plies("boardA"));
                    boardB.start();
                    await("boardB connected", boardB::connected);
                    MqttClient raw = new MqttClient(broker.uri().toString(), "watcher-raw", new MemoryPersistence());
                    MqttConnectOptions o = new MqttConnectOptions();
                    o.setUserName("watcher");
                    o.setPassword("watcher-secret".toCharArray());
                    o.setSocketFactory(broker.tls());
                    raw.connect(o);
                    Ply forged = four.position().legalPlies().getFirst();
                    raw.publish(topics.plies("boardA"), new Message.PlyMessage(code.id(), 5, Color.WHITE, forged).text().getBytes(), 1, false);
                    raw.publish(Broadcast.topic("boardA"), new Broadcast("boardA", "on", "remote", List.of()).text().getBytes(), 1, true);
                    raw.disconnect();
                    raw.close();
                    // after the broker's PUBACKs: a board's own ply on the same topic arrives, the forged one never
                    String real = new Message.PlyMessage(code.id(), 5, Color.WHITE, Notation.parsePly("a7")).text();
                    MqttLink boardA = new MqttLink(settings(broker, "boardA", "morrisboard-boardA-" + code.id()), MqttLink.Listener.of(() -> { }, (t, payload) -> { }));
                    boardA.start();
                    await("boardA connected", boardA::connected);
                    boardA.publish(topics.plies("boardA"), real, false);
                    await("boardA's ply at boardB", () -> heard.contains(real));
                    boardA.close();
                    assertEquals(List.of(real), heard, "nothing of the spectator's reached the game");
                    assertEquals(4, watcher.boards().get("boardA").plies().size(), "nobody posts as boardA");
                    String log = broker.log();
                    assertTrue(log.contains("Denied PUBLISH from watcher-raw"), "the broker's log shows the denials");
                }
            }
        }
    }
}
