package io.github.morrisboard.config;

import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.UnknownHostException;
import java.util.regex.Pattern;

/**
 * The simulator's listening address as the settings give it: an IPv4 literal (four numbers 0 to
 * 255), an IPv6 literal, or a host name. {@link #check} is the spelling (no network needed);
 * {@link #resolve} is what the start needs: the name resolves, to an address of this machine.
 */
public final class Bind {
    private static final Pattern DOTTED_NUMBERS = Pattern.compile("[0-9.]+");
    private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?");

    private Bind() {
    }

    /** Throws {@link IllegalArgumentException} saying what is wrong with the spelling. */
    public static void check(String text) {
        if (text.isEmpty() || text.length() > 253) {
            throw new IllegalArgumentException("expected a host name or IP address such as 127.0.0.1 or 0.0.0.0, got \""
                    + text + "\"");
        }
        if (text.contains("%")) {
            throw new IllegalArgumentException("\"" + text + "\": a zone (%…) is not supported; give the address alone");
        }
        if (DOTTED_NUMBERS.matcher(text).matches()) {
            ipv4(text);
        } else if (text.contains(":")) {
            ipv6(text);
        } else {
            for (String label : text.split("\\.", -1)) {
                if (!LABEL.matcher(label).matches()) {
                    throw new IllegalArgumentException("expected a host name or IP address such as 127.0.0.1 or 0.0.0.0, got \""
                            + text + "\"");
                }
            }
        }
    }

    private static void ipv4(String text) {
        String[] parts = text.split("\\.", -1);
        boolean ok = parts.length == 4;
        for (int i = 0; ok && i < 4; i++) {
            ok = parts[i].length() >= 1 && parts[i].length() <= 3 && Integer.parseInt(parts[i]) <= 255;
        }
        if (!ok) {
            throw new IllegalArgumentException("\"" + text + "\" is not an IPv4 address (four numbers 0 to 255, such as 127.0.0.1)");
        }
    }

    private static void ipv6(String text) {
        String bare = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
        if (!bare.matches("[0-9A-Fa-f:.]+")) {
            throw new IllegalArgumentException("\"" + text + "\" is not an IPv6 address");
        }
        try {
            InetAddress.getByName(bare); // a literal with ':' is parsed, never looked up
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("\"" + text + "\" is not an IPv6 address");
        }
    }

    /** The address to listen on; throws {@link IllegalArgumentException} if it does not resolve or is not this machine's. */
    public static InetAddress resolve(String text) {
        check(text);
        InetAddress a;
        try {
            a = InetAddress.getByName(text.startsWith("[") ? text.substring(1, text.length() - 1) : text);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("\"" + text + "\" does not resolve to an address here");
        }
        try {
            if (a.isAnyLocalAddress() || a.isLoopbackAddress() || NetworkInterface.getByInetAddress(a) != null) {
                return a;
            }
        } catch (IOException e) {
            // cannot list the interfaces: said below
        }
        throw new IllegalArgumentException("\"" + text + "\" (" + a.getHostAddress() + ") is not an address of this machine");
    }
}
