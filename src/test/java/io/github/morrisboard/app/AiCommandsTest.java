package io.github.morrisboard.app;

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
    void uciSpeaksSanmillsProtocol() {
        Cli run = Cli.runWithInput("""
                uci
                isready
                setoption name SkillLevel value 10
                setoption name MoveTime value 100
                setoption name flying value off
                position startpos moves d6 f4
                go movetime 100
                position startpos moves a1 b4 d1 f4 g1
                go
                setoption name level value 99
                quit
                """, "uci");
        assertEquals(0, run.status());
        List<String> l = lines(run);
        assertEquals("id name morrisboard", l.get(0));
        assertTrue(l.contains("uciok") && l.contains("readyok"), l.toString());
        List<String> best = l.stream().filter(s -> s.startsWith("bestmove ")).toList();
        assertEquals(2, best.size(), l.toString());
        Game g = Game.replay(Rules.parse("standard,flying=off"), "d6 f4");
        assertTrue(g.position().isLegal(Notation.parsePly(best.get(0).substring(9))), best.toString());
        assertTrue(best.get(1).matches("bestmove x(b4|f4)"), best.toString());
        assertTrue(l.stream().anyMatch(s -> s.startsWith("info string error: option level")), l.toString());
    }

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
    void selfplayNamesAMissingTableFile(@TempDir Path dir) {
        Cli run = Cli.run("selfplay", "--tables", dir.resolve("none.bin").toString(), "--games", "1");
        assertEquals(Main.EXIT_USAGE, run.status());
        assertTrue(run.err().contains("none.bin: no such endgame table file"), run.err());
    }
}
