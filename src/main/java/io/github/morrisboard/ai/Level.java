package io.github.morrisboard.ai;

/**
 * A playing strength, 1 (a beginner can win) to 10 (full strength within its time). Lower
 * levels search shallower and shorter, choose among near-best plies with a temperature, and
 * sometimes overlook mills: with probability {@code overlook} they do not see the plies that
 * close or block a mill this turn.
 *
 * @param number      1..10
 * @param maxDepth    the deepest iteration (plies; removals are free)
 * @param timePercent share of the move time used
 * @param temperature softmax temperature over the root plies scoring within this much of the best, in
 *                    hundredths of a piece (0: always the best)
 * @param overlook    chance per move of not seeing mill-closing and mill-blocking plies
 */
public record Level(int number, int maxDepth, int timePercent, int temperature, double overlook) {

    public static final int MAX_DEPTH = 64;

    private static final Level[] LEVELS = {
            new Level(1, 1, 10, 80, 0.40),
            new Level(2, 1, 15, 60, 0.30),
            new Level(3, 3, 20, 45, 0.20),
            new Level(4, 3, 30, 35, 0.12),
            new Level(5, 4, 40, 25, 0.07),
            new Level(6, 5, 50, 18, 0.04),
            new Level(7, 6, 60, 12, 0.02),
            new Level(8, 8, 75, 6, 0.0),
            new Level(9, 12, 90, 2, 0.0),
            new Level(10, MAX_DEPTH, 100, 0, 0.0),
    };

    public static final Level FULL = of(10);

    /** Level {@code n} (1..10); throws with the allowed range otherwise. */
    public static Level of(int n) {
        if (n < 1 || n > 10) {
            throw new IllegalArgumentException("level must be 1..10, not " + n);
        }
        return LEVELS[n - 1];
    }

    /** Whether this level needs the exact score of every root ply (to choose among them). */
    boolean needsRootScores() {
        return temperature > 0 || overlook > 0;
    }
}
