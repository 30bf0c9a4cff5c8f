package io.github.morrisboard.app.service;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.Published;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.HistoryEntry;
import io.github.morrisboard.web.Access;
import io.github.morrisboard.web.BoardPort;
import io.github.morrisboard.web.CompanionServer;
import io.github.morrisboard.web.Pairing;
import io.github.morrisboard.web.Sessions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The companion page on the assembled board (production wiring, Pi4J mock providers, real files,
 * the page's real HTTP routes): phones paired by presence at the board and forgotten from its menu.
 */
class CompanionBoardTest {
    @TempDir
    Path dir;

    private AssembledBoard b;
    private CompanionServer server;
    private final Queue<PageCommand> fromPage = new ConcurrentLinkedQueue<>();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();

    /** A paired phone: its cookie and CSRF token. */
    private record Phone(String cookie, String csrf) {
    }

    private void serve(AssembledBoard board) throws IOException {
        b = board;
        BoardPort port = new BoardPort() {
            @Override
            public Published published() {
                return b.c.published();
            }

            @Override
            public List<HistoryEntry> history() {
                return List.of();
            }

            @Override
            public void post(PageCommand command) {
                fromPage.add(command);
            }
        };
        server = CompanionServer.start(port, Access.PLAY, new Sessions(dir), new Pairing(b.clock::get),
                CompanionServer.ownNames("boardpi"), new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), b.clock::get);
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
        if (b != null) {
            b.close();
        }
    }

    /** The page's requests reach the control loop as events, in order (as the event loop hands them on). */
    private void deliver() {
        for (PageCommand c = fromPage.poll(); c != null; c = fromPage.poll()) {
            b.c.handle(new Event.FromPage(b.clock.get(), c));
            b.drain();
        }
    }

    private HttpResponse<String> post(String path, Phone phone) throws IOException, InterruptedException {
        return post(path, phone, http);
    }

    /** Clients from other addresses of this machine (127.0.0.2 …): strangers on the LAN. */
    private HttpClient from(String address) throws IOException {
        return HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).localAddress(InetAddress.getByName(address)).build();
    }

    private HttpResponse<String> post(String path, Phone phone, HttpClient client) throws IOException, InterruptedException {
        String self = "http://127.0.0.1:" + server.port();
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(self + path)).timeout(Duration.ofSeconds(30))
                .header("Origin", self).POST(HttpRequest.BodyPublishers.noBody());
        if (phone != null) {
            r.header("Cookie", phone.cookie()).header(CompanionServer.CSRF_HEADER, phone.csrf());
        }
        return client.send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\"([^\"]*)\"").matcher(json);
        assertTrue(m.find(), name + " in " + json);
        return m.group(1);
    }

    /** A pairing asked from {@code client}: its id (the board has it once delivered). */
    private String ask(HttpClient client) throws IOException, InterruptedException {
        HttpResponse<String> asked = post("/api/pair", null, client);
        assertEquals(201, asked.statusCode(), asked.body());
        deliver();
        b.advance(100);
        return field(asked.body(), "id");
    }

    /** The phone's claim of the pairing {@code id}: 202 while it waits, 200 paired, 410 over. */
    private HttpResponse<String> claim(String id, HttpClient client) throws IOException, InterruptedException {
        return post("/api/pair/" + id, null, client);
    }

    /**
     * Pairs a phone as a person would: the page asks, the board lights one point per step, and a hand
     * there does what the page says (lifts the piece and puts it back, or puts a piece down and takes it
     * off), holding each for {@code holdMs}, past the settle time; {@link #lastAsked} gets the points.
     */
    private Phone pair(long holdMs) throws IOException, InterruptedException {
        return pair(holdMs, http, () -> { });
    }

    /** The same from {@code client}, with {@code meanwhile} done at each look at the phone (other phones asking). */
    private Phone pair(long holdMs, HttpClient client, Meanwhile meanwhile) throws IOException, InterruptedException {
        String id = ask(client);
        lastAsked = new ArrayList<>();
        for (int look = 0; look < 2000; look++) {
            HttpResponse<String> r = claim(id, client);
            if (r.statusCode() == 200) {
                String cookie = r.headers().firstValue("Set-Cookie").orElseThrow();
                assertEquals(PageCommand.Pairing.STEPS, lastAsked.size(), "one point a step");
                for (int i = 1; i < lastAsked.size(); i++) {
                    assertNotEquals(lastAsked.get(i - 1), lastAsked.get(i), "a step's point is never the one before's");
                }
                return new Phone(cookie.substring(0, cookie.indexOf(';')), field(r.body(), "csrf"));
            }
            assertEquals(202, r.statusCode(), r.body());
            if (r.body().contains("\"state\":\"step\"")) {
                int p = Point.parse(field(r.body(), "point"));
                assertTrue(b.c.published().view().english().contains("(code " + field(r.body(), "code") + ")"), "the board says whose: " + b.c.published().view().english());
                assertTrue(b.c.published().legend().lit().stream().anyMatch(e -> e.key().equals("signal.PAIRING") && e.points() == Point.bit(p)),
                        "the step's point is lit: " + b.c.published().legend());
                boolean occupied = (b.magnets() & Point.bit(p)) != 0;
                assertEquals(occupied, r.body().contains("\"lift\":true"), r.body());
                lastAsked.add(p);
                b.set(p, !occupied).advance(holdMs).set(p, occupied).advance(holdMs);
            } else {
                b.advance(500);
            }
            meanwhile.run();
        }
        throw new AssertionError("never paired");
    }

    private static List<Integer> points(int mask) {
        List<Integer> points = new ArrayList<>();
        for (int m = mask; m != 0; m &= m - 1) {
            points.add(Integer.numberOfTrailingZeros(m));
        }
        return points;
    }

    /** The points of the last pairing's steps. */
    private List<Integer> lastAsked = List.of();

    interface Meanwhile {
        void run() throws IOException, InterruptedException;
    }

    /**
     * Pairs a phone in the middle of a game, touches held past the settle time and the grace period:
     * the record, the saved game and the verdict are as before, and the board is in sync again.
     */
    private void pairKeepingTheGame(String phase) throws Exception {
        String record = b.record();
        String saved = b.saved();
        int magnets = b.magnets();
        int aiRequests = b.aiRequests;
        Phone phone = pair(2000);
        b.advance(3000);
        assertEquals(record, b.record(), phase + ": the pairing gesture plays nothing");
        assertEquals(saved, b.saved(), phase + ": nor is anything saved");
        assertEquals(magnets, b.magnets());
        assertEquals(aiRequests, b.aiRequests, phase + ": no ply was accepted on the way (the AI would have been asked)");
        assertInstanceOf(Verdict.InSync.class, b.c.state().verdict(), phase + ": the board agrees with the game again");
        assertEquals(Phase.PLAY, b.c.state().phase());
        for (int p : lastAsked) {
            assertNotEquals(0, magnets & Point.bit(p), phase + ": mid-game the board asks to lift pieces, not to place them: "
                    + Point.names(Point.bit(p)));
        }
        assertEquals(202, post("/api/commands/hint", phone).statusCode(), "paired");
        fromPage.clear();
    }

    /** Placements for both sides that close no mill (the first such legal ply each time). */
    private static List<Ply> millFree(int plies) {
        Game g = Game.start(Rules.STANDARD);
        List<Ply> chosen = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            Game now = g;
            Ply ply = now.position().legalPlies().stream().filter(p -> now.play(p).position().removalsOwed() == 0)
                    .findFirst().orElseThrow();
            chosen.add(ply);
            g = g.play(ply);
        }
        return chosen;
    }

    /** Two people, no takebacks: a ply accepted by mistake would stay in the record. */
    private AssembledBoard twoPlayers() throws IOException {
        Config c = ConfigLoader.parse(dir.resolve("t.properties"), List.of("mode = human-vs-human", "takebacks = false"), java.util.Map.of())
                .withStateDir(dir);
        return new AssembledBoard(dir, c).powerOn(0);
    }

    @Test
    void pairingWhilePlacingAgainstTheAiChangesNothingInTheGame() throws Exception {
        serve(new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0));
        b.c.newGame(b.clock.get());
        for (int i = 0; i < 4; i++) {
            b.place(Point.name(b.game().position().legalPlies().stream().filter(p -> b.game().play(p).position().removalsOwed() == 0)
                    .findFirst().orElseThrow().to())).advance(100);
            b.place(Point.name(b.c.state().opponentPlies().getFirst().to()));
        }
        pairKeepingTheGame("placing, eight pieces down");
        b.place(Point.name(b.game().position().legalPlies().getFirst().to()));
        assertEquals(9, b.game().plyCount(), "the game goes on: " + b.record());
    }

    @Test
    void pairingWhileMovingChangesNothingInTheGame() throws Exception {
        serve(twoPlayers());
        b.c.newGame(b.clock.get());
        for (Ply p : millFree(18)) {
            b.place(Point.name(p.to()));
        }
        assertEquals(18, b.game().plyCount(), b.record());
        assertEquals(0, b.game().position().removalsOwed());
        pairKeepingTheGame("moving");
        Ply move = b.game().position().legalPlies().getFirst();
        b.lift(Point.name(move.from())).place(Point.name(move.to()));
        assertEquals(19, b.game().plyCount(), "the game goes on: " + b.record());
    }

    @Test
    void pairingWhileARemovalIsOwedTakesNothing() throws Exception {
        serve(twoPlayers());
        b.c.newGame(b.clock.get());
        for (String p : List.of("a1", "b2", "a4", "b4", "a7")) { // white's mill a1 a4 a7
            b.place(p);
        }
        assertEquals(1, b.game().position().removalsOwed());
        pairKeepingTheGame("a removal owed");
        assertEquals(1, b.game().position().removalsOwed(), "still owed");
        b.lift("b2");
        assertEquals("a1 b2 a4 b4 a7 xb2", b.record(), "the removal is the person's, afterwards");
    }

    /** Asks the stranger's claim: never paired (202 while the board shows it, 410 once over); the sessions file has none. */
    private void notPaired(String id, HttpClient stranger, String when) throws Exception {
        int status = claim(id, stranger).statusCode();
        assertTrue(status == 202 || status == 410, when + ": " + status);
        assertEquals(0, new Sessions(dir).count(), when + ": no session");
    }

    /**
     * F1: at game over the board says "clear the board"; a stranger's pending pairing is shown (its
     * address and code, its point lit), and the owner sweeping every piece off never pairs it.
     */
    @Test
    void theOwnerClearingTheBoardAfterAGamePairsNoStranger() throws Exception {
        serve(twoPlayers());
        b.c.newGame(b.clock.get());
        for (Ply p : millFree(12)) {
            b.place(Point.name(p.to()));
        }
        b.c.handle(new Event.FromPage(b.clock.get(), new PageCommand.Resign()));
        b.advance(100);
        assertEquals(Phase.OVER, b.c.state().phase());
        HttpClient stranger = from("127.0.0.2");
        String id = ask(stranger);
        assertTrue(b.c.published().view().english().startsWith("The phone at 127.0.0.2 asks to pair (code "), b.c.published().view().english());
        assertTrue(b.c.published().legend().lit().stream().anyMatch(e -> e.key().equals("signal.PAIRING")), "its point is lit: " + b.c.published().legend());
        for (int p : points(b.magnets())) { // the owner clears the board, as told
            b.lift(Point.name(p));
            notPaired(id, stranger, "lifted " + Point.name(p));
        }
        b.advance(Pairing.WINDOW_MS);
        assertEquals(Phase.MENU, b.c.state().phase());
        assertEquals(410, claim(id, stranger).statusCode(), "over, unpaired");
        assertEquals(0, new Sessions(dir).count());
    }

    /** F1: the same during a game: the board swept clean (abandoned), the stranger's pairing is never met. */
    @Test
    void sweepingTheBoardDuringAGamePairsNoStranger() throws Exception {
        serve(twoPlayers());
        b.c.newGame(b.clock.get());
        for (Ply p : millFree(18)) {
            b.place(Point.name(p.to()));
        }
        HttpClient stranger = from("127.0.0.3");
        String id = ask(stranger);
        for (int p : points(b.magnets())) {
            b.set(p, false).advance(300);
            notPaired(id, stranger, "swept " + Point.name(p));
        }
        b.advance(Pairing.WINDOW_MS);
        assertEquals(410, claim(id, stranger).statusCode());
        assertEquals(0, new Sessions(dir).count());
    }

    /**
     * F2: strangers at three addresses ask for pairings again and again during a game: every ply
     * the players make is accepted at once, and the owner's phone, in the queue behind them, pairs.
     */
    @Test
    void strangersAskingAgainAndAgainHoldBackNoPlyAndTheOwnerStillPairs() throws Exception {
        serve(twoPlayers());
        b.c.newGame(b.clock.get());
        List<HttpClient> strangers = List.of(from("127.0.0.2"), from("127.0.0.3"), from("127.0.0.4"));
        long[] nextAsk = {0};
        Meanwhile attack = () -> {
            if (b.clock.get() >= nextAsk[0]) {
                nextAsk[0] = b.clock.get() + 12_500;
                for (HttpClient s : strangers) {
                    HttpResponse<String> r = post("/api/pair", null, s);
                    assertTrue(r.statusCode() == 201 || r.statusCode() == 429, r.body());
                }
                deliver();
            }
        };
        for (Ply p : millFree(22)) { // placing, then moving
            attack.run();
            int before = b.game().plyCount();
            if (p.kind() == Ply.Kind.MOVE) {
                b.lift(Point.name(p.from()));
            }
            b.place(Point.name(p.to()));
            assertEquals(before + 1, b.game().plyCount(), "accepted at once, with pairings asked: " + p + " in " + b.record());
        }
        Phone owner = pair(1500, http, attack);
        assertEquals(202, post("/api/commands/hint", owner).statusCode(), "the owner's phone is paired");
        assertEquals(1, new Sessions(dir).count(), "only the owner's");
        assertEquals(22, b.game().plyCount(), "the pairing played nothing: " + b.record());
    }

    @Test
    void forgettingThePhonesFromTheMenuRevokesEveryPairedPhone() throws Exception {
        serve(new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0));
        Phone phone = pair(1500);
        Phone other = pair(1500);
        assertEquals(202, post("/api/commands/hint", phone).statusCode(), "paired");
        assertEquals(2, new Sessions(dir).count());
        deliver();
        Setup before = b.c.state().setup();

        b.place("e3").lift("e3"); // the menu's "forget phones": a piece put on it and lifted

        assertEquals(Phase.MENU, b.c.state().phase());
        assertTrue(b.c.published().view().english().startsWith("Every paired phone forgotten"), b.c.published().view().english());
        assertFalse(Files.exists(dir.resolve(Sessions.FILE)), "the sessions are gone from the disk");
        assertEquals(403, post("/api/commands/hint", phone).statusCode(), "a forgotten phone acts no more");
        assertEquals(403, post("/api/commands/start", other).statusCode());
        assertEquals(before, b.c.state().setup(), "forgetting the phones chooses nothing else");
        assertEquals(Phase.MENU, b.c.state().phase());
    }

    /** A form posted to {@code path} (by {@code phone}, null: an unpaired one). */
    private HttpResponse<String> postForm(String path, Phone phone, String form) throws IOException, InterruptedException {
        String self = "http://127.0.0.1:" + server.port();
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(self + path)).timeout(Duration.ofSeconds(30))
                .header("Origin", self).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form));
        if (phone != null) {
            r.header("Cookie", phone.cookie()).header(CompanionServer.CSRF_HEADER, phone.csrf());
        }
        return http.send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    /**
     * Issue 33: the phone reads the practice the loop published (the puzzles with their counts, the day's
     * one, the rating); a paired phone sets a puzzle up on the board and leaves it; an unpaired one cannot.
     */
    @Test
    void aPairedPhoneReadsThePracticeAndSetsAPuzzleUp() throws Exception {
        serve(new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0));
        String self = "http://127.0.0.1:" + server.port();
        HttpResponse<String> practice = http.send(HttpRequest.newBuilder(URI.create(self + "/api/practice")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, practice.statusCode());
        assertTrue(practice.body().contains("\"solved\":0,\"total\":30,\"today\":\"b"), practice.body());
        assertEquals(403, postForm("/api/commands/puzzle", null, "id=b3").statusCode(), "a stranger's phone sets nothing up");
        Phone phone = pair(2000);
        assertEquals(400, postForm("/api/commands/puzzle", phone, "id=b3;rm").statusCode());
        assertEquals(400, postForm("/api/commands/setup", phone, "game=one&ply=2").statusCode());
        assertEquals(202, postForm("/api/commands/puzzle", phone, "id=b3").statusCode());
        deliver();
        assertEquals(Phase.SETUP, b.c.state().phase());
        var b3 = io.github.morrisboard.learn.BuiltinPuzzles.load().get(2);
        assertEquals("b3", b3.id());
        assertEquals(b3.position().position().white(), b.c.published().view().white(), "the puzzle's position is lit to set up");
        assertEquals(202, post("/api/commands/leave", phone).statusCode());
        deliver();
        assertEquals(Phase.MENU, b.c.state().phase(), "left on an empty board: the menu at once");
    }

    /**
     * Issue 33: a position typed (or tapped) on a paired phone is read under the board's rules: a text the board
     * cannot set up is refused at once, its sentence sent for the page to say in its language; a good one is set
     * up by lights from the menu, and once it stands a game goes on from it, saved with its start.
     */
    @Test
    void aPairedPhoneSetsATypedPositionUpAndAGameGoesOnFromIt() throws Exception {
        serve(new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0));
        String typed = "W:a1,d2,g4 B:d6,g7 hand 6/7 black to move";
        String form = "position=" + java.net.URLEncoder.encode(typed, java.nio.charset.StandardCharsets.UTF_8) + "&players=human-vs-human";
        assertEquals(403, postForm("/api/commands/position", null, form).statusCode(), "a stranger's phone sets nothing up");
        Phone phone = pair(2000);
        HttpResponse<String> bad = postForm("/api/commands/position", phone, "position=W%3Aa1%2Cz9+B%3Ag7+white+to+move");
        assertEquals(400, bad.statusCode());
        assertEquals("{\"error\":\"\\\"z9\\\" is not a point (points are " + Point.names(Point.ALL) + ")\",\"reason\":\"position\","
                + "\"say\":{\"key\":\"companion.position.bad.point\",\"args\":[\"z9\"]}}", bad.body());
        HttpResponse<String> hands = postForm("/api/commands/position", phone, "position=" + java.net.URLEncoder.encode(
                "W:a1,d2,g4 B:d6,g7 hand 6/6 black to move", java.nio.charset.StandardCharsets.UTF_8));
        assertTrue(hands.body().contains("\"say\":{\"key\":\"companion.position.bad.hands.black\",\"args\":[\"6\",\"6\"]}"), hands.body());
        assertEquals(400, postForm("/api/commands/position", phone, form + "&colour=red").statusCode(), "an unknown field");
        assertTrue(fromPage.isEmpty(), "nothing refused reaches the board");
        HttpResponse<String> ok = postForm("/api/commands/position", phone, form);
        assertEquals(202, ok.statusCode(), ok.body());
        assertEquals("{\"accepted\":\"position " + typed + "\"}", ok.body());
        deliver();
        assertEquals(Phase.SETUP, b.c.state().phase());
        for (String p : List.of("a1", "d2", "g4", "d6", "g7")) {
            b.place(p);
        }
        b.advance(500);
        assertEquals(Phase.PLAY, b.c.state().phase(), "the position stands: a game goes on from it");
        assertEquals(io.github.morrisboard.setup.Mode.HUMAN_HUMAN, b.c.state().setup().mode());
        assertEquals(409, postForm("/api/commands/position", phone, form).statusCode(), "from the menu only");
        b.place("b4");
        assertEquals("b4", b.record());
        assertTrue(b.saved().contains("start " + typed + "\ngame on\nplies b4\n"), b.saved());
    }
}
