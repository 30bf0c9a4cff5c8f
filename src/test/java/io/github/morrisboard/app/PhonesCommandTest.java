package io.github.morrisboard.app;

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

    @Test
    void aBadSettingsFileIsNamed() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.properties"), "web = open\n");
        Cli r = Cli.run("phones", "--config", file.toString());
        assertEquals(Main.EXIT_USAGE, r.status());
        assertTrue(r.err().contains("bad.properties:1: key 'web'"), r.err());
    }
}
