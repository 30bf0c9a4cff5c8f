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

    /** The levels' side of a shared transposition table ({@link #keySalt}): an odd 64-bit constant (the golden ratio's). */
    private static final long LEVELS_KEY = 0x9E3779B97F4A7C15L;

    /**
     * What a search with {@code weights} XORs into its transposition table's keys: 0 for full strength's,
     * {@link #LEVELS_KEY} for the levels' when they differ. The board's one table serves the opponent at its level
     * and the hints at full strength, and neither may read a score the other evaluation made; full strength's keys
     * are the positions' own.
     */
    long keySalt(Weights weights) {
        return weights.equals(full) ? 0 : LEVELS_KEY;
    }

    /** The weights a search at {@code level} evaluates with. */
    Weights at(Level level) {
        return level.number() == Level.FULL.number() ? full : levels;
    }
}
