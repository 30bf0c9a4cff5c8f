package io.github.morrisboard.config;

import io.github.morrisboard.app.Main;

import io.github.morrisboard.config.Config.Hardware;
import io.github.morrisboard.config.Config.LogLevel;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.words.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SequencedMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfigLoaderTest {

    /** The documented example: systemd/morrisboard.properties in the source tree. */
    private static final Path EXAMPLE = Path.of("systemd/morrisboard.properties");
    private static final Pattern SETTING = Pattern.compile("#([a-z][a-z.-]*) =(?: (.*))?");

    @TempDir
    Path dir;

    @Test
    void defaultsAreThePlayerFriendlyOnes() {
        Config c = ConfigLoader.defaults(Map.of());
        assertEquals(Mode.HUMAN_AI, c.mode());
        assertEquals(Color.BLACK, c.opponentColor());
        assertEquals(5, c.level());
        assertTrue(c.hints());
        assertEquals(Rules.STANDARD, c.rules());
        assertEquals(Path.of("state"), c.stateDir());
        assertEquals(Optional.empty(), c.profile());
        assertEquals(LogLevel.INFO, c.logLevel());
        assertEquals(Duration.ofSeconds(2), c.aiMoveTime());
        assertEquals("127.0.0.1", c.bind());
    }

    @Test
    void hardwareIsDecidedByTheDeviceTreeUnlessForced() throws IOException {
        assertEquals(Hardware.AUTO, ConfigLoader.defaults(Map.of()).hardware());
        assertTrue(Hardware.AUTO.real(() -> true));
        assertFalse(Hardware.AUTO.real(() -> false));
        assertTrue(ConfigLoader.read(write("hardware = pi\n"), Map.of()).hardware().real(() -> false));
        assertFalse(ConfigLoader.read(write("hardware = Simulator\n"), Map.of()).hardware().real(() -> true));
    }

    @Test
    void stateDirFollowsSystemdsStateDirectory() {
        Config c = ConfigLoader.defaults(Map.of("STATE_DIRECTORY", "/var/lib/morrisboard", "HOME", "/home/ann"));
        assertEquals(Path.of("/var/lib/morrisboard"), c.stateDir());
    }

    /** Newcomer finding 20: the games were kept in ./state, so a start from another folder resumed nothing. */
    @Test
    void offSystemdTheStateDirIsTheUsersOwnWhereverTheProgramIsStartedFrom() {
        assertEquals(Path.of("/home/ann/.local/state/morrisboard"),
                ConfigLoader.defaults(Map.of("HOME", "/home/ann")).stateDir(), "XDG's default");
        assertEquals(Path.of("/tmp/xdg/morrisboard"),
                ConfigLoader.defaults(Map.of("HOME", "/home/ann", "XDG_STATE_HOME", "/tmp/xdg")).stateDir());
        assertEquals(Path.of("/home/ann/.local/state/morrisboard"),
                ConfigLoader.defaults(Map.of("HOME", "/home/ann", "XDG_STATE_HOME", "relative/xdg")).stateDir(),
                "XDG: a relative XDG_STATE_HOME is ignored");
        assertEquals(Path.of("/home/ann/.local/state/morrisboard"),
                ConfigLoader.defaults(Map.of("HOME", "/home/ann", "STATE_DIRECTORY", " ")).stateDir());
        assertEquals(Path.of("state"), ConfigLoader.defaults(Map.of()).stateDir(), "no home: the folder started from");
        assertEquals(Path.of("state"), ConfigLoader.defaults(Map.of("HOME", "relative")).stateDir());
    }

    @Test
    void exampleFileDocumentsExactlyTheBuiltInDefaults() throws IOException {
        SequencedMap<String, String> documented = new LinkedHashMap<>();
        for (String line : Files.readAllLines(EXAMPLE)) {
            Matcher m = SETTING.matcher(line);
            if (m.matches()) {
                assertEquals(null, documented.put(m.group(1), m.group(2) == null ? "" : m.group(2)),
                        "documented twice: " + m.group(1));
            }
        }
        assertEquals(List.copyOf(ConfigLoader.defaultTexts().entrySet()), List.copyOf(documented.entrySet()),
                "systemd/morrisboard.properties must list every key with its built-in default, in order");
    }

    @Test
    void exampleFileWithEverySettingUncommentedLoadsAsTheDefaults() throws IOException {
        List<String> uncommented = Files.readAllLines(EXAMPLE).stream()
                .map(l -> SETTING.matcher(l).matches() ? l.substring(1) : l)
                .toList();
        Path file = dir.resolve("all.properties");
        Files.write(file, uncommented);
        Map<String, String> env = Map.of("STATE_DIRECTORY", "/var/lib/morrisboard");
        assertEquals(ConfigLoader.defaults(env), ConfigLoader.read(file, env));
        // and the commented original changes nothing either
        assertEquals(ConfigLoader.defaults(env), ConfigLoader.read(EXAMPLE, env));
    }

    @Test
    void remotePlayTakesNothingBack() throws IOException {
        // the other board keeps the first ply of each number: a takeback here would split the two records
        Config remote = ConfigLoader.read(write("mode = remote\ntakebacks = true\n"), Map.of());
        assertTrue(remote.takebacks());
        assertFalse(remote.takebacksAllowed());
        assertTrue(ConfigLoader.read(write("mode = human-vs-ai\ntakebacks = true\n"), Map.of()).takebacksAllowed());
    }

    @Test
    void fileOverridesDefaults() throws IOException {
        Path file = write("""
                # a comment
                ! another
                mode = ai-vs-ai
                  level=9
                hints = false
                rules = twelve,flying=off
                brightness = 0
                night.from = 21:30
                night.until = 6:15
                state.dir = games
                profile = /opt/board/profile.properties
                log.level = DEBUG
                port = 0
                ai.movetime = 15000
                ai.min.think = 0
                web = play
                web.port = 8099
                ai.threads = 3
                ai.seed = -42
                """);
        Config c = ConfigLoader.read(file, Map.of());
        assertEquals(Config.Web.PLAY, c.web());
        assertEquals(8099, c.webPort());
        assertEquals(Config.Web.OFF, ConfigLoader.defaults(Map.of()).web(), "no page unless asked for");
        assertEquals(Mode.AI_AI, c.mode());
        assertEquals(9, c.level());
        assertFalse(c.hints());
        assertEquals(Rules.parse("twelve,flying=off"), c.rules());
        assertFalse(c.rules().flying());
        assertEquals(12, c.rules().pieces());
        assertEquals(0, c.brightness());
        assertEquals(LocalTime.of(21, 30), c.nightFrom());
        assertEquals(LocalTime.of(6, 15), c.nightUntil());
        assertEquals(dir.toAbsolutePath().resolve("games"), c.stateDir(), "relative to the file's directory");
        assertEquals(Optional.of(Path.of("/opt/board/profile.properties")), c.profile());
        assertEquals(LogLevel.DEBUG, c.logLevel());
        assertEquals(0, c.port());
        assertEquals(Duration.ofSeconds(15), c.aiMoveTime());
        assertEquals(Duration.ZERO, c.aiMinThink(), "0: the AI answers as soon as it knows");
        assertEquals(java.util.OptionalLong.of(-42), c.aiSeed());
        assertEquals(java.util.OptionalLong.empty(), ConfigLoader.defaults(Map.of()).aiSeed(), "by default a new seed at each start");
        assertEquals(Duration.ofMillis(1200), ConfigLoader.defaults(Map.of()).aiMinThink(), "by default a person sees it think");
        assertEquals(3, c.aiSearchThreads());
        Config auto = ConfigLoader.defaults(Map.of());
        assertEquals(0, auto.aiThreads(), "auto by default");
        assertEquals(Math.max(1, Runtime.getRuntime().availableProcessors() - 1), auto.aiSearchThreads(), "all cores but one");
        assertEquals(Color.BLACK, c.opponentColor(), "unset keys keep their defaults");
    }

    @Test
    void unknownKeyNamesFileLineKeyAndSuggestsTheNearOne() throws IOException {
        Path file = write("mode = human-vs-human\n\nlevle = 3\n");
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.read(file, Map.of()));
        assertEquals(file, e.file());
        assertEquals(3, e.line());
        assertEquals(Optional.of("levle"), e.key());
        assertTrue(e.getMessage().startsWith(file + ":3: key 'levle': unknown key (did you mean 'level'?)"),
                e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "level = 11             | level       | expected adaptive or a whole number from 1 to 10, got \"11\"",
            "level = five           | level       | got \"five\"",
            "brightness = -1        | brightness  | from 0 to 100",
            "mode = human-vs-robot  | mode        | expected one of human-vs-human, human-vs-ai, ai-vs-ai",
            "ai.color = red         | ai.color    | expected white or black, got \"red\"",
            "hints = maybe          | hints       | expected true or false",
            "rules = twelve men     | rules       | unknown preset \"twelve men\" (presets: standard, twelve)",
            "rules = standard,fly=on | rules      | unknown option \"fly\"",
            "rules =                | rules       | rules: empty",
            "night.from = 25:00     | night.from  | expected a time of day HH:MM",
            "port = 70000           | port        | from 0 to 65535",
            "ai.movetime = 10       | ai.movetime | from 100 to 600000",
            "ai.min.think = 1.2     | ai.min.think | expected a whole number from 0 to 10000, got \"1.2\"",
            "ai.min.think = -1      | ai.min.think | from 0 to 10000",
            "ai.threads = 0         | ai.threads  | expected auto or a whole number from 1 to 64, got \"0\"",
            "ai.threads = all       | ai.threads  | expected auto or a whole number from 1 to 64, got \"all\"",
            "ai.seed = 1.5          | ai.seed     | expected random or a whole number, got \"1.5\"",
            "log.level = loud       | log.level   | expected one of trace, debug, info, warn, error, off",
            "web = open             | web         | expected one of off, view, play",
            "bind = my host         | bind        | expected a host name or IP address",
            "hardware = raspberry   | hardware    | expected one of auto, pi, simulator, got \"raspberry\"",
            "remote.broker = ssl://localhost:99999 | remote.broker | (port 1 to 65535, nothing after it; e.g. ssl://broker.example:8883), got \"ssl://localhost:99999\"",
            "remote.broker = tcp://localhost:0 | remote.broker | port 1 to 65535, nothing after it",
            "remote.broker = ssl://localhost:8883/path?x#y | remote.broker | port 1 to 65535, nothing after it",
            "remote.broker = ssl://localhost:8883?x | remote.broker | port 1 to 65535, nothing after it",
            "remote.broker = ssl://anna@localhost:8883 | remote.broker | port 1 to 65535, nothing after it",
            "remote.broker = ssl://localhost | remote.broker | port 1 to 65535, nothing after it",
            "language = de          | language    | expected auto or a language (en, ru, pl, cs, hu), got \"de\"",
    })
    void badValuesNameFileLineAndKey(String line, String key, String problem) throws IOException {
        Path file = write("# settings\n" + line + "\n");
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.read(file, Map.of()));
        assertEquals(2, e.line());
        assertEquals(Optional.of(key), e.key());
        assertTrue(e.getMessage().startsWith(file + ":2: key '" + key + "': "), e.getMessage());
        assertTrue(e.getMessage().contains(problem), e.getMessage());
    }

    @Test
    void languageIsAutoOrOneOfFive() throws IOException {
        assertEquals(Optional.empty(), ConfigLoader.defaults(Map.of()).language(), "auto: each browser's own");
        assertEquals(Optional.of(Language.RU), ConfigLoader.read(write("language = ru\n"), Map.of()).language());
        assertEquals(Optional.of(Language.HU), ConfigLoader.read(write("language = HU\n"), Map.of()).language());
        assertEquals(Optional.empty(), ConfigLoader.read(write("language = auto\n"), Map.of()).language());
    }

    @Test
    void keySetTwiceIsAnError() throws IOException {
        Path file = write("level = 3\nhints = true\nlevel = 4\n");
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.read(file, Map.of()));
        assertEquals(file + ":3: key 'level': set twice (first on line 1)", e.getMessage());
    }

    @Test
    void lineWithoutEqualsIsAnError() throws IOException {
        Path file = write("level 3\n");
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.read(file, Map.of()));
        assertEquals(file + ":1: expected 'key = value', got \"level 3\"", e.getMessage());
    }

    @Test
    void explicitFileMustExistButTheSystemFileMayBeAbsent() {
        Path missing = dir.resolve("nope.properties");
        ConfigException e = assertThrows(ConfigException.class,
                () -> ConfigLoader.load(Optional.of(missing), Map.of()));
        assertEquals(missing + ": cannot read: no such file", e.getMessage());
        Map<String, String> env = Map.of("CONFIGURATION_DIRECTORY", dir.toString());
        assertEquals(ConfigLoader.defaults(env), ConfigLoader.load(Optional.empty(), env));
    }

    @Test
    void systemdConfigurationDirectoryIsRead() throws IOException {
        Files.writeString(dir.resolve(ConfigLoader.FILE_NAME), "level = 2\n");
        Config c = ConfigLoader.load(Optional.empty(), Map.of("CONFIGURATION_DIRECTORY", dir.toString()));
        assertEquals(2, c.level());
    }

    @Test
    void nightBrightnessAppliesInsideTheWindowIncludingOverMidnight() {
        Config c = ConfigLoader.defaults(Map.of()); // 22:00 to 07:00, 60% by day, 15% by night
        assertEquals(60, c.brightnessAt(LocalTime.of(21, 59)));
        assertEquals(15, c.brightnessAt(LocalTime.of(22, 0)));
        assertEquals(15, c.brightnessAt(LocalTime.of(3, 0)));
        assertEquals(60, c.brightnessAt(LocalTime.of(7, 0)));
        Config evening = new Config(c.mode(), c.opponentColor(), c.level(), c.hints(), c.rules(), 80, 10,
                LocalTime.of(18, 0), LocalTime.of(20, 0), c.takebacks(), c.resume(), c.stateDir(), c.logLevel(),
                c.profile(), c.bind(), c.port(), c.aiMoveTime(), c.aiMinThink(), c.aiThreads(), c.aiSeed(), c.hardware(), c.language(), c.web(), c.webPort(), c.remote());
        assertEquals(10, evening.brightnessAt(LocalTime.of(19, 0)));
        assertEquals(80, evening.brightnessAt(LocalTime.of(20, 0)));
        Config never = new Config(c.mode(), c.opponentColor(), c.level(), c.hints(), c.rules(), 80, 10,
                LocalTime.NOON, LocalTime.NOON, c.takebacks(), c.resume(), c.stateDir(), c.logLevel(),
                c.profile(), c.bind(), c.port(), c.aiMoveTime(), c.aiMinThink(), c.aiThreads(), c.aiSeed(), c.hardware(), c.language(), c.web(), c.webPort(), c.remote());
        assertEquals(80, never.brightnessAt(LocalTime.NOON));
    }

    @Test
    void textsReadBackAsTheSameConfig() throws IOException {
        Path file = write("mode = ai-vs-ai\nai.color = white\nrules = twelve,flying=off,draw-plies=50\n"
                + "state.dir = /srv/games\nprofile = board.properties\nnight.from = 12:00\nnight.until = 12:00\n");
        Config c = ConfigLoader.read(file, Map.of());
        Path again = dir.resolve("again.properties");
        Files.write(again, ConfigLoader.texts(c).entrySet().stream().map(e -> e.getKey() + " = " + e.getValue()).toList());
        assertEquals(c, ConfigLoader.read(again, Map.of()));
        assertEquals("twelve,flying=off,draw-plies=50", ConfigLoader.texts(c).get("rules"));
        assertEquals(List.copyOf(ConfigLoader.defaultTexts().keySet()), List.copyOf(ConfigLoader.texts(c).keySet()));
    }

    @Test
    void configCommandPrintsTheSettingsOrTheErrorWithStatus2() throws IOException {
        Path good = write("level = 7\n");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(0, Main.run(new PrintWriter(out), new PrintWriter(err), "config", "--config", good.toString()));
        assertTrue(out.toString().lines().toList().contains("level = 7"), out.toString());
        assertTrue(out.toString().lines().toList().contains("mode = human-vs-ai"), out.toString());

        Files.writeString(good, "level = 7\ncolour = red\n");
        out = new StringWriter();
        assertEquals(Main.EXIT_USAGE, Main.run(new PrintWriter(out), new PrintWriter(err), "config", "--config", good.toString()));
        assertTrue(err.toString().contains(good + ":2: key 'colour': unknown key"), err.toString());

        out = new StringWriter();
        assertEquals(0, Main.run(new PrintWriter(out), new PrintWriter(err), "config", "--defaults"));
        assertEquals(ConfigLoader.defaultTexts().entrySet().stream().map(e -> e.getKey() + " = " + e.getValue()).toList(),
                out.toString().lines().toList());
    }

    private Path write(String text) throws IOException {
        Path file = dir.resolve("morrisboard.properties");
        Files.writeString(file, text);
        return file;
    }

    /** Issue 33: the level may follow the person's rating. */
    @Test
    void theLevelMayBeAdaptive() throws IOException {
        Config c = ConfigLoader.read(write("level = adaptive\n"), Map.of());
        assertEquals(Config.ADAPTIVE, c.level());
        assertTrue(c.setup().adaptive());
        assertEquals(5, c.setup().level(), "a newcomer's level until the menu reads the rating");
        assertFalse(ConfigLoader.read(write("level = 7\n"), Map.of()).setup().adaptive());
    }
}
