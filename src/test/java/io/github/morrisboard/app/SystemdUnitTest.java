package io.github.morrisboard.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The unit file as systemd itself reads it. Needs {@code systemd-analyze} (Debian package
 * {@code systemd}); skipped, saying so, only where that binary is absent.
 */
class SystemdUnitTest {

    private static final Path UNIT = Path.of("systemd/morrisboard.service");
    private static final Path BACKOFF = Path.of("systemd/morrisboard.service.d/backoff.conf");
    /** The companion page's drop-in (install.sh --web view|play), its subnets filled in as install.sh does. */
    private static final Path WEB = Path.of("systemd/web/web.conf");
    /** Remote play's drop-in (install.sh when remote.broker is set), its addresses filled in as install.sh does. */
    private static final Path REMOTE = Path.of("systemd/remote/remote.conf");
    /** The figure the issue allows with the LAN opened for the companion page. */
    private static final double MAX_EXPOSURE_WEB = 2.0;
    private static final Pattern EXPOSURE = Pattern.compile("Overall exposure level for morrisboard\\.service: (\\d+\\.\\d+)");
    /** The figure the unit reaches with systemd 252 (1.1); a weaker unit fails this test. */
    private static final double MAX_EXPOSURE = 1.5;

    @TempDir
    Path dir;

    private static Path analyze() {
        var found = Command.which("systemd-analyze");
        assumeTrue(found.isPresent(), "systemd-analyze is not installed (apt-get install systemd); unit not verified");
        return found.get();
    }

    /**
     * The unit as installed, except that ExecStart points at this JVM's java (verify insists the
     * executable exists), with the back-off drop-in merged in when this systemd understands it.
     */
    private Path unitHere(Path analyze) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String text = Files.readString(UNIT).replace("/usr/lib/morrisboard/jre/bin/java", java);
        if (systemdVersion(analyze) >= 254) {
            text += "\n" + Files.readString(BACKOFF).replace("[Service]\n", "");
        }
        Path unit = dir.resolve("morrisboard.service");
        Files.writeString(unit, text);
        return unit;
    }

    private static int systemdVersion(Path analyze) throws IOException, InterruptedException {
        Matcher m = Pattern.compile("systemd (\\d+)").matcher(Command.run(List.of(analyze.toString(), "--version")).output());
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    @Test
    void verifyAcceptsTheUnitWithoutAWord() throws Exception {
        Path analyze = analyze();
        Command r = Command.run(List.of(analyze.toString(), "verify", "--man=no", unitHere(analyze).toString()));
        assertEquals(0, r.status(), r.output());
        assertEquals("", r.output().strip(), "no warnings either (an unknown key is only a warning)");
    }

    @Test
    void securityExposureIsLow() throws Exception {
        Path analyze = analyze();
        Command r = Command.run(List.of(analyze.toString(), "security", "--offline=true", "--no-pager",
                unitHere(analyze).toString()));
        Matcher m = EXPOSURE.matcher(r.output());
        assertTrue(m.find(), r.output());
        double exposure = Double.parseDouble(m.group(1));
        System.out.println("systemd-analyze security --offline=true: overall exposure " + exposure
                + " (systemd " + systemdVersion(analyze) + ")");
        assertTrue(exposure <= MAX_EXPOSURE, "exposure " + exposure + "\n" + r.output());
    }

    /**
     * The unit with drop-ins merged into its sections ([Unit] lines at the end of its [Unit], [Service]
     * lines at the end of its [Service]) in the order systemd reads them (later lines win, as a drop-in's do).
     */
    private Path unitWith(Path analyze, String name, String... dropIns) throws IOException, InterruptedException {
        String text = Files.readString(unitHere(analyze));
        for (String d : dropIns) {
            Map<String, StringBuilder> sections = new java.util.HashMap<>();
            String section = "";
            for (String l : d.lines().toList()) {
                if (l.startsWith("[")) {
                    section = l;
                } else if (!l.startsWith("#") && !l.isBlank()) {
                    sections.computeIfAbsent(section, k -> new StringBuilder()).append(l).append('\n');
                }
            }
            text = text.replace("\n[Service]\n", "\n" + sections.getOrDefault("[Unit]", new StringBuilder()) + "\n[Service]\n")
                    .replace("\n[Install]", "\n" + sections.getOrDefault("[Service]", new StringBuilder()) + "\n[Install]");
        }
        Path unit = dir.resolve(name).resolve("morrisboard.service");
        Files.createDirectories(unit.getParent());
        Files.writeString(unit, text);
        return unit;
    }

    /** The companion page's drop-in as morrisboard setup writes it. */
    private static String webDropIn() throws IOException {
        return Files.readString(WEB).replace("@SUBNETS@", "192.168.1.0/24 fd00::/64");
    }

    /** Remote play's drop-in as morrisboard setup writes it for a broker by name: its addresses and the DNS servers. */
    private static String remoteDropIn() throws IOException {
        return Files.readString(REMOTE).replace("@ADDRESSES@", "203.0.113.7 2001:db8::7 192.168.1.1 localhost");
    }

    /** Verifies {@code unit} without a word and returns its exposure. */
    private double verifiedExposure(Path analyze, Path unit, String what) throws IOException, InterruptedException {
        assertTrue(Files.readString(unit).contains("PrivateNetwork=no"));
        Command verify = Command.run(List.of(analyze.toString(), "verify", "--man=no", unit.toString()));
        assertEquals(0, verify.status(), verify.output());
        assertEquals("", verify.output().strip());
        Command r = Command.run(List.of(analyze.toString(), "security", "--offline=true", "--no-pager", unit.toString()));
        Matcher m = EXPOSURE.matcher(r.output());
        assertTrue(m.find(), r.output());
        double exposure = Double.parseDouble(m.group(1));
        System.out.println("systemd-analyze security --offline=true with " + what + ": overall exposure " + exposure
                + " (systemd " + systemdVersion(analyze) + ")");
        assertTrue(r.output().contains("PrivateNetwork="), r.output());
        assertTrue(exposure <= MAX_EXPOSURE_WEB, what + ": exposure " + exposure + "\n" + r.output());
        return exposure;
    }

    @Test
    void withTheCompanionPagesDropInTheUnitVerifiesAndItsExposureStaysAtMost2() throws Exception {
        Path analyze = analyze();
        verifiedExposure(analyze, unitWith(analyze, "web", webDropIn()), "the web drop-in");
    }

    @Test
    void withRemotePlaysDropInAloneAndBesideTheWebOneTheExposureStaysAtMost2() throws Exception {
        Path analyze = analyze();
        verifiedExposure(analyze, unitWith(analyze, "remote", remoteDropIn()), "the remote drop-in");
        // systemd reads the drop-ins in name order: remote.conf, then web.conf
        Path both = unitWith(analyze, "both", remoteDropIn(), webDropIn());
        verifiedExposure(analyze, both, "the remote and web drop-ins");
        // IPAddressAllow= adds up across drop-ins unless one resets it with an empty assignment
        for (String d : List.of(remoteDropIn(), webDropIn())) {
            assertTrue(d.lines().noneMatch(l -> l.strip().equals("IPAddressAllow=") || l.strip().equals("IPAddressDeny=")), d);
        }
    }

    /** morrisboard.local's alias unit (with the board's service while the page is on, where Avahi is): verified, and its exposure measured. */
    @Test
    void theAliasUnitVerifiesAndItsExposureIsLow() throws Exception {
        Path analyze = analyze();
        Path unit = dir.resolve("morrisboard-mdns.service");
        Files.writeString(unit, Files.readString(Path.of("systemd/web/morrisboard-mdns.service"))
                .replace("/usr/lib/morrisboard/morrisboard-mdns", Path.of("systemd/web/morrisboard-mdns").toAbsolutePath().toString()));
        Command verify = Command.run(List.of(analyze.toString(), "verify", "--man=no", unit.toString()));
        assertEquals(0, verify.status(), verify.output());
        assertEquals("", verify.output().strip());
        Command r = Command.run(List.of(analyze.toString(), "security", "--offline=true", "--no-pager", unit.toString()));
        Matcher m = Pattern.compile("Overall exposure level for morrisboard-mdns\\.service: (\\d+\\.\\d+)").matcher(r.output());
        assertTrue(m.find(), r.output());
        double exposure = Double.parseDouble(m.group(1));
        System.out.println("systemd-analyze security --offline=true, morrisboard-mdns.service: overall exposure " + exposure);
        assertTrue(exposure <= MAX_EXPOSURE, "exposure " + exposure + "\n" + r.output());
    }

    @Test
    void theUnitsJvmFlagsStartThisJvmWithoutComplaint() throws Exception {
        Matcher m = Pattern.compile("(?m)^Environment=\"JAVA_OPTS=(.*)\"$").matcher(Files.readString(UNIT));
        assertTrue(m.find(), "the unit sets JAVA_OPTS");
        String opts = m.group(1).replace("/var/cache/morrisboard", dir.toString()).replace("%%", "%");
        List<String> cmd = new java.util.ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(List.of(opts.split(" +")));
        cmd.add("-version");
        Command r = Command.run(cmd);
        assertEquals(0, r.status(), r.output());
        assertTrue(r.output().lines().noneMatch(l -> l.toLowerCase(java.util.Locale.ROOT).contains("warning")
                || l.contains("Unrecognized")), r.output());
        assertTrue(Files.exists(dir.resolve("morrisboard.jsa")), "the class-data archive was written at exit");
    }

    @Test
    void backoffDropInIsOnlyTheKeysBookwormLacks() throws IOException {
        List<String> keys = Files.readAllLines(BACKOFF).stream()
                .filter(l -> l.contains("=") && !l.startsWith("#"))
                .map(l -> l.substring(0, l.indexOf('=')))
                .toList();
        assertEquals(List.of("RestartSteps", "RestartMaxDelaySec"), keys);
        String unit = Files.readString(UNIT);
        assertTrue(keys.stream().noneMatch(k -> unit.contains("\n" + k + "=")),
                "systemd 252 (Bookworm) would warn about these in the unit itself");
    }
}
