package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Cli;
import io.github.morrisboard.app.Main;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad options and parameters: one line, exit status 2, before anything starts. */
class CommandLineTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "perft -1         | error: DEPTH: expected 0 to 10 plies, got -1 (see morrisboard perft --help)",
            "perft 11         | error: DEPTH: expected 0 to 10 plies, got 11 (see morrisboard perft --help)",
            "perft 1000       | error: DEPTH: expected 0 to 10 plies, got 1000 (see morrisboard perft --help)",
            "perft 9 --full   | error: DEPTH: expected 0 to 8 moves (with --full), got 9 (see morrisboard perft --help)",
            "--port 99999     | error: --port: expected a port from 0 to 65535, got 99999 (see morrisboard --help)",
            "--port -1        | error: --port: expected a port from 0 to 65535, got -1 (see morrisboard --help)",
            "perft --bogus 3  | error: Unknown option: '--bogus' (see morrisboard perft --help)",
            "perft            | error: Missing required parameter: 'DEPTH' (see morrisboard perft --help)",
            "replay --rules   | error: Missing required parameter for option '--rules' (R) (see morrisboard replay --help)",
            "moves --moves    | error: Missing required parameter for option '--moves' (PLIES) (see morrisboard moves --help)",
            "--bogus          | error: Unknown option: '--bogus' (see morrisboard --help)",
            "selfplay --games x | error: Invalid value for option '--games': 'x' is not an int (see morrisboard selfplay --help)",
    })
    void anOptionErrorIsOneLineAndExitStatus2(String args, String line) {
        Cli run = Cli.run(args.split(" "));
        assertEquals(Main.EXIT_USAGE, run.status());
        assertEquals(List.of(line), run.err().lines().toList());
        assertEquals("", run.out(), "nothing started, no usage");
    }

    /**
     * The controller's start builds no subcommand (picocli's reflection over all of them was the
     * largest cost before READY); anything else that may name one, or asks for the help, gets them all.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "                                   | false",
            "--simulate                         | false",
            "--config /etc/m.properties --port 0 | false",
            "--config=/etc/m.properties --board a1,a4 --simulate | false",
            "--port -1                          | false",
            "--config perft                     | false",
            "perft 3                            | true",
            "--config /etc/m.properties setup --web play | true",
            "help                               | true",
            "--help                             | true",
            "-h                                 | true",
            "--version                          | true",
            "--bogus                            | true",
            "--simulate puzzles                 | true",
    })
    void onlyAnArgumentThatMayNameASubcommandBuildsThem(String args, boolean needed) {
        String[] words = args == null ? new String[0] : args.split(" ");
        assertEquals(needed, Main.needsSubcommands(new picocli.CommandLine(new Main()).getCommandSpec(), words));
    }

    /**
     * The top-level help lists each subcommand with a summary that is one whole short sentence: on
     * one line of the listing (not wrapped), starting with a capital, ending with a full stop, its
     * parentheses closed. picocli lists the first line of the header, else of the description,
     * which had been cut mid-sentence ("hardware-check … checks that", "wiring … (SVG, PNG, and PDF").
     */
    @Test
    void theHelpListsEverySubcommandWithAWholeOneLineSentence() {
        List<String> help = Cli.run("--help").out().lines().dropWhile(l -> !l.equals("Commands:")).skip(1).toList();
        java.util.Map<String, String> summaries = new java.util.LinkedHashMap<>();
        java.util.Set<String> wrapped = new java.util.TreeSet<>();
        String last = "";
        for (String l : help) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^  (\\S+)\\s+(.*)$").matcher(l);
            if (m.matches()) {
                last = m.group(1);
                summaries.put(last, m.group(2));
            } else { // picocli wrapped the summary: judged whole, then refused for not fitting one line
                summaries.merge(last, " " + l.strip(), String::concat);
                wrapped.add(last);
            }
        }
        assertEquals(Main.commandLine().getSubcommands().keySet(), summaries.keySet());
        List<String> bad = new java.util.ArrayList<>();
        summaries.forEach((name, summary) -> {
            String why = name + ": \"" + summary + "\"";
            if (!summary.matches("[A-Z].*[^.]\\.") || summary.matches(".*\\.\\s.*")) {
                bad.add("not one sentence with a full stop: " + why);
            } else if (summary.chars().filter(c -> c == '(').count() != summary.chars().filter(c -> c == ')').count()) {
                bad.add("parentheses left open: " + why);
            } else if (summary.matches(".*\\b(that|and|or|the|a|of|with|to|for|by|in)\\.$")) {
                bad.add("cut after a joining word: " + why);
            }
        });
        assertEquals(List.of(), bad);
        assertEquals(java.util.Set.of(), wrapped, "summaries longer than a line: " + summaries);
    }

    /**
     * No subcommand's help breaks a file name across lines: picocli wraps at a dot or a slash, and the
     * profile's default read "firmware-config/hardware." / "properties" (newcomer finding 17).
     */
    @Test
    void noHelpPageBreaksAFileNameAcrossLines() {
        List<String> split = new java.util.ArrayList<>();
        Main.commandLine().getSubcommands().forEach((name, sub) -> {
            String help = Cli.run(name, "--help").out();
            sub.getCommandSpec().options().stream().flatMap(o -> java.util.Arrays.stream(o.description()))
                    .flatMap(d -> java.util.regex.Pattern.compile("[\\w-]+/[\\w.-]*\\w").matcher(d).results())
                    .map(java.util.regex.MatchResult::group)
                    .filter(file -> !help.contains(file))
                    .forEach(file -> split.add(name + ": " + file));
        });
        assertEquals(List.of(), split);
    }

    @Test
    void depthsAtTheEdgesOfTheRangeRun() {
        assertEquals("nodes 1", Cli.run("perft", "0").lastLine());
        assertEquals("nodes 1", Cli.run("perft", "0", "--full").lastLine());
    }

    @Test
    void everySubcommandPrintsTheVersion() {
        String version = Cli.run("--version").out().strip();
        assertTrue(version.startsWith("morrisboard "), version);
        for (String sub : new String[]{"perft", "moves", "replay", "config", "bestmove", "uci", "tables", "selfplay",
                "hardware-check"}) {
            Cli run = Cli.run(sub, "--version");
            assertEquals(0, run.status(), sub);
            assertEquals(version, run.out().strip(), sub);
        }
    }
}
