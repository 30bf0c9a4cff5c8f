package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.config.ConfigException;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.config.SettingsEdit;
import io.github.morrisboard.config.Subnets;
import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;
import io.github.morrisboard.store.AtomicFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

/**
 * {@code morrisboard setup [--web MODE] [--remote-broker BROKER] [--subnets LIST]}: the companion
 * page and remote play set up, as the installer did them: {@code web} and {@code remote.broker}
 * written into the settings file (the line replaced or appended, everything else kept; see
 * {@link SettingsEdit}), and the service's drop-ins in {@code /etc/systemd/system/morrisboard.service.d/}
 * made to match what is then in force: {@code web.conf} (from {@code systemd/web/web.conf}) opens
 * the LAN's subnets to the service for {@code web = view | play}; {@code remote.conf} (from
 * {@code systemd/remote/remote.conf}) the broker's addresses (and, for a name, the DNS servers of
 * {@code /etc/resolv.conf}) while {@code remote.broker} is set; each goes when its setting is off.
 * Where Avahi is installed ({@code /etc/avahi}), the page is announced on the LAN while it is on
 * ({@code /etc/avahi/services/morrisboard.service}, from {@code systemd/web/morrisboard.avahi.service}),
 * and web.conf brings the package's {@code morrisboard-mdns.service} (morrisboard.local) with the board.
 * Every value is checked before anything is written (one line {@code error: --OPTION: …}, exit
 * status 2); every file is replaced atomically (a temp file beside it, then a rename), keeping its
 * mode. It says in one line what is in force, what it changed, and the restart that needs.
 */
@Command(name = "setup", mixinStandardHelpOptions = true,
        description = {"Turns the companion page and remote play on or off.",
                "Writes web and remote.broker into the settings file (in place, the rest of it as it is) and the "
                        + "drop-ins in /etc/systemd/system/morrisboard.service.d/ they need: web.conf opens the local "
                        + "network (only) to the service for web = view or play; remote.conf lets it reach the broker's "
                        + "addresses (and, for a name, the DNS servers of /etc/resolv.conf) while remote.broker is set. "
                        + "Each goes when its setting is off. Without an option the setting in force stays, and its "
                        + "drop-in is made to match it (run it again when the broker's addresses change). Run as root; "
                        + "it says when the service needs a restart (systemctl daemon-reload && systemctl restart morrisboard)."})
public final class SetupCommand implements Callable<Integer> {

    /** The drop-ins' directory, on the system at {@code --root}. */
    static final String DROP_INS = "/etc/systemd/system/morrisboard.service.d";
    /** Avahi's service file announcing the companion page, on the system at {@code --root}. */
    static final String AVAHI_SERVICE = "/etc/avahi/services/morrisboard.service";
    /** The page's subnets where this machine's cannot be asked (an image at {@code --root}): the private ranges. */

    private static final Pattern DOTTED = Pattern.compile("[0-9]+(\\.[0-9]+){3}");
    private static final Set<PosixFilePermission> NEW_FILE = PosixFilePermissions.fromString("rw-r--r--");

    @Option(names = "--web", paramLabel = "off|view|play",
            description = "The companion page on the local network: off (none; the service keeps no network), view "
                    + "(anyone on the LAN sees the board and the games) or play (a phone paired at the board may also act).")
    String web;

    @Option(names = "--remote-broker", paramLabel = "HOST[:PORT]|URI|off",
            description = "Play a friend's board through this MQTT broker: remote.broker = ssl://HOST:PORT (port 8883 "
                    + "unless given; an IPv6 address in brackets; a tcp:// or ssl:// URI as it is); off unsets it.")
    String remoteBroker;

    @Option(names = "--subnets", paramLabel = "LIST",
            description = "With web = view or play: the subnets the page answers, e.g. \"192.168.1.0/24 fd00::/64\", each an "
                    + "IPv4 or IPv6 address, optionally /PREFIX, or any, localhost, link-local or multicast. Default: those "
                    + "this machine is on (with --root, the private ranges).")
    String subnets;

    @Option(names = "--config", paramLabel = "FILE",
            description = "The settings file to edit. Default: /etc/morrisboard/morrisboard.properties under --root. "
                    + "Where it does not exist yet, the shipped defaults are the start.")
    Path config;

    @Option(names = "--root", paramLabel = "DIR", defaultValue = "/",
            description = "Work on the system mounted at DIR (an SD card image) instead of /. Default: /.")
    Path root;

    @Option(names = "--dry-run", description = "Print what would be written or removed, change nothing.")
    boolean dryRun;

    @Spec
    CommandSpec spec;

    /** A refusal: its one line, and the exit status (2 a bad value, 1 a failure). */
    static final class Refusal extends Exception {
        final int status;

        Refusal(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    /** One file to write or remove. */
    private record Change(Path path, String text) {
        boolean removal() {
            return text == null;
        }

        boolean dropIn() {
            return path.getFileName().toString().endsWith(".conf");
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            out.println(setup());
            return 0;
        } catch (Refusal r) {
            spec.commandLine().getErr().println("error: " + r.getMessage());
            return r.status;
        }
    }

    private String setup() throws Refusal {
        Path top = root.toAbsolutePath().normalize();
        if (!Files.isDirectory(top)) {
            throw usage("--root " + root + ": not a directory");
        }
        if (web != null && !List.of("off", "view", "play").contains(web)) {
            throw usage("--web: expected off, view or play, got \"" + web + "\"");
        }
        List<String> subnetList = null;
        if (subnets != null) {
            try {
                subnetList = Subnets.parse(subnets);
            } catch (IllegalArgumentException e) {
                throw usage("--subnets" + (subnets.isBlank() ? " " : ": ") + e.getMessage());
            }
        }
        String broker = null;
        if (remoteBroker != null) {
            broker = remoteBroker.equals("off") ? "" : brokerUri(remoteBroker);
            try {
                ConfigLoader.checkValue("remote.broker", broker, top);
            } catch (IllegalArgumentException e) {
                throw usage("--remote-broker: " + e.getMessage());
            }
        }

        Path file = config != null ? config.toAbsolutePath() : at(top, ConfigLoader.SYSTEM_FILE.toString());
        List<String> lines = settingsLines(file);
        Map<String, String> inForce = inForce(file, lines);
        List<String> edited = lines;
        if (web != null && !web.equals(inForce.get("web"))) {
            edited = SettingsEdit.with(edited, "web", web);
        }
        if (broker != null && !broker.equals(inForce.get("remote.broker"))) {
            edited = SettingsEdit.with(edited, "remote.broker", broker);
        }
        Map<String, String> result = inForce(file, edited); // the result as the board will read it
        String mode = web != null ? web : inForce.get("web");
        String brokerInForce = broker != null ? broker : inForce.get("remote.broker");

        List<Change> changes = new ArrayList<>();
        if (!edited.equals(lines)) {
            changes.add(new Change(file, text(edited)));
        }
        StringBuilder said = new StringBuilder("companion page: ").append(mode);
        Path webDropIn = at(top, DROP_INS + "/web.conf");
        if (mode.equals("off")) {
            removal(webDropIn).ifPresent(changes::add);
        } else {
            List<String> allowed = subnetList != null ? subnetList : LocalNetwork.subnets(top);
            said.append(" (the LAN: ").append(String.join(" ", allowed));
            written(webDropIn, fill("web/web.conf", "@SUBNETS@", String.join(" ", allowed))).ifPresent(changes::add);
        }
        announce(top, mode, result.get("web.port"), said).ifPresent(changes::add);
        if (!mode.equals("off")) {
            said.append(')');
        }
        said.append("; remote play: ");
        Path remoteDropIn = at(top, DROP_INS + "/remote.conf");
        if (brokerInForce.isEmpty()) {
            said.append("off");
            removal(remoteDropIn).ifPresent(changes::add);
        } else {
            String host = host(brokerInForce);
            List<String> reach = new ArrayList<>(brokerAddresses(host, brokerInForce, file));
            String note = "";
            if (!isAddress(host)) {
                List<String> dns = LocalNetwork.dnsServers(at(top, "/etc/resolv.conf"));
                reach.addAll(dns);
                if (dns.isEmpty()) {
                    note = "; no nameserver in /etc/resolv.conf: it may not resolve " + host;
                }
            }
            said.append(brokerInForce).append(" (the service may reach ").append(String.join(" ", reach)).append(" only")
                    .append(note).append("; run setup again if those addresses change)");
            written(remoteDropIn, fill("remote/remote.conf", "@ADDRESSES@", String.join(" ", reach))).ifPresent(changes::add);
        }

        if (dryRun) {
            PrintWriter out = spec.commandLine().getOut();
            for (Change c : changes) {
                if (c.removal()) {
                    out.println("+ rm -f " + c.path());
                } else {
                    out.println("+ write " + c.path() + ":");
                    c.text().lines().forEach(l -> out.println("|   " + l));
                }
            }
        } else {
            for (Change c : changes) {
                apply(c);
            }
        }
        said.append("; ");
        if (changes.isEmpty()) {
            return "setup: " + said + "nothing to change";
        }
        said.append(dryRun ? "would change " : "changed ")
                .append(String.join(", ", changes.stream().map(c -> c.path() + (c.removal() ? " (removed)" : "")).toList()));
        if (top.equals(Path.of("/"))) {
            said.append("; restart the service: ").append(changes.stream().anyMatch(Change::dropIn)
                    ? "systemctl daemon-reload && systemctl restart morrisboard" : "systemctl restart morrisboard");
        } else {
            said.append("; the service on ").append(top).append(" reads it when it starts");
        }
        return "setup: " + said;
    }

    /**
     * Avahi's announcement of the page: written for view and play where Avahi is installed (its port the
     * setting in force), removed for off; what it means is added to {@code said}.
     */
    private static java.util.Optional<Change> announce(Path top, String mode, String port, StringBuilder said) throws Refusal {
        Path service = at(top, AVAHI_SERVICE);
        if (mode.equals("off")) {
            return removal(service);
        }
        if (!Files.isDirectory(at(top, "/etc/avahi"))) {
            said.append("; no Avahi here: apt install avahi-daemon avahi-utils announces it as morrisboard.local");
            return java.util.Optional.empty();
        }
        said.append("; announced by Avahi, http://morrisboard.local:").append(port).append('/');
        if (!Files.isExecutable(at(top, "/usr/bin/avahi-publish"))) {
            said.append(" once avahi-utils is installed (apt install avahi-utils)");
        }
        return written(service, fill("web/morrisboard.avahi.service", "@PORT@", port));
    }

    /** {@code path} under the system at {@code top}. */
    private static Path at(Path top, String path) {
        return top.resolve(path.substring(1));
    }

    private static Refusal usage(String message) {
        return new Refusal(CommandLine.ExitCode.USAGE, message);
    }

    /**
     * The broker as the setting holds it: {@code ssl://HOST:PORT} from HOST[:PORT] (port 8883 unless
     * given; an IPv6 address in brackets), a tcp:// or ssl:// URI as it is. Whether that is a broker
     * the board can use, {@link ConfigLoader#checkValue} says after.
     */
    static String brokerUri(String b) throws Refusal {
        if (b.startsWith("ssl://") || b.startsWith("tcp://")) {
            return b;
        }
        if (b.contains("://")) {
            throw usage("--remote-broker: expected HOST[:PORT], ssl://HOST:PORT or tcp://HOST:PORT, got \"" + b + "\"");
        }
        if (b.startsWith("[") && b.endsWith("]")) {
            return "ssl://" + b + ":8883";
        }
        if (b.startsWith("[") && b.matches("(?s)\\[.*]:.*")) {
            return "ssl://" + b;
        }
        if (b.matches("(?s).*:.*:.*")) {
            throw usage("--remote-broker: write an IPv6 address in brackets ([" + b + "]:8883), got \"" + b + "\"");
        }
        if (b.contains(":")) {
            return "ssl://" + b;
        }
        if (!b.isEmpty()) {
            return "ssl://" + b + ":8883";
        }
        throw usage("--remote-broker needs HOST[:PORT] (or off)");
    }

    /** The host of a checked broker URI, an IPv6 address without its brackets. */
    private static String host(String uri) {
        String h = URI.create(uri).getHost();
        return h.startsWith("[") ? h.substring(1, h.length() - 1) : h;
    }

    private static boolean isAddress(String host) {
        return DOTTED.matcher(host).matches() || host.contains(":");
    }

    /** The broker's addresses: the host itself when it is one, else what it resolves to here. */
    private List<String> brokerAddresses(String host, String uri, Path file) throws Refusal {
        if (isAddress(host)) {
            if (!Subnets.isSubnet(host)) {
                throw usage(where(uri, file) + ": \"" + host + "\" is not an IP address");
            }
            return List.of(host);
        }
        try {
            Set<String> found = new LinkedHashSet<>();
            for (InetAddress a : InetAddress.getAllByName(host)) {
                found.add(Subnets.spell(a));
            }
            return List.copyOf(found);
        } catch (UnknownHostException e) {
            throw new Refusal(1, where(uri, file) + ": the name " + host + " does not resolve here; give its address "
                    + "(--remote-broker ADDRESS:PORT) or run this where it resolves");
        }
    }

    /** Where the broker came from, for a message: the option, or the setting in the file. */
    private String where(String uri, Path file) {
        return remoteBroker != null ? "--remote-broker " + remoteBroker : file + ": remote.broker " + uri;
    }

    /** The settings file's lines, or the shipped defaults' where it does not exist yet. */
    private static List<String> settingsLines(Path file) throws Refusal {
        try {
            return SmallFile.readLines(file, SmallFile.KIB_64);
        } catch (NoSuchFileException e) {
            return template("morrisboard.properties").lines().toList();
        } catch (UnusableFileException e) {
            throw usage(e.getMessage());
        } catch (IOException e) {
            throw new Refusal(1, file + ": cannot read: " + e.getMessage());
        }
    }

    /** The values in force with {@code lines} as the file (the file's, else the defaults); refused as the board refuses them. */
    private static Map<String, String> inForce(Path file, List<String> lines) throws Refusal {
        try {
            return ConfigLoader.texts(ConfigLoader.parse(file, lines, System.getenv()));
        } catch (ConfigException e) {
            throw usage(e.getMessage());
        }
    }

    /** The file's text: its lines, one newline after each, no blank lines at the end. */
    private static String text(List<String> lines) {
        return String.join("\n", lines).replaceFirst("\n+$", "") + "\n";
    }

    /** {@code path} to be written with {@code text}, unless it holds exactly that already. */
    private static java.util.Optional<Change> written(Path path, String text) throws Refusal {
        try {
            if (Files.isRegularFile(path) && SmallFile.readText(path, SmallFile.KIB_64).equals(text)) {
                return java.util.Optional.empty();
            }
        } catch (IOException e) {
            // unreadable or not text: written anew
        }
        return java.util.Optional.of(new Change(path, text));
    }

    private static java.util.Optional<Change> removal(Path path) {
        return Files.exists(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                ? java.util.Optional.of(new Change(path, null)) : java.util.Optional.empty();
    }

    /** The template {@code systemd/NAME} the jar carries, its placeholder replaced by {@code value}, one newline at the end. */
    static String fill(String name, String placeholder, String value) throws Refusal {
        String template = template(name);
        if (!template.contains(placeholder)) {
            throw new Refusal(1, "systemd/" + name + " has no " + placeholder);
        }
        return template.replaceFirst("\n+$", "").replace(placeholder, value) + "\n";
    }

    private static String template(String name) throws Refusal {
        try (InputStream in = SetupCommand.class.getResourceAsStream("/systemd/" + name)) {
            if (in == null) {
                throw new Refusal(1, "the program has no systemd/" + name + " (a build without its resources?)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new Refusal(1, "systemd/" + name + ": cannot read: " + e.getMessage());
        }
    }

    /** Writes (a temp file beside it, then a rename; its mode kept, else 0644) or removes one file. */
    private static void apply(Change c) throws Refusal {
        try {
            if (c.removal()) {
                Files.deleteIfExists(c.path());
                return;
            }
            Files.createDirectories(c.path().getParent());
            Set<PosixFilePermission> mode = Files.exists(c.path()) ? Files.getPosixFilePermissions(c.path()) : NEW_FILE;
            AtomicFile.replace(c.path(), c.text().getBytes(StandardCharsets.UTF_8), mode);
        } catch (IOException e) {
            throw new Refusal(1, c.path() + ": cannot " + (c.removal() ? "remove" : "write") + ": " + e.getMessage());
        }
    }
}
