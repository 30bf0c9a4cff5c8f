package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WeightsTest {
    private static final String DEFAULT_CSV = "100,16,12,24,20,80,80,140,60,4,25,0,40";

    @Test
    void thirteenValuesWeighBothPhasesAlikeAndTwentyFiveEachApart() {
        assertEquals(Weights.DEFAULT, Weights.parse(DEFAULT_CSV));
        Weights apart = Weights.parse("1,2,3,4,5,6,7,8,9,10,11,12, 13,14,15,16,17,18,19,20,21,22,23,24, 30");
        assertEquals(Weights.Phase.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), apart.placing());
        assertEquals(Weights.Phase.of(13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24), apart.moving());
        assertEquals(30, apart.contempt());
    }

    @Test
    void aWrongCountOrAWordIsNamed() {
        IllegalArgumentException few = assertThrows(IllegalArgumentException.class, () -> Weights.parse("1,2,3"));
        assertTrue(few.getMessage().contains("13, 14, 25 or 26") && few.getMessage().contains("not 3"), few.getMessage());
        IllegalArgumentException word = assertThrows(IllegalArgumentException.class,
                () -> Weights.parse(DEFAULT_CSV.replace("140", "many")));
        assertTrue(word.getMessage().contains("value 8 'many'"), word.getMessage());
    }

    @Test
    void theEvaluationUsesThePlacingTermsWhileEitherSideHasAPieceInHand() {
        Weights placingApart = new Weights(Weights.Phase.of(100, 1000, 12, 24, 20, 80, 80, 140, 60, 4, 25, 0),
                Weights.DEFAULT.moving(), 40);
        Rules r = Rules.STANDARD;
        MutablePosition placing = new MutablePosition(Game.replay(r, "d6 d2 f4").position());
        MutablePosition moving = new MutablePosition(Game.replay(r,
                "d6 d2 f4 b4 f6 f2 b6 xd2 d2 b2 a7 a1 d7 g7 d1 d3 c4 e4 a4 xe4").position());
        assertEquals(0, moving.inHand(0) + moving.inHand(1), "both have placed all");
        Evaluator usual = new Evaluator(r.geometry(), r.flying(), Weights.DEFAULT);
        Evaluator apart = new Evaluator(r.geometry(), r.flying(), placingApart);
        assertNotEquals(usual.evaluate(placing), apart.evaluate(placing), "placing: its own mobility weight counts");
        assertEquals(usual.evaluate(moving), apart.evaluate(moving), "moving: the moving terms, as before");
    }
}
