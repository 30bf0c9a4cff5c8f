package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Cli;
import io.github.morrisboard.app.Main;

import io.github.morrisboard.web.Sessions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.*;

class PhonesCommandTest {
    @TempDir
    Path dir;

    @Test
    void countsThePairedPhonesAndForgetsThemAll() throws Exception {
        Path file = Files.writeString(dir.resolve("morrisboard.properties"), "state.dir = " + dir + "\n");
        Sessions sessions = new Sessions(dir);
        String token = sessions.issue();
        sessions.issue();
        Cli count = Cli.run("phones", "--config", file.toString());
        assertEquals(0, count.status(), count.err());
        assertTrue(count.out().startsWith("2 paired phone(s)"), count.out());
        Cli forget = Cli.run("phones", "--forget", "--config", file.toString());
        assertEquals(0, forget.status(), forget.err());
        assertTrue(forget.out().startsWith("forgot 2 paired phones"), forget.out());
        assertFalse(sessions.valid(token));
        assertFalse(Files.exists(dir.resolve(Sessions.FILE)));
    }

    /** F11: a FIFO (or /dev/zero) as the file of sessions: refused in one line, at once; --forget still removes it. */
    @Test
    @org.junit.jupiter.api.Timeout(20)
    void aFifoIsRefusedInOneLineAndForgetRemovesIt() throws Exception {
        Path file = Files.writeString(dir.resolve("morrisboard.properties"), "state.dir = " + dir + "\n");
        Path sessions = dir.resolve(Sessions.FILE);
        assertEquals(0, new ProcessBuilder("mkfifo", sessions.toString()).start().waitFor());
        Cli count = Cli.run("phones", "--config", file.toString());
        assertEquals(1, count.status());
        assertEquals(1, count.err().strip().lines().count(), count.err());
        assertTrue(count.err().contains(sessions + ": not a regular file (a FIFO)"), count.err());
        Cli forget = Cli.run("phones", "--forget", "--config", file.toString());
        assertEquals(0, forget.status(), forget.err());
        assertFalse(Files.exists(sessions, java.nio.file.LinkOption.NOFOLLOW_LINKS));
        Files.createSymbolicLink(sessions, Path.of("/dev/zero"));
        Cli zero = Cli.run("phones", "--config", file.toString());
        assertEquals(1, zero.status());
        assertTrue(zero.err().contains("not a regular file (a character device)"), zero.err());
    }

    @Test
    void eachSessionsEndIsShown() throws Exception {
        Path file = Files.writeString(dir.resolve("morrisboard.properties"), "state.dir = " + dir + "\n");
        new Sessions(dir, () -> 1_800_000_000_000L).issue(); // 2027-01-15 08:00 UTC
        Files.writeString(dir.resolve(Sessions.FILE), Files.readString(dir.resolve(Sessions.FILE))
                .replace(" 1800000000000", " " + (System.currentTimeMillis() - 1000)));
        Cli count = Cli.run("phones", "--config", file.toString());
        assertEquals(0, count.status(), count.err());
        assertTrue(count.out().contains("a session lasts 30 days"), count.out());
        assertTrue(count.out().contains("phone 1: its session ends " + java.time.LocalDate.now(java.time.ZoneOffset.UTC).plusDays(30)), count.out());
    }

    @Test
    void aBadSettingsFileIsNamed() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.properties"), "web = open\n");
        Cli r = Cli.run("phones", "--config", file.toString());
        assertEquals(Main.EXIT_USAGE, r.status());
        assertTrue(r.err().contains("bad.properties:1: key 'web'"), r.err());
    }
}
