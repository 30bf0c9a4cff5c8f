package io.github.morrisboard.engine;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The correctness contract: perft in plies and in full moves, from the start and from the moving phase. */
class PerftTest {
    static final String MOVING = "d6 f4 d2 b4 g4 d7 a4 d1 e4 d5 d3 f6 f2 b2 b6 g1 a1 c3";

    @ParameterizedTest(name = "start, depth {0}: {1} plies, {2} moves")
    @CsvSource({"1,24,24", "2,552,552", "3,12144,12144", "4,255024,255024", "5,5100480,5140800", "6,96223680,99274176"})
    void fromTheStart(int depth, long plies, long moves) {
        Position start = Position.start(Rules.STANDARD);
        assertEquals(plies, Perft.plies(start, depth));
        assertEquals(moves, Perft.moves(start, depth));
    }

    @ParameterizedTest(name = "moving phase, depth {0}: {1} plies, {2} moves")
    @CsvSource({"1,5,5", "2,33,33", "3,172,172", "4,1158,1646", "5,6874,10995", "6,45787,88994"})
    void fromTheMovingPhase(int depth, long plies, long moves) {
        Position p = Game.replay(Rules.STANDARD, MOVING).position();
        assertEquals(0, p.inHand(Color.WHITE) + p.inHand(Color.BLACK));
        assertEquals(plies, Perft.plies(p, depth));
        assertEquals(moves, Perft.moves(p, depth));
    }
}
