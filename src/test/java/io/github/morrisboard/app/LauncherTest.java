package io.github.morrisboard.app;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The repository's {@code ./morrisboard} launcher, run with a PATH that holds only fake {@code java}
 * binaries (each prints a version, and its arguments when run) and the few tools the script uses.
 */
class LauncherTest {
    private static final Path SCRIPT = Path.of("morrisboard").toAbsolutePath();

    @TempDir
    Path dir;
    private Path bin;
    private Path jvms;
    private Path checkout;

    @BeforeEach
    void fakeMachine() throws IOException {
        bin = Files.createDirectories(dir.resolve("bin"));
        jvms = Files.createDirectories(dir.resolve("jvm"));
        for (String tool : List.of("sed", "awk", "dirname")) {
            java.util.Optional<Path> real = Command.which(tool);
            assumeTrue(real.isPresent(), tool + " is not on the PATH");
            Files.createSymbolicLink(bin.resolve(tool), real.get());
        }
        // A checkout with the script and an already built jar (the build is not under test here).
        checkout = Files.createDirectories(dir.resolve("repo"));
        Files.copy(SCRIPT, checkout.resolve("morrisboard"));
        Files.createDirectories(checkout.resolve("target"));
        Files.writeString(checkout.resolve("target/morrisboard.jar"), "not a real jar");
    }

    /** A {@code java} that reports {@code version} as {@code java -version} does and echoes its arguments. */
    private Path fakeJava(Path home, String version) throws IOException {
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, """
                #!/bin/sh
                if [ "$1" = "-version" ]; then echo 'openjdk version "%s" 2024-01-16' >&2; exit 0; fi
                echo "ran %s with: $*"
                """.formatted(version, home.getFileName()));
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    /** An os-release file of Debian's release {@code codename}. */
    private Path osRelease(String codename) throws IOException {
        return Files.writeString(dir.resolve("os-release-" + codename),
                "PRETTY_NAME=\"Debian GNU/Linux\"\nVERSION_CODENAME=" + codename + "\nID=debian\n");
    }

    private Command launch(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of("/bin/sh", checkout.resolve("morrisboard").toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().clear();
        pb.environment().put("PATH", bin.toString());
        pb.environment().put("MORRISBOARD_JVMS", jvms.toString());
        pb.environment().put("MORRISBOARD_OS_RELEASE", osRelease("trixie").toString());
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(1, TimeUnit.MINUTES), "the launcher ended");
        return new Command(p.exitValue(), out);
    }

    @Test
    void anOldJavaOnlyGivesOneClearLineNamingWhatToInstall() throws Exception {
        Path old = fakeJava(dir.resolve("jdk17"), "17.0.2");
        Files.createSymbolicLink(bin.resolve("java"), old);
        fakeJava(jvms.resolve("java-8"), "1.8.0_392");

        Command r = launch(Map.of("JAVA_HOME", dir.resolve("jdk17").toString()), "--help");

        assertNotEquals(0, r.status(), r.output());
        assertEquals(1, r.lines().size(), "one line: " + r.output());
        assertTrue(r.output().contains("Java 21 or newer"), r.output());
        assertTrue(r.output().contains("sudo apt install openjdk-21-jre-headless"), r.output());
        assertTrue(!r.output().contains("ran "), "the old java was not run for the jar: " + r.output());
    }

    @Test
    void noJavaAtAllGivesTheSameLine() throws Exception {
        Command r = launch(Map.of());
        assertEquals(3, r.status(), r.output());
        assertTrue(r.output().contains("sudo apt install openjdk-21-jre-headless"), r.output());
    }

    @Test
    void onBookwormTheLineNamesAJava21ThatBookwormCanInstall() throws Exception {
        Command r = launch(Map.of("MORRISBOARD_OS_RELEASE", osRelease("bookworm").toString()));
        assertEquals(3, r.status(), r.output());
        assertEquals(1, r.lines().size(), "one line: " + r.output());
        assertTrue(r.output().contains("adoptium.net") && r.output().contains("temurin-21-jre"), r.output());
        assertTrue(!r.output().contains("openjdk-21"), "Bookworm has no openjdk-21 package: " + r.output());
    }

    @Test
    void aNewEnoughJavaRunsTheJarWithTheArguments() throws Exception {
        Files.createSymbolicLink(bin.resolve("java"), fakeJava(dir.resolve("jdk17"), "17.0.2"));
        fakeJava(jvms.resolve("temurin-21"), "21.0.5");

        Command r = launch(Map.of("JAVA_HOME", dir.resolve("jdk17").toString()), "--simulate", "--port", "0");

        assertEquals(0, r.status(), r.output());
        assertEquals("ran temurin-21 with: --enable-native-access=ALL-UNNAMED -jar "
                + checkout.resolve("target/morrisboard.jar") + " --simulate --port 0", r.output().strip());
    }

    @Test
    void javaHomeComesFirstWhenItIsNewEnough() throws Exception {
        Files.createSymbolicLink(bin.resolve("java"), fakeJava(dir.resolve("jdk21"), "21.0.2"));
        fakeJava(dir.resolve("jdk25"), "25");

        Command r = launch(Map.of("JAVA_HOME", dir.resolve("jdk25").toString()), "config");

        assertEquals(0, r.status(), r.output());
        assertTrue(r.output().startsWith("ran jdk25 with:"), r.output());
    }

    /**
     * The first start builds the jar with {@code mvn -q}, whose Jansi (Debian 12's Maven 3.8.7) writes
     * a raw ESC[0m ESC[0m to standard output on exit even in batch mode, before the first log line
     * (newcomer finding 18), unless told {@code -Djansi.noreset=true}. The fake mvn here does as that
     * Maven does, and builds the jar.
     */
    @Test
    void theFirstBuildWritesNoRawColourCodes() throws Exception {
        Path jdk = dir.resolve("jdk21");
        Files.createSymbolicLink(bin.resolve("java"), fakeJava(jdk, "21.0.2"));
        Path javac = jdk.resolve("bin/javac");
        Files.writeString(javac, "#!/bin/sh\n");
        Files.setPosixFilePermissions(javac, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path mvn = bin.resolve("mvn");
        Files.writeString(mvn, """
                #!/bin/sh
                echo "mvn $*"
                case "$MAVEN_OPTS" in *-Djansi.noreset=true*) ;; *) printf '\\033[0m\\033[0m' ;; esac
                echo built > target/morrisboard.jar
                """);
        Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.delete(checkout.resolve("target/morrisboard.jar"));

        Command r = launch(Map.of("JAVA_HOME", jdk.toString()), "config");

        assertEquals(0, r.status(), r.output());
        assertTrue(r.output().contains("mvn -q -DskipTests package"), r.output());
        assertTrue(r.output().contains("ran jdk21 with:"), r.output());
        assertEquals(-1, r.output().indexOf('\u001b'), "no escape character: " + r.output());
    }

    @Test
    void passesShellcheck() throws Exception {
        Command.assertShellcheckClean(SCRIPT);
    }
}
