package io.github.morrisboard.learn;

import io.github.morrisboard.ai.Analyser;
import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

class OwnPuzzlesTest {
    /** The shortest blunder of docs/ai.md: black's a7 leaves g1 open. */
    static final Game BLUNDER = Game.replay(Rules.STANDARD, "a1 b4 d1 a7 g1 xb4");
    static final Analysis ANALYSIS = Analyser.of(Tables.none(), 20_000).analyse(BLUNDER);

    @Test
    void aBlunderWithOneClearlyBetterPlyBecomesAPuzzle() {
        assertEquals(Analysis.Mark.BLUNDER, ANALYSIS.steps().get(3).mark());
        List<Puzzle> p = OwnPuzzles.from(BLUNDER, ANALYSIS, "k1", Set.of(Color.BLACK), PlyScoresTest.SCORES);
        assertEquals(1, p.size(), p.toString());
        Puzzle puzzle = p.getFirst();
        assertEquals("k1-3", puzzle.id());
        assertEquals("[a1, b4, d1]", puzzle.before().toString());
        assertEquals("g1", puzzle.answer().toString());
        assertEquals(Color.BLACK, puzzle.sideToMove());
        assertEquals(Puzzle.Kind.BLOCK, puzzle.kind());
        assertEquals("game=k1@3", puzzle.source().toString());
    }

    @Test
    void onlyThePersonsPliesGivePuzzles() {
        assertEquals(List.of(), OwnPuzzles.from(BLUNDER, ANALYSIS, "k1", Set.of(Color.WHITE), PlyScoresTest.SCORES));
    }
}
