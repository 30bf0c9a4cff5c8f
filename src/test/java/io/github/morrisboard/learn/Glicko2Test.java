package io.github.morrisboard.learn;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class Glicko2Test {
    static final Glicko2.Rating PLAYER = new Glicko2.Rating(1500, 200, 0.06);

    @Test
    void glickmansWorkedExample() {
        // "Example of the Glicko-2 system" (Glickman, 2013), with tau 0.5: 1464.06, 151.52, 0.05999 (the paper
        // rounds its steps; unrounded it is 1464.051)
        Glicko2.Rating r = Glicko2.rate(PLAYER, List.of(new Glicko2.Game(1400, 30, 1), new Glicko2.Game(1550, 100, 0),
                new Glicko2.Game(1700, 300, 0)));
        assertEquals(1464.06, r.rating(), 0.015);
        assertEquals(151.52, r.deviation(), 0.01);
        assertEquals(0.05999, r.volatility(), 0.00001);
    }

    @Test
    void theExamplesExpectedScores() {
        // the paper's E values: 0.639, 0.432, 0.303
        assertEquals(0.639, Glicko2.expected(PLAYER, 1400, 30), 0.001);
        assertEquals(0.432, Glicko2.expected(PLAYER, 1550, 100), 0.001);
        assertEquals(0.303, Glicko2.expected(PLAYER, 1700, 300), 0.001);
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Glicko2.Rating r = Glicko2.rate(PLAYER, List.of());
        assertEquals(1500, r.rating());
        assertEquals(Math.sqrt(Math.pow(200 / 173.7178, 2) + 0.06 * 0.06) * 173.7178, r.deviation(), 1e-3);
        assertEquals(0.06, r.volatility());
    }

    @Test
    void aDrawWithAnEqualLeavesTheRatingAndAWinRaisesItAsMuchAsALossLowersIt() {
        Glicko2.Rating draw = Glicko2.rate(PLAYER, List.of(new Glicko2.Game(1500, 200, 0.5)));
        assertEquals(1500, draw.rating(), 1e-9);
        assertTrue(draw.deviation() < 200, "a game makes the rating surer: " + draw);
        double up = Glicko2.rate(PLAYER, List.of(new Glicko2.Game(1500, 200, 1))).rating() - 1500;
        double down = 1500 - Glicko2.rate(PLAYER, List.of(new Glicko2.Game(1500, 200, 0))).rating();
        assertEquals(up, down, 1e-9);
        // g(200/173.7178) = 0.8442, E = 0.5, v = 1/(0.8442^2/4) = 5.612, phi' = 1.0366 (sigma ~0.06): 1.0366^2 * 0.8442 * 0.5 * 173.7178 = 78.80
        assertEquals(78.80, up, 0.05);
    }

    @Test
    void aNewcomersFirstWinAgainstAnEqual() {
        // Glicko-2 by hand: phi = 350/173.7178 = 2.01476, g(0) = 1, E = 0.5, v = 4, delta = 2;
        // sigma stays 0.06 (0.059999), phi* = 2.01566, phi' = 1/sqrt(1/phi*^2 + 1/4) = 1.41972,
        // mu' = phi'^2 * 0.5 = 1.00780: 1675.07 and 246.63
        Glicko2.Rating r = Glicko2.rate(Glicko2.NEWCOMER, List.of(new Glicko2.Game(1500, 0.0001, 1)));
        assertEquals(1675.07, r.rating(), 0.01);
        assertEquals(246.63, r.deviation(), 0.01);
        assertEquals(0.059999, r.volatility(), 0.000001);
    }

    @Test
    void badFiguresAreRefusedWithTheirValues() {
        assertEquals("a score is 0, 0.5 or 1, not 0.7",
                assertThrows(IllegalArgumentException.class, () -> new Glicko2.Game(1500, 30, 0.7)).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Glicko2.Rating(1500, 0, 0.06));
    }
}
