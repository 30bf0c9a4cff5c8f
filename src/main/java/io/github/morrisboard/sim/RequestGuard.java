package io.github.morrisboard.sim;

import com.sun.net.httpserver.HttpExchange;

import io.github.morrisboard.http.HostNames;

import java.net.InetAddress;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Which requests the simulator answers at all.
 * <ul>
 *   <li>The {@code Host} must name this server exactly: {@code localhost}, {@code 127.0.0.1}, {@code [::1]}
 *   or the literal address the connection arrived on (the bound address, or with a wildcard bind the
 *   interface's), each with the listening port. Any other name is refused, even one that resolves to
 *   127.0.0.1: that is DNS rebinding, a foreign page's script reaching the simulator under its own
 *   name ({@code 127.0.0.1.nip.io}).</li>
 *   <li>A state-changing request (anything but GET and HEAD) that carries an {@code Origin} must come
 *   from the page itself: {@code http://} plus that {@code Host}. Scripts and tools send no Origin.</li>
 * </ul>
 */
final class RequestGuard {
    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[::1]");
    private static final Set<String> SAFE_METHODS = Set.of("GET", "HEAD");

    private RequestGuard() {
    }

    /** Why {@code ex} is refused, or empty when it may be answered. */
    static Optional<String> refusal(HttpExchange ex, int port) {
        return refusal(ex.getRequestMethod(), ex.getRequestHeaders().get("Host"),
                ex.getRequestHeaders().get("Origin"), ex.getLocalAddress().getAddress(), port);
    }

    /**
     * Why a request is refused, or empty when it may be answered.
     *
     * @param hosts   its Host header values (null or empty when it has none)
     * @param origins its Origin header values (null or empty when it has none)
     * @param local   the address the connection arrived on
     * @param port    the port the server listens on
     */
    static Optional<String> refusal(String method, List<String> hosts, List<String> origins, InetAddress local, int port) {
        String expected = "the simulator answers only to localhost:" + port + ", 127.0.0.1:" + port + ", [::1]:" + port
                + (local.isLoopbackAddress() ? "" : " or " + literal(local) + ":" + port);
        if (hosts == null || hosts.isEmpty()) {
            return Optional.of("request without a Host header refused: " + expected);
        }
        if (hosts.size() > 1) {
            return Optional.of("request with " + hosts.size() + " Host headers refused: " + expected);
        }
        String host = hosts.getFirst();
        if (!namesThisServer(host, local, port)) {
            return Optional.of("request for host \"" + host + "\" refused: " + expected);
        }
        if (SAFE_METHODS.contains(method.toUpperCase(Locale.ROOT)) || origins == null || origins.isEmpty()) {
            return Optional.empty();
        }
        if (origins.size() == 1 && origins.getFirst().equalsIgnoreCase("http://" + host)) {
            return Optional.empty();
        }
        return Optional.of("cross-origin request from " + String.join(", ", origins) + " refused: "
                + method + " is accepted only from the simulator's own page, http://" + host);
    }

    /** True when {@code host} (a Host header) is one of the loopback names or {@code local}'s literal, with {@code port}. */
    static boolean namesThisServer(String host, InetAddress local, int port) {
        return HostNames.namesThisServer(host, LOOPBACK_NAMES, local, port);
    }

    private static String literal(InetAddress address) {
        return HostNames.literal(address);
    }
}
