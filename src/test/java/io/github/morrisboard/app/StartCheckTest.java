package io.github.morrisboard.app;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigException;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.files.SpecialFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Settings that parse but that the start could not use: {@code config} and the start refuse them
 * alike, with the file, line and key. (Tests run as root, so unwritable places are ones no
 * permission bit can open: a path under a regular file, {@code /proc}, a device.)
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class StartCheckTest {
    @TempDir
    Path dir;

    Path settings(String text) throws IOException {
        return Files.writeString(dir.resolve("morrisboard.properties"), text);
    }

    /** The start's message, and {@code config}'s (exit status 2, the same line on standard error). */
    String refused(String text) throws IOException {
        Path file = settings(text);
        String start = assertThrows(ConfigException.class,
                () -> ConfigLoader.loadForStart(Optional.of(file), Map.of(), true)).getMessage();
        Cli config = Cli.run("config", "--config", file.toString());
        assertEquals(Main.EXIT_USAGE, config.status(), config.out());
        assertEquals("error: " + start, config.err().strip());
        return start;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "999.999.999.999 | \"999.999.999.999\" is not an IPv4 address (four numbers 0 to 255, such as 127.0.0.1)",
            "127.0.0.1%eth0  | \"127.0.0.1%eth0\": a zone (%…) is not supported; give the address alone",
            "no.such.host.invalid | \"no.such.host.invalid\" does not resolve to an address here",
            "192.0.2.1       | \"192.0.2.1\" (192.0.2.1) is not an address of this machine",
    })
    void aBindAddressTheStartCannotUseIsRefusedWithFileLineAndKey(String bind, String why) throws IOException {
        assertEquals(dir.resolve("morrisboard.properties") + ":2: key 'bind': " + why, refused("# sim\nbind = " + bind + "\n"));
    }

    @Test
    void goodBindAddressesPass() throws IOException {
        for (String bind : new String[]{"127.0.0.1", "0.0.0.0", "localhost", "::1", "[::1]", "::"}) {
            Path file = settings("bind = " + bind + "\n");
            assertEquals(bind, ConfigLoader.loadForStart(Optional.of(file), Map.of(), true).bind());
        }
    }

    @Test
    void remotePlayNeedsItsSettingsAndAPrivatePasswordFile() throws IOException {
        Path f = dir.resolve("morrisboard.properties");
        assertEquals(f + ": key 'remote.broker': mode remote needs the broker (ssl://host:port)", refused("mode = remote\n"));
        assertEquals(f + ":2: key 'remote.broker': expected the broker as ssl://host:port (port 1 to 65535, nothing after it; e.g. ssl://broker.example:8883), got \"broker\"",
                refused("mode = remote\nremote.broker = broker\n"));
        assertEquals(f + ":3: key 'remote.game': game code \"a1,b4\" has 2 points; it needs 4",
                refused("mode = remote\nremote.broker = ssl://127.0.0.1:8883\nremote.game = a1,b4\n"));
        // The user is a level of the game's topics (…/by/<user>/…): a wildcard in it would write or read as every board.
        for (String user : new String[]{"board/A", "board+", "#", "board A"}) {
            assertEquals(f + ":3: key 'remote.user': expected the board's broker user name, without /, +, #, or spaces (it is a "
                            + "level of the game's MQTT topics), got \"" + user + "\"",
                    refused("mode = remote\nremote.broker = ssl://127.0.0.1:8883\nremote.user = " + user + "\n"));
        }
        Path password = Files.writeString(dir.resolve("password"), "s3cret\n");
        Files.setPosixFilePermissions(password, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        String remote = "mode = remote\nremote.broker = ssl://127.0.0.1:8883\nremote.user = boardA\nremote.game = a1,b4,d2,g7\n"
                + "remote.password-file = password\n";
        assertEquals(f + ":5: key 'remote.password-file': " + password + " may be read by others (rw-r--r--); "
                + "make it the service user's alone: chmod 600 " + password, refused(remote));
        Files.setPosixFilePermissions(password, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        Config c = ConfigLoader.loadForStart(Optional.of(settings(remote)), Map.of(), true);
        assertEquals(new Config.Remote("ssl://127.0.0.1:8883", "boardA", Optional.of(password), "a1-b4-d2-g7"), c.remote());
    }

    @Test
    void aPrivateCaFileThatIsMissingOrNotACertificateIsRefusedNamingTheKey() throws Exception {
        Path f = dir.resolve("morrisboard.properties");
        Path password = Files.writeString(dir.resolve("password"), "s3cret\n");
        Files.setPosixFilePermissions(password, java.nio.file.attribute.PosixFilePermissions.fromString("rw-------"));
        String remote = "mode = remote\nremote.broker = ssl://127.0.0.1:8883\nremote.user = boardA\nremote.game = a1,b4,d2,g7\n"
                + "remote.password-file = password\nremote.ca-file = ca.pem\n";
        Path ca = dir.resolve("ca.pem");
        assertEquals(f + ":6: key 'remote.ca-file': " + ca + " does not exist (expected the PEM certificate of the CA "
                + "that signed the broker's)", refused(remote));
        Files.writeString(ca, "-----BEGIN PRIVATE KEY-----\nMEECAQAwEwYHKoZIzj0CAQYIKoZIzj0DAQcEJzAlAgEBBCA=\n-----END PRIVATE KEY-----\n");
        assertEquals(f + ":6: key 'remote.ca-file': " + ca + " holds no PEM certificate (expected -----BEGIN CERTIFICATE-----: "
                + "the CA that signed the broker's certificate)", refused(remote));
        Files.writeString(ca, "-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n");
        assertTrue(refused(remote).startsWith(f + ":6: key 'remote.ca-file': " + ca + " is not a readable PEM certificate ("),
                refused(remote));
        io.github.morrisboard.remote.TestCa.write(dir.resolve("made"), "dns:localhost");
        Files.copy(dir.resolve("made").resolve("ca.pem"), ca, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Config c = ConfigLoader.loadForStart(Optional.of(settings(remote)), Map.of(), true);
        assertEquals(Optional.of(ca), c.remote().caFile());
    }

    @Test
    void aMissingProfileIsRefused() throws IOException {
        assertEquals(dir.resolve("morrisboard.properties") + ":1: key 'profile': hardware profile /nonexistent not found "
                + "(looked for /nonexistent; the default is firmware-config/hardware.properties)", refused("profile = /nonexistent\n"));
    }

    @Test
    void aProfileThatIsNotAFileIsRefusedWithoutReadingIt() throws Exception {
        assertEquals(dir.resolve("morrisboard.properties") + ":1: key 'profile': hardware profile /dev/zero: "
                + "not a regular file (a character device)", refused("profile = /dev/zero\n"));
        SpecialFiles.fifo(dir.resolve("fifo"));
        assertTrue(refused("profile = fifo\n").endsWith(dir.resolve("fifo") + ": not a regular file (a FIFO)"));
    }

    @Test
    void aProfileThatDoesNotParseIsRefusedWithItsFirstProblem() throws IOException {
        Files.writeString(dir.resolve("bad.properties"), "i2c.bus = 1\n");
        String why = refused("\nprofile = bad.properties\n");
        assertTrue(why.startsWith(dir.resolve("morrisboard.properties") + ":2: key 'profile': " + dir.resolve("bad.properties")
                + ": "), why);
        assertTrue(why.contains("more problems; see the profile") && !why.contains("\n"), why);
    }

    @Test
    void aStateDirThatIsNotAWritableDirectoryIsRefused() throws IOException {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        String where = dir.resolve("morrisboard.properties") + ":1: key 'state.dir': ";
        assertEquals(where + file + " is not a directory (a file)", refused("state.dir = a-file\n"));
        assertEquals(where + "/dev/null is not a directory (a device or special file)", refused("state.dir = /dev/null\n"));
        assertTrue(refused("state.dir = /proc\n").startsWith(where + "/proc is not writable ("));
        Path under = file.resolve("games");
        String start = assertThrows(ConfigException.class, () -> ConfigLoader.loadForStart(
                Optional.of(settings("state.dir = a-file/games\n")), Map.of(), false)).getMessage();
        assertTrue(start.startsWith(where + under + " cannot be created ("), start);
        Cli config = Cli.run("config", "--config", dir.resolve("morrisboard.properties").toString());
        assertEquals(Main.EXIT_USAGE, config.status());
        assertTrue(config.err().startsWith("error: " + where + under + " does not exist and cannot be created ("), config.err());
    }

    @Test
    void aMissingStateDirIsCreatedAtTheStartOnly() throws IOException {
        Path file = settings("state.dir = games/board\n");
        assertEquals(0, Cli.run("config", "--config", file.toString()).status());
        assertTrue(Files.notExists(dir.resolve("games")), "config creates nothing");
        assertEquals(dir.resolve("games/board"), ConfigLoader.loadForStart(Optional.of(file), Map.of(), false).stateDir());
        assertTrue(Files.isDirectory(dir.resolve("games/board")));
        try (var left = Files.list(dir.resolve("games/board"))) {
            assertEquals(0, left.count(), "the write check leaves nothing behind");
        }
    }

    @Test
    void theStartRefusesBeforeTouchingHardwareWithExitStatus2() throws IOException {
        Path file = settings("state.dir = /dev/null\n");
        Cli run = Cli.run("--simulate", "--config", file.toString());
        assertEquals(Main.EXIT_USAGE, run.status());
        assertEquals("error: " + file + ":1: key 'state.dir': /dev/null is not a directory (a device or special file)",
                run.err().strip());
        assertEquals("", run.out(), "no simulator started");
    }

    @Test
    void aSettingsFileThatIsNotAFileIsRefusedWithoutReadingIt() throws Exception {
        Cli zero = Cli.run("config", "--config", "/dev/zero");
        assertEquals(Main.EXIT_USAGE, zero.status());
        assertEquals("error: /dev/zero: not a regular file (a character device)", zero.err().strip());
        Path fifo = SpecialFiles.fifo(dir.resolve("settings.fifo"));
        assertEquals("error: " + fifo + ": not a regular file (a FIFO)", Cli.run("config", "--config", fifo.toString()).err().strip());
    }

    @Test
    void aLeadingByteOrderMarkIsIgnored() throws IOException {
        Path file = settings("\uFEFFlevel = 3\nhints = false\n");
        assertEquals(3, ConfigLoader.read(file, Map.of()).level());
    }
}
