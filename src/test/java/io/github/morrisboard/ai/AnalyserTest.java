package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static io.github.morrisboard.ai.SearchTest.mask;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AnalyserTest {
    static final Rules R = Rules.STANDARD;

    static Analysis analyse(Game g) {
        return new Analyser(Searcher.of(4, Tables.none()), 50_000).analyse(g);
    }

    @Test
    void leavingAMillOpenIsABlunderAndTheMillThatFollowsIsNot() {
        // white a1 d1 threatens g1; black's a7 does not block it; g1 closes the mill and takes b4
        Analysis a = analyse(Game.replay(R, "a1 b4 d1 a7 g1 xb4"));
        Analysis.Step blunder = a.steps().get(3);
        assertEquals("a7", blunder.played().toString());
        assertEquals(Analysis.Mark.BLUNDER, blunder.mark(), "a7 leaves g1 open: " + blunder);
        assertEquals("g1", blunder.best().orElseThrow().toString());
        assertEquals(Color.BLACK, blunder.side());
        assertEquals(2, blunder.move());
        for (int i = 4; i < 6; i++) {
            assertEquals(Analysis.Mark.NONE, a.steps().get(i).mark(), "the mill and its removal: " + a.steps().get(i));
        }
        assertEquals(3, a.steps().get(5).move(), "the removal belongs to white's third move");
        List<String> summary = a.summary(Optional.of(Color.BLACK));
        assertTrue(summary.contains("Your move 2 (a7??) lost about a piece: g1 was better."), summary.toString());
        assertTrue(summary.contains("You: 1 blunder, 0 mistakes."), summary.toString());
    }

    @Test
    void aForcedSequenceInALostGameIsNotMarked() {
        // without flying black's three pieces cannot reach g1: g4-g1 (a1 d1 g1) and its removal follow whatever
        // black plays (with flying d5-g1 blocks, and the analysis marks any other black ply a blunder)
        Position p = Position.of(Rules.parse("standard,flying=off"), mask("a1 d1 g4 b6"), mask("b4 d5 f6"), 0, 0, Color.BLACK, 0);
        Game g = Game.from(p);
        for (String ply : "d5-e5 g4-g1 xb4".split(" ")) {
            g = g.play(Notation.parsePly(ply));
        }
        assertTrue(g.outcome().isOver());
        Analysis a = analyse(g);
        assertEquals(List.of(), a.marked(), a.steps().toString());
        assertTrue(Search.isWin(a.steps().get(0).before()), "white wins from the start: " + a.steps().get(0));
        assertEquals("+M0", Analysis.format(a.steps().get(2).after()), "the game is over: white has won");
    }

    @Test
    void oneThreadAnalysesTheSameEveryTime() {
        Game g = Game.replay(R, "d6 f4 d2 b4 a1 g7 d7");
        assertEquals(analyse(g), analyse(g));
    }

    @Test
    void scoresReadAsPieces() {
        assertEquals("+1.35", Analysis.format(135));
        assertEquals("-0.05", Analysis.format(-5));
        assertEquals("0.00", Analysis.format(0));
        assertEquals("+M7", Analysis.format(Search.MATE - 7));
        assertEquals("-T12", Analysis.format(-(Search.TABLE_WIN - 12)));
    }
}
