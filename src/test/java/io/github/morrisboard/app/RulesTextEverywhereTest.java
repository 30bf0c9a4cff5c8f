package io.github.morrisboard.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** F8: the rules text "," (and its cousins) is one line and exit status 2 wherever it is read, never a stack trace. */
class RulesTextEverywhereTest {
    static final List<String> BAD = List.of(",", ",,,", " , ");

    static void oneLine(Cli run, String what) {
        assertEquals(Main.EXIT_USAGE, run.status(), what + ": " + run.err());
        String err = run.err().strip();
        assertFalse(err.isEmpty(), what);
        assertFalse(err.contains("\n"), what + ": more than one line: " + err);
        assertFalse(err.contains("Exception") || err.contains("\tat "), what + ": " + err);
    }

    @Test
    void settingsNameFileLineAndKey(@TempDir Path dir) throws IOException {
        for (String bad : BAD) {
            Path p = Files.writeString(dir.resolve("r.properties"), "level = 5\nrules = " + bad + "\n");
            Cli run = Cli.run("config", "--config", p.toString());
            oneLine(run, "rules = " + bad);
            assertTrue(run.err().contains(p + ":2: key 'rules': "), run.err());
        }
    }

    @Test
    void theRulesOptionOfEveryEngineCommand() {
        for (String bad : BAD) {
            for (List<String> cmd : List.of(List.of("perft", "1"), List.of("moves"), List.of("bestmove"),
                    List.of("analyse"), List.of("selfplay"), List.of("tables"))) {
                List<String> args = new java.util.ArrayList<>(cmd);
                args.add("--rules");
                args.add(bad);
                Cli run = Cli.run(args.toArray(String[]::new));
                oneLine(run, args.toString());
            }
        }
    }

    @Test
    void aReplayHeader(@TempDir Path dir) throws IOException {
        Path trace = Files.writeString(dir.resolve("t.trace"), "# rules ,\n0 d6 1\n");
        Cli run = Cli.run("replay", trace.toString());
        oneLine(run, "# rules ,");
        assertTrue(run.err().startsWith("error: " + trace + ": the header's \"# rules ,\": "), run.err());
    }

    @Test
    void uciAnswersAnErrorAndGoesOn() {
        Cli run = Cli.runWithInput("setoption name Rules value ,\nsetoption name Rules value ,,,\nisready\nquit\n", "uci");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(2, lines.stream().filter(l -> l.startsWith("info string error: option Rules: rules \"")).count(), run.out());
        assertEquals("readyok", lines.getLast(), run.out());
    }
}
