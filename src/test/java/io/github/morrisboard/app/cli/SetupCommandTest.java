package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Cli;
import io.github.morrisboard.app.Main;


import io.github.morrisboard.config.Subnets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code morrisboard setup} on a system at {@code --root} (a temp directory, never this machine's
 * /): the settings it writes, the drop-ins it writes and removes (the templates of systemd/ filled
 * as install.sh filled them), a second run that finds nothing to change, the dry run, and the
 * refusals: one line naming the option, exit status 2, nothing written.
 */
class SetupCommandTest {
    @TempDir
    Path root;

    private static final String SETTINGS = "etc/morrisboard/morrisboard.properties";
    private static final String WEB = "etc/systemd/system/morrisboard.service.d/web.conf";
    private static final String REMOTE = "etc/systemd/system/morrisboard.service.d/remote.conf";

    private Path write(String path, String text) throws IOException {
        Path p = root.resolve(path);
        Files.createDirectories(p.getParent());
        return Files.writeString(p, text);
    }

    private String read(String path) throws IOException {
        return Files.readString(root.resolve(path));
    }

    private Cli setup(String... options) {
        String[] args = Stream.concat(Stream.of("setup", "--root", root.toString()), Stream.of(options)).toArray(String[]::new);
        return Cli.run(args);
    }

    /** The drop-in install.sh wrote: the template's text, its placeholder replaced, one newline at the end. */
    private static String dropIn(String template, String placeholder, String value) throws IOException {
        return Files.readString(Path.of("systemd", template)).stripTrailing().replace(placeholder, value) + "\n";
    }

    private Map<String, String> snapshot() throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString(), Files.readString(p));
            }
        }
        return files;
    }

    @Test
    void webPlayWritesTheSettingAndTheLanOnlyDropInAndASecondRunChangesNothing() throws IOException {
        write(SETTINGS, "# mine\nlevel = 9\n");
        Cli r = setup("--web", "play", "--subnets", "192.168.1.0/24  fd00::/64");
        assertEquals(0, r.status(), r.err());
        assertEquals("# mine\nlevel = 9\nweb = play\n", read(SETTINGS));
        assertEquals(dropIn("web/web.conf", "@SUBNETS@", "192.168.1.0/24 fd00::/64"), read(WEB));
        assertTrue(read(WEB).contains("IPAddressAllow=localhost link-local multicast 192.168.1.0/24 fd00::/64\n"), read(WEB));
        assertEquals(1, r.out().lines().count(), r.out());
        assertTrue(r.out().startsWith("setup: companion page: play (the LAN: 192.168.1.0/24 fd00::/64; no Avahi here: apt install "
                + "avahi-daemon avahi-utils announces it as morrisboard.local); remote play: off; changed "
                + root.resolve(SETTINGS) + ", " + root.resolve(WEB) + "; the service on " + root + " reads it when it starts"), r.out());
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(root.resolve(WEB))));

        Map<String, String> before = snapshot();
        Cli again = setup("--web", "play", "--subnets", "192.168.1.0/24 fd00::/64");
        assertEquals(0, again.status(), again.err());
        assertTrue(again.out().strip().endsWith("; nothing to change"), again.out());
        assertEquals(before, snapshot());
        assertTrue(Files.list(root.resolve(WEB).getParent()).noneMatch(p -> p.toString().endsWith(".tmp")), "no temp file left");
    }

    /**
     * Where Avahi is installed the page is announced while it is on (its port the setting's), and
     * web.conf brings the package's morrisboard-mdns.service (morrisboard.local) with the board's
     * service; off takes the announcement away with the drop-in.
     */
    @Test
    void whereAvahiIsThePageIsAnnouncedWhileItIsOnAndMorrisboardLocalComesWithTheBoard() throws IOException {
        write(SETTINGS, "web.port = 8099\n");
        Files.createDirectories(root.resolve("etc/avahi/services"));
        Cli r = setup("--web", "view", "--subnets", "192.168.1.0/24");
        assertEquals(0, r.status(), r.err());
        String avahi = read("etc/avahi/services/morrisboard.service");
        assertEquals(Files.readString(Path.of("systemd/web/morrisboard.avahi.service")).stripTrailing().replace("@PORT@", "8099") + "\n", avahi);
        assertTrue(avahi.contains("<type>_http._tcp</type>") && avahi.contains("<port>8099</port>"), avahi);
        assertTrue(r.out().contains("(the LAN: 192.168.1.0/24; announced by Avahi, http://morrisboard.local:8099/ once avahi-utils "
                + "is installed (apt install avahi-utils)); remote play: off"), r.out());
        assertTrue(read(WEB).contains("[Unit]\nWants=morrisboard-mdns.service\n"), read(WEB));
        String mdns = Files.readString(Path.of("systemd/web/morrisboard-mdns.service"));
        assertTrue(mdns.contains("\nPartOf=morrisboard.service\n") && mdns.contains("\nConditionPathExists=/" + WEB + "\n"),
                "it stops and restarts with the board's service, and only while the page is on: " + mdns);

        write("usr/bin/avahi-publish", "#!/bin/sh\n").toFile().setExecutable(true);
        Cli again = setup("--web", "view", "--subnets", "192.168.1.0/24");
        assertTrue(again.out().contains("announced by Avahi, http://morrisboard.local:8099/); remote play: off; nothing to change"), again.out());

        Cli off = setup("--web", "off");
        assertEquals(0, off.status(), off.err());
        assertFalse(Files.exists(root.resolve("etc/avahi/services/morrisboard.service")), "no announcement of a page that is off");
        assertFalse(Files.exists(root.resolve(WEB)));
        assertTrue(off.out().contains(root.resolve("etc/avahi/services/morrisboard.service") + " (removed)"), off.out());
    }

    @Test
    void anImageWithoutSubnetsGetsThePrivateRanges() throws IOException {
        write(SETTINGS, "level = 9\n");
        Cli r = setup("--web", "view");
        assertEquals(0, r.status(), r.err());
        assertEquals(dropIn("web/web.conf", "@SUBNETS@", "10.0.0.0/8 172.16.0.0/12 192.168.0.0/16 fc00::/7"), read(WEB));
    }

    @Test
    void webOffWritesOffAndRemovesTheDropInAndTheSettingsKeepTheirMode() throws IOException {
        Path settings = write(SETTINGS, "level = 9\nweb = play\n");
        Files.setPosixFilePermissions(settings, PosixFilePermissions.fromString("rw-r-----"));
        write(WEB, "[Service]\nPrivateNetwork=no\n");
        Cli r = setup("--web", "off");
        assertEquals(0, r.status(), r.err());
        assertEquals("level = 9\nweb = off\n", read(SETTINGS));
        assertFalse(Files.exists(root.resolve(WEB)));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(settings)));
        assertTrue(r.out().contains("companion page: off; remote play: off; changed " + settings + ", " + root.resolve(WEB) + " (removed)"),
                r.out());
    }

    @Test
    void withoutASettingsFileTheShippedDefaultsAreTheStart() throws IOException {
        Cli r = setup("--web", "view", "--subnets", "192.168.1.0/24");
        assertEquals(0, r.status(), r.err());
        assertEquals(Files.readString(Path.of("systemd/morrisboard.properties")).stripTrailing() + "\nweb = view\n", read(SETTINGS));

        Files.delete(root.resolve(SETTINGS));
        Files.delete(root.resolve(WEB));
        Cli none = setup(); // web off and no broker in force: nothing to write, not even the settings
        assertEquals(0, none.status(), none.err());
        assertEquals(Map.of(), snapshot());
        assertEquals("setup: companion page: off; remote play: off; nothing to change\n", none.out());
    }

    @Test
    void aBrokerByAddressGetsTheSettingAndADropInForThatAddressOnlyAndOffRemovesBoth() throws IOException {
        write(SETTINGS, "level = 9\nremote.user = anna\n");
        write("etc/resolv.conf", "nameserver 192.168.1.1\n");
        Cli r = setup("--remote-broker", "[2001:db8::7]:8884");
        assertEquals(0, r.status(), r.err());
        assertEquals("level = 9\nremote.user = anna\nremote.broker = ssl://[2001:db8::7]:8884\n", read(SETTINGS));
        assertEquals(dropIn("remote/remote.conf", "@ADDRESSES@", "2001:db8::7"), read(REMOTE));
        assertTrue(r.out().contains("remote play: ssl://[2001:db8::7]:8884 (the service may reach 2001:db8::7 only;"), r.out());

        Cli off = setup("--remote-broker", "off");
        assertEquals(0, off.status(), off.err());
        assertEquals("level = 9\nremote.user = anna\n", read(SETTINGS));
        assertFalse(Files.exists(root.resolve(REMOTE)));
        assertTrue(off.out().contains("remote play: off;"), off.out());
    }

    @Test
    void aBrokerByNameReachesItsAddressesAndTheDnsServersOnly() throws IOException {
        write(SETTINGS, "level = 9\n");
        write("etc/resolv.conf", "# from DHCP\nnameserver 192.168.1.1\nnameserver fe80::1%wlan0\nnameserver 127.0.0.53\nnameserver bad|one\n");
        Cli r = setup("--remote-broker", "localhost");
        assertEquals(0, r.status(), r.err());
        assertTrue(read(SETTINGS).endsWith("remote.broker = ssl://localhost:8883\n"), read(SETTINGS));
        String allow = read(REMOTE).lines().filter(l -> l.startsWith("IPAddressAllow=")).findFirst().orElseThrow();
        List<String> allowed = List.of(allow.substring("IPAddressAllow=".length()).split(" "));
        assertTrue(allowed.contains("127.0.0.1"), allowed.toString());
        assertEquals(List.of("192.168.1.1", "fe80::1", "localhost"), allowed.subList(allowed.size() - 3, allowed.size()));
        assertTrue(allowed.stream().allMatch(Subnets::isSubnet), allowed.toString());

        // Without the option, the broker in force: its drop-in is made again (here: unchanged).
        Cli kept = setup();
        assertEquals(0, kept.status(), kept.err());
        assertTrue(kept.out().contains("nothing to change"), kept.out());
    }

    @Test
    void aBrokerNameThatDoesNotResolveFailsBeforeAnythingIsWritten() throws IOException {
        write(SETTINGS, "level = 9\n");
        Map<String, String> before = snapshot();
        Cli r = setup("--remote-broker", "broker.invalid");
        assertEquals(1, r.status(), r.out());
        assertEquals("error: --remote-broker broker.invalid: the name broker.invalid does not resolve here; give its address "
                + "(--remote-broker ADDRESS:PORT) or run this where it resolves\n", r.err());
        assertEquals(before, snapshot());
    }

    @Test
    void theDryRunPrintsThePlanAndChangesNothing() throws IOException {
        write(SETTINGS, "level = 9\nremote.broker = ssl://203.0.113.7:8883\n");
        write(WEB, "old\n");
        Map<String, String> before = snapshot();
        Cli r = setup("--dry-run", "--web", "off", "--remote-broker", "192.0.2.1:1883");
        assertEquals(0, r.status(), r.err());
        assertEquals(before, snapshot());
        assertEquals(List.of("+ write " + root.resolve(SETTINGS) + ":", "|   level = 9", "|   remote.broker = ssl://192.0.2.1:1883",
                "+ rm -f " + root.resolve(WEB), "+ write " + root.resolve(REMOTE) + ":"),
                r.out().lines().toList().subList(0, 5)); // web = off is in force already (the default): no line for it
        assertTrue(r.out().contains("|   IPAddressAllow=192.0.2.1\n"), r.out());
        assertTrue(r.out().lines().toList().getLast().contains("; would change "), r.out());
    }

    /** Every refusal: exit status 2, one line naming the option (or the file, line and key), nothing written. */
    @Test
    void badValuesAreRefusedInOneLineBeforeAnythingIsWritten() throws IOException {
        write(SETTINGS, "level = 9\n");
        Map<String, String> before = snapshot();
        Map<List<String>, String> bad = Map.ofEntries(
                Map.entry(List.of("--web", "open"), "error: --web: expected off, view or play, got \"open\""),
                Map.entry(List.of("--web", "view", "--subnets", " "), "error: --subnets needs a list such as \"192.168.1.0/24\""),
                Map.entry(List.of("--web", "view", "--subnets", "a|b"), "error: --subnets: \"a|b\" is not a subnet"),
                Map.entry(List.of("--web", "view", "--subnets", "10.0.0.0/8 & x\nExecStartPre=+/bin/touch pwned"),
                        "error: --subnets: \"&\" is not a subnet"),
                Map.entry(List.of("--web", "view", "--subnets", "10.0.0.0/33"), "error: --subnets: \"10.0.0.0/33\""),
                Map.entry(List.of("--web", "view", "--subnets", "192.168.1.0/24 256.1.1.1"), "error: --subnets: \"256.1.1.1\""),
                Map.entry(List.of("--web", "view", "--subnets", "fd00::/129"), "error: --subnets: \"fd00::/129\""),
                Map.entry(List.of("--web", "view", "--subnets", "fd00:::1"), "error: --subnets: \"fd00:::1\""),
                Map.entry(List.of("--web", "view", "--subnets", "1.2.3/8"), "error: --subnets: \"1.2.3/8\""),
                Map.entry(List.of("--web", "view", "--subnets", "10.0.0.0/"), "error: --subnets: \"10.0.0.0/\""),
                Map.entry(List.of("--remote-broker", "fd00::1"), "error: --remote-broker: write an IPv6 address in brackets ([fd00::1]:8883)"),
                Map.entry(List.of("--remote-broker", "http://x:80"), "error: --remote-broker: expected HOST[:PORT], ssl://HOST:PORT"),
                Map.entry(List.of("--remote-broker", ""), "error: --remote-broker needs HOST[:PORT] (or off)"),
                Map.entry(List.of("--remote-broker", "tcp://x"), "error: --remote-broker: expected the broker as ssl://host:port (port 1 to 65535, nothing after it;"),
                Map.entry(List.of("--remote-broker", "localhost:99999"), "error: --remote-broker: expected the broker as ssl://host:port"),
                Map.entry(List.of("--remote-broker", "ssl://anna@localhost:8883"), "error: --remote-broker: expected the broker"),
                Map.entry(List.of("--remote-broker", "[::1|&]:8883"), "error: --remote-broker: expected the broker"),
                Map.entry(List.of("--web", "view", "--frobnicate"), "error: Unknown option: '--frobnicate'"));
        for (var e : bad.entrySet()) {
            Cli r = setup(e.getKey().toArray(String[]::new));
            assertEquals(Main.EXIT_USAGE, r.status(), e.getKey() + ": " + r.err());
            assertEquals(1, r.err().lines().count(), "one line: " + r.err());
            assertTrue(r.err().startsWith(e.getValue()), e.getKey() + ": " + r.err());
            assertEquals("", r.out(), e.getKey().toString());
            assertEquals(before, snapshot(), e.getKey().toString());
        }
        Cli noRoot = Cli.run("setup", "--root", "/nonexistent/morrisboard-root", "--web", "view");
        assertEquals(Main.EXIT_USAGE, noRoot.status());
        assertEquals("error: --root /nonexistent/morrisboard-root: not a directory\n", noRoot.err());
        write(SETTINGS, "level = 99\n");
        Cli file = setup("--web", "view");
        assertEquals(Main.EXIT_USAGE, file.status());
        assertEquals("error: " + root.resolve(SETTINGS) + ":1: key 'level': expected adaptive or a whole number from 1 to 10, got \"99\"\n", file.err());
        assertFalse(Files.exists(root.resolve(WEB)));
    }

    @Test
    void goodSubnetsAndSystemdsWordsAreTakenAsGiven() throws IOException {
        String good = "192.168.1.0/24 10.1.2.3 0.0.0.0/0 fd00::/64 ::1 2001:db8::7/128 fe80::1:2:3:4 ::ffff:192.168.0.1 "
                + "1:2:3:4:5:6:7:8 010.1.1.1 any localhost link-local multicast";
        assertEquals(List.of(good.split(" ")), Subnets.parse(good));
        Cli r = setup("--web", "view", "--subnets", good);
        assertEquals(0, r.status(), r.err());
        assertTrue(read(WEB).contains("IPAddressAllow=localhost link-local multicast " + good + "\n"), read(WEB));
        for (String bad : List.of("1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8:9", "1::2::3", "12345::", "::1/", "/24", "localhost/8", "1.2.3.4.5")) {
            assertFalse(Subnets.isSubnet(bad), bad);
        }
    }

    /** This machine's own subnets (asked only for --root /, never written here): networks IPAddressAllow= takes, no loopback. */
    @Test
    void thisMachinesSubnetsAreItsNetworksWithoutLoopback() {
        List<String> here = LocalNetwork.subnets(Path.of("/"));
        assertFalse(here.isEmpty());
        assertTrue(here.stream().allMatch(s -> Subnets.isSubnet(s) && s.contains("/")), here.toString());
        assertTrue(here.stream().noneMatch(s -> s.startsWith("127.") || s.startsWith("::1/") || s.startsWith("fe80:")), here.toString());
        assertEquals(LocalNetwork.PRIVATE_RANGES, LocalNetwork.subnets(root));
    }

    @Test
    void addressesAreSpelledShortAndNetworksMasked() throws IOException {
        assertEquals("::1", Subnets.spell(InetAddress.getByName("0:0:0:0:0:0:0:1")));
        assertEquals("2001:db8::7", Subnets.spell(InetAddress.getByName("2001:0db8:0:0:0:0:0:7")));
        assertEquals("2001:0:0:1::1", Subnets.spell(InetAddress.getByName("2001:0:0:1:0:0:0:1")));
        assertEquals("fe80::1:2:3:4", Subnets.spell(InetAddress.getByName("fe80:0:0:0:1:2:3:4")));
        assertEquals("1:0:2:3:4:5:6:7", Subnets.spell(InetAddress.getByName("1:0:2:3:4:5:6:7")));
        assertEquals("::", Subnets.spell(InetAddress.getByName("::")));
        assertEquals("192.168.1.0/24", Subnets.network(InetAddress.getByName("192.168.1.20"), 24));
        assertEquals("172.16.0.0/12", Subnets.network(InetAddress.getByName("172.31.9.9"), 12));
        assertEquals("fd00:1::/64", Subnets.network(InetAddress.getByName("fd00:1:0:0:abcd::1"), 64));
    }
}
