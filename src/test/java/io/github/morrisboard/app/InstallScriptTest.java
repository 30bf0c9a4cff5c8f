package io.github.morrisboard.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * systemd/install.sh, the thin wrapper that installs this checkout's Debian package with apt: its dry
 * run's plan on a fresh Bookworm (Adoptium's repository first, its key checked) and on Trixie, the
 * companion page and a broker handed to the program's own setup (and avahi-utils where Avahi runs),
 * the tables (both files; the service resting on a small board while the second is built), removing and purging through apt, the refusals (one line, exit status 2, before
 * anything), shellcheck, and the Adoptium key check. What the package itself does is DebianPackageIT's
 * and the rig's; what setup writes, SetupCommandTest's.
 */
class InstallScriptTest {

    private static final Path SCRIPT = Path.of("systemd/install.sh");

    @TempDir
    Path tmp;

    /** The system the script reads (MORRISBOARD_ROOT): its os-release, its /usr/lib/jvm, Avahi. */
    private Path root;
    private Path deb;

    private void fakeSystem(String codename) throws IOException {
        root = tmp.resolve("root");
        write("etc/os-release", "PRETTY_NAME=\"Raspberry Pi OS\"\nID=debian\nVERSION_CODENAME=" + codename + "\n");
        deb = Files.writeString(tmp.resolve("morrisboard_1.0_all.deb"), "a package");
    }

    private void fakeJava() throws IOException {
        write("usr/lib/jvm/java-21-openjdk-arm64/release", "JAVA_VERSION=\"21.0.9\"\n");
    }

    private Path write(String path, String text) throws IOException {
        Path p = root.resolve(path);
        Files.createDirectories(p.getParent());
        return Files.writeString(p, text);
    }

    private Command install(String... options) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString(), "--dry-run", "--deb", deb.toString()));
        cmd.addAll(List.of(options));
        return Command.run(cmd, Map.of("MORRISBOARD_ROOT", root.toString()));
    }

    /** The commands a run printed (lines starting with "+ "), the temp directory shown as /TMP. */
    private List<String> plan(Command r) {
        return r.lines().stream().filter(l -> l.startsWith("+ ")).map(l -> l.replace(tmp.toString(), "/TMP")).toList();
    }

    private static final String TABLES = "+ runuser -u morrisboard -- /usr/lib/morrisboard/jre/bin/java -Xmx200m -jar "
            + "/usr/share/morrisboard/morrisboard.jar tables --out /var/lib/morrisboard/morrisboard-tables.bin.new";
    private static final String TABLES_MOVED = "+ mv -f /var/lib/morrisboard/morrisboard-tables.bin.new /var/lib/morrisboard/morrisboard-tables.bin";
    /** The tables of n against three: the second file, with more memory. */
    private static final String THREE = "+ runuser -u morrisboard -- /usr/lib/morrisboard/jre/bin/java -Xmx300m -jar "
            + "/usr/share/morrisboard/morrisboard.jar tables --against-three --out /var/lib/morrisboard/morrisboard-against-three.bin.new";
    private static final String THREE_MOVED = "+ mv -f /var/lib/morrisboard/morrisboard-against-three.bin.new "
            + "/var/lib/morrisboard/morrisboard-against-three.bin";

    @Test
    void onAFreshBookwormAdoptiumsRepositoryComesFirstThenThePackage() throws Exception {
        fakeSystem("bookworm");
        Command r = install();
        assertEquals(0, r.status(), r.output());
        assertEquals(List.of(
                "+ apt-get update",
                "+ apt-get install -y --no-install-recommends ca-certificates curl gnupg",
                "+ install -d -m 0755 /etc/apt/keyrings",
                "+ curl -fsSL -o /etc/apt/keyrings/adoptium.asc.download https://packages.adoptium.net/artifactory/api/gpg/key/public",
                "+ check the key: fingerprint " + ADOPTIUM,
                "+ mv -f /etc/apt/keyrings/adoptium.asc.download /etc/apt/keyrings/adoptium.asc",
                "+ write /etc/apt/sources.list.d/adoptium.sources",
                "+ apt-get update",
                "+ apt-get install -y /TMP/morrisboard_1.0_all.deb",
                TABLES, TABLES_MOVED, THREE, THREE_MOVED), plan(r));
        assertTrue(r.output().contains("dry run: nothing is changed"), r.output());
    }

    @Test
    void withJava21ThereOrOnTrixieItIsThePackageAloneAndTheTablesOnce() throws Exception {
        fakeSystem("bookworm");
        fakeJava(); // Temurin 21 installed already
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb", TABLES, TABLES_MOVED, THREE, THREE_MOVED),
                plan(install()));
        fakeSystem("trixie"); // Debian's openjdk-21-jre-headless meets the package's Depends
        write("var/lib/morrisboard/morrisboard-tables.bin", "tables");
        Command r = install();
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb", THREE, THREE_MOVED), plan(r),
                "each file is built when it is missing");
        assertTrue(r.output().contains("/var/lib/morrisboard/morrisboard-tables.bin: there already"), r.output());
        write("var/lib/morrisboard/morrisboard-against-three.bin", "tables of n against three");
        r = install();
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb"), plan(r));
        assertTrue(r.output().contains("/var/lib/morrisboard/morrisboard-against-three.bin: there already"), r.output());
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb"), plan(install("--no-tables")));
    }

    /**
     * A Pi Zero 2 W (512 MB): the service and the 300 MB build would not fit at once, so the service rests, unless
     * the package asked for a reboot first (it did not start the service then).
     */
    @Test
    void withUnderAGibibyteTheServiceRestsWhileTheSecondTablesAreBuilt() throws Exception {
        fakeSystem("trixie");
        write("proc/meminfo", "MemTotal:         427148 kB\nMemFree:          101224 kB\n");
        Command r = install();
        assertEquals(0, r.status(), r.output());
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb", TABLES, TABLES_MOVED,
                "+ systemctl stop morrisboard", THREE, THREE_MOVED, "+ systemctl start morrisboard"), plan(r));
        write("run/reboot-required.pkgs", "morrisboard\n");
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb", TABLES, TABLES_MOVED, THREE, THREE_MOVED), plan(install()),
                "a first install that asked for a reboot did not start the service: nothing to stop, and nothing started before the reboot");
        Files.delete(root.resolve("run/reboot-required.pkgs"));
        write("var/lib/morrisboard/morrisboard-against-three.bin", "tables of n against three");
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb", TABLES, TABLES_MOVED), plan(install()),
                "nothing to build, nothing stopped");
        Files.delete(root.resolve("var/lib/morrisboard/morrisboard-against-three.bin"));
        write("proc/meminfo", "MemTotal:        3882180 kB\n"); // a Pi 4 with 4 GB
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb", TABLES, TABLES_MOVED, THREE, THREE_MOVED),
                plan(install()));
    }

    @Test
    void theCompanionPageAndABrokerAreTheProgramsOwnSetupAndAvahiUtilsComesWhereAvahiRuns() throws Exception {
        fakeSystem("trixie");
        write("etc/avahi/avahi-daemon.conf", "");
        Command r = install("--no-tables", "--web", "play", "--subnets", "192.168.1.0/24 fd00::/64", "--remote-broker", "broker.lan");
        assertEquals(0, r.status(), r.output());
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb",
                "+ apt-get install -y --no-install-recommends avahi-utils",
                "+ morrisboard setup --web play --subnets 192.168.1.0/24\\ fd00::/64 --remote-broker broker.lan"), plan(r));
        write("usr/bin/avahi-publish", "");
        Path publish = root.resolve("usr/bin/avahi-publish");
        assertTrue(publish.toFile().setExecutable(true));
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb", "+ morrisboard setup --web view"),
                plan(install("--no-tables", "--web", "view")));
        assertEquals(List.of("+ apt-get install -y /TMP/morrisboard_1.0_all.deb", "+ morrisboard setup --web off"),
                plan(install("--no-tables", "--web", "off")));
    }

    @Test
    void uninstallIsAptRemoveAndPurgeAptPurge() throws Exception {
        Command remove = Command.run(List.of("bash", SCRIPT.toString(), "--dry-run", "--uninstall"));
        assertEquals(0, remove.status(), remove.output());
        assertEquals(List.of("+ apt-get remove -y morrisboard"), plan(remove));
        assertTrue(remove.output().contains("the games in /var/lib/morrisboard and the settings in /etc/morrisboard stay"), remove.output());
        Command purge = Command.run(List.of("bash", SCRIPT.toString(), "--dry-run", "--uninstall", "--purge"));
        assertEquals(List.of("+ apt-get purge -y morrisboard"), plan(purge));
    }

    @Test
    void badOptionsAreRefusedInOneLineBeforeAnything() throws Exception {
        for (var bad : Map.of(
                List.of("--frobnicate"), "install.sh: error: unknown option --frobnicate (see --help)",
                List.of("--purge"), "install.sh: error: --purge goes with --uninstall",
                List.of("--web", "open"), "install.sh: error: --web: expected off, view or play, got \"open\"",
                List.of("--deb"), "install.sh: error: --deb needs a file").entrySet()) {
            List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString(), "--dry-run"));
            cmd.addAll(bad.getKey());
            Command r = Command.run(cmd);
            assertEquals(2, r.status(), r.output());
            assertEquals(List.of(bad.getValue()), r.lines(), "one line and nothing planned");
        }
    }

    @Test
    void installShIsShellcheckClean() throws Exception {
        Command.assertShellcheckClean(SCRIPT);
    }

    /** Adoptium's apt signing key, as its fingerprint is published (gpg key id 843C48A565F8F04B). */
    private static final String ADOPTIUM = "3B04D753C9050D9A5D343F39843C48A565F8F04B";

    private static Command checkKey(Path key, Map<String, String> env) throws Exception {
        ProcessBuilder pb = new ProcessBuilder("bash", SCRIPT.toString(), "--check-adoptium-key", key.toString())
                .redirectErrorStream(true);
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        return new Command(p.waitFor(), out);
    }

    @Test
    void aDownloadedKeyThatIsNotAdoptiumsIsNotTrusted() throws Exception {
        assumeTrue(Command.which("gpg").isPresent(), "gpg is not installed (apt-get install gnupg)");
        Path home = Files.createDirectories(tmp.resolve("gnupg"));
        Files.setPosixFilePermissions(home, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        Command made = Command.run(List.of("gpg", "--batch", "--homedir", home.toString(), "--passphrase", "",
                "--quick-gen-key", "Someone Else <else@example.org>", "ed25519", "sign", "never"));
        assertEquals(0, made.status(), made.output());
        Path foreign = tmp.resolve("foreign.asc");
        Command exported = Command.run(List.of("gpg", "--batch", "--homedir", home.toString(), "--armor",
                "--output", foreign.toString(), "--export", "else@example.org"));
        assertEquals(0, exported.status(), exported.output());
        String fingerprint = Command.run(List.of("gpg", "--batch", "--homedir", home.toString(), "--with-colons",
                "--fingerprint", "else@example.org")).output().lines().filter(l -> l.startsWith("fpr:")).findFirst()
                .orElseThrow().split(":")[9];

        Command r = checkKey(foreign, Map.of());
        assertEquals(1, r.status(), r.output());
        assertEquals("install.sh: error: " + foreign + ": not Adoptium's signing key (fingerprint " + fingerprint
                + ", expected " + ADOPTIUM + "); not trusted", r.output().strip());

        Path page = tmp.resolve("error-page.asc");
        Files.writeString(page, "<html>502 Bad Gateway</html>\n");
        r = checkKey(page, Map.of());
        assertEquals(1, r.status(), r.output());
        assertTrue(r.output().strip().endsWith("(fingerprint none: not an OpenPGP key, expected " + ADOPTIUM + "); not trusted"),
                r.output());
    }

    @Test
    void onlyAdoptiumsFingerprintAloneIsTrusted() throws Exception {
        // gpg's listing of a key file, faked: the real key cannot be fetched here. Subkeys' fingerprints do not count.
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path key = tmp.resolve("key.asc");
        Files.writeString(key, "a key\n");
        Map<String, String> env = Map.of("PATH", bin + ":" + System.getenv("PATH"));
        for (var listing : Map.of(
                "pub:-:4096:1:843C48A565F8F04B:1:::-:::scSC::::::23::0:\nfpr:::::::::" + ADOPTIUM + ":\n"
                        + "sub:-:4096:1:1111111111111111:1::::::e::::::23:\nfpr:::::::::AAAA1111111111111111111111111111111111111:\n", 0,
                "pub:-:4096:1:843C48A565F8F04B:1:::-:::scSC::::::23::0:\nfpr:::::::::" + ADOPTIUM + ":\n"
                        + "pub:-:255:22:2222222222222222:1:::-:::scSC::::::23::0:\nfpr:::::::::BBBB2222222222222222222222222222222222222:\n", 1)
                .entrySet()) {
            Path gpg = bin.resolve("gpg");
            Files.writeString(gpg, "#!/bin/sh\ncat <<'EOF'\n" + listing.getKey() + "EOF\n");
            gpg.toFile().setExecutable(true);
            Command r = checkKey(key, env);
            assertEquals(listing.getValue(), r.status(), r.output());
        }
    }
}
