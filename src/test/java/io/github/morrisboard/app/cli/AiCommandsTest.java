package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Cli;
import io.github.morrisboard.app.Main;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bestmove, uci, selfplay and tables through {@link Main#run} ({@link Cli} captures their output and gives their input). */
class AiCommandsTest {
    private static List<String> lines(Cli run) {
        return run.out().lines().toList();
    }

    @Test
    void bestmoveAnswersALegalPly() {
        String moves = "d6 f4 d2 b4";
        Cli run = Cli.run("bestmove", "--moves", moves, "--movetime", "200");
        assertEquals(0, run.status());
        String ply = run.lastLine().substring("bestmove ".length());
        Game g = Game.replay(Rules.STANDARD, moves);
        assertTrue(g.position().isLegal(Notation.parsePly(ply)), run.lastLine());
    }

    @Test
    void bestmoveSearchesWithThreadsAndRefusesZero() {
        String moves = "d6 f4 d2 b4";
        Cli run = Cli.run("bestmove", "--moves", moves, "--movetime", "200", "--threads", "3");
        assertEquals(0, run.status());
        String ply = run.lastLine().substring("bestmove ".length());
        assertTrue(Game.replay(Rules.STANDARD, moves).position().isLegal(Notation.parsePly(ply)), run.lastLine());
        Cli zero = Cli.run("bestmove", "--moves", moves, "--threads", "0");
        assertEquals(Main.EXIT_USAGE, zero.status());
        assertTrue(zero.err().contains("threads must be 1..64, not 0"), zero.err());
    }

    @Test
    void analyseMarksTheBlunderAndSaysWhatWasBetter(@TempDir Path dir) throws Exception {
        String record = "a1 b4 d1 a7 g1 xb4";
        Cli run = Cli.run("analyse", "--moves", record, "--nodes", "20000", "--you", "black");
        assertEquals(0, run.status(), run.err());
        List<String> out = lines(run);
        assertTrue(out.get(4).matches("\\s+4\\s+2\\. black\\s+a7\\s+g1\\s+\\S+\\s+\\S+ \\?\\?"), out.get(4));
        assertTrue(out.contains("Your move 2 (a7??) lost about a piece: g1 was better."), run.out());

        // the same game from the history of a state directory, and from a file
        new io.github.morrisboard.store.GameStore(dir).appendHistory(
                new io.github.morrisboard.setup.Setup(io.github.morrisboard.setup.Mode.HUMAN_AI,
                        io.github.morrisboard.engine.Color.WHITE, 5, true, Rules.STANDARD),
                Game.replay(Rules.STANDARD, record));
        Cli fromHistory = Cli.run("analyse", "--history", dir.toString(), "--game", "1", "--nodes", "20000", "--you", "black");
        assertEquals(run.out(), fromHistory.out());
        Path file = dir.resolve("game.rec");
        Files.writeString(file, "# a short game\na1 b4\nd1 a7 g1 xb4\n");
        assertEquals(run.out(), Cli.run("analyse", "--file", file.toString(), "--nodes", "20000", "--you", "black").out());

        Cli noGame = Cli.run("analyse", "--history", dir.toString(), "--game", "2");
        assertEquals(Main.EXIT_USAGE, noGame.status());
        assertTrue(noGame.err().contains("holds 1 games; --game must be 1..1, not 2"), noGame.err());
        Cli two = Cli.run("analyse", "--moves", record, "--file", file.toString());
        assertEquals(Main.EXIT_USAGE, two.status());
        assertTrue(two.err().contains("exactly one of --moves, --file and --history"), two.err());
    }

    @Test
    void bestmoveThinksForItsMovetimeCountedFromTheReadyPosition() {
        // full strength deepens until its time is up, so a search given its whole time ends well past
        // the half (a busy machine does not make that earlier); the start of the process (long past in
        // this test's JVM) no longer eats into it
        Cli run = Cli.run("bestmove", "--moves", EngineCommandsTest.MOVING, "--movetime", "400");
        String info = lines(run).stream().filter(l -> l.startsWith("info depth")).findFirst().orElseThrow();
        long millis = Long.parseLong(info.replaceAll(".* time (\\d+) .*", "$1"));
        assertTrue(millis >= 200, "searched " + millis + " ms of 400: " + info);
    }

    @Test
    void bestmoveAnswersTheRemovalWhenOneIsOwed() {
        // white a1 d1 g1 closes a mill: white owes a removal
        Cli run = Cli.run("bestmove", "--moves", "a1 b4 d1 f4 g1", "--movetime", "100");
        assertEquals(0, run.status());
        assertTrue(run.lastLine().matches("bestmove x(b4|f4)"), run.lastLine());
    }

    @Test
    void bestmoveSaysNoneWhenTheGameIsOverAndAnswersEachStdinLine() {
        Cli run = Cli.runWithInput("\na1 b4 d1 f4 g1\nzz\n", "bestmove", "--stdin", "--movetime", "50", "--level", "3");
        assertEquals(2, run.status());
        List<String> answers = lines(run).stream().filter(l -> l.startsWith("bestmove") || l.startsWith("error")).toList();
        assertEquals(3, answers.size(), run.out());
        assertTrue(answers.get(1).startsWith("bestmove x"), answers.toString());
        assertTrue(answers.get(2).startsWith("error: line 3"), answers.toString());
    }

    @Test
    void badOptionsExitWithTwo() {
        Cli level = Cli.run("bestmove", "--level", "11");
        assertEquals(2, level.status());
        assertTrue(level.err().contains("level must be 1..10"), level.err());
        assertEquals(2, Cli.run("bestmove", "--movetime", "0").status());
        assertEquals(2, Cli.run("bestmove", "--tables", "/nonexistent/t.bin").status());
    }

    @Test
    void uciSpeaksSanmillsProtocol() throws Exception {
        try (LiveCli uci = LiveCli.start("uci")) {
            uci.send("uci").send("isready").send("setoption name SkillLevel value 10").send("setoption name MoveTime value 100")
                    .send("setoption name flying value off").send("position startpos moves d6 f4").send("go movetime 100");
            String first = uci.await(s -> s.startsWith("bestmove "), "the first answer"); // a front end waits for it
            uci.send("position startpos moves a1 b4 d1 f4 g1").send("go");
            String second = uci.await(s -> s.startsWith("bestmove "), "the second answer");
            uci.send("setoption name level value 99").send("quit");
            assertEquals(0, uci.finish());
            List<String> l = uci.lines();
            assertEquals("id name morrisboard", l.get(0));
            assertTrue(l.contains("uciok") && l.contains("readyok"), l.toString());
            Game g = Game.replay(Rules.parse("standard,flying=off"), "d6 f4");
            assertTrue(g.position().isLegal(Notation.parsePly(first.substring(9))), first);
            assertTrue(second.matches("bestmove x(b4|f4)"), second);
            assertTrue(l.stream().anyMatch(s -> s.startsWith("info string error: option level")), l.toString());
            assertEquals(1, l.stream().filter(s -> s.startsWith("info string error")).count(), l.toString());
        }
    }

    /** go nodes N: a budget counted in the search's clock readings, so the same answer on any machine, however busy. */
    @Test
    void uciGoNodesAnswersTheSameEveryTime() {
        String in = "position startpos moves d6 f4 d2 b4 a1 g7 d7 g4\ngo nodes 60000\n";
        List<String> first = answersOf(in), second = answersOf(in);
        assertEquals(2, first.size(), first.toString());
        assertEquals(first, second, "the same search, the same answer (time and nps aside)");
        long nodes = Long.parseLong(first.getFirst().replaceAll(".* nodes (\\d+).*", "$1"));
        assertTrue(nodes > 40_000 && nodes < 80_000, "about 60,000 nodes: " + first);
    }

    /** The info and bestmove lines {@code uci} answers to {@code in}, without the time and the speed. */
    private static List<String> answersOf(String in) {
        return lines(Cli.runWithInput(in, "uci")).stream().filter(s -> s.startsWith("bestmove ") || s.startsWith("info depth"))
                .map(s -> s.replaceAll(" time \\d+ nps \\d+", "")).toList();
    }

    @Test
    void uciListsEveryOptionWithItsTypeDefaultAndRange() {
        List<String> announced = lines(Cli.runWithInput("uci\n", "uci")).stream()
                .filter(l -> l.startsWith("option ")).toList();
        assertEquals(List.of(
                "option name SkillLevel type spin default 10 min 1 max 10",
                "option name MoveTime type spin default 1000 min 1 max 3600000",
                "option name Hash type spin default 16 min 1 max 1024",
                "option name Threads type spin default 1 min 1 max 64",
                "option name Seed type spin default 1 min 0 max 2147483647",
                "option name Rules type string default standard",
                "option name Flying type check default true",
                "option name DoubleRemoval type check default false",
                "option name OneTimeMill type check default false",
                "option name RemoveFromMills type combo default last-resort var always var last-resort",
                "option name DrawPlies type spin default 100 min 0 max 10000",
                "option name Repetition type check default true"), announced);
        // every rule option the rules know is announced, and each announced option takes its default
        for (String option : Rules.OPTIONS) {
            String key = option.substring(0, option.indexOf('=')).replace("-", "");
            assertTrue(announced.stream().anyMatch(l -> l.toLowerCase().startsWith("option name " + key + " ")),
                    option + " is not announced: " + announced);
        }
        StringBuilder set = new StringBuilder();
        for (String l : announced) {
            String[] f = l.split(" ");
            set.append("setoption name ").append(f[2]).append(" value ").append(f[6]).append('\n');
        }
        Cli run = Cli.runWithInput(set + "position startpos moves d6\ngo movetime 50\n", "uci");
        assertTrue(run.out().lines().noneMatch(l -> l.contains("error")), run.out());
        assertTrue(run.lastLine().startsWith("bestmove "), run.out());
    }

    @Test
    void uciNamesTheOptionWhoseValueItRefuses() {
        Cli run = Cli.runWithInput("""
                setoption name Flying value maybe
                setoption name DrawPlies value -1
                setoption name RemoveFromMills value sometimes
                setoption name SkillLevel value 11
                setoption name Threads value 0
                setoption name Threads value 65
                setoption name Speed value 3
                setoption name Rules value standard,foo=3
                """, "uci");
        assertEquals(List.of(
                "info string error: option Flying: \"maybe\" is not true or false",
                "info string error: option DrawPlies: \"-1\" is not a whole number from 0 to 10000",
                "info string error: option RemoveFromMills: \"sometimes\" is not one of always, last-resort",
                "info string error: option SkillLevel: \"11\" is not a whole number from 1 to 10",
                "info string error: option Threads: \"0\" is not a whole number from 1 to 64",
                "info string error: option Threads: \"65\" is not a whole number from 1 to 64",
                "info string error: unknown option \"Speed\" (options: SkillLevel, MoveTime, Hash, Threads, Seed, Rules, Flying, "
                        + "DoubleRemoval, OneTimeMill, RemoveFromMills, DrawPlies, Repetition)",
                "info string error: option Rules: rules \"standard,foo=3\": unknown option \"foo\" (options: "
                        + String.join(", ", Rules.OPTIONS) + ")"), lines(run));
    }

    /**
     * Threads 2 searches with a helper: at a fixed depth on a fresh table one thread visits the same
     * nodes every time, two threads others (the helper's nodes count, and its table entries change the
     * main search); the threads stay when Hash and ucinewgame make a new table.
     */
    @Test
    void uciSearchesWithTheThreadsItIsGiven() throws Exception {
        String moves = "d6 f4 d2 b4 a1 g7 d7 g4";
        Game g = Game.replay(Rules.STANDARD, moves);
        try (LiveCli uci = LiveCli.start("uci")) {
            long[] nodes = new long[4];
            String[] before = {"setoption name Threads value 1", "ucinewgame", "setoption name Threads value 2",
                    "setoption name Hash value 16"};
            for (int i = 0; i < nodes.length; i++) {
                uci.send(before[i]).send("ucinewgame").send("position startpos moves " + moves).send("go depth 7");
                String info = uci.await(l -> l.startsWith("info depth"), "the search's line");
                String best = uci.await(l -> l.startsWith("bestmove "), "the answer");
                assertTrue(g.position().isLegal(Notation.parsePly(best.substring(9))), best);
                assertTrue(info.startsWith("info depth 7 "), info);
                nodes[i] = Long.parseLong(info.replaceAll(".* nodes (\\d+) .*", "$1"));
            }
            uci.send("quit");
            assertEquals(0, uci.finish());
            assertTrue(uci.lines().stream().noneMatch(l -> l.contains("error")), uci.lines().toString());
            assertEquals(nodes[0], nodes[1], "one thread is deterministic: " + uci.lines());
            assertTrue(nodes[2] != nodes[0] && nodes[3] != nodes[0], "two threads search otherwise: " + uci.lines());
        }
    }

    @Test
    void uciRefusesAPositionWithAnIllegalPlyAndKeepsThePreviousOne() {
        Cli run = Cli.runWithInput("""
                position startpos moves a1 b4 d1 f4 g1
                position startpos moves d6 f4 d6
                go movetime 50
                """, "uci");
        List<String> l = lines(run);
        assertEquals("info string error: ply 3 \"d6\": d6 is occupied", l.get(0));
        assertTrue(run.lastLine().matches("bestmove x(b4|f4)"), "the removal owed before the bad line: " + l);
    }

    @Test
    void uciGoInfiniteAnswersOnlyAfterStop() throws Exception {
        try (LiveCli uci = LiveCli.start("uci")) {
            // the start is in the opening book: the answer is there at once, and still waits for stop
            uci.send("position startpos").send("go infinite");
            String book = uci.await(l -> l.startsWith("info string "), "book line");
            assertTrue(book.endsWith(" is from the opening book (no search)"), book);
            uci.await(l -> l.startsWith("info depth"), "info line");
            uci.send("isready").await(l -> l.equals("readyok"), "readyok");
            assertTrue(uci.lines().stream().noneMatch(l -> l.startsWith("bestmove")), "no answer before stop: " + uci.lines());
            uci.send("stop");
            String bookPly = book.substring("info string ".length(), book.indexOf(' ', "info string ".length()));
            assertEquals("bestmove " + bookPly, uci.await(l -> l.startsWith("bestmove"), "bestmove"));
            // a lost position: the search proves the loss and ends by itself, the answer waits for stop
            uci.send("position startpos moves " + LOST).send("go infinite");
            String info = uci.await(l -> l.startsWith("info depth"), "the search's line");
            assertTrue(info.contains(" score cp -29"), "a proven loss: " + info);
            uci.send("isready").await(l -> l.equals("readyok"), "readyok");
            assertEquals(1, uci.lines().stream().filter(l -> l.startsWith("bestmove")).count(), uci.lines().toString());
            uci.send("stop");
            String first = info.substring(info.indexOf(" pv ") + 4).split(" ")[0];
            assertEquals("bestmove " + first, uci.await(l -> l.startsWith("bestmove"), "bestmove after stop"));
            uci.send("quit");
            assertEquals(0, uci.finish());
        }
    }

    /**
     * A second go while the first has not answered is refused (the first search goes on and answers
     * once); the reader never waits for a search, so isready, stop and quit are answered at once.
     */
    @Test
    void uciRefusesASecondGoWhileThinkingAndStaysResponsive() throws Exception {
        try (LiveCli uci = LiveCli.start("uci")) {
            uci.send("position startpos moves a1 g7 a4 g4").send("go depth 60").send("go movetime 100");
            assertEquals("info string error: go while thinking: send stop first (the search goes on)",
                    uci.await(l -> l.startsWith("info string error"), "the refusal"));
            uci.send("isready").await(l -> l.equals("readyok"), "readyok");
            uci.send("stop").await(l -> l.startsWith("bestmove"), "bestmove after stop");
            // once answered, the next go is taken at once, even sent the moment the answer is read
            uci.send("go movetime 20").await(l -> l.startsWith("bestmove"), "the next go's answer");
            uci.send("go movetime 20").await(l -> l.startsWith("bestmove"), "and the one after");
            uci.send("quit");
            assertEquals(0, uci.finish());
            assertEquals(3, uci.lines().stream().filter(l -> l.startsWith("bestmove")).count(), uci.lines().toString());
            assertEquals(1, uci.lines().stream().filter(l -> l.startsWith("info string error")).count(), uci.lines().toString());
        }
    }

    /** White to move and lost whatever it does; a search proves it in well under a second. */
    static final String LOST = "e4 g1 c3 a1 b2 d3 c4 d6 e5 b4 c5 xd3 f2 d5 xa1 g7 d3 a1 b6 g4 xd3 c3-d3 g1-d1 d3-e3"
            + " xg4 f2-d2 c4-c3 a1-a4 e3-d3 a4-a7 c5-c4 g7-g4 d3-e3 xb4 g4-g7 c4-c5 xg7";

    @Test
    void uciStopAnswersAtOnce() {
        Cli run = Cli.runWithInput("position startpos\ngo infinite\nstop\nquit\n", "uci");
        assertEquals(0, run.status());
        assertTrue(run.lastLine().startsWith("bestmove "), run.out());
    }

    @Test
    void selfplayCountsWinsDrawsAndLosses() {
        Cli run = Cli.run("selfplay", "--games", "2", "--a", "6", "--b", "1", "--movetime", "20", "--records");
        assertEquals(0, run.status());
        List<String> l = lines(run);
        assertEquals(3, l.size(), l.toString());
        String[] wdl = run.lastLine().split(" ");
        assertEquals(2, Integer.parseInt(wdl[0]) + Integer.parseInt(wdl[1]) + Integer.parseInt(wdl[2]));
        assertTrue(l.get(0).startsWith("game 1 a=white"), l.get(0));
    }

    /** Where the tables go is checked before the build (minutes on a Pi), with one clear line. */
    @Test
    void tablesRefusesAnOutputPlaceItCannotWriteBeforeBuilding(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("nonexist/dir/t.bin");
        Path file = Files.writeString(dir.resolve("file"), "x");
        for (var bad : java.util.Map.of(missing, "the directory " + missing.getParent() + " does not exist",
                dir, "is a directory", file.resolve("t.bin"), file + " is not a directory").entrySet()) {
            Cli run = Cli.run("tables", "--pieces", "3", "--out", bad.getKey().toString());
            assertEquals(Main.EXIT_USAGE, run.status(), run.err());
            assertEquals("", run.out(), "nothing built");
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith("error: --out " + bad.getKey() + ": ") && run.err().contains(bad.getValue()), run.err());
        }
    }

    @Test
    void tablesCommandWritesAFileTheEnginesLoad(@TempDir Path dir) {
        Path f = dir.resolve("t.bin");
        Cli built = Cli.run("tables", "--pieces", "3", "--out", f.toString());
        assertEquals(0, built.status());
        assertTrue(Files.exists(f) && built.lastLine().startsWith("wrote "), built.lastLine());
        // the engines load the file (the search probes it once a game reaches a table class)
        Cli run = Cli.run("bestmove", "--tables", f.toString(), "--movetime", "100", "--moves", "d6 f4");
        assertEquals(0, run.status());
        assertTrue(run.lastLine().startsWith("bestmove "), run.out());
        Cli games = Cli.run("selfplay", "--tables", f.toString(), "--games", "1", "--a", "3", "--b", "1", "--movetime", "5");
        assertEquals(0, games.status(), games.err());
        assertTrue(games.lastLine().matches("\\d \\d \\d"), games.out());
    }

    @Test
    void tablesAgainstThreeWritesAMappedFileTheEnginesLoadBesideTheOther(@TempDir Path dir) {
        Path three = dir.resolve("three.bin"), four = dir.resolve("t.bin");
        Cli built = Cli.run("tables", "--against-three", "4", "--verify", "--out", three.toString());
        assertEquals(0, built.status(), built.err());
        assertTrue(built.out().contains("4v3: ") && built.out().contains("3v4: 200000 positions agree with their successors"),
                built.out());
        assertTrue(built.lastLine().startsWith("wrote " + three), built.lastLine());
        assertTrue(!Files.exists(dir.resolve("three.bin.part")), "the part file is moved into place");
        assertEquals(0, Cli.run("tables", "--pieces", "3", "--out", four.toString()).status());
        // the engines load both files (the search probes them once a game reaches their classes)
        Cli run = Cli.run("bestmove", "--tables", four.toString(), "--tables", three.toString(), "--movetime", "100",
                "--moves", "d6 f4");
        assertEquals(0, run.status(), run.err());
        Cli twice = Cli.run("bestmove", "--tables", three.toString(), "--tables", three.toString(), "--moves", "d6 f4");
        assertEquals(Main.EXIT_USAGE, twice.status());
        assertTrue(twice.err().contains("two files of the tables of n against 3"), twice.err());
    }

    @Test
    void selfplayNamesAMissingTableFile(@TempDir Path dir) {
        Cli run = Cli.run("selfplay", "--tables", dir.resolve("none.bin").toString(), "--games", "1");
        assertEquals(Main.EXIT_USAGE, run.status());
        assertTrue(run.err().contains("none.bin: no such endgame table file"), run.err());
    }
}
