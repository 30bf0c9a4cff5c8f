package io.github.morrisboard.app;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Controller;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.View;
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
            public View view() {
                return b.c.view();
            }

            @Override
            public Setup setup() {
                return b.c.setup();
            }

            @Override
            public io.github.morrisboard.lights.Legend legend() {
                return b.c.legend();
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
        b.seen = e -> { // as the service hands the reed edges on
            if (e instanceof Event.ReedEdge r) {
                server.sensed(r.point(), r.at());
            }
        };
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
        String self = "http://127.0.0.1:" + server.port();
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(self + path)).timeout(Duration.ofSeconds(30))
                .header("Origin", self).POST(HttpRequest.BodyPublishers.noBody());
        if (phone != null) {
            r.header("Cookie", phone.cookie()).header(CompanionServer.CSRF_HEADER, phone.csrf());
        }
        return http.send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\"([^\"]*)\"").matcher(json);
        assertTrue(m.find(), name + " in " + json);
        return m.group(1);
    }

    /** The points a pairing asks for, as the page shows them. */
    private static List<Integer> points(String json) {
        List<Integer> points = new ArrayList<>();
        Matcher m = Pattern.compile("\"([a-g][1-7])\"").matcher(json.substring(json.indexOf("\"points\"")));
        while (m.find()) {
            points.add(Point.parse(m.group(1)));
        }
        return points;
    }

    /**
     * Pairs a phone as a person would: the page asks, and at the board a hand lifts each piece the
     * page names and puts it back (or puts a piece on an empty point and takes it off), holding each
     * for {@code holdMs}, past the settle time.
     */
    private Phone pair(long holdMs) throws IOException, InterruptedException {
        HttpResponse<String> asked = post("/api/pair", null);
        assertEquals(201, asked.statusCode(), asked.body());
        deliver();
        List<Integer> points = points(asked.body());
        lastAsked = points;
        assertEquals(Pairing.POINTS, points.size(), asked.body());
        for (int p : points) {
            boolean occupied = (b.magnets() & Point.bit(p)) != 0;
            b.set(p, !occupied).advance(holdMs).set(p, occupied).advance(holdMs);
        }
        HttpResponse<String> granted = post("/api/pair/" + field(asked.body(), "id"), null);
        assertEquals(200, granted.statusCode(), granted.body());
        String cookie = granted.headers().firstValue("Set-Cookie").orElseThrow();
        return new Phone(cookie.substring(0, cookie.indexOf(';')), field(granted.body(), "csrf"));
    }

    /** The points of the last pairing challenge asked for. */
    private List<Integer> lastAsked = List.of();

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
        assertInstanceOf(Verdict.InSync.class, b.c.verdict(), phase + ": the board agrees with the game again");
        assertEquals(Controller.Phase.PLAY, b.c.phase());
        if (Integer.bitCount(magnets) >= Pairing.POINTS) {
            for (int p : lastAsked) {
                assertNotEquals(0, magnets & Point.bit(p), phase + ": mid-game the page asks to lift pieces, not to place them: "
                        + Point.names(Point.bit(p)));
            }
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
        b.place("d6").advance(100);
        b.place(Point.name(b.c.aiPlies().getFirst().to()));
        pairKeepingTheGame("placing, two pieces down");
        b.place(Point.name(b.game().position().legalPlies().getFirst().to()));
        assertEquals(3, b.game().plyCount(), "the game goes on: " + b.record());
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

    @Test
    void forgettingThePhonesFromTheMenuRevokesEveryPairedPhone() throws Exception {
        serve(new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0));
        Phone phone = pair(1500);
        Phone other = pair(1500);
        assertEquals(202, post("/api/commands/hint", phone).statusCode(), "paired");
        assertEquals(2, new Sessions(dir).count());
        deliver();
        Setup before = b.c.setup();

        b.place("e3").lift("e3"); // the menu's "forget phones": a piece put on it and lifted

        assertEquals(Controller.Phase.MENU, b.c.phase());
        assertTrue(b.c.view().english().startsWith("Every paired phone forgotten"), b.c.view().english());
        assertFalse(Files.exists(dir.resolve(Sessions.FILE)), "the sessions are gone from the disk");
        assertEquals(403, post("/api/commands/hint", phone).statusCode(), "a forgotten phone acts no more");
        assertEquals(403, post("/api/commands/start", other).statusCode());
        assertEquals(before, b.c.setup(), "forgetting the phones chooses nothing else");
        assertEquals(Controller.Phase.MENU, b.c.phase());
    }
}
