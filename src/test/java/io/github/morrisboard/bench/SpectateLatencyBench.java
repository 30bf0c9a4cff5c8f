package io.github.morrisboard.bench;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.app.service.StoreSaver;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.remote.Broadcaster;
import io.github.morrisboard.remote.CaFile;
import io.github.morrisboard.remote.Mosquitto;
import io.github.morrisboard.remote.MqttLink;
import io.github.morrisboard.remote.Spectator;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.web.SpectateServer;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * From a board's save to the spectators' page's event: a {@link Broadcaster} in front of a real game
 * store publishes the game (TLS, a local Mosquitto), the {@link Spectator} hears it, the page
 * replays it and sends the event to a reader of {@code /api/events}. Prints the median, p99 and
 * largest of {@code N} plies (default 200), one at a time, each waited for before the next:
 * <pre>
 * mvn -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.github.morrisboard.bench.SpectateLatencyBench -Dexec.args=200
 * </pre>
 */
public final class SpectateLatencyBench {
    private static final Pattern PLIES = Pattern.compile("\"board\":\"boardA\",\"state\":\"on\",\"mode\":\"[a-z-]+\",\"plies\":(\\d+)");

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        Path dir = Files.createTempDirectory("spectate-bench");
        try (Mosquitto broker = Mosquitto.forBoards(dir.resolve("broker"), Map.of("boardA", "a-secret"),
                Map.of("watcher", "w-secret"))) {
            MqttLink.Settings a = new MqttLink.Settings(broker.uri(), "bench-boardA", "boardA", "a-secret".toCharArray(),
                    Optional.of(CaFile.trust(broker.caFile())), 30, 2000);
            MqttLink.Settings w = new MqttLink.Settings(broker.uri(), "bench-watcher", "watcher", "w-secret".toCharArray(),
                    Optional.of(CaFile.trust(broker.caFile())), 30, 2000);
            try (Broadcaster board = new Broadcaster(a, "boardA"); Spectator spectator = new Spectator(w);
                 SpectateServer page = SpectateServer.start(spectator, java.util.Set.of("localhost"), new InetSocketAddress("127.0.0.1", 0))) {
                board.start();
                spectator.start();
                GameSaver saver = board.publishing(new StoreSaver(new GameStore(Files.createDirectories(dir.resolve("boardA")))));
                Map<Integer, Long> seen = new ConcurrentHashMap<>();
                HttpResponse<InputStream> events = HttpClient.newHttpClient().send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + page.port() + "/api/events")).build(),
                        HttpResponse.BodyHandlers.ofInputStream());
                Thread reader = Thread.ofPlatform().daemon().start(() -> {
                    try (BufferedReader r = new BufferedReader(new InputStreamReader(events.body(), StandardCharsets.UTF_8))) {
                        for (String line; (line = r.readLine()) != null; ) {
                            Matcher m = PLIES.matcher(line);
                            if (m.find()) {
                                seen.putIfAbsent(Integer.parseInt(m.group(1)), System.nanoTime());
                            }
                        }
                    } catch (java.io.IOException e) {
                        // the page closed
                    }
                });
                List<Long> micros = new ArrayList<>();
                Game g = Game.start(Rules.STANDARD);
                for (int i = 0; micros.size() < n; i++) {
                    if (g.outcome().isOver()) {
                        g = Game.start(Rules.STANDARD); // plies counted anew: wait for the page to show the fresh game first
                    }
                    g = g.play(g.position().legalPlies().get(i % g.position().legalPlies().size()));
                    int plies = g.plyCount();
                    seen.remove(plies);
                    long t0 = System.nanoTime();
                    saver.save(Setups.EXAMPLE, g);
                    long until = t0 + 30_000_000_000L;
                    while (!seen.containsKey(plies) && System.nanoTime() < until) {
                        Thread.onSpinWait();
                    }
                    Long at = seen.get(plies);
                    if (at == null) {
                        throw new IllegalStateException("ply " + plies + " never reached the page");
                    }
                    if (i >= 10) { // the first ones warm the JIT
                        micros.add((at - t0) / 1000);
                    }
                }
                reader.interrupt();
                Collections.sort(micros);
                System.out.printf("save -> spectators' page event, %d plies: median %.1f ms, p99 %.1f ms, max %.1f ms%n", micros.size(),
                        micros.get(micros.size() / 2) / 1000.0, micros.get((int) Math.ceil(micros.size() * 0.99) - 1) / 1000.0,
                        micros.getLast() / 1000.0);
            }
        }
    }
}
