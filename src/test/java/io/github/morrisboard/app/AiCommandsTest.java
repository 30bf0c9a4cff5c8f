package io.github.morrisboard.app;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** bestmove, uci, selfplay and tables through {@link Main#run}, with standard input and output redirected. */
class AiCommandsTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
    private PrintStream oldOut, oldErr;
    private InputStream oldIn;

    @BeforeEach
    void redirect() {
        oldOut = System.out;
        oldErr = System.err;
        oldIn = System.in;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(oldOut);
        System.setErr(oldErr);
        System.setIn(oldIn);
    }

    private List<String> lines() {
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private String last() {
        List<String> l = lines();
        return l.get(l.size() - 1);
    }

    private void input(String text) {
        System.setIn(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void bestmoveAnswersALegalPly() {
        String moves = "d6 f4 d2 b4";
        assertEquals(0, Main.run("bestmove", "--moves", moves, "--movetime", "200"));
        String ply = last().substring("bestmove ".length());
        Game g = Game.replay(Rules.STANDARD, moves);
        assertTrue(g.position().isLegal(Notation.parsePly(ply)), last());
    }

    @Test
    void bestmoveAnswersTheRemovalWhenOneIsOwed() {
        // white a1 d1 g1 closes a mill: white owes a removal
        assertEquals(0, Main.run("bestmove", "--moves", "a1 b4 d1 f4 g1", "--movetime", "100"));
        assertTrue(last().matches("bestmove x(b4|f4)"), last());
    }

    @Test
    void bestmoveSaysNoneWhenTheGameIsOverAndAnswersEachStdinLine() {
        input("\na1 b4 d1 f4 g1\nzz\n");
        assertEquals(2, Main.run("bestmove", "--stdin", "--movetime", "50", "--level", "3"));
        List<String> answers = lines().stream().filter(l -> l.startsWith("bestmove") || l.startsWith("error")).toList();
        assertEquals(3, answers.size(), lines().toString());
        assertTrue(answers.get(1).startsWith("bestmove x"), answers.toString());
        assertTrue(answers.get(2).startsWith("error: line 3"), answers.toString());
    }

    @Test
    void badOptionsExitWithTwo() {
        assertEquals(2, Main.run("bestmove", "--level", "11"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("level must be 1..10"), err.toString());
        assertEquals(2, Main.run("bestmove", "--movetime", "0"));
        assertEquals(2, Main.run("bestmove", "--tables", "/nonexistent/t.bin"));
    }

    @Test
    void uciSpeaksSanmillsProtocol() {
        input("""
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
                """);
        assertEquals(0, Main.run("uci"));
        List<String> l = lines();
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
        input("position startpos\ngo infinite\nstop\nquit\n");
        assertEquals(0, Main.run("uci"));
        assertTrue(last().startsWith("bestmove "), lines().toString());
    }

    @Test
    void selfplayCountsWinsDrawsAndLosses() {
        assertEquals(0, Main.run("selfplay", "--games", "2", "--a", "6", "--b", "1", "--movetime", "20", "--records"));
        List<String> l = lines();
        assertEquals(3, l.size(), l.toString());
        String[] wdl = last().split(" ");
        assertEquals(2, Integer.parseInt(wdl[0]) + Integer.parseInt(wdl[1]) + Integer.parseInt(wdl[2]));
        assertTrue(l.get(0).startsWith("game 1 a=white"), l.get(0));
    }

    @Test
    void tablesCommandWritesAFileTheEnginesLoad(@TempDir Path dir) {
        Path f = dir.resolve("t.bin");
        assertEquals(0, Main.run("tables", "--pieces", "3", "--out", f.toString()));
        assertTrue(Files.exists(f) && last().startsWith("wrote "), last());
        out.reset();
        // the engines load the file (the search probes it once a game reaches a table class)
        assertEquals(0, Main.run("bestmove", "--tables", f.toString(), "--movetime", "100", "--moves", "d6 f4"));
        assertTrue(last().startsWith("bestmove "), lines().toString());
    }
}
