package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Cli;
import io.github.morrisboard.app.Main;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code spectate} refuses what it cannot start with, naming the setting or option, before it connects or listens. */
class SpectateCommandTest {
    @TempDir
    Path dir;

    private Path settings(String... lines) throws Exception {
        return Files.writeString(dir.resolve("spectate.properties"), String.join("\n", lines) + "\n");
    }

    @Test
    void withoutABrokerItSaysWhichSettingIsMissing() throws Exception {
        Cli r = Cli.run("spectate", "--config", settings("remote.user = watcher").toString(), "--port", "0");
        assertEquals(Main.EXIT_USAGE, r.status(), r.out() + r.err());
        assertTrue(r.err().contains("remote.broker") && r.err().contains("spectate needs the broker"), r.err());
    }

    @Test
    void aPasswordFileOthersMayReadIsRefusedByName() throws Exception {
        Path password = Files.writeString(dir.resolve("password"), "secret\n");
        Files.setPosixFilePermissions(password, PosixFilePermissions.fromString("rw-r--r--"));
        Cli r = Cli.run("spectate", "--config", settings("remote.broker = ssl://127.0.0.1:1", "remote.user = watcher",
                "remote.password-file = " + password).toString(), "--port", "0");
        assertEquals(Main.EXIT_USAGE, r.status(), r.out() + r.err());
        assertTrue(r.err().contains("remote.password-file") && r.err().contains("may be read by others"), r.err());
    }

    @Test
    void aBadPortOrAddressIsNamed() throws Exception {
        Path password = Files.writeString(dir.resolve("password"), "secret\n");
        Files.setPosixFilePermissions(password, PosixFilePermissions.fromString("rw-------"));
        String file = settings("remote.broker = ssl://127.0.0.1:1", "remote.user = watcher", "remote.password-file = " + password).toString();
        Cli port = Cli.run("spectate", "--config", file, "--port", "70000");
        assertEquals(Main.EXIT_USAGE, port.status());
        assertTrue(port.err().contains("--port: expected a port from 0 to 65535, got 70000"), port.err());
        Cli bind = Cli.run("spectate", "--config", file, "--bind", "300.1.1.1", "--port", "0");
        assertEquals(Main.EXIT_USAGE, bind.status());
        assertTrue(bind.err().contains("--bind: \"300.1.1.1\" is not an IPv4 address"), bind.err());
    }
}
