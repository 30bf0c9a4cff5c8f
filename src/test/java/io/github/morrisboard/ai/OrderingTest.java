package io.github.morrisboard.ai;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import static io.github.morrisboard.ai.SearchTest.mask;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OrderingTest {
    final int[][] millsAt = Search.millsAt(Rules.STANDARD.geometry());

    @Test
    void aPlacementThatBlocksTwoMillsClosesNone() {
        // black has d1 g1 and a4 a7: white's a1 blocks both (keyed as high as a closing ply)
        int a1 = Point.parse("a1");
        int own = mask("c4"), opp = mask("d1 g1 a4 a7");
        assertTrue(Ordering.placementKey(millsAt, own, opp, a1) >= Ordering.CLOSES);
        assertFalse(Ordering.closes(millsAt, own, a1), "quiescence must not search it as a capture");
        assertTrue(Ordering.blocks(millsAt, opp, a1));
    }

    @Test
    void aMoveClosesAMillWithThePiecesItLeaves() {
        // white a1 d1 g4: g4-g1 closes a1-d1-g1; d1-g1 leaves d1 empty and closes nothing
        int g4g1 = Notation.parsePly("g4-g1").code();
        int d1g1 = Notation.parsePly("d1-g1").code();
        int own = mask("a1 d1 g4");
        assertTrue(Ordering.closes(millsAt, own, g4g1));
        assertFalse(Ordering.closes(millsAt, own, d1g1));
    }
}
