package io.github.morrisboard.learn;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.store.HistoryEntry;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The adaptive level against a simulated person of fixed strength, who wins by the Elo expectation. */
class AdaptiveLevelTest {
    static final int GAMES = 200, LAST = 100;

    @Test
    void theNearestLevelIsPlayed() {
        assertEquals(1, AdaptiveLevel.levelFor(new Glicko2.Rating(400, 50, 0.06)));
        assertEquals(5, AdaptiveLevel.levelFor(Glicko2.NEWCOMER));
        assertEquals(4, AdaptiveLevel.levelFor(new Glicko2.Rating(1397, 50, 0.06))); // 102 from 4, 103 from 5
        assertEquals(5, AdaptiveLevel.levelFor(new Glicko2.Rating(1398, 50, 0.06)));
        assertEquals(10, AdaptiveLevel.levelFor(new Glicko2.Rating(2600, 50, 0.06)));
    }

    @Test
    void aStrongPlayerIsMetByTheStrongestLevelsAndWinsAboutHalf() {
        series(1990, 10, 1);
    }

    @Test
    void aWeakPlayerIsMetByTheWeakLevelsAndWinsAboutHalf() {
        series(960, 2, 2);
    }

    @Test
    void aMiddlingPlayerToo() {
        series(1690, 7, 3);
    }

    /** {@value GAMES} games, the level chosen from the history each time; the last {@value LAST} judged. */
    private static void series(double strength, int matching, long seed) {
        Random random = new Random(seed);
        List<HistoryEntry> history = new ArrayList<>();
        int wins = 0, nearMatch = 0;
        for (int i = 0; i < GAMES; i++) {
            int level = AdaptiveLevel.levelFor(BoardRating.current(history));
            double p = 1 / (1 + Math.pow(10, -(strength - LevelRatings.rating(level)) / 400));
            boolean won = random.nextDouble() < p;
            history.add(BoardRatingTest.vsAi(i, level, Color.BLACK, won ? "white wins: black has no legal move"
                    : "black wins: white has no legal move"));
            if (i >= GAMES - LAST) {
                wins += won ? 1 : 0;
                nearMatch += Math.abs(level - matching) <= 1 ? 1 : 0;
            }
        }
        int last = AdaptiveLevel.levelFor(BoardRating.current(history));
        assertTrue(Math.abs(last - matching) <= 1, "after " + GAMES + " games level " + last + ", the player matches " + matching);
        assertEquals(LAST, nearMatch, "every one of the last games within one level of " + matching);
        assertTrue(wins >= 38 && wins <= 62, "the person won " + wins + " of the last " + LAST);
        assertEquals(strength, BoardRating.current(history).rating(), 150, "the rating found the strength");
    }
}
