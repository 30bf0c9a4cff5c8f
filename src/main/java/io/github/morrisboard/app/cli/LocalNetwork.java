package io.github.morrisboard.app.cli;

import picocli.CommandLine;
import io.github.morrisboard.config.Subnets;
import io.github.morrisboard.files.SmallFile;

import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InterfaceAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What {@link SetupCommand} opens the service's network to, read off this machine: the subnets it
 * is on (for the companion page's drop-in) and the DNS servers its resolver asks (for a broker given
 * by name). Each answer is only what systemd's IPAddressAllow= takes.
 */
final class LocalNetwork {
    /** The private ranges: the page's subnets when none can be read (another system's root, no network). */
    static final List<String> PRIVATE_RANGES = List.of("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7");

    private LocalNetwork() {
    }

    /**
     * The DNS servers the system's resolver asks (its resolv.conf, {@code resolvConf}, else this machine's), a
     * loopback one as {@code localhost}, each once, only those IPAddressAllow= takes.
     */
    static List<String> dnsServers(Path resolvConf) {
        Path file = resolvConf;
        if (!Files.isReadable(file)) {
            file = Path.of("/etc/resolv.conf");
        }
        List<String> lines;
        try {
            lines = SmallFile.readLines(file, SmallFile.KIB_64);
        } catch (IOException e) {
            return List.of();
        }
        Set<String> found = new LinkedHashSet<>();
        for (String line : lines) {
            String[] f = line.strip().split("\\s+");
            if (f.length >= 2 && f[0].equals("nameserver")) {
                String a = f[1].replaceFirst("%.*", "");
                if (a.startsWith("127.") || a.equals("::1")) {
                    a = "localhost";
                }
                if (Subnets.isSubnet(a)) {
                    found.add(a);
                }
            }
        }
        return List.copyOf(found);
    }

    /**
     * The subnets this machine is on (its interfaces' networks, not loopback, not IPv6 link-local),
     * or for another system ({@code --root}), or where there are none, the private ranges.
     */
    static List<String> subnets(Path top) {
        Set<String> found = new LinkedHashSet<>();
        if (top.equals(Path.of("/"))) {
            try {
                for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                    if (!ni.isUp() || ni.isLoopback()) {
                        continue;
                    }
                    for (InterfaceAddress ia : ni.getInterfaceAddresses()) {
                        InetAddress a = ia.getAddress();
                        if (a.isLoopbackAddress() || a instanceof Inet6Address && a.isLinkLocalAddress()) {
                            continue;
                        }
                        String network = Subnets.network(a, ia.getNetworkPrefixLength());
                        if (Subnets.isSubnet(network)) {
                            found.add(network);
                        }
                    }
                }
            } catch (SocketException e) {
                // none to be had: the private ranges
            }
        }
        return found.isEmpty() ? PRIVATE_RANGES : List.copyOf(found);
    }
}
