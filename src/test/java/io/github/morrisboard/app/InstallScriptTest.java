package io.github.morrisboard.app;

import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.testing.Await;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * systemd/install.sh against a fake Raspberry Pi OS root ({@code --root}): the dry run's plan for a
 * fresh Bookworm and a fresh Trixie, for a system where everything is already in place, and for
 * uninstalling; the dry run touching nothing; and, where this test runs as root, a real install,
 * a second install that finds nothing to do, and an uninstall that restores config.txt.
 */
class InstallScriptTest {

    private static final Path SCRIPT = Path.of("systemd/install.sh");
    private static final String ORIGINAL_CONFIG_TXT = "# Pi OS\ndtparam=audio=on\n[cm4]\notg_mode=1\n";
    private static final String FIRMWARE = "dtparam=i2c_arm=on\ndtparam=spi=on\n";

    @TempDir
    Path tmp;

    private Path root;
    private Path jar;
    private Path firmware;

    private void fakeSystem(String codename) throws IOException {
        root = tmp.resolve("root");
        write("etc/os-release", "PRETTY_NAME=\"Raspberry Pi OS\"\nID=debian\nVERSION_CODENAME=" + codename + "\n");
        write("etc/passwd", "root:x:0:0:root:/root:/bin/bash\n");
        write("etc/group", "root:x:0:\ngpio:x:997:\ni2c:x:998:\n");
        write("etc/shadow", "root:*:19000:0:99999:7:::\n");
        write("etc/gshadow", "root:*::\ngpio:!::\ni2c:!::\n");
        write("boot/firmware/config.txt", ORIGINAL_CONFIG_TXT);
        jar = programJar(tmp.resolve("morrisboard.jar"));
        firmware = tmp.resolve("config-fragment.txt");
        Files.writeString(firmware, FIRMWARE);
    }

    private void fakeJava() throws IOException {
        write("usr/lib/jvm/java-21-openjdk-arm64/release", "JAVA_VERSION=\"21.0.9\"\n");
        Path java = write("usr/lib/jvm/java-21-openjdk-arm64/bin/java", "#!/bin/sh\n");
        java.toFile().setExecutable(true);
    }

    /**
     * A jar of only a manifest that names the classes under test: the installer runs the program from
     * it to read and edit the settings, as it runs the real jar.
     */
    private static Path programJar(Path file) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, Main.class.getName());
        m.getMainAttributes().put(Attributes.Name.CLASS_PATH, Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(p -> Path.of(p).toUri().toString()).collect(Collectors.joining(" ")));
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(file), m)) {
            out.flush();
        }
        return file;
    }

    /** The installer's environment over this one: the Java it runs the program with is this test's. */
    private Map<String, String> env = Map.of("JAVA_HOME", System.getProperty("java.home"));

    private Path write(String path, String text) throws IOException {
        Path p = root.resolve(path);
        Files.createDirectories(p.getParent());
        return Files.writeString(p, text);
    }

    private Command install(String... options) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString(), "--root", root.toString(),
                "--jar", jar.toString(), "--firmware", firmware.toString()));
        cmd.addAll(List.of(options));
        return Command.run(cmd, env);
    }

    /** The commands a run printed (lines starting with "+ "), with the fake root shown as /ROOT. */
    private List<String> plan(Command r) {
        return r.lines().stream()
                .filter(l -> l.startsWith("+ "))
                .map(l -> l.replace(root.toString(), "/ROOT").replace(tmp.toString(), "/TMP")
                        .replace(Path.of("systemd").toAbsolutePath().toString(), "/SRC"))
                .toList();
    }

    /** Every file under the root with its content (or link target), to compare before and after. */
    private Map<String, String> snapshot() throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.toList()) {
                String key = root.relativize(p).toString();
                files.put(key, Files.isSymbolicLink(p) ? "-> " + Files.readSymbolicLink(p)
                        : Files.isRegularFile(p) ? Files.readString(p) : "dir");
            }
        }
        return files;
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

    @Test
    void dryRunOnBookwormPlansTemurinFromAdoptiumAndTouchesNothing() throws Exception {
        fakeSystem("bookworm");
        Map<String, String> before = snapshot();
        Command r = install("--dry-run");
        assertEquals(0, r.status(), r.output());
        assertEquals(before, snapshot(), "a dry run changes nothing");
        List<String> plan = plan(r);
        List<String> expectedStart = List.of(
                "+ apt-get update",
                "+ apt-get install -y --no-install-recommends ca-certificates curl gnupg",
                "+ install -d -m 0755 /ROOT/etc/apt/keyrings",
                "+ curl -fsSL -o /ROOT/etc/apt/keyrings/adoptium.asc.download https://packages.adoptium.net/artifactory/api/gpg/key/public",
                "+ check the key: fingerprint 3B04D753C9050D9A5D343F39843C48A565F8F04B",
                "+ mv -f /ROOT/etc/apt/keyrings/adoptium.asc.download /ROOT/etc/apt/keyrings/adoptium.asc",
                "+ write /ROOT/etc/apt/sources.list.d/adoptium.sources:",
                "+ apt-get update",
                "+ apt-get install -y temurin-21-jre",
                "+ groupadd --prefix /ROOT --system spi",
                "+ useradd --prefix /ROOT --system --user-group --home-dir /var/lib/morrisboard --no-create-home --shell /usr/sbin/nologin --comment morrisboard\\ board\\ controller morrisboard",
                "+ install -D -m 0644 /TMP/morrisboard.jar /ROOT/opt/morrisboard/morrisboard.jar",
                "+ ln -sfn /usr/lib/jvm/temurin-21-jre-arm64 /ROOT/opt/morrisboard/jre",
                "+ install -D -m 0644 /SRC/morrisboard.properties /ROOT/etc/morrisboard/morrisboard.properties",
                "+ install -D -m 0644 /SRC/morrisboard.service /ROOT/etc/systemd/system/morrisboard.service",
                "+ write /ROOT/etc/modules-load.d/morrisboard.conf:",
                "+ install -D -m 0644 /SRC/60-morrisboard-gpio.rules /ROOT/etc/udev/rules.d/60-morrisboard-gpio.rules");
        assertEquals(expectedStart, plan.subList(0, expectedStart.size()), r.output());
        assertTrue(r.output().contains("Signed-By: /etc/apt/keyrings/adoptium.asc"), r.output());
        assertTrue(r.output().contains("restart back-off: needs systemd 254+ (this is 252)"), r.output());
        // an image's tables are built on the board itself (its Java is for another machine)
        assertTrue(r.output().contains("endgame tables: build them on the board itself: run this installer there, or runuser -u "
                + "morrisboard -- /opt/morrisboard/jre/bin/java -Xmx200m -jar /opt/morrisboard/morrisboard.jar tables --out "
                + "/var/lib/morrisboard/morrisboard-tables.bin.new && mv "), r.output());
        assertTrue(plan.stream().noneMatch(l -> l.contains("backoff.conf")), "no back-off drop-in on systemd 252");
        List<String> rest = plan.subList(expectedStart.size(), plan.size());
        assertEquals(3, rest.size(), rest.toString());
        assertTrue(rest.get(0).matches("\\+ cp -p /ROOT/boot/firmware/config.txt /ROOT/boot/firmware/config.txt.morrisboard-\\d{8}-\\d{6}.bak"),
                rest.get(0));
        assertEquals("+ write /ROOT/boot/firmware/config.txt:", rest.get(1));
        assertEquals("+ systemctl --root=/ROOT enable morrisboard.service", rest.get(2));
        String written = r.output().lines().filter(l -> l.startsWith("|   ")).map(l -> l.substring(4))
                .reduce("", (a, b) -> a + b + "\n");
        assertTrue(written.endsWith(ORIGINAL_CONFIG_TXT
                + "# >>> morrisboard: added by systemd/install.sh, removed by install.sh --uninstall >>>\n"
                + "[all]\n" + FIRMWARE + "# <<< morrisboard <<<\n"), written);
    }

    @Test
    void dryRunOnTrixieUsesDebiansOpenJdk21AndTheBackoffDropIn() throws Exception {
        fakeSystem("trixie");
        Command r = install("--dry-run", "--no-tables");
        assertEquals(0, r.status(), r.output());
        assertTrue(r.output().contains("endgame tables: not built (--no-tables)"), r.output());
        List<String> plan = plan(r);
        assertEquals(List.of("+ apt-get update", "+ apt-get install -y --no-install-recommends openjdk-21-jre-headless"),
                plan.subList(0, 2));
        assertTrue(plan.contains("+ ln -sfn /usr/lib/jvm/java-21-openjdk-arm64 /ROOT/opt/morrisboard/jre"), plan.toString());
        assertTrue(plan.contains("+ install -D -m 0644 /SRC/morrisboard.service.d/backoff.conf "
                + "/ROOT/etc/systemd/system/morrisboard.service.d/backoff.conf"), plan.toString());
        assertTrue(plan.stream().noneMatch(l -> l.contains("adoptium")));
    }

    /** Plain Debian on a Pi gives /dev/gpiochip* to root only (Raspberry Pi OS has a rule for group gpio). */
    @Test
    void theGpioChipsGoToGroupGpioByAUdevRule() throws Exception {
        fakeSystem("trixie");
        Command r = install("--dry-run", "--no-tables");
        assertEquals(0, r.status(), r.output());
        assertTrue(plan(r).contains("+ install -D -m 0644 /SRC/60-morrisboard-gpio.rules /ROOT/etc/udev/rules.d/60-morrisboard-gpio.rules"),
                r.output());
        List<String> rules = Files.readAllLines(Path.of("systemd/60-morrisboard-gpio.rules")).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        assertEquals(List.of("SUBSYSTEM==\"gpio\", KERNEL==\"gpiochip[0-9]*\", GROUP=\"gpio\", MODE=\"0660\""), rules);
    }

    @Test
    void dryRunWhereEverythingIsInPlaceKeepsTheEditedSettings() throws Exception {
        fakeSystem("bookworm");
        fakeJava();
        write("etc/passwd", "root:x:0:0:root:/root:/bin/bash\nmorrisboard:x:999:999::/var/lib/morrisboard:/usr/sbin/nologin\n");
        write("etc/group", "root:x:0:\ngpio:x:997:\ni2c:x:998:\nspi:x:996:\nmorrisboard:x:999:\n");
        Files.createDirectories(root.resolve("opt/morrisboard"));
        Files.copy(jar, root.resolve("opt/morrisboard/morrisboard.jar"));
        Files.createSymbolicLink(root.resolve("opt/morrisboard/jre"), Path.of("/usr/lib/jvm/java-21-openjdk-arm64"));
        write("etc/morrisboard/morrisboard.properties", "level = 9\n");
        write("etc/systemd/system/morrisboard.service", Files.readString(Path.of("systemd/morrisboard.service")));
        write("etc/modules-load.d/morrisboard.conf", "i2c-dev\n");
        write("etc/udev/rules.d/60-morrisboard-gpio.rules", Files.readString(Path.of("systemd/60-morrisboard-gpio.rules")));
        Files.createDirectories(root.resolve("etc/systemd/system/multi-user.target.wants"));
        Files.createSymbolicLink(root.resolve("etc/systemd/system/multi-user.target.wants/morrisboard.service"),
                Path.of("/etc/systemd/system/morrisboard.service"));
        write("boot/firmware/config.txt", ORIGINAL_CONFIG_TXT
                + "# >>> morrisboard: added by systemd/install.sh, removed by install.sh --uninstall >>>\n"
                + "[all]\n" + FIRMWARE + "# <<< morrisboard <<<\n");

        Command r = install("--dry-run");

        assertEquals(0, r.status(), r.output());
        assertEquals(List.of("+ install -D -m 0644 /SRC/morrisboard.properties /ROOT/etc/morrisboard/morrisboard.properties.dist"),
                plan(r), "only the new defaults beside the edited settings: " + r.output());
        assertTrue(r.output().contains("morrisboard.properties: kept as you edited it"), r.output());
        assertTrue(r.output().contains("/boot/firmware/config.txt: morrisboard lines already there"), r.output());
        assertTrue(r.output().contains("Java: /usr/lib/jvm/java-21-openjdk-arm64 (already installed)"), r.output());
    }

    @Test
    void dryRunUninstallPlansTheRemovalAndKeepsGames() throws Exception {
        fakeSystem("trixie");
        write("etc/systemd/system/morrisboard.service", "[Service]\n");
        write("opt/morrisboard/morrisboard.jar", "x");
        write("etc/passwd", "root:x:0:0:root:/root:/bin/bash\nmorrisboard:x:999:999::/var/lib/morrisboard:/usr/sbin/nologin\n");
        write("var/lib/morrisboard/game.txt", "a game");
        write("boot/firmware/config.txt", ORIGINAL_CONFIG_TXT
                + "# >>> morrisboard: added by systemd/install.sh, removed by install.sh --uninstall >>>\n"
                + "[all]\n" + FIRMWARE + "# <<< morrisboard <<<\n");
        Map<String, String> before = snapshot();
        Command r = install("--dry-run", "--uninstall");
        assertEquals(0, r.status(), r.output());
        assertEquals(before, snapshot());
        List<String> plan = plan(r);
        assertEquals("+ systemctl --root=/ROOT disable morrisboard.service", plan.get(0));
        assertEquals("+ rm -f /ROOT/etc/systemd/system/morrisboard.service", plan.get(1));
        assertEquals("+ rm -rf /ROOT/opt/morrisboard", plan.get(2));
        assertEquals("+ write /ROOT/boot/firmware/config.txt:", plan.get(4));
        assertEquals("+ userdel --prefix /ROOT morrisboard", plan.get(5));
        assertEquals(6, plan.size(), plan.toString());
        assertTrue(r.output().contains("kept the games in /var/lib/morrisboard"), r.output());
        String written = r.output().lines().filter(l -> l.startsWith("|   ")).map(l -> l.substring(4))
                .reduce("", (a, b) -> a + b + "\n");
        assertEquals(ORIGINAL_CONFIG_TXT, written, "the lines go, the rest stays");
    }

    @Test
    void badOptionsAreRefused() throws Exception {
        fakeSystem("bookworm");
        Command r = Command.run(List.of("bash", SCRIPT.toString(), "--dry-run", "--frobnicate"));
        assertEquals(1, r.status());
        assertTrue(r.output().contains("unknown option --frobnicate"), r.output());
        Command purge = Command.run(List.of("bash", SCRIPT.toString(), "--dry-run", "--purge"));
        assertTrue(purge.output().contains("--purge goes with --uninstall"), purge.output());
    }

    @Test
    void realInstallIntoAFakeRootIsIdempotentAndUninstallRestoresConfigTxt() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")),
                "needs root (useradd/groupadd --prefix write the fake root's /etc/passwd); the dry runs cover the plan");
        assumeTrue(Command.which("useradd").isPresent() && Command.which("systemctl").isPresent(),
                "needs useradd (passwd) and systemctl (systemd) for --root");
        fakeSystem("bookworm");
        fakeJava();

        Command first = install();
        assertEquals(0, first.status(), first.output());
        assertTrue(Files.readString(root.resolve("etc/passwd")).contains("morrisboard:x:"), "user created");
        assertTrue(Files.readString(root.resolve("etc/group")).contains("spi:x:"), "missing group created");
        assertEquals(Path.of("/usr/lib/jvm/java-21-openjdk-arm64"), Files.readSymbolicLink(root.resolve("opt/morrisboard/jre")));
        assertTrue(Files.isSymbolicLink(root.resolve("etc/systemd/system/multi-user.target.wants/morrisboard.service")));
        assertTrue(Files.readString(root.resolve("boot/firmware/config.txt")).contains("[all]\n" + FIRMWARE));
        assertEquals("i2c-dev\n", Files.readString(root.resolve("etc/modules-load.d/morrisboard.conf")));
        assertEquals(Files.readString(Path.of("systemd/60-morrisboard-gpio.rules")),
                Files.readString(root.resolve("etc/udev/rules.d/60-morrisboard-gpio.rules")));

        Command second = install();
        assertEquals(0, second.status(), second.output());
        assertEquals(List.of(), plan(second), second.output());
        assertTrue(second.output().contains("nothing to do: everything is already installed"), second.output());

        Command gone = Command.run(List.of("bash", SCRIPT.toString(), "--root", root.toString(), "--uninstall"));
        assertEquals(0, gone.status(), gone.output());
        assertEquals(ORIGINAL_CONFIG_TXT, Files.readString(root.resolve("boot/firmware/config.txt")));
        assertTrue(Files.notExists(root.resolve("opt/morrisboard")));
        assertTrue(Files.notExists(root.resolve("etc/modules-load.d/morrisboard.conf")));
        assertTrue(Files.notExists(root.resolve("etc/udev/rules.d/60-morrisboard-gpio.rules")));
        assertTrue(Files.notExists(root.resolve("etc/systemd/system/morrisboard.service")));
        assertTrue(!Files.readString(root.resolve("etc/passwd")).contains("morrisboard"), "user removed");
        assertTrue(Files.exists(root.resolve("etc/morrisboard/morrisboard.properties")), "settings kept");
    }

    @Test
    void webPlayWritesTheSettingALanOnlyDropInAndTheAvahiService() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        Files.createDirectories(root.resolve("etc/avahi/services"));
        Command r = install("--dry-run", "--no-tables", "--web", "play", "--subnets", "192.168.1.0/24 fd00::/64");
        assertEquals(0, r.status(), r.output());
        String out = r.output().replace(root.toString(), "/ROOT");
        assertTrue(out.contains("+ write /ROOT/etc/systemd/system/morrisboard.service.d/web.conf:\n"), out);
        assertTrue(out.contains("|   PrivateNetwork=no\n|   IPAddressDeny=any\n"
                + "|   IPAddressAllow=localhost link-local multicast 192.168.1.0/24 fd00::/64\n"), out);
        assertTrue(out.contains("+ write /ROOT/etc/avahi/services/morrisboard.service:"), out);
        assertTrue(out.contains("|       <type>_http._tcp</type>\n|       <port>8088</port>"), out);
        // morrisboard.local whatever the machine is called: the alias unit and its script, enabled
        assertTrue(out.contains("+ write /ROOT/opt/morrisboard/morrisboard-mdns:\n|   #!/bin/sh\n"), out);
        assertTrue(out.contains("+ write /ROOT/etc/systemd/system/morrisboard-mdns.service:"), out);
        assertTrue(out.contains("|   ExecStart=/opt/morrisboard/morrisboard-mdns morrisboard.local\n"), out);
        assertTrue(plan(r).contains("+ systemctl --root=/ROOT enable morrisboard-mdns.service"), plan(r).toString());
        assertTrue(out.contains("morrisboard.local needs avahi-publish in the image: chroot /ROOT apt-get install avahi-utils"), out);
        assertTrue(out.contains("+ write /ROOT/etc/morrisboard/morrisboard.properties:"), out);
        assertTrue(out.contains("|   web = play\n"), out);
    }

    @Test
    void anImageWithoutSubnetsGetsThePrivateRangesAndNoAvahiIsSaid() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        Command r = install("--dry-run", "--no-tables", "--web", "view");
        assertEquals(0, r.status(), r.output());
        assertTrue(r.output().contains("|   IPAddressAllow=localhost link-local multicast 10.0.0.0/8 172.16.0.0/12 192.168.0.0/16 fc00::/7\n"),
                r.output());
        assertTrue(r.output().contains("no Avahi here"), r.output());
        assertTrue(r.output().contains("|   web = view\n"), r.output());
    }

    @Test
    void withWebOffTheUnitKeepsNoNetworkAndAnEarlierDropInGoes() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        Command plain = install("--dry-run", "--no-tables");
        assertEquals(0, plain.status(), plain.output());
        assertTrue(plain.output().contains("companion page: off"), plain.output());
        assertTrue(plain.lines().stream().filter(l -> l.startsWith("+") || l.startsWith("|"))
                        .noneMatch(l -> l.contains("web.conf") || l.contains("avahi") || l.contains("web =")),
                "nothing is written for the page: " + plain.output());

        write("etc/morrisboard/morrisboard.properties", "level = 9\nweb = play\n");
        write("etc/systemd/system/morrisboard.service.d/web.conf", "[Service]\nPrivateNetwork=no\n");
        write("etc/avahi/services/morrisboard.service", "<service-group/>\n");
        write("etc/systemd/system/morrisboard-mdns.service", "[Service]\n");
        write("opt/morrisboard/morrisboard-mdns", "#!/bin/sh\n");
        Command off = install("--dry-run", "--no-tables", "--web", "off");
        assertEquals(0, off.status(), off.output());
        List<String> plan = plan(off);
        assertTrue(plan.contains("+ rm -f /ROOT/etc/systemd/system/morrisboard.service.d/web.conf"), plan.toString());
        assertTrue(plan.contains("+ rm -f /ROOT/etc/avahi/services/morrisboard.service"), plan.toString());
        assertTrue(plan.contains("+ systemctl --root=/ROOT disable morrisboard-mdns.service"), plan.toString());
        assertTrue(plan.contains("+ rm -f /ROOT/etc/systemd/system/morrisboard-mdns.service"), plan.toString());
        assertTrue(plan.contains("+ rm -f /ROOT/opt/morrisboard/morrisboard-mdns"), plan.toString());
        assertTrue(off.output().contains("|   level = 9\n|   web = off\n"), off.output());

        Command kept = install("--dry-run", "--no-tables");
        assertTrue(kept.output().contains("setup: companion page: play (the LAN: "), kept.output());
        assertTrue(plan(kept).stream().noneMatch(l -> l.contains("rm -f")), "without --web the setting in force (play) is kept: " + kept.output());
    }

    private static final String DROP_INS = "etc/systemd/system/morrisboard.service.d/";

    @Test
    void aBrokerByNameGetsTheSettingAndADropInForItsAddressesAndTheDnsServersOnly() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        write("etc/resolv.conf", "# from DHCP\nnameserver 192.168.1.1\nnameserver fe80::1%wlan0\nnameserver 127.0.0.53\n");
        Command r = install("--dry-run", "--no-tables", "--remote-broker", "localhost");
        assertEquals(0, r.status(), r.output());
        String out = r.output().replace(root.toString(), "/ROOT");
        assertTrue(out.contains("+ write /ROOT/" + DROP_INS + "remote.conf:\n"), out);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\|   IPAddressAllow=(.*)\n").matcher(out);
        assertTrue(m.find(), out);
        List<String> allowed = List.of(m.group(1).split(" "));
        // localhost's own addresses as this machine resolves them, then the DNS servers (the loopback one as localhost)
        assertTrue(allowed.contains("127.0.0.1"), allowed.toString());
        assertEquals(List.of("192.168.1.1", "fe80::1", "localhost"), allowed.subList(allowed.size() - 3, allowed.size()), out);
        assertTrue(allowed.stream().noneMatch(a -> a.contains("/") || a.equals("any") || a.equals("link-local")), allowed.toString());
        assertTrue(out.contains("|   PrivateNetwork=no\n|   IPAddressDeny=any\n"), out);
        assertTrue(out.contains("|   remote.broker = ssl://localhost:8883\n"), out);
        assertTrue(out.contains("companion page: off"), "the page stays off: " + out);
        assertTrue(!out.contains("+ write /ROOT/" + DROP_INS + "web.conf"), out);
    }

    @Test
    void aBrokerByAddressBesideTheCompanionPageGetsBothDropInsAndNoDns() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        write("etc/resolv.conf", "nameserver 192.168.1.1\n");
        Command r = install("--dry-run", "--no-tables", "--web", "view", "--subnets", "192.168.1.0/24",
                "--remote-broker", "[2001:db8::7]:8884");
        assertEquals(0, r.status(), r.output());
        String out = r.output().replace(root.toString(), "/ROOT");
        assertTrue(out.contains("+ write /ROOT/" + DROP_INS + "web.conf:\n"), out);
        assertTrue(out.contains("+ write /ROOT/" + DROP_INS + "remote.conf:\n"), out);
        assertTrue(out.contains("|   IPAddressAllow=2001:db8::7\n"), "the broker's address only, no DNS: " + out);
        assertTrue(out.contains("|   remote.broker = ssl://[2001:db8::7]:8884\n"), out);
    }

    @Test
    void theSettingInForceDecidesAndOffRemovesTheSettingAndTheDropIn() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        write("etc/morrisboard/morrisboard.properties", "level = 9\nremote.broker = ssl://203.0.113.7:8883\nremote.user = anna\n");
        Command kept = install("--dry-run", "--no-tables");
        assertEquals(0, kept.status(), kept.output());
        assertTrue(kept.output().contains("|   IPAddressAllow=203.0.113.7\n"), kept.output());
        assertTrue(plan(kept).stream().noneMatch(l -> l.startsWith("+ write") && l.contains("morrisboard.properties")), "the settings stay: " + kept.output());

        write(DROP_INS + "remote.conf", "[Service]\nPrivateNetwork=no\n");
        Command off = install("--dry-run", "--no-tables", "--remote-broker", "off");
        assertEquals(0, off.status(), off.output());
        assertTrue(plan(off).contains("+ rm -f /ROOT/" + DROP_INS + "remote.conf"), off.output());
        assertTrue(off.output().contains("|   level = 9\n|   remote.user = anna\n"), "remote.broker's line goes, the rest stays: " + off.output());
        assertTrue(!off.output().contains("|   remote.broker"), off.output());
        assertTrue(off.output().contains("remote play: off"), off.output());
    }

    @Test
    void aBadBrokerIsRefusedBeforeAnythingIsDone() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        for (var bad : Map.of("fd00::1", "write an IPv6 address in brackets", "tcp://x", "port 1 to 65535, nothing after it",
                "http://x:80", "expected HOST[:PORT]", "broker.invalid", "the name broker.invalid does not resolve here").entrySet()) {
            Command r = install("--dry-run", "--no-tables", "--remote-broker", bad.getKey());
            assertNotEquals(0, r.status(), r.output());
            assertTrue(r.output().contains(bad.getValue()), r.output());
            assertTrue(r.lines().stream().noneMatch(l -> l.contains("remote.conf") || l.contains("remote.broker =")), r.output());
        }
    }

    /** A bad --subnets is refused up front, in one line with exit status 2: nothing is planned or written. */
    @Test
    void badSubnetsAreRefusedBeforeAnythingIsDone() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        for (var bad : Map.of("a|b", "\"a|b\"",
                "10.0.0.0/8 & x\\nExecStartPre=+/bin/touch scratch/pwned", "\"&\"",
                "not-a-subnet", "\"not-a-subnet\"",
                "10.0.0.0/33", "\"10.0.0.0/33\"",
                "192.168.1.0/24 256.1.1.1", "\"256.1.1.1\"",
                "fd00::/129", "\"fd00::/129\"",
                "fd00:::1", "\"fd00:::1\"",
                "1.2.3/8", "\"1.2.3/8\"",
                " ", "needs a list").entrySet()) {
            Command r = install("--dry-run", "--no-tables", "--web", "play", "--subnets", bad.getKey());
            assertEquals(2, r.status(), bad.getKey() + ": " + r.output());
            assertEquals(1, r.lines().size(), "one line: " + r.output());
            assertTrue(r.output().startsWith("install.sh: error: --subnets") && r.output().contains(bad.getValue()), r.output());
        }
    }

    @Test
    void goodSubnetsAndSystemdsWordsAreWrittenAsGiven() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        String good = "192.168.1.0/24 10.1.2.3 0.0.0.0/0 fd00::/64 ::1 2001:db8::7/128 fe80::1:2:3:4 ::ffff:192.168.0.1 any localhost link-local multicast";
        Command r = install("--dry-run", "--no-tables", "--web", "view", "--subnets", good);
        assertEquals(0, r.status(), r.output());
        assertTrue(r.output().contains("|   IPAddressAllow=localhost link-local multicast " + good + "\n"), r.output());
    }

    /**
     * A file whose text cannot be made (here: the Avahi service's template is missing) fails the run, not an
     * empty file and exit 0. (The drop-ins' templates are the program's own: SetupCommandTest.)
     */
    @Test
    void aFileThatCannotBeMadeFailsTheRun() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        Files.createDirectories(root.resolve("etc/avahi/services"));
        Path copy = tmp.resolve("copy/systemd");
        try (Stream<Path> all = Files.walk(SCRIPT.getParent())) {
            for (Path p : all.toList()) {
                Path to = copy.resolve(SCRIPT.getParent().relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        }
        Files.delete(copy.resolve("web/morrisboard.avahi.service"));
        Command r = Command.run(List.of("bash", copy.resolve("install.sh").toString(), "--root", root.toString(),
                "--jar", jar.toString(), "--firmware", firmware.toString(), "--dry-run", "--no-tables",
                "--web", "view", "--subnets", "192.168.1.0/24"), env);
        assertNotEquals(0, r.status(), r.output());
        assertTrue(!r.output().contains("companion page (view)"), r.output());
    }

    /** A relative --root is taken as the absolute path it names (useradd and groupadd take only those). */
    @Test
    void aRelativeRootIsMadeAbsolute() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        String relative = Path.of("").toAbsolutePath().relativize(root).toString();
        List<String> cmd = new ArrayList<>(List.of("bash", SCRIPT.toString(), "--root", relative,
                "--jar", jar.toString(), "--firmware", firmware.toString(), "--dry-run", "--no-tables"));
        Command r = Command.run(cmd, env);
        assertEquals(0, r.status(), r.output());
        assertTrue(plan(r).contains("+ groupadd --prefix /ROOT --system spi"), plan(r).toString());
        assertTrue(plan(r).contains("+ systemctl --root=/ROOT enable morrisboard.service"), plan(r).toString());
    }

    /**
     * Before Java exists, a dry run still plans: it reads the settings as written and leaves the settings
     * and the drop-ins to the program (its setup command, named with the options it will get).
     */
    @Test
    void aDryRunBeforeJavaExistsReadsTheSettingsAsWritten() throws Exception {
        fakeSystem("trixie");
        Path jdk17 = tmp.resolve("jdk17");
        Files.createDirectories(jdk17.resolve("bin"));
        Files.writeString(jdk17.resolve("release"), "JAVA_VERSION=\"17.0.15\"\n");
        Files.writeString(jdk17.resolve("bin/java"), "#!/bin/sh\nexit 1\n").toFile().setExecutable(true);
        write("etc/morrisboard/morrisboard.properties", "level = 9\nweb.port = 8099\n");
        env = Map.of("JAVA_HOME", "", "PATH", jdk17.resolve("bin") + ":" + System.getenv("PATH"));
        Command r = install("--dry-run", "--no-tables", "--web", "view", "--subnets", "192.168.1.0/24");
        assertEquals(0, r.status(), r.output());
        assertTrue(r.output().contains("no Java 21 here yet: the settings are read as written"), r.output());
        assertTrue(r.output().contains("/etc/morrisboard/morrisboard.properties and the drop-ins: set by the program once Java is "
                + "installed (morrisboard setup --root " + root + " --web view --subnets 192.168.1.0/24)"), r.output());
        assertTrue(plan(r).stream().noneMatch(l -> l.startsWith("+ write") && (l.contains("morrisboard.properties") || l.contains("web.conf"))),
                r.output());
    }

    /** The installer's broker check agrees with the settings' (ConfigLoader): port 1 to 65535, nothing after it. */
    @Test
    void aBrokerWithABadPortOrAPathIsRefusedAsTheSettingsRefuseIt() throws Exception {
        fakeSystem("trixie");
        fakeJava();
        for (String bad : List.of("localhost:99999", "localhost:0", "ssl://localhost:65536", "tcp://localhost:8883/path?x#y",
                "ssl://anna@localhost:8883", "[::1|&]:8883", "ssl://[fd00::1]x:8883")) {
            Command r = install("--dry-run", "--no-tables", "--remote-broker", bad);
            assertEquals(2, r.status(), bad + ": " + r.output());
            assertTrue(r.output().contains("port 1 to 65535, nothing after it"), r.output());
            assertTrue(r.lines().stream().noneMatch(l -> l.startsWith("+")), r.output());
        }
        write("etc/morrisboard/morrisboard.properties", "remote.broker = ssl://localhost:99999\n");
        Command kept = install("--dry-run", "--no-tables");
        assertEquals(2, kept.status(), kept.output());
        assertEquals("install.sh: error: " + root.resolve("etc/morrisboard/morrisboard.properties") + ":1: key 'remote.broker': "
                + "expected the broker as ssl://host:port (port 1 to 65535, nothing after it; e.g. ssl://broker.example:8883), "
                + "got \"ssl://localhost:99999\"", kept.lines().getLast());
        assertTrue(kept.lines().stream().noneMatch(l -> l.startsWith("+")), kept.output());
        Files.delete(root.resolve("etc/morrisboard/morrisboard.properties"));
        Command good = install("--dry-run", "--no-tables", "--remote-broker", "ssl://127.0.0.1:65535");
        assertEquals(0, good.status(), good.output());
        assertTrue(good.output().contains("|   IPAddressAllow=127.0.0.1\n"), good.output());
    }

    @Test
    void aBadWebModeIsRefused() throws Exception {
        Command r = Command.run(List.of("bash", SCRIPT.toString(), "--dry-run", "--web", "open"));
        assertNotEquals(0, r.status());
        assertTrue(r.output().contains("--web: expected off, view or play, got \"open\""), r.output());
    }

    @Test
    void installShIsShellcheckClean() throws Exception {
        var shellcheck = Command.which("shellcheck");
        assumeTrue(shellcheck.isPresent(), "shellcheck is not installed (apt-get install shellcheck)");
        Command r = Command.run(List.of(shellcheck.get().toString(), SCRIPT.toString(), MDNS.toString()));
        assertEquals(0, r.status(), r.output());
    }

    private static final Path MDNS = Path.of("systemd/web/morrisboard-mdns");

    /**
     * The alias script on a machine not named morrisboard, with {@code ip} and {@code avahi-publish}
     * stood in for by scripts on its PATH (the address read from a file, each publisher's arguments
     * logged): it publishes the address, publishes anew when the address changes (the old publisher
     * ended), again when the publisher dies, and ends its publisher when stopped. On a machine named
     * morrisboard it publishes nothing (Avahi answers the name itself).
     */
    @Test
    void theAliasScriptPublishesTheAddressAndFollowsIt() throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path address = Files.writeString(tmp.resolve("address"), "192.168.1.20");
        Path log = tmp.resolve("published.log");
        Path ip = Files.writeString(bin.resolve("ip"), "#!/bin/sh\n"
                + "case \"$*\" in *'route get'*) echo \"1.1.1.1 via 192.168.1.1 dev eth0 src $(cat " + address + ") uid 0\" ;; esac\n");
        Path publish = Files.writeString(bin.resolve("avahi-publish"), "#!/bin/sh\n"
                + "echo \"start $$ $*\" >> " + log + "\ntrap 'echo \"end $$\" >> " + log + "; exit 0' TERM\n"
                + "while :; do sleep 0.1; done\n");
        assertTrue(ip.toFile().setExecutable(true) && publish.toFile().setExecutable(true));
        Path hostname = Files.writeString(tmp.resolve("hostname"), "raspberrypi\n");
        ProcessBuilder pb = new ProcessBuilder("sh", MDNS.toString(), "morrisboard.local").redirectErrorStream(true)
                .redirectOutput(tmp.resolve("out.log").toFile());
        pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        pb.environment().put("MORRISBOARD_MDNS_INTERVAL", "0.2");
        pb.environment().put("MORRISBOARD_MDNS_HOSTNAME_FILE", hostname.toString());
        Process p = pb.start();
        try {
            awaitLog(log, "start \\d+ -a -R morrisboard.local 192.168.1.20\n");
            Files.writeString(address, "10.0.0.7"); // DHCP gave another address
            awaitLog(log, "start (\\d+) -a -R morrisboard.local 192.168.1.20\nend \\1\nstart \\d+ -a -R morrisboard.local 10.0.0.7\n");
            String last = Files.readString(log).lines().reduce((a, b) -> b).orElseThrow();
            new ProcessBuilder("kill", last.split(" ")[1]).start().waitFor(); // avahi-daemon restarted: the publisher ended
            awaitLog(log, "(?s).*10\\.0\\.0\\.7\nend \\d+\nstart \\d+ -a -R morrisboard.local 10.0.0.7\n");
        } finally {
            p.destroy(); // SIGTERM, as systemctl stop
        }
        assertTrue(p.waitFor(30, java.util.concurrent.TimeUnit.SECONDS));
        awaitLog(log, "(?s).*\nend \\d+\n");
        assertEquals(0, p.exitValue(), Files.readString(tmp.resolve("out.log")));

        Files.writeString(hostname, "MorrisBoard\n");
        Files.delete(log);
        Command named = Command.run(List.of("env", "PATH=" + bin + ":" + System.getenv("PATH"), "MORRISBOARD_MDNS_HOSTNAME_FILE=" + hostname,
                "sh", MDNS.toString(), "morrisboard.local"));
        assertEquals(0, named.status(), named.output());
        assertTrue(named.output().contains("this machine is named morrisboard: Avahi announces morrisboard.local itself"), named.output());
        assertTrue(Files.notExists(log), "nothing published");
    }

    /** Waits (60 s at most, reading it every 50 ms) until the log matches {@code regex} in full. */
    private static void awaitLog(Path log, String regex) throws Exception {
        Await.until("the publishers' log to match " + regex, Duration.ofSeconds(60), Duration.ofMillis(50),
                () -> Files.exists(log) ? Files.readString(log) : "", text -> text.matches(regex), AssertionFailedError::new);
    }
}
