package io.github.morrisboard.http;

import com.sun.net.httpserver.HttpExchange;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a request's {@code Host} names this server: one of its own names or the literal address
 * the connection arrived on, with its port. Any other name is refused even when it resolves here:
 * that is DNS rebinding, a foreign page's script reaching the server under its own name. No name
 * is ever looked up.
 */
public final class HostNames {
    private HostNames() {
    }

    /**
     * The request's {@code Host} when it names this server (exactly one header, one of {@code names}, lower
     * case, or the address the request arrived on, with {@code port}), else empty.
     */
    public static Optional<String> of(HttpExchange ex, Set<String> names, int port) {
        List<String> hosts = ex.getRequestHeaders().get("Host");
        if (hosts == null || hosts.size() != 1) {
            return Optional.empty();
        }
        String h = hosts.getFirst();
        return namesThisServer(h, names, ex.getLocalAddress().getAddress(), port) ? Optional.of(h.strip()) : Optional.empty();
    }

    /**
     * Answers 403: {@code who} (e.g. "this board") answers only to its {@code names} and its address,
     * with {@code port}; {@code hint} ends the message (how to add a name, or nothing).
     */
    public static void refuse(HttpExchange ex, String who, Set<String> names, int port, String hint) throws IOException {
        Http.sendJson(ex, 403, Http.error(who + " answers only to its own names (" + String.join(", ", names.stream().sorted().toList())
                + ") and its address, with port " + port + hint));
    }

    /** True when {@code host} (a Host header) is one of {@code names} (lower case) or {@code local}'s literal, with {@code port}. */
    public static boolean namesThisServer(String host, Set<String> names, InetAddress local, int port) {
        String h = host.trim().toLowerCase(Locale.ROOT);
        int portAt = h.startsWith("[") ? h.indexOf(']') + 1 : h.lastIndexOf(':');
        if (portAt <= 0) {
            portAt = h.length();
        }
        String name = h.substring(0, portAt);
        String rest = h.substring(portAt);
        boolean portMatches = rest.equals(":" + port) || (rest.isEmpty() && port == 80);
        return portMatches && (names.contains(name) || isLiteralOf(name, local));
    }

    /** True when {@code name} is the address literal of {@code local} (bracketed for IPv6, as in a URL). */
    private static boolean isLiteralOf(String name, InetAddress local) {
        if (local instanceof Inet4Address) {
            return name.equals(local.getHostAddress());
        }
        if (!name.startsWith("[") || !name.endsWith("]") || !name.matches("\\[[0-9a-f:.]+]")) {
            return false; // only a literal is parsed below: no name is ever looked up
        }
        try {
            return Arrays.equals(InetAddress.getByName(name.substring(1, name.length() - 1)).getAddress(), local.getAddress());
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** {@code address} as it appears in a URL's host: dotted, or bracketed IPv6 without a scope. */
    public static String literal(InetAddress address) {
        if (address instanceof Inet4Address) {
            return address.getHostAddress();
        }
        String text = address.getHostAddress();
        int scope = text.indexOf('%');
        return "[" + (scope < 0 ? text : text.substring(0, scope)) + "]";
    }
}
