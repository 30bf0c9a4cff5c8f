package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.testing.Await;
import io.github.morrisboard.words.Language;
import io.github.morrisboard.words.Sentence;
import io.github.morrisboard.words.Words;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.json.Json;
import org.opentest4j.AssertionFailedError;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LegendTexts;
import io.github.morrisboard.lights.Palette;
import io.github.morrisboard.lights.Pattern;

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
    void wordsComeInTheBrowsersLanguageTheBestOfOurs() throws Exception {
        assertEquals("en", words(Optional.empty()).get("language"), "no Accept-Language: English");
        Map<String, Object> ru = words(Optional.of("de-DE,de;q=0.9,ru;q=0.8,en;q=0.5"));
        assertEquals("ru", ru.get("language"));
        @SuppressWarnings("unchecked")
        Map<String, String> catalog = (Map<String, String>) ru.get("words");
        assertEquals(Words.of(Language.RU).templates(), catalog, "the whole catalog, for the page to say the state's sentences");
        assertEquals("en", words(Optional.of("fr, de;q=0.5")).get("language"), "none of ours: English");
        assertEquals(405, post("/api/words").status());
    }

    @Test
    void aLanguageSettingWinsOverTheBrowsers() throws Exception {
        server.close();
        server = SimServer.start(board, SimServer.DEFAULT_BIND, 0, Optional.of(Language.PL));
        assertEquals("pl", words(Optional.of("ru")).get("language"));
        assertEquals("pl", words(Optional.empty()).get("language"));
    }

    private Map<String, Object> words(Optional<String> acceptLanguage) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(server.uri().resolve("/api/words")).GET();
        acceptLanguage.ifPresent(l -> b.header("Accept-Language", l));
        Response r = send(b.build());
        assertEquals(200, r.status());
        assertTrue(r.contentType().startsWith("application/json"), r.contentType());
        assertEquals("Accept-Language", r.response().headers().firstValue("Vary").orElse(""));
        return r.json();
    }

    @Test
    void listensOnAnEphemeralLoopbackPort() {
        assertTrue(server.port() > 0);
        assertEquals(URI.create("http://127.0.0.1:" + server.port() + "/"), server.uri());
    }

    @Test
    void stateCarriesTheLegendOfTheLightsAndItsLanguage() throws Exception {
        Map<String, Object> state = get("/api/state").json();
        assertEquals("en", state.get("lang"));
        assertEquals(Map.of("lit", List.of(), "menu", List.of()), state.get("legend"));

        board.legend(new Legend(
                List.of(new Legend.Entry("signal.AI_TO", Palette.BLUE, Pattern.STEADY, Point.bit(Point.parse("b4"))),
                        new Legend.Entry("status.THINKING", Palette.VIOLET, Pattern.BREATHE, 0)),
                List.of(new Legend.MenuPoint(Point.parse("c5"), "menu.LEVEL", 7, Palette.BLUE, true))), "ru");
        state = get("/api/state").json();
        assertEquals("ru", state.get("lang"));
        assertEquals(Map.of(
                "lit", List.of(
                        Map.of("key", "signal.AI_TO", "color", "#0040ff", "pattern", "steady", "points", List.of("b4")),
                        Map.of("key", "status.THINKING", "color", "#8000ff", "pattern", "breathe", "points", List.of())),
                "menu", List.of(Map.of("point", "c5", "key", "menu.LEVEL", "n", 7L, "color", "#0040ff", "chosen", true))),
                state.get("legend"));
    }

    @Test
    void theLegendsWordsComeInEachLanguageAndEnglishForAnUnknownOne() throws Exception {
        Response ru = get("/api/legend/ru");
        assertEquals(200, ru.status());
        assertTrue(ru.contentType().startsWith("application/json"), ru.contentType());
        assertEquals("ru", ru.json().get("lang"));
        @SuppressWarnings("unchecked")
        Map<String, Object> texts = (Map<String, Object>) ru.json().get("texts");
        assertEquals("Компьютер думает", texts.get("status.THINKING"));
        assertEquals(LegendTexts.of("ru").texts(), texts);
        assertEquals("en", get("/api/legend/xx").json().get("lang"));
        assertEquals(405, post("/api/legend/ru").status());
    }

    @Test
    void stateHasEveryPointInOrderWithMagnetPieceLedAndPattern() throws Exception {
        board.piece("d6", SimState.WHITE).magnet("a1", true).led("g7", 0x12ab34).status(0xffffff, 0)
                .texts("human-vs-ai", "1. d6", "mismatch: missing [] extra [a1]", Sentence.of("sync.differs", Sentence.of("sync.extra.one", "a1")),
                        Sentence.of("fix.off.one", "a1"));
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
        assertEquals("mismatch: missing [] extra [a1]", state.get("sync"));
        assertEquals("Take the piece off a1", state.get("message"), "the message in English, for scripts");
        assertEquals(Map.of("sync", Map.of("key", "sync.differs", "args", List.of(Map.of("key", "sync.extra.one", "args", List.of("a1")))),
                        "message", List.of(Map.of("key", "fix.off.one", "args", List.of("a1")))),
                state.get("say"), "the sentences, for the page to say in its language");
        assertEquals(List.of("hint", "menu"), state.get("buttons"));
    }

    @Test
    void stateCarriesTheRecordAsNumberedMovesAsThePhoneShowsThem() throws Exception {
        board.texts("human-vs-ai", "d6 b4 c4-c5 g1-g4 xc5", "in sync", Sentence.of("sync.in-sync"), Sentence.of("you.move.white"));
        Map<String, Object> state = get("/api/state").json();
        assertEquals("d6 b4 c4-c5 g1-g4 xc5", state.get("record"), "the record as the board keeps it, for scripts");
        assertEquals(List.of("1. d6 b4", "2. c4-c5 g1-g4xc5"), state.get("moves"));

        board.texts("human-vs-ai", "", "in sync", Sentence.of("sync.in-sync"), Sentence.of("you.move.white"));
        assertEquals(List.of(), get("/api/state").json().get("moves"), "no game yet: no moves");
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
    void onlyTheLoopbackNamesWithTheListeningPortAreAnswered() throws Exception {
        int port = server.port();
        for (String host : List.of("127.0.0.1:" + port, "localhost:" + port, "LocalHost:" + port, "[::1]:" + port)) {
            assertTrue(raw("GET /api/state", host, "").startsWith("HTTP/1.1 200"), host);
        }
        for (String host : List.of("127.0.0.1.nip.io:" + port, "127.0.0.1:" + (port + 1), "localhost:" + (port + 1),
                "127.0.0.2:" + port, "127.1:" + port, "localhost.:" + port, "127.0.0.1", "localhost", "",
                "[::1]", "[::1]:" + (port + 1), "x.localhost:" + port, "0.0.0.0:" + port)) {
            String reply = raw("GET /api/state", host, "");
            assertTrue(reply.startsWith("HTTP/1.1 403"), host + ": " + reply);
            assertTrue(reply.contains("refused: the simulator answers only to localhost:" + port), reply);
        }
    }

    @Test
    void aRebindingNameCannotMovePiecesEvenWithAMatchingOrigin() throws Exception {
        String host = "127.0.0.1.nip.io:" + server.port();
        String reply = raw("POST /api/points/d6/toggle", host, "Origin: http://" + host + "\r\n");
        assertTrue(reply.startsWith("HTTP/1.1 403"), reply);
        assertTrue(reply.contains("127.0.0.1.nip.io"), reply);
        assertEquals(List.of(), board.toggles());
    }

    @Test
    void aRequestWithoutHostOrWithTwoIsRefused() throws Exception {
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port())) {
            socket.getOutputStream().write("GET /api/state HTTP/1.0\r\n\r\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            String reply = new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(reply.startsWith("HTTP/1.1 403"), reply);
            assertTrue(reply.contains("without a Host header"), reply);
        }
        String host = "127.0.0.1:" + server.port();
        String reply = raw("GET /api/state", host, "Host: evil.example:" + server.port() + "\r\n");
        assertTrue(reply.startsWith("HTTP/1.1 403"), reply);
    }

    @Test
    void aStateChangingRequestFromAnotherOriginOfTheSameHostIsRefused() throws Exception {
        int port = server.port();
        String reply = raw("POST /api/buttons/hint", "127.0.0.1:" + port, "Origin: http://localhost:" + port + "\r\n");
        assertTrue(reply.startsWith("HTTP/1.1 403"), reply);
        reply = raw("POST /api/buttons/hint", "127.0.0.1:" + port, "Origin: null\r\n");
        assertTrue(reply.startsWith("HTTP/1.1 403"), reply);
        assertEquals(List.of(), board.presses());
        reply = raw("POST /api/buttons/hint", "localhost:" + port, "Origin: http://localhost:" + port + "\r\n");
        assertTrue(reply.startsWith("HTTP/1.1 200"), reply);
        assertEquals(List.of("hint"), board.presses());
    }

    @Test
    void boundToAllInterfacesItAnswersItsOwnAddressesAndNoOtherName() throws Exception {
        try (SimServer wide = SimServer.start(board, "0.0.0.0", 0)) {
            int port = wide.port();
            assertTrue(raw(wide, "127.0.0.1", "GET /api/state", "127.0.0.1:" + port, "").startsWith("HTTP/1.1 200"));
            String reply = raw(wide, "127.0.0.1", "GET /api/state", "evil.example:" + port, "");
            assertTrue(reply.startsWith("HTTP/1.1 403"), reply);
            reply = raw(wide, "127.0.0.1", "POST /api/points/d6/toggle", "evil.example:" + port, "");
            assertTrue(reply.startsWith("HTTP/1.1 403"), reply);
            assertEquals(List.of(), board.toggles());
            java.util.Optional<String> lan = nonLoopbackAddress();
            if (lan.isPresent()) {
                String ip = lan.get();
                assertTrue(raw(wide, ip, "GET /api/state", ip + ":" + port, "").startsWith("HTTP/1.1 200"), ip);
                assertTrue(raw(wide, ip, "GET /api/state", "127.0.0.2:" + port, "").startsWith("HTTP/1.1 403"), ip);
            }
        }
    }

    @Test
    void boundToAnInterfaceItAnswersThatAddressAndLocalhostOnly() throws Exception {
        java.util.Optional<String> lan = nonLoopbackAddress();
        org.junit.jupiter.api.Assumptions.assumeTrue(lan.isPresent(), "no non-loopback IPv4 address on this machine");
        String ip = lan.get();
        try (SimServer bound = SimServer.start(board, ip, 0)) {
            int port = bound.port();
            assertTrue(raw(bound, ip, "GET /api/state", ip + ":" + port, "").startsWith("HTTP/1.1 200"));
            assertTrue(raw(bound, ip, "GET /api/state", "evil.example:" + port, "").startsWith("HTTP/1.1 403"));
            assertTrue(raw(bound, ip, "GET /api/state", ip + ".nip.io:" + port, "").startsWith("HTTP/1.1 403"));
        }
    }

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a hang is the bug
    void theStreamPastTheCapIs503WhileEverythingElseIsServed() throws Exception {
        List<java.net.Socket> streams = new ArrayList<>();
        try {
            int share = io.github.morrisboard.http.Shares.streamShare(SimServer.MAX_STREAMS); // one address's
            for (int i = 0; i < share; i++) {
                java.net.Socket stream = openStream();
                assertEquals("HTTP/1.1 200 OK", statusLine(stream), "stream " + (i + 1));
                streams.add(stream);
            }
            try (java.net.Socket extra = openStream()) {
                assertTrue(statusLine(extra).startsWith("HTTP/1.1 503"), "stream " + (share + 1));
            }
            String reply = raw("GET /api/events", "127.0.0.1:" + server.port(), "");
            assertTrue(reply.contains("too many live streams"), reply);
            assertEquals(200, get("/api/state").status(), "the state still answers");
            assertEquals(200, post("/api/points/d6/toggle").status(), "and pieces still move");
            streams.removeFirst().close();
            // The server sees a stream gone when it next writes to it (a change, or the keep-alive): each look
            // changes a1, gives the change 50 ms to be written, then opens a stream.
            AtomicInteger changes = new AtomicInteger();
            Await.until("a closed stream's place to be free again", Duration.ofSeconds(60), Duration.ZERO, () -> {
                board.led("a1", changes.incrementAndGet());
                Thread.sleep(50);
                try (java.net.Socket stream = openStream()) {
                    return statusLine(stream);
                }
            }, "HTTP/1.1 200 OK"::equals, AssertionFailedError::new);
        } finally {
            closeAll(streams);
        }
    }

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a hang is the bug
    void aConnectionThatSendsItsHeadersByteByByteOrNotAtAllIsClosed() throws Exception {
        try (java.net.Socket slow = new java.net.Socket("127.0.0.1", server.port());
             java.net.Socket silent = new java.net.Socket("127.0.0.1", server.port())) {
            slow.getOutputStream().write(("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\n")
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            byte[] drip = "X-Slow: 1\r\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            AtomicInteger dripped = new AtomicInteger();
            Await.until("a header that never ends to be cut off (well within 30 s)", Duration.ofSeconds(30), Duration.ZERO, () -> {
                int i = dripped.getAndIncrement();
                boolean closed;
                try {
                    slow.getOutputStream().write(drip[i % drip.length]);
                    closed = closedWithin(slow, 100); // the look's own wait
                } catch (IOException e) {
                    closed = true; // reset by the server
                }
                if (i % 20 == 0) {
                    assertEquals(200, get("/api/state").status(), "others are served meanwhile");
                }
                return closed;
            }, closed -> closed, AssertionFailedError::new);
            assertTrue(closedWithin(silent, 30_000), "a connection that says nothing is closed within 30 s");
        }
    }

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a hang is the bug
    void pastTheConnectionCapANewConnectionIsServedAtOnceByClosingTheOldestSlowOne() throws Exception {
        List<java.net.Socket> held = new ArrayList<>();
        try {
            for (int i = 0; i < SimServer.MAX_CONNECTIONS; i++) {
                java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port());
                socket.getOutputStream().write("GET / HTTP/1.1\r\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                held.add(socket);
            }
            assertTrue(raw("GET /api/state", "127.0.0.1:" + server.port(), "").startsWith("HTTP/1.1 200"),
                    "connection " + (SimServer.MAX_CONNECTIONS + 1) + " is served (the client's oldest slow one makes room)");
            held.get(0).setSoTimeout(30_000);
            assertEquals(-1, held.get(0).getInputStream().read(), "the oldest slow connection was closed");
        } finally {
            closeAll(held);
        }
    }

    private static void closeAll(List<java.net.Socket> sockets) throws IOException {
        for (java.net.Socket socket : sockets) {
            socket.close();
        }
    }

    /** A raw event-stream request; the caller reads the status line. */
    private java.net.Socket openStream() throws IOException {
        java.net.Socket socket = new java.net.Socket("127.0.0.1", server.port());
        socket.setSoTimeout(30_000);
        socket.getOutputStream().write(("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\n\r\n")
                .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        return socket;
    }

    private static String statusLine(java.net.Socket socket) throws IOException {
        StringBuilder line = new StringBuilder();
        InputStream in = socket.getInputStream();
        for (int c = in.read(); c >= 0 && c != '\r' && c != '\n'; c = in.read()) {
            line.append((char) c);
        }
        return line.toString();
    }

    /** True when the server has closed {@code socket} (end of stream or reset) within {@code millis}; false if it is still open. */
    private static boolean closedWithin(java.net.Socket socket, int millis) throws IOException {
        socket.setSoTimeout(millis);
        try {
            InputStream in = socket.getInputStream();
            for (int c = in.read(); c >= 0; c = in.read()) {
                // anything the server sent before closing (an error reply) is skipped
            }
            return true;
        } catch (java.net.SocketTimeoutException e) {
            return false;
        } catch (java.net.SocketException e) {
            return true;
        }
    }

    private static java.util.Optional<String> nonLoopbackAddress() throws java.net.SocketException {
        return java.net.NetworkInterface.networkInterfaces()
                .filter(i -> {
                    try {
                        return i.isUp() && !i.isLoopback();
                    } catch (java.net.SocketException e) {
                        return false;
                    }
                })
                .flatMap(java.net.NetworkInterface::inetAddresses)
                .filter(a -> a instanceof java.net.Inet4Address && !a.isLoopbackAddress() && !a.isLinkLocalAddress())
                .map(java.net.InetAddress::getHostAddress)
                .findFirst();
    }

    /** One request over a plain socket (Java's HTTP client will not send a forged Host), the whole reply. */
    private String raw(String requestLine, String host, String moreHeaders) throws IOException {
        return raw(server, "127.0.0.1", requestLine, host, moreHeaders);
    }

    private static String raw(SimServer to, String address, String requestLine, String host, String moreHeaders) throws IOException {
        try (java.net.Socket socket = new java.net.Socket(address, to.port())) {
            socket.setSoTimeout(30_000);
            socket.getOutputStream().write((requestLine + " HTTP/1.1\r\nHost: " + host + "\r\n" + moreHeaders
                    + "Content-Length: 0\r\nConnection: close\r\n\r\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            return new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
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
        // The page's address (it may carry a LAN name) goes to no other site, as on the companion's page.
        assertEquals(Optional.of("no-referrer"), page.response().headers().firstValue("Referrer-Policy"));
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
    void withNoPageWatchingChangesCostNoSnapshots() throws Exception {
        int before = board.stateReads();
        for (int i = 1; i <= 50; i++) {
            board.led("b4", i); // a pulsing LED: a change every frame
            Thread.sleep(StateStream.MIN_INTERVAL_MS / 4);
        }
        assertEquals(before, board.stateReads(), "nobody watches: nothing is sampled");
        assertEquals(StateJson.hex(50), point(get("/api/state").json(), "b4").get("led"), "a request still gets the state now");
        try (EventStream events = EventStream.open(client, server.uri().resolve("/api/events"))) {
            events.next();
            board.led("b4", 51);
            assertEquals(StateJson.hex(51), point(events.next(), "b4").get("led"), "a watched change is streamed");
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
