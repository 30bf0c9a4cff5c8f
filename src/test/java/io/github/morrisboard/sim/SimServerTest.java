package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.SimulatedFault;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.json.Json;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simulator's HTTP API over the in-memory board, with a plain HTTP client. */
class SimServerTest {
    private final InMemorySimBoard board = new InMemorySimBoard();
    private final HttpClient client = HttpClient.newHttpClient();
    private SimServer server;

    @BeforeEach
    void start() throws IOException {
        server = SimServer.start(board, 0);
    }

    @AfterEach
    void stop() {
        server.close();
        client.close();
    }

    @Test
    void listensOnAnEphemeralLoopbackPort() {
        assertTrue(server.port() > 0);
        assertEquals(URI.create("http://127.0.0.1:" + server.port() + "/"), server.uri());
    }

    @Test
    void stateHasEveryPointInOrderWithMagnetPieceLedAndPattern() throws Exception {
        board.piece("d6", SimState.WHITE).magnet("a1", true).led("g7", 0x12ab34).status(0xffffff, 0)
                .texts("human-vs-ai", "1. d6", "mismatch: extra a1", "Lift the piece on a1");
        Response r = get("/api/state");
        assertEquals(200, r.status());
        assertTrue(r.contentType().startsWith("application/json"), r.contentType());
        Map<String, Object> state = r.json();
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> points = (Map<String, Map<String, Object>>) state.get("points");
        List<String> names = new ArrayList<>();
        for (int p = 0; p < Point.COUNT; p++) {
            names.add(Point.name(p));
        }
        assertEquals(names, List.copyOf(points.keySet()), "all 24 points, in point order");
        assertEquals(Map.of("magnet", true, "piece", "white", "led", "#000000", "pattern", "off"), points.get("d6"));
        assertEquals(Map.of("magnet", true, "piece", "", "led", "#000000", "pattern", "off"), points.get("a1"));
        assertEquals("#12ab34", points.get("g7").get("led"));
        assertEquals("steady", points.get("g7").get("pattern"));
        assertEquals(List.of("#ffffff", "#000000"), state.get("status"));
        assertEquals("human-vs-ai", state.get("mode"));
        assertEquals("1. d6", state.get("record"));
        assertEquals("mismatch: extra a1", state.get("sync"));
        assertEquals("Lift the piece on a1", state.get("message"));
        assertEquals(List.of("hint", "menu"), state.get("buttons"));
    }

    @Test
    void togglingAPointReachesTheBoardAndAnswersTheNewState() throws Exception {
        Response r = post("/api/points/d6/toggle");
        assertEquals(200, r.status());
        assertEquals(List.of("d6"), board.toggles());
        assertEquals(true, point(r.json(), "d6").get("magnet"));
        assertEquals(200, post("/api/points/D6/toggle").status(), "names are case-insensitive");
        assertEquals(List.of("d6", "d6"), board.toggles());
    }

    @Test
    void anUnknownPointIs404NamingIt() throws Exception {
        Response r = post("/api/points/z9/toggle");
        assertEquals(404, r.status());
        assertTrue(((String) r.json().get("error")).contains("\"z9\""), r.body());
        assertEquals(404, post("/api/points/d6").status(), "no action named");
        assertEquals(404, post("/api/points/d6/lift").status(), "unknown action");
        assertEquals(List.of(), board.toggles());
    }

    @Test
    void wrongMethodsAre405WithAllow() throws Exception {
        Response r = get("/api/points/d6/toggle");
        assertEquals(405, r.status());
        assertEquals("POST", r.response().headers().firstValue("Allow").orElseThrow());
        assertEquals(405, post("/api/state").status());
        assertEquals(405, get("/api/buttons/hint").status());
        assertEquals(List.of(), board.toggles());
        assertEquals(List.of(), board.presses());
    }

    @Test
    void buttonsArePressedByName() throws Exception {
        assertEquals(200, post("/api/buttons/hint").status());
        assertEquals(200, post("/api/buttons/menu").status());
        assertEquals(List.of("hint", "menu"), board.presses());
        Response r = post("/api/buttons/fire");
        assertEquals(404, r.status());
        assertEquals("unknown button \"fire\" (buttons are hint menu)", r.json().get("error"));
    }

    @Test
    void clearingTheBoardLiftsEveryPieceAndAnswersTheNewState() throws Exception {
        board.magnet("a1", true).magnet("g7", true);
        Response r = post("/api/board/clear");
        assertEquals(200, r.status());
        assertEquals(1, board.clears());
        assertEquals(false, point(r.json(), "a1").get("magnet"));
        assertEquals(false, point(r.json(), "g7").get("magnet"));
        assertEquals(405, get("/api/board/clear").status());
        assertEquals(1, board.clears());
    }

    @Test
    void faultsAreInjectedAndEndedByTypedRoutesAndListedInTheState() throws Exception {
        assertEquals(List.of("0x20", "0x21"), get("/api/state").json().get("chips"));
        assertEquals(List.of(), get("/api/state").json().get("faults"));
        assertEquals(200, post("/api/faults/bus/unplug").status());
        assertEquals(200, post("/api/faults/points/d6/stuck-closed").status());
        assertEquals(200, post("/api/faults/points/A1/chatter").status());
        Response r = post("/api/faults/points/g7/stuck-open");
        assertEquals(List.of(new SimulatedFault.BusUnplugged(), new SimulatedFault.ReedStuck(Point.parse("d6"), true),
                new SimulatedFault.ReedChattering(Point.parse("a1")), new SimulatedFault.ReedStuck(Point.parse("g7"), false)),
                board.faults());
        assertEquals(List.of(Map.of("fault", "bus-unplugged", "label", "I2C bus unplugged"),
                Map.of("fault", "stuck-closed d6", "label", "d6 stuck closed"),
                Map.of("fault", "chatter a1", "label", "a1 chatters"),
                Map.of("fault", "stuck-open g7", "label", "g7 stuck open")), r.json().get("faults"));

        assertEquals(200, post("/api/faults/points/d6/fix").status());
        assertEquals(200, post("/api/faults/bus/plug").status());
        assertEquals(List.of(new SimulatedFault.ReedChattering(Point.parse("a1")), new SimulatedFault.ReedStuck(Point.parse("g7"), false)),
                board.faults());
        assertEquals(200, post("/api/faults/chips/0x21/power-cycle").status());
        assertEquals(List.of(0x21), board.powerCycles());
        assertEquals(200, post("/api/faults/clear").status());
        assertEquals(List.of(), board.faults());
    }

    @Test
    void aBadFaultRouteIs404NamingWhatIsWrongAndChangesNothing() throws Exception {
        Response chip = post("/api/faults/chips/0x22/power-cycle");
        assertEquals(404, chip.status());
        assertEquals("unknown chip \"0x22\" (reed chips: 0x20 0x21)", chip.json().get("error"));
        Response point = post("/api/faults/points/z9/chatter");
        assertEquals(404, point.status());
        assertTrue(((String) point.json().get("error")).startsWith("unknown point \"z9\""), point.body());
        assertEquals("no reed fault \"melt\" (stuck-closed, stuck-open, chatter, fix)",
                post("/api/faults/points/d6/melt").json().get("error"));
        assertTrue(((String) post("/api/faults/bus/cut").json().get("error")).contains("bus/unplug"));
        assertEquals(405, get("/api/faults/bus/unplug").status());
        HttpResponse<String> foreign = client.send(HttpRequest.newBuilder(server.uri().resolve("/api/faults/bus/unplug"))
                .header("Origin", "http://evil.example").POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(403, foreign.statusCode());
        assertEquals(List.of(), board.faults());
        assertEquals(List.of(), board.powerCycles());
    }

    @Test
    void anotherWebOriginCannotMovePieces() throws Exception {
        HttpResponse<String> r = client.send(HttpRequest.newBuilder(server.uri().resolve("/api/points/d6/toggle"))
                .header("Origin", "http://evil.example").POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(403, r.statusCode());
        assertTrue(r.body().contains("http://evil.example"), r.body());
        HttpResponse<String> same = client.send(HttpRequest.newBuilder(server.uri().resolve("/api/points/d6/toggle"))
                .header("Origin", "http://127.0.0.1:" + server.port()).POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, same.statusCode(), "the page itself may");
        assertEquals(List.of("d6"), board.toggles());
    }

    @Test
    void aRequestForAnotherHostNameIsRefused() throws Exception {
        // DNS rebinding: a foreign name resolving to 127.0.0.1. Java's client will not forge Host, a socket will.
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
            socket.getOutputStream().write(("POST /api/points/d6/toggle HTTP/1.1\r\nHost: evil.example:" + server.port()
                    + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            String reply = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(reply.startsWith("HTTP/1.1 403"), reply);
            assertTrue(reply.contains("evil.example"), reply);
        }
        assertEquals(List.of(), board.toggles());
        assertEquals(200, get("/api/state").status(), "127.0.0.1 is fine");
    }

    @Test
    void anUnknownApiPathIs404() throws Exception {
        assertEquals(404, get("/api/nothing").status());
        assertEquals(404, get("/no-such-file.js").status());
    }

    @Test
    void servesThePageAndItsFilesFromTheJar() throws Exception {
        Response page = get("/");
        assertEquals(200, page.status());
        assertTrue(page.contentType().startsWith("text/html"));
        assertTrue(page.body().contains("<svg id=\"board\""), "the board is SVG");
        assertTrue(page.response().headers().firstValue("Content-Security-Policy").orElseThrow().contains("default-src 'self'"));
        for (String file : List.of("/sim.css", "/sim.js", "/favicon.svg")) {
            Response r = get(file);
            assertEquals(200, r.status(), file);
            assertTrue(r.body().length() > 100, file);
        }
        assertTrue(get("/sim.js").contentType().startsWith("text/javascript"));
        // No internet on a Pi at a game night: nothing may come from elsewhere.
        for (String file : List.of("/", "/sim.css", "/sim.js")) {
            String body = get(file).body();
            assertTrue(!body.contains("http://") || body.contains("http://www.w3.org/2000/svg"), file + " links outside");
            assertTrue(!body.contains("https://"), file + " links outside");
        }
    }

    @Test
    void eventsStreamTheStateAndEachChange() throws Exception {
        try (EventStream events = EventStream.open(client, server.uri().resolve("/api/events"))) {
            Map<String, Object> first = events.next();
            assertEquals("#000000", point(first, "a1").get("led"));
            board.led("a1", 0xff0000);
            assertEquals("#ff0000", point(events.next(), "a1").get("led"));
            board.piece("d6", SimState.BLACK);
            assertEquals("black", point(events.next(), "d6").get("piece"));
        }
    }

    @Test
    void eventsAreCoalescedToAboutThirtyASecond() throws Exception {
        try (EventStream events = EventStream.open(client, server.uri().resolve("/api/events"))) {
            events.next();
            long start = System.nanoTime();
            int changes = 400;
            for (int i = 1; i <= changes; i++) {
                board.led("b4", i);
                if (i % 4 == 0) {
                    Thread.sleep(1);
                }
            }
            String last = StateJson.hex(changes);
            int received = 0;
            while (true) {
                received++;
                if (last.equals(point(events.next(), "b4").get("led"))) {
                    break;
                }
            }
            double elapsedMs = (System.nanoTime() - start) / 1e6;
            double allowed = elapsedMs / StateStream.MIN_INTERVAL_MS + 2;
            assertTrue(received <= allowed, received + " events for " + changes + " changes in " + elapsedMs + " ms");
            assertTrue(received < changes, "coalesced");
        }
    }

    @Test
    @Timeout(10) // the live stream must end when the server closes, not hang
    void closingStopsTheServerAndUnsubscribes() throws Exception {
        EventStream events = EventStream.open(client, server.uri().resolve("/api/events"));
        events.next();
        assertEquals(1, board.listenerCount());
        server.close();
        assertEquals(0, board.listenerCount());
        events.readToEnd();
        events.close();
        assertThrows(IOException.class, () -> get("/api/state"));
    }

    @Test
    void aBusyPortIsAClearError() throws Exception {
        IOException e = assertThrows(IOException.class, () -> SimServer.start(board, server.port()));
        assertTrue(e.getMessage().contains("127.0.0.1:" + server.port()), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SimServer.start(board, 70000));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> point(Map<String, Object> state, String name) {
        return ((Map<String, Map<String, Object>>) state.get("points")).get(name);
    }

    private Response get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(server.uri().resolve(path)).GET().build());
    }

    private Response post(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(server.uri().resolve(path)).POST(HttpRequest.BodyPublishers.noBody()).build());
    }

    private Response send(HttpRequest request) throws IOException, InterruptedException {
        return new Response(client.send(request, HttpResponse.BodyHandlers.ofString()));
    }

    private record Response(HttpResponse<String> response) {
        int status() {
            return response.statusCode();
        }

        String body() {
            return response.body();
        }

        String contentType() {
            return response.headers().firstValue("Content-Type").orElse("");
        }

        Map<String, Object> json() {
            return new Json().toType(response.body(), Json.MAP_TYPE);
        }
    }

    /** A server-sent-events reader: {@link #next()} returns the next event's JSON. */
    private static final class EventStream implements AutoCloseable {
        private final InputStream in;
        private final java.io.BufferedReader reader;

        private EventStream(InputStream in) {
            this.in = in;
            this.reader = new java.io.BufferedReader(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }

        static EventStream open(HttpClient client, URI uri) throws IOException, InterruptedException {
            HttpResponse<InputStream> r = client.send(HttpRequest.newBuilder(uri).GET().build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, r.statusCode());
            assertEquals("text/event-stream; charset=utf-8", r.headers().firstValue("Content-Type").orElseThrow());
            return new EventStream(r.body());
        }

        Map<String, Object> next() throws IOException {
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.startsWith("data: ")) {
                    return new Json().toType(line.substring("data: ".length()), Json.MAP_TYPE);
                }
            }
            throw new IOException("event stream ended");
        }

        /** Reads until the server closes the stream (skipping events still buffered). */
        void readToEnd() throws IOException {
            while (reader.readLine() != null) {
                // skip what was sent before the close
            }
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
