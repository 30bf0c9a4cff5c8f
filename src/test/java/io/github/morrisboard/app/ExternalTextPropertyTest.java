package io.github.morrisboard.app;

import io.github.morrisboard.config.ConfigException;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.files.Mutations;
import io.github.morrisboard.hardware.profile.ProfileException;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.hardware.profile.ProfileProblem;
import io.github.morrisboard.sensing.TraceFormatException;
import io.github.morrisboard.sensing.TraceParser;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every parser of external text (settings, profile, rules, traces, records) given random and mutated
 * inputs ends in a value or a one-line refusal naming the place, never another exception.
 */
class ExternalTextPropertyTest {
    static final Path SETTINGS = Path.of("/etc/morrisboard/morrisboard.properties");
    static final List<String> RULES = List.of("standard", "twelve", "twelve,flying=off",
            "standard,double-removal=on,draw-plies=50", "twelve,one-time-mill=on,remove-from-mills=always,repetition=off");

    static String oneLineOr(String what, String message) {
        assertTrue(Mutations.oneLine(message), what + ": not one line: " + message);
        return message;
    }

    @Provide
    Arbitrary<String> rules() {
        return Mutations.near(RULES);
    }

    @Property(tries = 3000)
    void rulesTextIsRulesOrOneLine(@ForAll("rules") String text) {
        try {
            Rules r = Rules.parse(text);
            assertTrue(Rules.parse(r.toString()).equals(r), "reads back: " + r);
        } catch (IllegalArgumentException e) {
            oneLineOr(text, e.getMessage());
            assertTrue(e.getMessage().startsWith("rules"), e.getMessage());
        }
    }

    @Provide
    Arbitrary<String> settings() {
        return Mutations.near(List.of(
                "mode = human-vs-ai\nlevel = 5\nrules = twelve,flying=off\nhints = true\n",
                "# a board\nai.color = white\nnight.from = 22:00\nnight.until = 07:30\nbrightness = 60\nport = 8080\n",
                "web = play\nweb.port = 8088\nlanguage = pl\nai.threads = auto\nai.seed = 42\nai.movetime = 2000\n",
                "remote.broker = ssl://broker.example:8883\nremote.user = board-a\nremote.game = \nremote.broadcast = false\n",
                "bind = 127.0.0.1\nstate.dir = state\nprofile = \nlog.level = debug\nhardware = simulator\n"));
    }

    @Property(tries = 2000)
    void settingsAreAConfigOrOneLineNamingFileAndLine(@ForAll("settings") String text) {
        try {
            ConfigLoader.parse(SETTINGS, text.lines().toList(), Map.of());
        } catch (ConfigException e) {
            oneLineOr(text, e.getMessage());
            assertTrue(e.getMessage().startsWith(SETTINGS.toString()), e.getMessage());
        }
    }

    @Provide
    Arbitrary<String> profiles() throws Exception {
        return Mutations.near(List.of(Files.readString(Path.of("firmware-config/hardware.properties"))));
    }

    @Property(tries = 1000)
    void aProfileIsAProfileOrProblemsEachOneLine(@ForAll("profiles") String text) {
        Path file = Path.of("/etc/morrisboard/hardware.properties");
        try {
            ProfileLoader.parse(file, text.lines().toList());
        } catch (ProfileException e) {
            assertTrue(!e.problems().isEmpty());
            for (ProfileProblem p : e.problems()) {
                oneLineOr(text, p.toString());
                assertTrue(p.toString().startsWith(file.toString()), p.toString());
            }
        }
    }

    @Provide
    Arbitrary<String> traces() {
        return Mutations.near(List.of("# rules twelve\n0 d6 1\n120 d6 0\n130 d6 1\n900 a1 1\n",
                "# a game\n# rules standard,flying=off\n\n0 a1 1\n15 a1 0\n20 a1 1\n2000 g7 1\n"));
    }

    @Property(tries = 800)
    void aTraceIsEdgesOrOneLineNamingTheLine(@ForAll("traces") String text) {
        List<String> lines = text.lines().toList();
        try {
            TraceParser.parse(lines);
        } catch (TraceFormatException e) {
            oneLineOr(text, e.getMessage());
            assertTrue(e.getMessage().startsWith("line "), e.getMessage());
        }
        TraceParser.headerRules(lines).ifPresent(r -> {
            try {
                Rules.parse(r);
            } catch (IllegalArgumentException e) {
                oneLineOr(r, e.getMessage());
            }
        });
    }

    @Provide
    Arbitrary<String> records() {
        return Mutations.near(List.of("d6 a1 d2 b4 d7 a4 f4 a7 xd7", "a1 d1 a4 d2 a7xd1 d3", "d6 f4 d7 b4 d5"));
    }

    @Property(tries = 2000)
    void aRecordIsAGameOrOneLineNamingThePly(@ForAll("records") String record) {
        for (Rules rules : List.of(Rules.STANDARD, Rules.TWELVE)) {
            try {
                Game.replay(rules, record);
            } catch (IllegalArgumentException e) {
                oneLineOr(record, e.getMessage());
            }
        }
    }
}
