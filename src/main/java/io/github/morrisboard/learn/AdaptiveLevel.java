package io.github.morrisboard.learn;

import io.github.morrisboard.setup.Setup;

/**
 * The level that follows the person's rating, so that they win about half the games: the level whose
 * rating ({@link LevelRatings}) is nearest the person's. The levels are 30 to 310 points apart, too
 * far to interpolate between: there is no level between two levels (the lower one on a tie).
 */
public final class AdaptiveLevel {
    private AdaptiveLevel() {
    }

    /** The level to play against a person of {@code rating}. */
    public static int levelFor(Glicko2.Rating rating) {
        int best = 1;
        for (int level = 2; level <= Setup.MAX_LEVEL; level++) {
            if (Math.abs(LevelRatings.rating(level) - rating.rating()) < Math.abs(LevelRatings.rating(best) - rating.rating())) {
                best = level;
            }
        }
        return best;
    }
}
