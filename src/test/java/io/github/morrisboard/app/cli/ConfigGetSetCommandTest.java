package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Cli;
import io.github.morrisboard.app.Main;

import io.github.morrisboard.config.ConfigException;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.config.SettingsEdit;
import io.github.morrisboard.files.Mutations;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code config get} and {@code config set}: single settings read and edited (the installer reads through {@code config get}). */
class ConfigGetSetCommandTest {
    @TempDir
    Path dir;

    private Path settings(String text) throws IOException {
        return Files.writeString(dir.resolve("morrisboard.properties"), text);
    }

    @Test
    void getPrintsTheValuesInForceOneALine() throws IOException {
        Path file = settings("# mine\nweb = view\nlevel = 9\n");
        Cli r = Cli.run("config", "get", "--config", file.toString(), "web", "web.port", "remote.broker", "level");
        assertEquals(0, r.status(), r.err());
        assertEquals("view\n8088\n\n9\n", r.out());
    }

    @Test
    void getRefusesAnUnknownKeyAndAFileTheBoardWouldRefuse() throws IOException {
        Path file = settings("level = 9\n");
        Cli unknown = Cli.run("config", "get", "--config", file.toString(), "webb");
        assertEquals(Main.EXIT_USAGE, unknown.status());
        assertEquals("error: unknown key 'webb'\n", unknown.err());
        Cli bad = Cli.run("config", "get", "--config", settings("level = 99\n").toString(), "web");
        assertEquals(Main.EXIT_USAGE, bad.status());
        assertEquals("", bad.out());
        assertEquals("error: " + file + ":1: key 'level': expected adaptive or a whole number from 1 to 10, got \"99\"\n", bad.err());
    }

    @Test
    void setReplacesTheLineOrAppendsItAndKeepsTheRest() throws IOException {
        Path file = settings("# mine\nweb = view\n\n#remote.broker = ssl://example:8883\nlevel = 9\n");
        Cli replaced = Cli.run("config", "set", "--config", file.toString(), "web", "play");
        assertEquals(0, replaced.status(), replaced.err());
        assertEquals("# mine\nweb = play\n\n#remote.broker = ssl://example:8883\nlevel = 9\n", replaced.out());
        Cli appended = Cli.run("config", "set", "--config", file.toString(), "remote.broker", "ssl://[2001:db8::7]:8884");
        assertEquals("# mine\nweb = view\n\n#remote.broker = ssl://example:8883\nlevel = 9\nremote.broker = ssl://[2001:db8::7]:8884\n",
                appended.out());
        assertEquals("# mine\n\n#remote.broker = ssl://example:8883\nlevel = 9\n",
                Cli.run("config", "set", "--config", file.toString(), "web", "").out(), "an empty value removes the line");
        assertEquals("# mine\nweb = view\n\n#remote.broker = ssl://example:8883\nlevel = 9\n", Files.readString(file), "the file is untouched");
    }

    @Test
    void setRefusesABadValueAloneAndAResultTheBoardWouldRefuse() throws IOException {
        Path file = settings("level = 9\n");
        Cli value = Cli.run("config", "set", "--config", file.toString(), "remote.broker", "ssl://localhost:99999");
        assertEquals(Main.EXIT_USAGE, value.status());
        assertEquals("", value.out());
        assertEquals("error: remote.broker: expected the broker as ssl://host:port (port 1 to 65535, nothing after it; "
                + "e.g. ssl://broker.example:8883), got \"ssl://localhost:99999\"\n", value.err());
        Cli key = Cli.run("config", "set", "--config", file.toString(), "levle", "3");
        assertEquals("error: levle: unknown key 'levle' (did you mean 'level'?)\n", key.err());
        Cli rest = Cli.run("config", "set", "--config", settings("level = 9\nlevel = 8\n").toString(), "web", "play");
        assertEquals(Main.EXIT_USAGE, rest.status());
        assertEquals("error: " + file + ":2: key 'level': set twice (first on line 1)\n", rest.err());
    }

    @Provide
    Arbitrary<String> settingsTexts() {
        return Mutations.near(List.of("# a board\nweb = view\nlevel = 9\n\n#remote.broker = ssl://b:8883\n",
                "mode = human-vs-ai\nweb.port = 8099\nremote.broker = ssl://broker.example:8883\nhints = off\n"));
    }

    /** Whatever the file held, setting web = play either is refused or reads back as play with every other value as it was. */
    @Property(tries = 1000)
    void aSettingSetReadsBackAndLeavesTheRest(@ForAll("settingsTexts") String text) {
        Path file = Path.of("/etc/morrisboard/morrisboard.properties");
        List<String> lines = text.lines().toList();
        Map<String, String> before;
        try {
            before = ConfigLoader.texts(ConfigLoader.parse(file, lines, Map.of()));
        } catch (ConfigException e) {
            return; // config set refuses what does not read (its test above)
        }
        Map<String, String> after = ConfigLoader.texts(ConfigLoader.parse(file, SettingsEdit.with(lines, "web", "play"), Map.of()));
        for (Map.Entry<String, String> e : before.entrySet()) {
            assertEquals(e.getKey().equals("web") ? "play" : e.getValue(), after.get(e.getKey()), e.getKey() + " in: " + text);
        }
    }
}
