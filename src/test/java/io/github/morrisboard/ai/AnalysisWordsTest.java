package io.github.morrisboard.ai;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Ply;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The summary's words say what the ply cost, never more: half a piece is not "a piece" (the
 * newcomer's {@code d1?} at an evaluation drop of 0.56), and a forced win given up while still far
 * ahead is a forced win let go, not a won game (white was still +6.16).
 */
class AnalysisWordsTest {
    static String said(int bestAfter, int after, int loss, Analysis.Mark mark) {
        Analysis.Step s = new Analysis.Step(2, 2, Color.WHITE, Ply.place(Point.parse("d1")), Optional.of(Ply.place(Point.parse("d2"))),
                0, after, bestAfter, loss, mark);
        return new Analysis(List.of(s), 1000).summary(Optional.empty()).getFirst();
    }

    @Test
    void aLossIsNamedByWhatItCost() {
        assertEquals("White's move 2 (d1?) lost about half a piece: d2 was better.", said(20, -36, 56, Analysis.Mark.MISTAKE));
        assertEquals("White's move 2 (d1??) lost about a piece: d2 was better.", said(20, -90, 110, Analysis.Mark.BLUNDER));
        assertEquals("White's move 2 (d1??) lost about 4 pieces: d2 was better.", said(20, -380, 400, Analysis.Mark.BLUNDER));
        assertEquals("White's move 2 (d1?) lost ground: d2 was better.", said(20, -10, 30, Analysis.Mark.MISTAKE));
    }

    @Test
    void aForcedWinGivenUpIsCalledSo() {
        assertEquals("White's move 2 (d1??) let a forced win go: d2 was better.", said(Search.MATE - 9, 616, 500, Analysis.Mark.BLUNDER));
        assertEquals("White's move 2 (d1??) let the opponent force a win: d2 was better.",
                said(0, -(Search.MATE - 9), 800, Analysis.Mark.BLUNDER));
    }
}
