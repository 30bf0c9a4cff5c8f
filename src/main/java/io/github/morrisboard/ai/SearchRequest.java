package io.github.morrisboard.ai;

import java.util.random.RandomGenerator;

/**
 * What to search for.
 *
 * @param movetimeMs the hard time limit for the search (the level may use less)
 * @param level      the strength (its depth cap, time share and imperfection)
 * @param random     the source of a weaker level's choices (seeded by the caller: games can be replayed)
 */
public record SearchRequest(long movetimeMs, Level level, RandomGenerator random) {

    public SearchRequest {
        if (movetimeMs < 1) {
            throw new IllegalArgumentException("move time must be at least 1 ms, not " + movetimeMs);
        }
    }

    /** Full strength (a hint, or level 10). */
    public static SearchRequest full(long movetimeMs) {
        return new SearchRequest(movetimeMs, Level.FULL, new java.util.SplittableRandom(1));
    }
}
