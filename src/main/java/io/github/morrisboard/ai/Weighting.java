package io.github.morrisboard.ai;

/**
 * Which weights a search evaluates with, by its level: full strength (level 10) with {@link #full}, the levels
 * below with {@link #levels} and no {@link Weights#bite} (their ratings were measured with the contempt alone).
 *
 * @param levels levels 1-9 (held without the bite, whatever was given)
 * @param full   full strength
 */
record Weighting(Weights levels, Weights full) {
    Weighting {
        levels = levels.withBite(0);
    }

    /** The engine as it plays ({@link Searcher#of}): levels 1-9 with {@link Weights#DEFAULT}, full strength with {@link Weights#FULL}. */
    static final Weighting ENGINE = new Weighting(Weights.DEFAULT, Weights.FULL);

    /** These weights at every level (the analysis, self-play players, the benches). */
    static Weighting of(Weights weights) {
        return new Weighting(weights, weights);
    }

    /** The weights a search at {@code level} evaluates with. */
    Weights at(Level level) {
        return level.number() == Level.FULL.number() ? full : levels;
    }
}
