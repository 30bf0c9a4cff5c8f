package io.github.morrisboard.app;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import picocli.CommandLine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The Debian package the build made ({@code target/morrisboard_VERSION_all.deb}, by
 * {@code src/deb/build.sh} in the package phase), read with Debian's own tools: its files are in
 * Debian's places with their modes and owned by root, the settings are its only conffile, the
 * control file says what it is and what it needs, the maintainer scripts are POSIX sh that
 * shellcheck passes, and lintian finds no error and no warning that the overrides file does not
 * give a reason for.
 */
class DebianPackageIT {
    private static final Path TARGET = Path.of("target");
    private static final String CONF = "/etc/morrisboard/morrisboard.properties";

    /** One line of {@code dpkg-deb -c}: mode, owner/group, size, date, time, path (and a link's target). */
    private static final Pattern ENTRY = Pattern.compile("(\\S+) (\\S+) +\\d+ \\S+ \\S+ \\./(\\S*)(?: -> .*)?");

    private record Entry(String mode, String owner) {
    }

    private static Path deb;
    private static Map<String, Entry> entries;

    @TempDir
    Path dir;

    @BeforeAll
    static void readThePackage() throws Exception {
        assumeTrue(Command.which("dpkg-deb").isPresent(), "dpkg-deb is not installed: not a Debian machine, so no .deb");
        try (Stream<Path> files = Files.list(TARGET)) {
            List<Path> debs = files.filter(p -> p.getFileName().toString().matches("morrisboard_.+_all\\.deb")).toList();
            assertEquals(1, debs.size(), "run after package: one target/morrisboard_VERSION_all.deb, found " + debs);
            deb = debs.getFirst();
        }
        entries = new TreeMap<>();
        for (String line : dpkgDeb("-c").lines().toList()) {
            Matcher m = ENTRY.matcher(line);
            assertTrue(m.matches(), "dpkg-deb -c: " + line);
            entries.put("/" + m.group(3).replaceAll("/$", ""), new Entry(m.group(1), m.group(2)));
        }
    }

    @Test
    void theFilesAreInDebiansPlacesWithTheirModesAndOwnedByRoot() {
        Map<String, String> expected = new TreeMap<>(Map.ofEntries(
                Map.entry("/usr/bin/morrisboard", "-rwxr-xr-x"),
                Map.entry("/usr/share/morrisboard/morrisboard.jar", "-rw-r--r--"),
                Map.entry("/usr/share/morrisboard/config.txt", "-rw-r--r--"),
                Map.entry("/usr/share/morrisboard/backoff.conf", "-rw-r--r--"),
                Map.entry("/usr/lib/morrisboard/morrisboard-mdns", "-rwxr-xr-x"),
                Map.entry("/usr/lib/systemd/system/morrisboard.service", "-rw-r--r--"),
                Map.entry("/usr/lib/systemd/system/morrisboard-mdns.service", "-rw-r--r--"),
                Map.entry("/usr/lib/udev/rules.d/60-morrisboard-gpio.rules", "-rw-r--r--"),
                Map.entry("/usr/lib/modules-load.d/morrisboard.conf", "-rw-r--r--"),
                Map.entry(CONF, "-rw-r--r--"),
                Map.entry("/usr/share/doc/morrisboard/copyright", "-rw-r--r--"),
                Map.entry("/usr/share/doc/morrisboard/changelog.gz", "-rw-r--r--"),
                Map.entry("/usr/share/doc/morrisboard/wiring/BUILD.md", "-rw-r--r--"),
                Map.entry("/usr/share/man/man1/morrisboard.1.gz", "-rw-r--r--"),
                Map.entry("/usr/share/lintian/overrides/morrisboard", "-rw-r--r--")));
        for (String language : List.of("en", "ru", "pl", "cs", "hu")) {
            expected.put("/usr/share/doc/morrisboard/cards/card-" + language + ".pdf", "-rw-r--r--");
        }
        expected.forEach((path, mode) -> {
            assertTrue(entries.containsKey(path), "missing: " + path + " in " + entries.keySet());
            assertEquals(mode, entries.get(path).mode(), path);
        });
        entries.forEach((path, e) -> {
            assertEquals("root/root", e.owner(), path);
            if (e.mode().startsWith("d")) {
                assertEquals("drwxr-xr-x", e.mode(), path);
            } else if (!expected.containsKey(path)) {
                assertEquals("-rw-r--r--", e.mode(), path + ": only the two programs are executable");
            }
            assertTrue(path.equals("/") || path.matches("/(etc|usr)(/.*)?"), path + ": nothing outside /usr and /etc");
            assertTrue(!path.startsWith("/etc/") || path.equals("/etc/morrisboard") || path.equals(CONF), path);
        });
    }

    /** The jar is the one the build made; the unit and the command run it from the package's places. */
    @Test
    void theProgramIsTheBuiltJarAndTheUnitAndCommandRunItFromThere() throws Exception {
        dpkgDeb("-x", dir.toString());
        assertArrayEquals(Files.readAllBytes(TARGET.resolve("morrisboard.jar")),
                Files.readAllBytes(dir.resolve("usr/share/morrisboard/morrisboard.jar")));
        assertEquals(Files.readString(Path.of("systemd/morrisboard.properties")), Files.readString(dir.resolve(CONF.substring(1))));
        String unit = Files.readString(dir.resolve("usr/lib/systemd/system/morrisboard.service"));
        assertTrue(unit.contains("\nExecStart=/usr/lib/morrisboard/jre/bin/java $JAVA_OPTS -jar /usr/share/morrisboard/morrisboard.jar\n"), unit);
        assertTrue(unit.contains("\nDocumentation=man:morrisboard(1) "), unit);
        assertTrue(!unit.contains("/opt/"), unit);
        String mdns = Files.readString(dir.resolve("usr/lib/systemd/system/morrisboard-mdns.service"));
        assertTrue(mdns.contains("\nExecStart=/usr/lib/morrisboard/morrisboard-mdns morrisboard.local\n"), mdns);
        assertTrue(Files.readString(dir.resolve("usr/bin/morrisboard")).contains("\njar=/usr/share/morrisboard/morrisboard.jar\n"));
        assertEquals(List.of("i2c-dev"), Files.readAllLines(dir.resolve("usr/lib/modules-load.d/morrisboard.conf")).stream()
                .filter(l -> !l.startsWith("#")).toList());
        String changelog = gunzip(dir.resolve("usr/share/doc/morrisboard/changelog.gz"));
        assertTrue(changelog.startsWith("morrisboard (" + field("Version") + ") "), changelog);
    }

    /**
     * systemd-analyze verify accepts the package's units without a word, their programs pointed at
     * this JVM's java and the extracted mDNS script (verify insists the executables exist), the
     * man page not looked up (it is not installed here).
     */
    @Test
    void systemdAcceptsThePackagesUnits() throws Exception {
        var analyze = Command.which("systemd-analyze");
        assumeTrue(analyze.isPresent(), "systemd-analyze is not installed (apt-get install systemd); units not verified");
        dpkgDeb("-x", dir.toString());
        Path units = dir.resolve("usr/lib/systemd/system");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path unit = Files.writeString(dir.resolve("morrisboard.service"),
                Files.readString(units.resolve("morrisboard.service")).replace("/usr/lib/morrisboard/jre/bin/java", java));
        Path mdns = Files.writeString(dir.resolve("morrisboard-mdns.service"),
                Files.readString(units.resolve("morrisboard-mdns.service"))
                        .replace("/usr/lib/morrisboard/", dir.resolve("usr/lib/morrisboard") + "/"));
        Command r = Command.run(List.of(analyze.get().toString(), "verify", "--man=no", unit.toString(), mdns.toString()));
        assertEquals(0, r.status(), r.output());
        assertEquals("", r.output().strip(), "no warnings either (an unknown key is only a warning)");
    }

    /** The man page is the program's help: every command of it has its section, with its own usage. */
    @Test
    void theManPageHasEveryCommandOfTheHelp() throws Exception {
        dpkgDeb("-x", dir.toString());
        String page = gunzip(dir.resolve("usr/share/man/man1/morrisboard.1.gz"));
        assertTrue(page.startsWith(".TH MORRISBOARD 1 "), page);
        CommandLine main = Main.commandLine();
        for (String command : main.getSubcommands().keySet()) {
            if (!command.equals("help")) {
                assertTrue(page.contains("\n.SS " + command + "\n.nf\nUsage: morrisboard " + command), command);
            }
        }
        assumeTrue(Command.which("man").isPresent(), "man is not installed (apt-get install man-db)");
        Command man = Command.run(List.of("man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z",
                dir.resolve("usr/share/man/man1/morrisboard.1.gz").toString()));
        assertEquals(0, man.status());
        assertTrue(man.lines().stream().noneMatch(l -> l.contains("warning")), man.output());
    }

    @Test
    void theControlFileSaysWhatItIsAndNeedsAJava21() throws Exception {
        String name = deb.getFileName().toString();
        assertEquals("morrisboard", field("Package"));
        assertEquals(name, "morrisboard_" + field("Version") + "_all.deb");
        assertEquals("all", field("Architecture"));
        assertTrue(field("Maintainer").matches(".+ <[^@ ]+@[^@ ]+>"), field("Maintainer"));
        assertTrue(field("Depends").startsWith("openjdk-21-jre-headless | temurin-21-jre | java21-runtime-headless"), field("Depends"));
        long kib = Long.parseLong(field("Installed-Size"));
        long jar = Files.size(TARGET.resolve("morrisboard.jar")) / 1024;
        assertTrue(kib > jar && kib < jar * 2, kib + " KiB installed for a " + jar + " KiB jar");
        String install = Files.readString(Path.of("systemd/install.sh"));
        Matcher pinned = Pattern.compile("readonly adoptium_fingerprint=(\\w+)").matcher(install);
        assertTrue(pinned.find());
        String description = dpkgDeb("-f", "Description");
        assertTrue(description.contains("Adoptium's apt repository") && description.contains(pinned.group(1)), description);
    }

    /** The settings are the only conffile, and no other file of the package is under /etc. */
    @Test
    void theSettingsAreTheConffile() throws Exception {
        dpkgDeb("-e", dir.toString());
        assertEquals(List.of(CONF), Files.readAllLines(dir.resolve("conffiles")));
        assertEquals(List.of("/etc/morrisboard", CONF), entries.keySet().stream().filter(p -> p.startsWith("/etc/")).toList());
    }

    @Test
    void theMaintainerScriptsArePosixShThatShellcheckPassesAsItPassesTheBuildScript() throws Exception {
        dpkgDeb("-e", dir.toString());
        List<String> scripts = new ArrayList<>();
        for (String name : List.of("postinst", "prerm", "postrm")) {
            Path script = dir.resolve(name);
            assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(script)), name);
            assertTrue(Files.readString(script).startsWith("#!/bin/sh\n"), name);
            assertTrue(Files.readString(script).contains("\nset -e\n"), name);
            scripts.add(script.toString());
        }
        var shellcheck = Command.which("shellcheck");
        assumeTrue(shellcheck.isPresent(), "shellcheck is not installed (apt-get install shellcheck)");
        List<String> command = new ArrayList<>(List.of(shellcheck.get().toString(), "--shell=sh", "--severity=style"));
        command.addAll(scripts);
        command.add("src/deb/build.sh"); // and the script that builds the package
        Command r = Command.run(command);
        assertEquals(0, r.status(), r.output());
    }

    /**
     * lintian, pedantic, finds no error and no warning (info and pedantic tags are reported, not
     * failed on), and every override in the package's file has a comment above it saying why.
     */
    @Test
    void lintianFindsNoErrorAndEveryOverrideHasItsReason() throws Exception {
        List<String> overrides = Files.readAllLines(Path.of("src/deb/lintian-overrides"));
        for (int i = 0; i < overrides.size(); i++) {
            String line = overrides.get(i);
            if (!line.isBlank() && !line.startsWith("#")) {
                int above = i - 1;
                while (above >= 0 && overrides.get(above).startsWith("morrisboard:")) {
                    above--;
                }
                assertTrue(above >= 0 && overrides.get(above).startsWith("# "), "no reason above: " + line);
            }
        }
        var lintian = Command.which("lintian");
        assumeTrue(lintian.isPresent(), "lintian is not installed (apt-get install lintian)");
        Command r = Command.run(List.of(lintian.get().toString(), "--pedantic", "--fail-on", "error,warning", deb.toString()));
        List<String> bad = r.lines().stream().filter(l -> l.startsWith("E:") || l.startsWith("W:")).toList();
        assertEquals(List.of(), bad, r.output());
        assertEquals(0, r.status(), r.output());
        System.out.println("lintian --pedantic " + deb + ":\n" + r.output());
    }

    private static String field(String name) throws IOException, InterruptedException {
        return dpkgDeb("-f", name).strip();
    }

    /** dpkg-deb OPTION on the package, with more arguments after it; its output, once it exited 0. */
    private static String dpkgDeb(String option, String... rest) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("dpkg-deb", option, deb.toString()));
        command.addAll(List.of(rest));
        Command r = Command.run(command);
        assertEquals(0, r.status(), command + ": " + r.output());
        return r.output();
    }

    private static String gunzip(Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
