package io.github.morrisboard.web;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.engine.MoveList;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.Published;
import io.github.morrisboard.control.View;
import io.github.morrisboard.http.Http;
import io.github.morrisboard.http.Shares;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.HistoryEntry;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The companion page's endpoints against what a LAN may send them: no session, another origin, a
 * foreign Host (DNS rebinding), a missing or wrong CSRF token, too many requests, too many streams,
 * and pairing without and with presence at the board, then revoked. Raw HTTP over a socket, so
 * every header is exactly what the test says.
 */
class CompanionSecurityTest {
    @TempDir
    Path dir;

    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final List<PageCommand> posted = new CopyOnWriteArrayList<>();
    private final List<HistoryEntry> history = new CopyOnWriteArrayList<>();
    private CompanionServer server;
    private Pairing pairing;
    private Sessions sessions;

    private volatile boolean remote;
    private final BoardPort board = new BoardPort() {
        @Override
        public boolean remote() {
            return remote;
        }

        @Override
        public Published published() {
            return new Published(new View(Phase.MENU, "menu", "", 0, 0, "in-sync",
                    io.github.morrisboard.words.Sentence.of("sync.in-sync"), java.util.List.of(io.github.morrisboard.words.Sentence.of("menu.how"))),
                    Setups.EXAMPLE, java.util.Optional.empty(), "menu");
        }

        @Override
        public List<HistoryEntry> history() {
            return history;
        }

        @Override
        public void post(PageCommand command) {
            if (command instanceof PageCommand.Pairing p) { // the board's part of pairing (CompanionBoardTest), not an act
                asked = p;
            } else {
                posted.add(command);
            }
        }
    };

    /** The pairing the page last handed to the board. */
    private volatile PageCommand.Pairing asked;

    private void start(Access access) throws IOException {
        pairing = new Pairing(clock::get);
        sessions = new Sessions(dir);
        server = CompanionServer.start(board, access, sessions, pairing, CompanionServer.ownNames("boardpi"),
                new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), clock::get);
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    /** One answer: status, headers (lower-case names) and body. */
    record Reply(int status, String head, String body) {
        String header(String name) {
            Matcher m = Pattern.compile("(?im)^" + Pattern.quote(name) + ":\\s*(.*?)\\r?$").matcher(head);
            return m.find() ? m.group(1) : "";
        }
    }

    private String self() {
        return "127.0.0.1:" + server.port();
    }

    private Reply get(String path, String host) throws IOException {
        return send("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
    }

    /** A POST as the page sends it (own Origin), plus {@code extra} header lines. */
    private Reply post(String path, String extra) throws IOException {
        return postAs(path, self(), "http://" + self(), extra);
    }

    private Reply postAs(String path, String host, String origin, String extra) throws IOException {
        return send("POST " + path + " HTTP/1.1\r\nHost: " + host + "\r\n"
                + (origin.isEmpty() ? "" : "Origin: " + origin + "\r\n") + extra
                + "Content-Length: 0\r\nConnection: close\r\n\r\n");
    }

    private Reply send(String request) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            s.getOutputStream().flush();
            String all = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int split = all.indexOf("\r\n\r\n");
            String head = split < 0 ? all : all.substring(0, split);
            String body = split < 0 ? "" : all.substring(split + 4);
            return new Reply(Integer.parseInt(head.substring(9, 12)), head, body);
        }
    }

    /** Pairs through the page's routes, touching the points as a hand at the board would; the cookie and CSRF token. */
    private String[] pairWithPresence() throws IOException {
        Reply begun = post("/api/pair", "");
        assertEquals(201, begun.status(), begun.body());
        String id = field(begun.body(), "id");
        asked.news().accept(new io.github.morrisboard.control.PairingNews.Met()); // the board saw its steps done (PairingDeskTest)
        Reply granted = post("/api/pair/" + id, "");
        assertEquals(200, granted.status(), granted.body());
        String cookie = granted.header("Set-Cookie");
        assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie);
        String token = cookie.substring(cookie.indexOf('=') + 1, cookie.indexOf(';'));
        return new String[] {"Cookie: " + CompanionServer.COOKIE + "=" + token + "\r\n", field(granted.body(), "csrf"), token};
    }

    private static String field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":\"([^\"]*)\"").matcher(json);
        assertTrue(m.find(), name + " in " + json);
        return m.group(1);
    }

    private static String csrf(String token) {
        return CompanionServer.CSRF_HEADER + ": " + token + "\r\n";
    }

    // ---------------------------------------------------------------- Host: DNS rebinding

    @Test
    void theBoardAnswersItsOwnNamesAndAddressOnly() throws IOException {
        start(Access.VIEW);
        int port = server.port();
        for (String host : List.of(self(), "localhost:" + port, "boardpi:" + port, "boardpi.local:" + port, "MorrisBoard.local:" + port)) {
            assertEquals(200, get("/api/state", host).status(), host);
        }
        for (String host : List.of("evil.example:" + port, "127.0.0.1.nip.io:" + port, "boardpi.evil.example:" + port,
                "morrisboard.local:" + (port + 1), "127.0.0.2:" + port)) {
            Reply r = get("/api/state", host);
            assertEquals(403, r.status(), host);
            assertTrue(r.body().contains("answers only to its own names"), r.body());
        }
        assertEquals(403, send("GET /api/state HTTP/1.1\r\nConnection: close\r\n\r\n").status(), "no Host");
        assertEquals(403, send("GET / HTTP/1.1\r\nHost: " + self() + "\r\nHost: " + self() + "\r\nConnection: close\r\n\r\n").status(),
                "two Hosts");
    }

    @Test
    void aRebindingNameCannotPairOrActEvenWithAMatchingOrigin() throws IOException {
        start(Access.PLAY);
        String rebound = "attacker.example:" + server.port();
        assertEquals(403, postAs("/api/pair", rebound, "http://" + rebound, "").status());
        String[] s = pairWithPresence();
        assertEquals(403, postAs("/api/commands/start", rebound, "http://" + rebound, s[0] + csrf(s[1])).status());
        assertTrue(posted.isEmpty());
    }

    // ---------------------------------------------------------------- view mode

    @Test
    void viewModeShowsEverythingAndChangesNothing() throws IOException {
        start(Access.VIEW);
        for (String path : List.of("/", "/companion.js", "/sim.css", "/api/state", "/api/settings", "/api/games", "/api/session")) {
            assertEquals(200, get(path, self()).status(), path);
        }
        assertTrue(get("/api/state", self()).body().contains("\"access\":\"view\""));
        for (String path : List.of("/api/pair", "/api/commands/start", "/api/settings", "/api/sessions/forget")) {
            Reply r = post(path, "");
            assertEquals(403, r.status(), path);
            assertTrue(r.body().contains("web = view"), r.body());
        }
        assertTrue(posted.isEmpty());
    }

    // ---------------------------------------------------------------- sessions, Origin, CSRF

    @Test
    void withoutASessionEveryCommandIs403() throws IOException {
        start(Access.PLAY);
        for (String path : List.of("/api/commands/start", "/api/commands/hint", "/api/commands/takeback", "/api/commands/resign",
                "/api/commands/draw", "/api/commands/decline-draw", "/api/settings", "/api/session/forget", "/api/sessions/forget")) {
            Reply r = post(path, csrf("anything"));
            assertEquals(403, r.status(), path);
            assertTrue(r.body().contains("not paired"), r.body());
            assertTrue(r.body().contains("\"reason\":\"unpaired\""), "the reason the page says in its language: " + r.body());
        }
        assertEquals(403, post("/api/commands/start", "Cookie: " + CompanionServer.COOKIE + "=" + "A".repeat(43) + "\r\n").status(),
                "a made-up session");
        assertTrue(posted.isEmpty());
    }

    @Test
    void anotherOriginOrNoneIsRefusedEvenWithTheSessionAndToken() throws IOException {
        start(Access.PLAY);
        String[] s = pairWithPresence();
        String headers = s[0] + csrf(s[1]);
        for (String origin : List.of("http://evil.example", "http://" + self() + ".evil.example", "https://" + self(), "null", "")) {
            Reply r = postAs("/api/commands/start", self(), origin, headers);
            assertEquals(403, r.status(), "Origin " + origin);
            assertTrue(r.body().contains("only from the board's own page"), r.body());
            assertTrue(r.body().contains("\"reason\":\"cross-site\""), r.body());
        }
        assertEquals(403, post("/api/commands/start", headers + "Sec-Fetch-Site: cross-site\r\n").status());
        assertEquals(403, postAs("/api/pair", self(), "http://evil.example", "").status(), "pairing too");
        assertTrue(posted.isEmpty());
        assertEquals(202, post("/api/commands/start", headers + "Sec-Fetch-Site: same-origin\r\n").status());
        assertEquals(List.of(new PageCommand.Start()), posted);
    }

    @Test
    void aMissingOrWrongCsrfTokenIsRefused() throws IOException {
        start(Access.PLAY);
        String[] s = pairWithPresence();
        String[] other = pairWithPresence();
        assertEquals(403, post("/api/commands/resign", s[0]).status(), "missing");
        assertEquals(403, post("/api/commands/resign", s[0] + csrf("x" + s[1])).status(), "wrong");
        assertEquals(403, post("/api/commands/resign", s[0] + csrf(other[1])).status(), "another phone's");
        assertEquals(403, post("/api/commands/resign", s[0] + csrf(s[2])).status(), "the session token itself");
        assertTrue(posted.isEmpty());
        assertEquals(202, post("/api/commands/resign", s[0] + csrf(s[1])).status());
        assertEquals(List.of(new PageCommand.Resign()), posted);
    }

    @Test
    void theSessionIsHashedOnDiskAndTheCsrfTokenComesOnlyWithTheCookie() throws IOException {
        start(Access.PLAY);
        String[] s = pairWithPresence();
        String onDisk = Files.readString(dir.resolve(Sessions.FILE));
        assertFalse(onDisk.contains(s[2]));
        assertTrue(onDisk.contains(Sessions.hash(s[2])));
        assertFalse(get("/api/session", self()).body().contains("csrf"));
        Reply mine = send("GET /api/session HTTP/1.1\r\nHost: " + self() + "\r\n" + s[0] + "Connection: close\r\n\r\n");
        assertEquals(s[1], field(mine.body(), "csrf"));
    }

    @Test
    void aPairedPhoneActsThroughTheSameEventsAsTheButtonsAndMenuButNeverPlaysAPly() throws IOException {
        start(Access.PLAY);
        String[] s = pairWithPresence();
        String h = s[0] + csrf(s[1]);
        for (String c : List.of("start", "hint", "takeback", "resign", "draw", "decline-draw")) {
            assertEquals(202, post("/api/commands/" + c, h).status(), c);
        }
        Reply settings = send("POST /api/settings HTTP/1.1\r\nHost: " + self() + "\r\nOrigin: http://" + self() + "\r\n" + h
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 41\r\nConnection: close\r\n\r\n"
                + "mode=human-vs-human&level=7&hints=false&x");
        assertEquals(400, settings.status(), "an unknown setting is named: " + settings.body());
        assertTrue(settings.body().contains("unknown setting \\\"x\\\""), settings.body());
        Reply ok = send("POST /api/settings HTTP/1.1\r\nHost: " + self() + "\r\nOrigin: http://" + self() + "\r\n" + h
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 39\r\nConnection: close\r\n\r\n"
                + "mode=human-vs-human&level=7&hints=false");
        assertEquals(202, ok.status(), ok.body());
        assertEquals(List.of(new PageCommand.Start(), new PageCommand.Hint(), new PageCommand.TakeBack(), new PageCommand.Resign(),
                new PageCommand.OfferDraw(), new PageCommand.DeclineDraw(), new PageCommand.Choose(Setups.EXAMPLE.withMode(io.github.morrisboard.setup.Mode.HUMAN_HUMAN).withLevel(7).withHints(false))),
                posted);
        for (String path : List.of("/api/points/d6/toggle", "/api/buttons/hint", "/api/board/clear", "/api/faults/clear",
                "/api/commands/play", "/api/commands/d6")) {
            assertEquals(404, post(path, h).status(), path + ": no route moves a piece or plays a ply");
        }
        assertEquals(7, posted.size());
    }

    @Test
    void aPairedPhoneJoinsAFriendsGameByItsTypedCodeOnlyWhereABrokerIsSet() throws IOException {
        start(Access.PLAY);
        String[] s = pairWithPresence();
        Reply none = postForm("/api/commands/join", s, "code=a1+b4+d2+g7");
        assertEquals(409, none.status(), none.body());
        assertTrue(none.body().contains("remote.broker"), none.body());
        assertTrue(none.body().contains("\"reason\":\"no-broker\""), none.body());
        remote = true;
        assertTrue(get("/api/settings", self()).body().contains("\"remote\":true"));
        Reply bad = postForm("/api/commands/join", s, "code=a1+b4+z9+g7");
        assertEquals(400, bad.status());
        assertTrue(bad.body().contains("z9"), bad.body());
        assertTrue(bad.body().contains("\"reason\":\"code\""), bad.body());
        assertEquals(400, postForm("/api/commands/join", s, "code=a1+b4").status(), "four points");
        assertEquals(List.of(), posted, "nothing posted for a refused code");
        Reply ok = postForm("/api/commands/join", s, "code=g7%2Cd2+b4-a1");
        assertEquals(202, ok.status(), ok.body());
        assertEquals(202, postForm("/api/commands/open", s, "").status());
        assertEquals(List.of(new PageCommand.Join("a1-b4-d2-g7"), new PageCommand.Open()), posted,
                "the code in point order, whatever order it was typed in");
        assertEquals(403, postForm("/api/commands/join", new String[] {"", s[1]}, "code=a1+b4+d2+g7").status(), "not paired");
    }

    private Reply postForm(String path, String[] session, String body) {
        try {
            return send("POST " + path + " HTTP/1.1\r\nHost: " + self() + "\r\nOrigin: http://" + self() + "\r\n" + session[0]
                    + csrf(session[1]) + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: " + body.length()
                    + "\r\nConnection: close\r\n\r\n" + body);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    // ---------------------------------------------------------------- pairing by presence, revoked

    @Test
    void pairingIsRefusedWithoutPresence() throws IOException {
        start(Access.PLAY);
        Reply begun = post("/api/pair", "");
        String id = field(begun.body(), "id");
        Reply waiting = post("/api/pair/" + id, "");
        assertEquals(202, waiting.status());
        assertEquals("", waiting.header("Set-Cookie"));
        asked.news().accept(new io.github.morrisboard.control.PairingNews.Step(Point.parse("d6"), true, 0, 3, clock.get() + 30_000));
        assertTrue(post("/api/pair/" + id, "").body().contains("\"point\":\"d6\""), "the lit point, for the page");
        asked.news().accept(new io.github.morrisboard.control.PairingNews.Ended(io.github.morrisboard.control.PairingNews.Why.LATE));
        Reply late = post("/api/pair/" + id, "");
        assertEquals(410, late.status());
        assertEquals("", late.header("Set-Cookie"));
        assertEquals(410, post("/api/pair/not-an-id", "").status());
        assertEquals(0, sessions.count());
    }

    @Test
    void pairingIsGrantedWithPresenceOnceAndRevokedByThePageOrTheCli() throws IOException {
        start(Access.PLAY);
        String[] s = pairWithPresence();
        String h = s[0] + csrf(s[1]);
        assertEquals(202, post("/api/commands/hint", h).status());
        Reply forgot = post("/api/session/forget", h);
        assertEquals(200, forgot.status());
        assertTrue(forgot.header("Set-Cookie").contains("Max-Age=0"));
        assertEquals(403, post("/api/commands/hint", h).status(), "this phone forgotten");

        String[] a = pairWithPresence();
        String[] b = pairWithPresence();
        assertEquals(200, post("/api/sessions/forget", a[0] + csrf(a[1])).status());
        assertEquals(403, post("/api/commands/hint", b[0] + csrf(b[1])).status(), "every phone forgotten");

        String[] c = pairWithPresence();
        Sessions.forgetAll(sessions.file()); // morrisboard phones --forget
        assertEquals(403, post("/api/commands/hint", c[0] + csrf(c[1])).status(), "forgotten from the command line");
    }

    /** A session past its life (30 days from its pairing) is refused by the server; the page is told the bound and the end. */
    @Test
    void aSessionPastItsLifeIsRefused() throws IOException {
        start(Access.PLAY);
        String[] s = pairWithPresence();
        String h = s[0] + csrf(s[1]);
        Reply session = send("GET /api/session HTTP/1.1\r\nHost: " + self() + "\r\n" + s[0] + "Connection: close\r\n\r\n");
        assertTrue(session.body().contains("\"paired\":true") && session.body().contains("\"days\":30")
                && session.body().contains("\"ends\":\""), session.body());
        assertEquals(202, post("/api/commands/hint", h).status());
        Path file = dir.resolve(Sessions.FILE);
        long old = System.currentTimeMillis() - Sessions.LIFE_MS - 1;
        Files.writeString(file, Files.readString(file).replaceAll(" [0-9]+\n", " " + old + "\n")); // paired 30 days ago
        assertEquals(403, post("/api/commands/hint", h).status(), "past its life");
        assertTrue(send("GET /api/session HTTP/1.1\r\nHost: " + self() + "\r\n" + s[0] + "Connection: close\r\n\r\n")
                .body().contains("\"paired\":false"));
    }

    /** F11: the sessions' file a FIFO or /dev/zero: the page answers at once (nobody paired), a claim met at the board is refused in one line. */
    @Test
    @org.junit.jupiter.api.Timeout(30)
    void anUnusableSessionsFileIsNoSessionAndTheServiceAnswers() throws Exception {
        start(Access.PLAY);
        Path file = dir.resolve(Sessions.FILE);
        for (Runnable bad : List.<Runnable>of(() -> run("mkfifo", file.toString()), () -> run("ln", "-s", "/dev/zero", file.toString()))) {
            Files.deleteIfExists(file);
            bad.run();
            String cookie = "Cookie: " + CompanionServer.COOKIE + "=AAAAAAAAAAAAAAAAAAAAAAAA\r\n";
            Reply r = send("GET /api/session HTTP/1.1\r\nHost: " + self() + "\r\n" + cookie + "Connection: close\r\n\r\n");
            assertEquals(200, r.status());
            assertTrue(r.body().contains("\"paired\":false"), r.body());
            assertEquals(403, post("/api/commands/hint", cookie).status());
            Reply begun = post("/api/pair", "");
            asked.news().accept(new io.github.morrisboard.control.PairingNews.Met());
            Reply claim = post("/api/pair/" + field(begun.body(), "id"), "");
            assertEquals(503, claim.status(), claim.body());
            assertTrue(claim.body().contains(file + ": not a regular file"), claim.body());
            clock.addAndGet(60_000); // past the pairings' rate limit
        }
    }

    private static void run(String... command) {
        try {
            assertEquals(0, new ProcessBuilder(command).start().waitFor());
        } catch (IOException | InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    // ---------------------------------------------------------------- limits

    @Test
    void pairingAttemptsAreRateLimited() throws IOException {
        start(Access.PLAY);
        List<Integer> statuses = new ArrayList<>();
        for (int i = 0; i <= CompanionServer.PAIRINGS_PER_MINUTE; i++) {
            clock.addAndGet(10_000); // one pending pairing per client, its newer request replacing it: only the rate limit refuses
            statuses.add(post("/api/pair", "").status());
        }
        assertEquals(429, statuses.getLast(), statuses.toString());
        assertTrue(statuses.subList(0, CompanionServer.PAIRINGS_PER_MINUTE).stream().allMatch(st -> st == 201), statuses.toString());
        Reply r = post("/api/pair", "");
        assertEquals(429, r.status());
        assertFalse(r.header("Retry-After").isEmpty());
        clock.addAndGet(60_000);
        assertEquals(201, post("/api/pair", "").status(), "a minute later");
    }

    @Test
    void commandsAreRateLimited() throws IOException {
        start(Access.PLAY);
        String[] s = pairWithPresence();
        String h = s[0] + csrf(s[1]);
        int accepted = 0;
        Reply r;
        do {
            r = post("/api/commands/hint", h);
            accepted += r.status() == 202 ? 1 : 0;
        } while (r.status() == 202 && accepted < 1000);
        assertEquals(429, r.status(), r.body());
        assertTrue(accepted < CompanionServer.COMMANDS_PER_10_S, accepted + " (the claim counted too)");
        assertEquals(accepted, posted.size(), "a refused command reaches nothing");
        clock.addAndGet(10_000);
        assertEquals(202, post("/api/commands/hint", h).status(), "ten seconds later");
    }

    @Test
    void theStreamPastTheCapIs503WhileTheStateStillAnswers() throws IOException {
        start(Access.VIEW);
        List<Socket> streams = new ArrayList<>();
        try {
            for (int i = 0; i < Shares.streamShare(CompanionServer.MAX_STREAMS); i++) { // one address's share
                Socket s = new Socket(InetAddress.getLoopbackAddress(), server.port());
                s.setSoTimeout(10_000);
                OutputStream out = s.getOutputStream();
                out.write(("GET /api/events HTTP/1.1\r\nHost: " + self() + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                out.flush();
                assertTrue(statusLine(s.getInputStream()).startsWith("HTTP/1.1 200"), "stream " + (i + 1));
                streams.add(s);
            }
            Reply extra = get("/api/events", self());
            assertEquals(503, extra.status());
            assertTrue(extra.body().contains("too many live streams"), extra.body());
            assertEquals(200, get("/api/state", self()).status());
        } finally {
            for (Socket s : streams) {
                s.close();
            }
        }
    }

    private static String statusLine(InputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int c = in.read(); c >= 0 && c != '\n'; c = in.read()) {
            sb.append((char) c);
        }
        return sb.toString();
    }

    @Test
    void theGamesAreListedNewestFirstAndEachDownloadsAsANumberedMoveList() throws IOException {
        start(Access.VIEW);
        var plies = io.github.morrisboard.engine.Notation.splitPlies("d6 f4 d2 a1 d7 xf4 g7").stream()
                .map(io.github.morrisboard.engine.Notation::parsePly).toList();
        history.add(new HistoryEntry(java.time.Instant.parse("2026-11-30T20:00:00Z"), io.github.morrisboard.engine.Rules.STANDARD,
                io.github.morrisboard.setup.Mode.HUMAN_AI, java.util.OptionalInt.of(3), HistoryEntry.ABANDONED, plies.subList(0, 2)));
        history.add(new HistoryEntry(java.time.Instant.parse("2026-12-01T05:00:00Z"), io.github.morrisboard.engine.Rules.STANDARD,
                io.github.morrisboard.setup.Mode.HUMAN_HUMAN, java.util.OptionalInt.empty(), "white wins", plies));
        String games = get("/api/games", self()).body();
        assertTrue(games.startsWith("[{\"n\":2,\"number\":1,\"ended\":\"2026-12-01T05:00:00Z\""), games);
        assertTrue(games.contains("\"result\":\"white wins\",\"moves\":3"), games);
        Reply game = get("/api/games/2.txt", self());
        assertEquals(200, game.status());
        assertEquals("1. d6 f4\n2. d2 a1\n3. d7xf4 g7\n", game.body());
        assertTrue(game.header("Content-Type").startsWith("text/plain"));
        assertTrue(game.header("Content-Disposition").contains("morrisboard-game-2.txt"));
        for (String bad : List.of("0.txt", "3.txt", "1", "../1.txt", "1.txt.exe")) {
            assertEquals(404, get("/api/games/" + bad, self()).status(), bad);
        }
    }

    @Test
    void aConnectionThatSendsNothingIsClosed() throws IOException {
        start(Access.VIEW);
        try (Socket silent = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            silent.setSoTimeout(30_000); // generous: the server's own limit is Http.HEADER_TIMEOUT_S plus a tick
            assertEquals(-1, silent.getInputStream().read(), "closed unanswered");
        }
    }

    @Test
    void ownNamesAreTheHostnameItsLocalNameAndMorrisboardLocal() {
        assertEquals(Set.of("boardpi", "boardpi.local", "morrisboard.local", "localhost"), CompanionServer.ownNames("BoardPi\n"));
        assertEquals(Set.of("morrisboard.local", "localhost"), CompanionServer.ownNames(""));
    }
}
