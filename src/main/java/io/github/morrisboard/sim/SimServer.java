package io.github.morrisboard.sim;

import com.sun.net.httpserver.HttpExchange;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.http.Assets;
import io.github.morrisboard.http.Http;
import io.github.morrisboard.http.LegendJson;
import io.github.morrisboard.http.PageServer;
import io.github.morrisboard.http.WordsJson;
import io.github.morrisboard.words.Language;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.util.Locale;
import java.util.List;
import java.util.Optional;

/**
 * The simulator's web side: the page and its small JSON API, on the JDK's HTTP server.
 * <ul>
 *   <li>{@code GET /} the page (SVG board, live LEDs), with {@code /sim.css}, {@code /sim.js}, {@code /favicon.svg}</li>
 *   <li>{@code GET /api/state} the state as JSON (see {@link StateJson})</li>
 *   <li>{@code GET /api/words} the page's words (see {@link WordsJson}): in the board's {@code language},
 *   or with {@code auto} the best of ours for the request's {@code Accept-Language}</li>
 *   <li>{@code GET /api/legend/{lang}} the light legend's words in a language (English for an unknown one)</li>
 *   <li>{@code GET /api/events} server-sent events: the same JSON whenever it changes, at most ~30 a second
 *   ({@link #MAX_STREAMS} at a time, then 503)</li>
 *   <li>{@code POST /api/points/{point}/toggle} put a magnet on the point or lift it (404 for an unknown point)</li>
 *   <li>{@code POST /api/buttons/{name}} press a button (404 for an unknown button)</li>
 *   <li>{@code POST /api/board/clear} lift every piece, one by one as a hand would</li>
 *   <li>fault injection, for trying the board's promises by hand ({@link SimulatedFault}):
 *       {@code POST /api/faults/bus/unplug} and {@code …/bus/plug};
 *       {@code POST /api/faults/chips/{0x21}/power-cycle};
 *       {@code POST /api/faults/points/{point}/stuck-closed}, {@code …/stuck-open}, {@code …/chatter},
 *       {@code …/fix} (the reed is sound again); {@code POST /api/faults/clear} ends every fault</li>
 * </ul>
 * Every POST answers the new state.
 * Loopback only by default. Requests naming any host but this server's own address are refused (403),
 * and so are state-changing requests from another web origin (see {@link RequestGuard}), so a web page
 * elsewhere cannot move pieces. Bounded: at most {@link #MAX_CONNECTIONS} connections, shared per client,
 * and a request's headers must be in within {@link #HEADER_TIMEOUT_S} seconds (see {@link PageServer}).
 */
public final class SimServer implements AutoCloseable {
    public static final int DEFAULT_PORT = 8080;
    public static final String DEFAULT_BIND = "127.0.0.1";
    /** Live event streams at a time (a page holds one); past it, 503. */
    static final int MAX_STREAMS = 16;
    /** Open connections at a time (see {@link PageServer.Limits}). */
    static final int MAX_CONNECTIONS = Http.MAX_CONNECTIONS;
    /** A request's headers must be in within this many seconds (see {@link PageServer.Limits}). */
    static final int HEADER_TIMEOUT_S = Http.HEADER_TIMEOUT_S;

    private static final String OWN = "/io/github/morrisboard/sim/web/";
    private static final String SHARED = Assets.SHARED;
    private static final String POINTS = "/api/points/";
    private static final String BUTTONS = "/api/buttons/";
    private static final String CLEAR_BOARD = "/api/board/clear";
    private static final String FAULTS = "/api/faults/";
    private static final String LEGEND = LegendJson.TEXTS_PATH;
    private static final String FAULT_ROUTES = "use bus/unplug, bus/plug, chips/{chip}/power-cycle, "
            + "points/{point}/stuck-closed|stuck-open|chatter|fix, clear";

    private final SimBoard board;
    private static final Logger log = LoggerFactory.getLogger(SimServer.class);

    private final PageServer http;
    private final StateStream stream;
    private final Assets assets = assets();
    /** The board's language setting; empty: {@code auto}, the browser's. */
    private final Optional<Language> language;

    private SimServer(SimBoard board, ServerSocket listener, Optional<Language> language) {
        this.board = board;
        this.language = language;
        this.stream = new StateStream(board);
        this.http = PageServer.start("simulator", listener, this::route);
    }

    /** Serves {@code board} on {@code listener} (bound by {@link PageServer#listen} before the board started) in {@code language}. */
    public static SimServer start(SimBoard board, ServerSocket listener, Optional<Language> language) {
        return new SimServer(board, listener, language);
    }

    /** Serves {@code board} on 127.0.0.1:{@code port} (0 picks a free port). */
    public static SimServer start(SimBoard board, int port) throws IOException {
        return start(board, DEFAULT_BIND, port);
    }

    /** Serves {@code board} on {@code bindAddress}:{@code port} (0 picks a free port). */
    public static SimServer start(SimBoard board, String bindAddress, int port) throws IOException {
        return start(board, bindAddress, port, Optional.empty());
    }

    /**
     * Serves {@code board} on {@code bindAddress}:{@code port} (0 picks a free port) in {@code language}
     * (empty: each browser's own, the best of ours).
     */
    public static SimServer start(SimBoard board, String bindAddress, int port, Optional<Language> language) throws IOException {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("simulator port " + port + " is not in 0..65535");
        }
        return start(board, PageServer.listen("simulator", new InetSocketAddress(InetAddress.getByName(bindAddress), port)), language);
    }

    /** The port actually listened on. */
    public int port() {
        return http.port();
    }

    /** The page's address, e.g. {@code http://127.0.0.1:8080/}. */
    public URI uri() {
        InetAddress a = http.address().getAddress();
        String host = a.isAnyLocalAddress() ? DEFAULT_BIND : a.getHostAddress();
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + port() + "/");
    }

    /** Ends the live streams (cleanly: the browsers see the stream end), then stops the server. */
    @Override
    public void close() {
        stream.close();
        http.close();
    }

    private void route(HttpExchange ex) throws IOException {
        String path = ex.getRequestURI().getPath();
        String method = ex.getRequestMethod().toUpperCase(Locale.ROOT);
        Optional<String> refusal = RequestGuard.refusal(ex, port());
        if (refusal.isPresent()) {
            Http.sendJson(ex, 403, StateJson.error(refusal.get()));
        } else if (path.equals("/api/state")) {
            if (Http.allow(ex, method, "GET")) {
                Http.sendJson(ex, 200, stream.sampleNow());
            }
        } else if (path.equals("/api/words")) {
            if (Http.allow(ex, method, "GET")) {
                WordsJson.send(ex, language);
            }
        } else if (path.startsWith(LEGEND)) {
            if (Http.allow(ex, method, "GET")) {
                LegendJson.sendTexts(ex, path.substring(LEGEND.length()));
            }
        } else if (path.equals("/api/events")) {
            if (Http.allow(ex, method, "GET")) {
                events(ex);
            }
        } else if (path.startsWith(POINTS)) {
            togglePoint(ex, method, path.substring(POINTS.length()));
        } else if (path.startsWith(BUTTONS)) {
            pressButton(ex, method, path.substring(BUTTONS.length()));
        } else if (path.equals(CLEAR_BOARD)) {
            if (Http.allow(ex, method, "POST")) {
                board.clearBoard();
                Http.sendJson(ex, 200, stream.sampleNow());
            }
        } else if (path.startsWith(FAULTS)) {
            fault(ex, method, path.substring(FAULTS.length()));
        } else if (path.startsWith("/api/")) {
            Http.sendJson(ex, 404, StateJson.error("no such API: " + path));
        } else {
            if (assets.get(path).isEmpty() || Http.allow(ex, method, "GET")) {
                assets.send(ex, path);
            }
        }
    }

    /** The page's files, read once from the jar. */
    private static Assets assets() {
        return Assets.of(OWN + "index.html", List.of(SHARED + "sim.css", OWN + "sim.js", SHARED + "words.js",
                SHARED + "legend.js", SHARED + "legend.css", SHARED + "favicon.svg"));
    }

    private void togglePoint(HttpExchange ex, String method, String rest) throws IOException {
        int slash = rest.indexOf('/');
        String name = slash < 0 ? rest : rest.substring(0, slash);
        if (slash < 0 || !rest.substring(slash).equals("/toggle")) {
            Http.sendJson(ex, 404, StateJson.error("no such API: " + POINTS + rest + " (use POST " + POINTS + "{point}/toggle)"));
            return;
        }
        int point;
        try {
            point = Point.parse(name);
        } catch (IllegalArgumentException e) {
            Http.sendJson(ex, 404, StateJson.error(e.getMessage()));
            return;
        }
        if (Http.allow(ex, method, "POST")) {
            board.toggle(point);
            Http.sendJson(ex, 200, stream.sampleNow());
        }
    }

    private void pressButton(HttpExchange ex, String method, String name) throws IOException {
        if (!Http.allow(ex, method, "POST")) {
            return;
        }
        try {
            board.press(name);
        } catch (IllegalArgumentException e) {
            log.debug("simulator: button \"{}\" refused: {}", name, e.getMessage());
            Http.sendJson(ex, 404, StateJson.error("unknown button \"" + name + "\" (buttons are "
                    + String.join(" ", board.state().buttons()) + ")"));
            return;
        }
        Http.sendJson(ex, 200, stream.sampleNow());
    }

    private void fault(HttpExchange ex, String method, String rest) throws IOException {
        Runnable action;
        try {
            action = faultAction(rest);
        } catch (IllegalArgumentException e) {
            Http.sendJson(ex, 404, StateJson.error(e.getMessage()));
            return;
        }
        if (Http.allow(ex, method, "POST")) {
            action.run();
            Http.sendJson(ex, 200, stream.sampleNow());
        }
    }

    /** What a fault route does; IllegalArgumentException naming what is wrong with the path. */
    private Runnable faultAction(String rest) {
        String[] w = rest.split("/", -1);
        if (w.length == 3 && w[0].equals("points")) {
            return reedAction(Point.parse(w[1]), w[2]);
        }
        if (w.length == 3 && w[0].equals("chips") && w[2].equals("power-cycle")) {
            int address = chip(w[1]);
            return () -> board.powerCycle(address);
        }
        return switch (rest) {
            case "bus/unplug" -> () -> board.inject(new SimulatedFault.BusUnplugged());
            case "bus/plug" -> () -> board.clear(new SimulatedFault.BusUnplugged());
            case "clear" -> () -> board.state().faults().forEach(board::clear);
            default -> throw new IllegalArgumentException("no such API: " + FAULTS + rest + " (" + FAULT_ROUTES + ")");
        };
    }

    private Runnable reedAction(int point, String what) {
        return switch (what) {
            case "stuck-closed" -> () -> board.inject(new SimulatedFault.ReedStuck(point, true));
            case "stuck-open" -> () -> board.inject(new SimulatedFault.ReedStuck(point, false));
            case "chatter" -> () -> board.inject(new SimulatedFault.ReedChattering(point));
            case "fix" -> () -> board.state().faults().stream()
                    .filter(f -> f instanceof SimulatedFault.ReedFault r && r.point() == point)
                    .forEach(board::clear);
            default -> throw new IllegalArgumentException("no reed fault \"" + what + "\" (stuck-closed, stuck-open, chatter, fix)");
        };
    }

    /** A reed chip's address from the path ("0x21"), checked against the board's chips. */
    private int chip(String name) {
        List<Integer> chips = board.state().chips();
        String known = String.join(" ", chips.stream().map(StateJson::chip).toList());
        try {
            int address = Integer.decode(name);
            if (chips.contains(address)) {
                return address;
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new IllegalArgumentException("unknown chip \"" + name + "\" (reed chips: " + known + ")");
    }

    private void events(HttpExchange ex) throws IOException {
        try (StateStream.Watch watching = stream.watch()) {
            http.events(ex, stream.published(), MAX_STREAMS);
        }
    }
}
