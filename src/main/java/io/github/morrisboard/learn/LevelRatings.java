package io.github.morrisboard.learn;

import io.github.morrisboard.setup.Setup;

/**
 * What each of the AI's levels is worth on Glicko's scale: the one place these figures are named. They
 * are the maximum-likelihood Elo fit of the ladder {@code docs/bench/ladder-two-ply.txt} (levels 1 to
 * 10 against full strength at three node budgets, 94 games a cell, standard rules), with level 5 put
 * at 1500, where a newcomer starts; the deviations are the fit's standard errors. {@code
 * LevelRatingsTest} fits the ladder again and checks these.
 */
public final class LevelRatings {
    private static final int[] RATING = {885, 952, 1265, 1295, 1500, 1576, 1677, 1779, 1801, 2059};
    private static final int[] DEVIATION = {83, 70, 35, 34, 27, 26, 25, 24, 24, 28};

    private LevelRatings() {
    }

    /** Level {@code level}'s rating (1..{@value Setup#MAX_LEVEL}). */
    public static int rating(int level) {
        return RATING[index(level)];
    }

    /** The deviation of level {@code level}'s rating. */
    public static int deviation(int level) {
        return DEVIATION[index(level)];
    }

    private static int index(int level) {
        if (level < 1 || level > Setup.MAX_LEVEL) {
            throw new IllegalArgumentException("level must be 1.." + Setup.MAX_LEVEL + ", not " + level);
        }
        return level - 1;
    }
}
