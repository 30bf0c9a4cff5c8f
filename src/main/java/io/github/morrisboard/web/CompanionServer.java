package io.github.morrisboard.web;

import io.github.morrisboard.engine.MoveList;
import com.sun.net.httpserver.HttpExchange;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Controller;
import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.PairingNews;
import io.github.morrisboard.control.Published;
import io.github.morrisboard.control.View;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.http.Assets;
import io.github.morrisboard.http.HostNames;
import io.github.morrisboard.http.Http;
import io.github.morrisboard.http.JsonWriter;
import io.github.morrisboard.http.LiveState;
import io.github.morrisboard.http.LegendJson;
import io.github.morrisboard.http.PageServer;
import io.github.morrisboard.http.RateLimit;
import io.github.morrisboard.http.WordsJson;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.board.OnOff;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.HistoryEntry;
import io.github.morrisboard.words.Language;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;

/**
 * The companion page a board serves on the local network ({@code web = view | play}): the live
 * board, whose turn, the message, the numbered record, the games in the history (each downloadable
 * as a move list) and the settings. Never the simulator's piece-moving or fault routes: the board
 * is moved by hands only, and nothing here can make the game accept a ply it did not sense.
 * <ul>
 *   <li>{@code GET /} the page; {@code /companion.js}, {@code /words.js}, {@code /legend.js}, {@code /analysis.js}, {@code /plainboard.js}, {@code /companion.css}, {@code /plainboard.css}, {@code /sim.css},
 *   {@code /legend.css}, {@code /favicon.svg} (the words', the legend's and the board's style files are every page's, {@link Assets#SHARED})</li>
 *   <li>{@code GET /api/words} the page's words ({@link WordsJson}): in the board's {@code language}, or with
 *   {@code auto} the best of ours for the request's {@code Accept-Language}; the state carries its sentences ({@code say})</li>
 *   <li>{@code GET /api/legend/{lang}} the light legend's words ({@link LegendJson}); the state carries the legend itself</li>
 *   <li>{@code GET /api/state}, {@code GET /api/events} (server-sent events, {@link #MAX_STREAMS} at a time, then 503)</li>
 *   <li>{@code GET /api/settings}, {@code GET /api/games}, {@code GET /api/games/{n}.txt} (a plain numbered move list),
 *   {@code GET /api/games/{n}/analysis} (the game's analysis: {@link AnalysisJson}), {@code GET /api/practice} (the puzzles, their
 *   counts, the puzzle of the day and the rating's curve: {@link PracticeJson}, from what the loop published)</li>
 *   <li>{@code GET /api/session}: the access, whether this phone is paired, and its CSRF token when it is</li>
 * </ul>
 * With {@link Access#PLAY} only, the state-changing routes:
 * <ul>
 *   <li>{@code POST /api/pair}: a presence challenge (one pairing shown at the board at a time, three steps of one lit point each;
 *   see {@link Pairing}); {@code POST /api/pair/{id}}: 202 with where it stands, 200 with the session cookie once the
 *   steps were done at the board in order, 410 with the reason when it is over</li>
 *   <li>{@code POST /api/commands/start|hint|takeback|resign|draw|decline-draw} (draw: offer one, or accept the other board's), {@code POST /api/settings} (form: mode, ai.color, level, hints),
 *   {@code POST /api/commands/puzzle} (form: id, empty for the next to practise), {@code POST /api/commands/setup} (form: game, ply:
 *   a position of the history set up by lights), {@code POST /api/commands/position} (form: position, players: a position
 *   typed or tapped on the page, {@link PositionForm}), {@code POST /api/commands/solution|leave} (during a puzzle or a set-up),
 *   {@code POST /api/session/forget} (this phone), {@code POST /api/sessions/forget} (every phone)</li>
 * </ul>
 * Every request must name this server in its {@code Host} (its own names or the address literal
 * it was reached on; DNS rebinding is refused, 403). Every POST must come from the page itself
 * ({@code Origin}, 403), within the rate limits (429); past pairing, it needs the session cookie
 * and the {@value #CSRF_HEADER} header that goes with it (403). Connections and header time-outs
 * are bounded and shared per client by {@link PageServer}.
 */
public final class CompanionServer implements AutoCloseable {
    /** Live event streams at a time; past it, 503. */
    public static final int MAX_STREAMS = 8;
    public static final String COOKIE = "morrisboard-session";
    public static final String CSRF_HEADER = "X-CSRF-Token";
    /** Pairing challenges one client may ask for per minute. */
    public static final int PAIRINGS_PER_MINUTE = 5;
    /** State-changing requests (commands, claims) one client may send per ten seconds. */
    public static final int COMMANDS_PER_10_S = 30;
    /** The longest form a POST may carry. */
    static final int MAX_BODY = 1024;
    private static final String COOKIE_ATTRIBUTES = "; Path=/; HttpOnly; SameSite=Strict";
    private static final String GAMES = "/api/games/";
    private static final String COMMANDS = "/api/commands/";
    private static final String PAIR = "/api/pair";

    private static final Logger log = LoggerFactory.getLogger(CompanionServer.class);

    private final BoardPort board;
    private final Access access;
    private final Sessions sessions;
    private final Pairing pairing;
    private final Set<String> names;
    private final PageServer http;
    private final LiveState state;
    /**
     * How often the state is made again while a page watches: the legend changes with no new view
     * (a mill's light ends after {@link io.github.morrisboard.lights.Lights#MILL_MS} ms, a hint's flash).
     */
    static final long REFRESH_MS = 500;
    private final Assets assets = PageAssets.load();
    private final RateLimit pairings;
    private final RateLimit commands;
    private final LongSupplier clockMs;
    /** The board's language setting; empty: {@code auto}, each browser's. */
    private final Optional<Language> language;

    private CompanionServer(BoardPort board, Access access, Sessions sessions, Pairing pairing, Set<String> names,
                            java.net.ServerSocket listener, LongSupplier clockMs, Optional<Language> language) {
        this.board = board;
        this.language = language;
        this.access = access;
        this.sessions = sessions;
        this.pairing = pairing;
        this.names = Set.copyOf(names.stream().map(n -> n.toLowerCase(Locale.ROOT)).toList());
        this.pairings = new RateLimit(PAIRINGS_PER_MINUTE, 60_000, clockMs);
        this.commands = new RateLimit(COMMANDS_PER_10_S, 10_000, clockMs);
        this.clockMs = clockMs;
        // One thread makes the page's JSON, in order: each run reads the latest view and legend.
        this.state = new LiveState("companion page", this::stateJson, new LiveState.Timing(REFRESH_MS, 0),
                this::watched);
        this.http = PageServer.start("companion page", listener, this::route);
        state.start();
    }

    /**
     * Serves the page for {@code board} on {@code address} (port 0: any free port), answering to
     * {@code names} (e.g. the hostname, {@code morrisboard.local}) and to the address literal a
     * request arrives on. {@code clockMs} times the rate limits.
     */
    public static CompanionServer start(BoardPort board, Access access, Sessions sessions, Pairing pairing, Set<String> names,
                                        InetSocketAddress address, LongSupplier clockMs) throws IOException {
        return start(board, access, sessions, pairing, names, address, clockMs, Optional.empty());
    }

    /** As {@link #start(BoardPort, Access, Sessions, Pairing, Set, InetSocketAddress, LongSupplier)}, in {@code language} (empty: each browser's). */
    public static CompanionServer start(BoardPort board, Access access, Sessions sessions, Pairing pairing, Set<String> names,
                                        InetSocketAddress address, LongSupplier clockMs, Optional<Language> language)
            throws IOException {
        return start(board, access, sessions, pairing, names, PageServer.listen("companion page", address), clockMs, language);
    }

    /** As above, on {@code listener} (bound before the board started: a busy port is known first). */
    public static CompanionServer start(BoardPort board, Access access, Sessions sessions, Pairing pairing, Set<String> names,
                                        java.net.ServerSocket listener, LongSupplier clockMs, Optional<Language> language) {
        return new CompanionServer(board, access, sessions, pairing, names, listener, clockMs, language);
    }

    /** The names a board answers to besides its address literals: its hostname, that name in .local, morrisboard.local, localhost. */
    public static Set<String> ownNames(String hostname) {
        String h = hostname.strip().toLowerCase(Locale.ROOT);
        return h.isEmpty() || !h.matches("[a-z0-9.-]+")
                ? Set.of("morrisboard.local", "localhost")
                : Set.of(h, h.endsWith(".local") ? h : h + ".local", "morrisboard.local", "localhost");
    }

    public int port() {
        return http.port();
    }

    /**
     * The controller's view changed: the pages hear of it. Called on the loop thread, so the JSON (a
     * replay of the record, ~0.25 ms on a PC) is made on the page's own thread, from the view as it is then.
     */
    public void viewChanged() {
        state.changed();
    }

    @Override
    public void close() {
        state.close();
        http.close();
    }

    /** Whether a page watches (nobody watching: nothing to make); asked only once the state's runs begin, after the server started. */
    private boolean watched() {
        return http.openStreams() > 0;
    }

    private String stateJson() {
        Published p = board.published();
        return CompanionJson.state(p.view(), p.setup(), access.key(), p.legend(), language.map(Language::tag).orElse(""));
    }

    // ---------------------------------------------------------------- routing

    private void route(HttpExchange ex) throws IOException {
        String path = ex.getRequestURI().getPath();
        String method = ex.getRequestMethod().toUpperCase(Locale.ROOT);
        Optional<String> host = host(ex);
        if (host.isEmpty()) {
            HostNames.refuse(ex, "this board", names, port(), "");
        } else if (method.equals("POST")) {
            post(ex, path, host.get());
        } else if (Http.allow(ex, method, "GET")) {
            get(ex, path);
        }
    }

    private void get(HttpExchange ex, String path) throws IOException {
        switch (path) {
            case "/api/state" -> Http.sendJson(ex, 200, state.published().latest().json());
            case "/api/words" -> WordsJson.send(ex, language);
            case "/api/events" -> http.events(ex, state.published(), MAX_STREAMS);
            case "/api/settings" -> Http.sendJson(ex, 200, CompanionJson.settings(board.published().setup(), access.key(), board.remote()));
            case "/api/games" -> Http.sendJson(ex, 200, CompanionJson.games(board.history()));
            case "/api/practice" -> Http.sendJson(ex, 200, PracticeJson.of(board.published().progress()));
            case "/api/session" -> {
                Optional<String> token = session(ex);
                Http.sendJson(ex, 200, CompanionJson.session(access.key(), token.flatMap(sessions::expiry), token.map(Sessions::csrf).orElse("")));
            }
            default -> {
                if (path.startsWith(GAMES)) {
                    game(ex, path.substring(GAMES.length()));
                } else if (path.startsWith(LegendJson.TEXTS_PATH)) {
                    LegendJson.sendTexts(ex, path.substring(LegendJson.TEXTS_PATH.length()));
                } else if (path.startsWith("/api/")) {
                    Http.sendJson(ex, 404, Http.error("no such API: GET " + path));
                } else {
                    asset(ex, path);
                }
            }
        }
    }

    private void post(HttpExchange ex, String path, String host) throws IOException {
        if (access != Access.PLAY) {
            refuse(ex, 403, "view", "this board shows its game only (web = view): nothing can be changed from a page");
            return;
        }
        Optional<String> crossSite = crossSite(ex, host);
        if (crossSite.isPresent()) {
            refuse(ex, 403, "cross-site", crossSite.get());
            return;
        }
        String client = ex.getRemoteAddress().getAddress().getHostAddress();
        RateLimit limit = path.equals(PAIR) ? pairings : commands;
        long wait = limit.refusal(client);
        if (wait > 0) {
            ex.getResponseHeaders().set("Retry-After", Long.toString(wait));
            refuse(ex, 429, "too-many", "too many requests: at most " + limit.max() + (limit == pairings ? " pairings a minute" : " requests in ten seconds")
                    + "; try again in " + wait + " s");
            return;
        }
        if (path.equals(PAIR)) {
            beginPairing(ex);
            return;
        }
        if (path.startsWith(PAIR + "/")) {
            claim(ex, path.substring(PAIR.length() + 1));
            return;
        }
        Optional<String> token = session(ex);
        if (token.isEmpty()) {
            refuse(ex, 403, "unpaired", "this phone is not paired with the board: pair it first (the board lights three points in turn)");
            return;
        }
        if (!Sessions.csrfMatches(token.get(), Optional.ofNullable(ex.getRequestHeaders().getFirst(CSRF_HEADER)))) {
            refuse(ex, 403, "csrf", "missing or wrong " + CSRF_HEADER + " header: reload the page");
            return;
        }
        act(ex, path, token.get());
    }

    /** The one POST a paired phone may send, past every check. */
    private void act(HttpExchange ex, String path, String token) throws IOException {
        switch (path) {
            case "/api/settings" -> choose(ex);
            case COMMANDS + "join" -> join(ex);
            case COMMANDS + "puzzle" -> puzzle(ex);
            case COMMANDS + "setup" -> setUp(ex);
            case COMMANDS + "position" -> position(ex);
            case "/api/session/forget" -> {
                sessions.forget(token);
                log.info("companion page: a phone was forgotten by its own request");
                ex.getResponseHeaders().add("Set-Cookie", COOKIE + "=" + COOKIE_ATTRIBUTES + "; Max-Age=0");
                Http.sendJson(ex, 200, CompanionJson.session(access.key(), Optional.empty(), ""));
            }
            case "/api/sessions/forget" -> {
                sessions.forgetAll();
                log.info("companion page: every paired phone was forgotten");
                ex.getResponseHeaders().add("Set-Cookie", COOKIE + "=" + COOKIE_ATTRIBUTES + "; Max-Age=0");
                Http.sendJson(ex, 200, CompanionJson.session(access.key(), Optional.empty(), ""));
            }
            default -> {
                Optional<PageCommand> command = path.startsWith(COMMANDS) ? command(path.substring(COMMANDS.length())) : Optional.empty();
                if (command.isEmpty()) {
                    Http.sendJson(ex, 404, Http.error("no such API: POST " + path
                            + " (commands: start, hint, takeback, resign, draw, decline-draw, open, join, puzzle, setup, position, solution, leave;"
                            + " settings; session/forget; sessions/forget)"));
                    return;
                }
                board.post(command.get());
                Http.sendJson(ex, 202, accepted(path.substring(COMMANDS.length())));
            }
        }
    }

    private static Optional<PageCommand> command(String name) {
        return Optional.ofNullable(switch (name) {
            case "start" -> new PageCommand.Start();
            case "hint" -> new PageCommand.Hint();
            case "takeback" -> new PageCommand.TakeBack();
            case "resign" -> new PageCommand.Resign();
            case "draw" -> new PageCommand.OfferDraw();
            case "decline-draw" -> new PageCommand.DeclineDraw();
            case "open" -> new PageCommand.Open();
            case "solution" -> new PageCommand.Solution();
            case "leave" -> new PageCommand.Leave();
            default -> null;
        });
    }

    private static String accepted(String what) {
        return new JsonWriter().beginObject().field("accepted", what).endObject().toString();
    }

    // ---------------------------------------------------------------- pairing

    /**
     * A pairing asked: the board shows it (one at a time, with this client's address and the code
     * answered here) and lights one point per step; the phone follows it by claiming ({@link #claim}).
     */
    private void beginPairing(HttpExchange ex) throws IOException {
        String client = ex.getRemoteAddress().getAddress().getHostAddress();
        Optional<Pairing.Begun> b = pairing.begin(client);
        if (b.isEmpty()) {
            ex.getResponseHeaders().set("Retry-After", "30");
            refuse(ex, 429, "pairing-busy", "too many phones are pairing right now; try again in half a minute");
            return;
        }
        board.post(b.get().command());
        log.info("companion page: pairing asked from {} (code {})", client, b.get().code());
        Http.sendJson(ex, 201, new JsonWriter().beginObject().field("id", b.get().id()).field("code", b.get().code())
                .name("steps").value(PageCommand.Pairing.STEPS).name("seconds").value((int) (pairing.windowMs() / 1000))
                .endObject().toString());
    }

    /**
     * Where the pairing {@code id} stands: 200 with the session cookie once its steps were done at
     * the board; 202 while it waits ({@code state}: {@code queued} with {@code ahead}, {@code step}
     * with the lit {@code point}, {@code lift}, {@code step} and {@code steps}, or {@code wait});
     * 410 with the reason ({@code why}) once it is over.
     */
    private void claim(HttpExchange ex, String id) throws IOException {
        switch (pairing.status(id)) {
            case Pairing.Status.Present p when pairing.claim(id) -> {
                String token;
                try {
                    token = sessions.issue();
                } catch (IOException e) {
                    log.warn("companion page: a phone met its pairing but cannot be paired: {}", e.getMessage());
                    refuse(ex, 503, "cannot-keep", "the board cannot keep a new pairing now (" + e.getMessage() + "); ask again once it is mended");
                    return;
                }
                log.info("companion page: a phone at {} was paired (presence at the board)", ex.getRemoteAddress().getAddress().getHostAddress());
                ex.getResponseHeaders().add("Set-Cookie", COOKIE + "=" + token + COOKIE_ATTRIBUTES + "; Max-Age=" + Sessions.LIFE_MS / 1000);
                Http.sendJson(ex, 200, CompanionJson.session(access.key(), sessions.expiry(token), Sessions.csrf(token)));
            }
            case Pairing.Status.Waiting w -> {
                JsonWriter j = new JsonWriter().beginObject().field("code", w.code());
                switch (w.news()) {
                    case PairingNews.Step st when st.point() >= 0 -> j.field("state", "step").field("point", Point.name(st.point()))
                            .name("lift").value(st.lift()).name("step").value(st.step() + 1).name("steps").value(st.steps())
                            .name("seconds").value(seconds(st.endsAt()));
                    case PairingNews.Step st -> j.field("state", "wait").name("seconds").value(seconds(st.endsAt()));
                    case PairingNews.Queued q -> j.field("state", "queued").name("ahead").value(q.ahead());
                    default -> j.field("state", "queued").name("ahead").value(0);
                }
                Http.sendJson(ex, 202, j.endObject().toString());
            }
            case Pairing.Status.Over o -> Http.sendJson(ex, 410, new JsonWriter().beginObject().field("error", why(o.why()))
                    .field("why", o.why().name().toLowerCase(Locale.ROOT)).endObject().toString());
            default -> Http.sendJson(ex, 410, new JsonWriter().beginObject()
                    .field("error", "this pairing is over (or was never asked): ask again").field("why", "unknown").endObject().toString());
        }
    }

    private int seconds(long endsAt) {
        return (int) Math.max(0, (endsAt - clockMs.getAsLong() + 999) / 1000);
    }

    private String why(PairingNews.Why why) {
        return switch (why) {
            case LATE -> "a step was not done at the board within " + pairing.windowMs() / 1000 + " s: ask again";
            case NO_POINTS -> "the board cannot ask for a point now without it counting as a move: ask again once the move is done, or in the menu";
            case REPLACED -> "this phone asked again: the newer request counts";
            case FULL -> "too many phones are waiting to pair: ask again later";
            case CANCELLED -> "the board's owner ended every pairing";
        };
    }

    // ---------------------------------------------------------------- settings

    /** Joins a friend's remote game by the code typed on the page ({@code code=a1 b4 d2 g7}, commas or dashes too). */
    private void join(HttpExchange ex) throws IOException {
        String id;
        try {
            id = GameCode.parse(form(ex).getOrDefault("code", "")).id();
        } catch (IllegalArgumentException e) {
            refuse(ex, 400, "code", e.getMessage());
            return;
        }
        if (!board.remote()) {
            refuse(ex, 409, "no-broker", "this board has no broker set (remote.broker): it cannot play a friend's board");
            return;
        }
        board.post(new PageCommand.Join(id));
        Http.sendJson(ex, 202, accepted("join " + id));
    }

    /** A puzzle to set up and play ({@code id=b3}; none: the next to practise). */
    private void puzzle(HttpExchange ex) throws IOException {
        String id;
        try {
            id = form(ex).getOrDefault("id", "").strip();
        } catch (IllegalArgumentException e) {
            refuse(ex, 400, "puzzle", e.getMessage());
            return;
        }
        if (!id.isEmpty() && !id.matches("[A-Za-z0-9_.@-]{1,120}")) {
            refuse(ex, 400, "puzzle", "not a puzzle's id: \"" + id + "\"");
            return;
        }
        board.post(new PageCommand.Puzzle(id.isEmpty() ? Optional.empty() : Optional.of(id)));
        Http.sendJson(ex, 202, accepted("puzzle " + id));
    }

    /** The position of game {@code game} of the history (its {@code n}) after {@code ply} of its plies, set up on the board. */
    private void setUp(HttpExchange ex) throws IOException {
        PageCommand.SetUp command;
        try {
            Map<String, String> f = form(ex);
            command = new PageCommand.SetUp(Integer.parseInt(f.getOrDefault("game", "").strip()), Integer.parseInt(f.getOrDefault("ply", "").strip()));
        } catch (IllegalArgumentException e) { // NumberFormatException is one
            refuse(ex, 400, "position", "expected game=N (the game's place in the history, 1 the oldest) and ply=K (0 its start): "
                    + e.getMessage());
            return;
        }
        board.post(command);
        Http.sendJson(ex, 202, accepted("setup " + command.game() + "@" + command.ply()));
    }

    /**
     * A position typed or tapped on the page ({@link PositionForm}), set up on the board from the menu; a game
     * goes on from it. Refused at once, in the page's words, when the text is not a position a game can go on from.
     */
    private void position(HttpExchange ex) throws IOException {
        Published p = board.published();
        PositionForm.Read read;
        try {
            read = PositionForm.read(form(ex), p.setup().rules());
        } catch (IllegalArgumentException e) {
            refuse(ex, 400, "position", e.getMessage());
            return;
        }
        switch (read) {
            case PositionForm.Read.Refused r -> {
                JsonWriter w = new JsonWriter().beginObject().field("error", r.english()).field("reason", "position");
                WordsJson.sentence(w.name("say"), r.why());
                Http.sendJson(ex, 400, w.endObject().toString());
            }
            case PositionForm.Read.Ok ok when p.view().phase() != io.github.morrisboard.control.Phase.MENU ->
                    refuse(ex, 409, "not-menu", "a position is set up from the menu: finish or leave what the board is doing first");
            case PositionForm.Read.Ok ok -> {
                board.post(ok.command());
                Http.sendJson(ex, 202, accepted("position " + io.github.morrisboard.engine.PositionText.format(ok.command().position())));
            }
        }
    }

    private void choose(HttpExchange ex) throws IOException {
        Map<String, String> form;
        try {
            form = form(ex);
        } catch (IllegalArgumentException e) {
            refuse(ex, 400, "setting", e.getMessage());
            return;
        }
        Setup s = board.published().setup();
        try {
            for (Map.Entry<String, String> f : form.entrySet()) {
                String v = f.getValue().strip().toLowerCase(Locale.ROOT);
                s = switch (f.getKey()) {
                    case "mode" -> s.withMode(Mode.parse(v));
                    case "ai.color" -> s.withOpponentColor(colour(v));
                    case "level" -> v.equals("adaptive") ? s.withAdaptive(true) : s.withAdaptive(false).withLevel(level(v));
                    case "hints" -> s.withHints(OnOff.parse(v)
                            .orElseThrow(() -> new IllegalArgumentException("hints: expected true or false, got \"" + v + "\"")));
                    default -> throw new IllegalArgumentException("unknown setting \"" + f.getKey() + "\" (mode, ai.color, level, hints)");
                };
            }
        } catch (IllegalArgumentException e) {
            refuse(ex, 400, "setting", e.getMessage());
            return;
        }
        board.post(new PageCommand.Choose(s));
        Http.sendJson(ex, 202, CompanionJson.settings(s, access.key()));
    }

    private static Color colour(String v) {
        try {
            return Color.parse(v);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("ai.color: " + e.getMessage());
        }
    }

    private static int level(String v) {
        try {
            int n = Integer.parseInt(v);
            if (n >= 1 && n <= Setup.MAX_LEVEL) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // named below
        }
        throw new IllegalArgumentException("level: expected adaptive or a whole number from 1 to " + Setup.MAX_LEVEL + ", got \"" + v + "\"");
    }

    /** The URL-encoded form in the body (at most {@link #MAX_BODY} bytes). */
    private static Map<String, String> form(HttpExchange ex) throws IOException {
        byte[] body;
        try (InputStream in = ex.getRequestBody()) {
            body = in.readNBytes(MAX_BODY + 1);
        }
        if (body.length > MAX_BODY) {
            throw new IllegalArgumentException("the form is longer than " + MAX_BODY + " bytes");
        }
        Map<String, String> form = new HashMap<>();
        for (String pair : new String(body, StandardCharsets.UTF_8).split("&")) {
            if (pair.isEmpty()) {
                continue;
            }
            int eq = pair.indexOf('=');
            String k = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            String v = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            if (form.put(k, v) != null) {
                throw new IllegalArgumentException("setting \"" + k + "\" given twice");
            }
        }
        return form;
    }

    // ---------------------------------------------------------------- reading

    private void game(HttpExchange ex, String rest) throws IOException {
        List<HistoryEntry> history = board.history();
        int n = -1;
        boolean analysis = rest.matches("[0-9]{1,6}/analysis");
        if (rest.matches("[0-9]{1,6}\\.txt") || analysis) {
            n = Integer.parseInt(rest.substring(0, rest.indexOf(analysis ? '/' : '.')));
        }
        if (n < 1 || n > history.size()) {
            Http.sendJson(ex, 404, Http.error("no game " + GAMES + rest + " (games 1 to " + history.size() + ", as n.txt or n/analysis)"));
            return;
        }
        HistoryEntry e = history.get(n - 1);
        if (analysis) {
            Optional<String> json = board.analysis(e);
            if (json.isPresent()) {
                Http.sendJson(ex, 200, json.get());
            } else {
                Http.sendJson(ex, 404, Http.error("game " + n + " is not analysed (yet): only finished games are, a minute or so after they end"));
            }
            return;
        }
        ex.getResponseHeaders().set("Content-Disposition", "attachment; filename=\"morrisboard-game-" + n + ".txt\"");
        Http.send(ex, 200, "text/plain; charset=utf-8", MoveList.text(e.start(), e.plies()).getBytes(StandardCharsets.UTF_8));
    }

    private void asset(HttpExchange ex, String path) throws IOException {
        assets.send(ex, path);
    }

    // ---------------------------------------------------------------- checks

    /** The Host header when it names this server (exactly one, one of its names or the address reached), else empty. */
    private Optional<String> host(HttpExchange ex) {
        return HostNames.of(ex, names, port());
    }

    /** Why a POST is not the page's own (another origin, or none), else empty. */
    private static Optional<String> crossSite(HttpExchange ex, String host) {
        List<String> origins = ex.getRequestHeaders().get("Origin");
        if (origins == null || origins.size() != 1 || !origins.getFirst().equalsIgnoreCase("http://" + host)) {
            return Optional.of("a change is accepted only from the board's own page, http://" + host
                    + (origins == null ? " (the request has no Origin)" : ", not from " + String.join(", ", origins)));
        }
        String site = ex.getRequestHeaders().getFirst("Sec-Fetch-Site");
        if (site != null && !site.equals("same-origin")) {
            return Optional.of("a change is accepted only from the board's own page (Sec-Fetch-Site: " + site + ")");
        }
        return Optional.empty();
    }

    /** The session token of a paired phone from the request's cookie, else empty. */
    private Optional<String> session(HttpExchange ex) {
        List<String> cookies = ex.getRequestHeaders().get("Cookie");
        if (cookies == null) {
            return Optional.empty();
        }
        for (String header : cookies) {
            for (String c : header.split(";")) {
                String t = c.strip();
                if (t.startsWith(COOKIE + "=")) {
                    String token = t.substring(COOKIE.length() + 1);
                    if (token.matches("[A-Za-z0-9_-]{16,128}") && sessions.valid(token)) {
                        return Optional.of(token);
                    }
                }
            }
        }
        return Optional.empty();
    }

    /**
     * A refusal: {@code {"error":"…","reason":"unpaired"}}, the English for scripts and logs, and the reason
     * the page says in its language ({@code companion.refused.REASON}).
     */
    private static void refuse(HttpExchange ex, int status, String reason, String why) throws IOException {
        Http.sendJson(ex, status, new JsonWriter().beginObject().field("error", why).field("reason", reason).endObject().toString());
    }
}
