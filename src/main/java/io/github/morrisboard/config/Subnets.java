package io.github.morrisboard.config;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What systemd's {@code IPAddressAllow=} takes, word by word: an IPv4 address (four numbers 0 to
 * 255) or an IPv6 address (groups of 1 to 4 hex digits, eight of them or at most seven around one
 * {@code ::}, an IPv4 address allowed in place of the last two), either optionally with
 * {@code /PREFIX} (at most 32 or 128), or one of systemd's words {@code any}, {@code localhost},
 * {@code link-local}, {@code multicast}. Nothing else reaches a drop-in: no separator, escape or
 * line break. Also the spelling of addresses for a drop-in (IPv6 in its short form).
 */
public final class Subnets {
    /** systemd's names for address sets. */
    public static final List<String> WORDS = List.of("any", "localhost", "link-local", "multicast");

    private static final Pattern IPV4 = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,3}){3}");
    private static final Pattern IPV6_CHARS = Pattern.compile("[0-9A-Fa-f:.]+");
    private static final Pattern IPV6_GROUPS = Pattern.compile("[0-9A-Fa-f]{1,4}(:[0-9A-Fa-f]{1,4})*");
    private static final Pattern PREFIX = Pattern.compile("[0-9]{1,3}");

    private Subnets() {
    }

    /**
     * The words of {@code list} (split at white space), each checked; throws IllegalArgumentException
     * naming the first that is not a subnet, or saying that the list is empty.
     */
    public static List<String> parse(String list) {
        String trimmed = list.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("needs a list such as \"192.168.1.0/24\"");
        }
        List<String> words = Arrays.asList(trimmed.split("\\s+"));
        for (String w : words) {
            if (!isSubnet(w)) {
                throw new IllegalArgumentException("\"" + w + "\" is not a subnet (an IPv4 or IPv6 address, optionally /PREFIX, "
                        + "or any, localhost, link-local, multicast)");
            }
        }
        return List.copyOf(words);
    }

    /** Whether {@code s} is one word {@code IPAddressAllow=} takes (see the class comment). */
    public static boolean isSubnet(String s) {
        if (WORDS.contains(s)) {
            return true;
        }
        String address = s;
        Integer prefix = null;
        int slash = s.lastIndexOf('/');
        if (slash >= 0) {
            address = s.substring(0, slash);
            String p = s.substring(slash + 1);
            if (!PREFIX.matcher(p).matches()) {
                return false;
            }
            prefix = Integer.parseInt(p);
        }
        if (isIpv4(address)) {
            return prefix == null || prefix <= 32;
        }
        return isIpv6(address) && (prefix == null || prefix <= 128);
    }

    /** One IPv4 address: four numbers 0 to 255 (leading zeros allowed, as decimal). */
    static boolean isIpv4(String a) {
        if (!IPV4.matcher(a).matches()) {
            return false;
        }
        for (String n : a.split("\\.")) {
            if (Integer.parseInt(n) > 255) {
                return false;
            }
        }
        return true;
    }

    /** One IPv6 address, as the class comment says. */
    static boolean isIpv6(String address) {
        String a = address;
        if (!a.contains(":") || !IPV6_CHARS.matcher(a).matches()) {
            return false;
        }
        if (a.contains(".")) {
            int last = a.lastIndexOf(':');
            if (!isIpv4(a.substring(last + 1))) {
                return false;
            }
            a = a.substring(0, last) + ":0:0";
        }
        String head = a;
        String tail = "";
        int max = 8;
        int gap = a.indexOf("::");
        if (gap >= 0) {
            head = a.substring(0, gap);
            tail = a.substring(gap + 2);
            max = 7;
            if (tail.contains("::")) {
                return false;
            }
        }
        int groups = 0;
        for (String part : List.of(head, tail)) {
            if (part.isEmpty()) {
                continue;
            }
            if (!IPV6_GROUPS.matcher(part).matches()) {
                return false;
            }
            groups += part.split(":").length;
        }
        return max == 8 ? groups == 8 : groups <= 7;
    }

    /** The address as a drop-in writes it: IPv4 dotted, IPv6 in its short form (RFC 5952), no zone. */
    public static String spell(InetAddress a) {
        byte[] b = a.getAddress();
        if (a instanceof Inet4Address) {
            return a.getHostAddress();
        }
        int[] g = new int[8];
        for (int i = 0; i < 8; i++) {
            g[i] = ((b[2 * i] & 0xff) << 8) | (b[2 * i + 1] & 0xff);
        }
        int bestStart = -1;
        int bestLength = 1; // a single zero group is not shortened
        for (int i = 0; i < 8; ) {
            int j = i;
            while (j < 8 && g[j] == 0) {
                j++;
            }
            if (j - i > bestLength) {
                bestStart = i;
                bestLength = j - i;
            }
            i = j == i ? i + 1 : j;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            if (i == bestStart) {
                out.append("::");
                i += bestLength - 1;
                continue;
            }
            if (!out.isEmpty() && out.charAt(out.length() - 1) != ':') {
                out.append(':');
            }
            out.append(Integer.toHexString(g[i]));
        }
        return out.toString();
    }

    /** The network {@code a} is in with the prefix length given: {@code 192.168.1.0/24} for 192.168.1.20 and 24. */
    public static String network(InetAddress a, int prefixLength) {
        byte[] b = a.getAddress();
        for (int bit = prefixLength; bit < b.length * 8; bit++) {
            b[bit / 8] &= (byte) ~(0x80 >> (bit % 8));
        }
        try {
            return spell(InetAddress.getByAddress(b)) + "/" + prefixLength;
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException(e); // not for an address of 4 or 16 bytes
        }
    }
}
