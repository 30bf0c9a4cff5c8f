package io.github.morrisboard.ai;

/**
 * A playing strength, 1 (a beginner can win) to 10 (full strength within its time). Lower
 * levels search shallower and shorter, choose among near-best plies with a temperature, and
 * sometimes overlook the opponent's threat: with probability {@code overlook} they do not see
 * the plies that block a mill the opponent could close. Only levels 1 and 2 also overlook a
 * mill of their own ({@code overlookOwn}); from level 3 up a mill the level can close is closed
 * unless its search finds closing it worse by more than the temperature (see {@link Choice}).
 *
 * @param number      1..10
 * @param maxDepth    the deepest iteration (plies; removals are free)
 * @param timePercent share of the move time used
 * @param temperature softmax temperature over the root plies scoring within this much of the best, in
 *                    hundredths of a piece (0: always the best)
 * @param overlook    chance per move of not seeing the plies that block an opponent's mill
 * @param overlookOwn chance per move of not seeing the plies that close a mill of its own
 */
public record Level(int number, int maxDepth, int timePercent, int temperature, double overlook, double overlookOwn) {

    public static final int MAX_DEPTH = 64;

    private static final Level[] LEVELS = {
            new Level(1, 1, 10, 80, 0.40, 0.25),
            new Level(2, 1, 15, 60, 0.30, 0.12),
            new Level(3, 3, 20, 45, 0.20, 0),
            new Level(4, 3, 30, 35, 0.12, 0),
            new Level(5, 4, 40, 25, 0.07, 0),
            new Level(6, 5, 50, 18, 0.04, 0),
            new Level(7, 6, 60, 12, 0.02, 0),
            new Level(8, 8, 75, 6, 0.0, 0),
            new Level(9, 12, 90, 2, 0.0, 0),
            new Level(10, MAX_DEPTH, 100, 0, 0.0, 0),
    };

    public static final Level FULL = of(10);

    /** Level {@code n} (1..10); throws with the allowed range otherwise. */
    public static Level of(int n) {
        if (n < 1 || n > 10) {
            throw new IllegalArgumentException("level must be 1..10, not " + n);
        }
        return LEVELS[n - 1];
    }

    /** A strength that never errs by choice: this depth cap and time share, the best ply always. */
    public static Level exact(int number, int maxDepth, int timePercent) {
        return new Level(number, maxDepth, timePercent, 0, 0, 0);
    }

    /** This level with its depth capped at {@code depth} (at least 1). */
    public Level capped(int depth) {
        return new Level(number, Math.max(1, Math.min(depth, maxDepth)), timePercent, temperature, overlook, overlookOwn);
    }

    /** Whether this level needs the exact score of every root ply (to choose among them). */
    boolean needsRootScores() {
        return temperature > 0 || overlook > 0 || overlookOwn > 0;
    }
}
