package io.github.morrisboard.web;

import com.sun.net.httpserver.HttpExchange;
import io.github.morrisboard.http.Assets;
import io.github.morrisboard.http.HostNames;
import io.github.morrisboard.http.Http;
import io.github.morrisboard.http.LiveState;
import io.github.morrisboard.http.PageServer;
import io.github.morrisboard.http.WordsJson;
import io.github.morrisboard.remote.Spectator;
import io.github.morrisboard.words.Language;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.Locale;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The spectators' page ({@code morrisboard spectate}): every board of a broker live, read from a
 * {@link Spectator}: each board's name, state, mode, moves, last move and position, drawn small.
 * Read only: it has no route that changes anything, and its broker user needs nothing but
 * {@code topic read morrisboard/boards/#}.
 * <ul>
 *   <li>{@code GET /} the page; {@code /spectate.js}, {@code /spectate.css}, {@code /plainboard.js},
 *   {@code /plainboard.css}, {@code /words.js}, {@code /sim.css}, {@code /favicon.svg}</li>
 *   <li>{@code GET /api/words} the page's words ({@link WordsJson}) for the browser's language</li>
 *   <li>{@code GET /api/boards} ({@link SpectateJson}), {@code GET /api/events} (server-sent events of it,
 *   {@link #MAX_STREAMS} at a time, then 503)</li>
 * </ul>
 * Any other method is answered 405. Every request must name this server in its {@code Host} (its names
 * or the address literal it was reached on; DNS rebinding is refused, 403), as the companion page's.
 */
public final class SpectateServer implements AutoCloseable {
    /** Live event streams at a time (a club's screens and phones); past it, 503. */
    public static final int MAX_STREAMS = 32;
    /** How often the state is made again besides each board's news: the broker's connection shows within it. */
    static final long REFRESH_MS = 1000;
    private static final String OWN = "/io/github/morrisboard/web/web/";
    private static final String SHARED = Assets.SHARED;

    private final Spectator spectator;
    private final Set<String> names;
    private final SpectatedBoards boards = new SpectatedBoards();
    private final LiveState state;
    private final PageServer http;
    private final Assets assets = assets();

    private SpectateServer(Spectator spectator, Set<String> names, InetSocketAddress address) throws IOException {
        this.spectator = spectator;
        this.names = Set.copyOf(names.stream().map(n -> n.toLowerCase(Locale.ROOT)).toList());
        // One thread makes the page's JSON (and replays the games), in order, never the broker link's;
        // always again each second, not only while a page watches: GET /api/boards answers it too.
        this.state = new LiveState("spectator page", this::stateJson, new LiveState.Timing(REFRESH_MS, 0), () -> true);
        this.http = PageServer.start("spectator page", address, this::route);
        spectator.onChange(state::changed);
        state.start();
    }

    /**
     * Serves the page of {@code spectator}'s boards on {@code address} (port 0: any free port), answering to
     * {@code names} (e.g. {@link CompanionServer#ownNames}) and the address literal a request arrives on;
     * the spectator is the caller's to start and close.
     */
    public static SpectateServer start(Spectator spectator, Set<String> names, InetSocketAddress address) throws IOException {
        return new SpectateServer(spectator, names, address);
    }

    public InetSocketAddress address() {
        return http.address();
    }

    public int port() {
        return http.port();
    }

    private String stateJson() {
        synchronized (boards) { // the first from the constructor's thread, then the publisher's
            return SpectateJson.encode(spectator.connected(), boards.update(spectator.boards()));
        }
    }

    @Override
    public void close() {
        state.close();
        http.close();
    }

    private void route(HttpExchange ex) throws IOException {
        String path = ex.getRequestURI().getPath();
        if (HostNames.of(ex, names, port()).isEmpty()) {
            HostNames.refuse(ex, "this page", names, port(), "; morrisboard spectate --name adds one");
            return;
        }
        if (!Http.allow(ex, ex.getRequestMethod().toUpperCase(Locale.ROOT), "GET")) {
            return;
        }
        switch (path) {
            case "/api/boards" -> Http.sendJson(ex, 200, state.published().latest().json());
            case "/api/events" -> http.events(ex, state.published(), MAX_STREAMS);
            case "/api/words" -> WordsJson.send(ex, Optional.<Language>empty());
            default -> {
                if (path.startsWith("/api/")) {
                    Http.sendJson(ex, 404, Http.error("no such API: GET " + path));
                } else {
                    assets.send(ex, path);
                }
            }
        }
    }

    private static Assets assets() {
        return Assets.of(OWN + "spectate.html", List.of(OWN + "spectate.js", OWN + "spectate.css", OWN + "plainboard.js",
                OWN + "plainboard.css", SHARED + "words.js", SHARED + "sim.css", SHARED + "favicon.svg"));
    }
}
