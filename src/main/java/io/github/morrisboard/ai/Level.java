package io.github.morrisboard.ai;

/**
 * A playing strength, 1 (a beginner can win) to 10 (full strength within its time). Lower
 * levels search shallower and shorter, choose among near-best plies with a temperature, and make a
 * beginner's mistakes instead of random blunders (see {@link Choice}):
 * <ul>
 * <li>they miss a <em>distant</em> threat ({@code overlook}): a mill the opponent could close whose
 * line does not run through the point the opponent just played (a person looks where the last piece
 * went, and forgets the two that has stood on the other side of the board for a while);</li>
 * <li>they fall into a two-way mill ({@code forkBlind}): a ply after which the opponent can make two
 * mills at once (two closable gaps, or a running mill) is judged by a one-ply look, which does not
 * see it coming;</li>
 * <li>they drift in the moving phase ({@code drift}): with nothing to close or block, any ply that
 * scores within {@code drift} of the best will do, chosen evenly (no plan, but no piece given away);</li>
 * <li>only levels 1 and 2 overlook a mill of their own ({@code overlookOwn}). From level 3 up a mill the
 * level can close is closed unless it walks into a forced loss; at full strength when it scores within a
 * quarter piece of the best ply.</li>
 * </ul>
 *
 * @param number      1..10
 * @param maxDepth    the deepest iteration (plies; removals are free)
 * @param timePercent share of the move time used
 * @param temperature softmax temperature over the root plies scoring within this much of the best, in
 *                    hundredths of a piece (0: always the best)
 * @param overlook    chance per move of not seeing a distant threat (the plies that block only it)
 * @param overlookOwn chance per move of not seeing the plies that close a mill of its own
 * @param forkBlind   chance per move of not seeing that a ply lets the opponent make a two-way mill
 * @param drift       in the moving phase, how far below the best (hundredths of a piece) an aimless ply may score
 * @param greed       how much worse a mill-closing ply may score and still be played, in hundredths of a
 *                    piece ({@link #ALWAYS}: whenever it is not a forced loss)
 */
public record Level(int number, int maxDepth, int timePercent, int temperature, double overlook, double overlookOwn,
                    double forkBlind, int drift, int greed) {

    public static final int MAX_DEPTH = 64;
    /** A greed that closes every mill that does not walk into a forced loss. */
    public static final int ALWAYS = 10_000;
    /** Full strength's greed: a mill-closing ply within a quarter piece of the search's best is played instead. */
    static final int FULL_GREED = 25;

    private static final Level[] LEVELS = {
            new Level(1, 1, 10, 50, 0.60, 0.25, 0.50, 90, ALWAYS),
            new Level(2, 1, 15, 40, 0.45, 0.12, 0.40, 80, ALWAYS),
            new Level(3, 3, 20, 30, 0.30, 0, 0.30, 70, ALWAYS),
            new Level(4, 3, 30, 25, 0.20, 0, 0.20, 60, ALWAYS),
            new Level(5, 4, 40, 20, 0.12, 0, 0.12, 45, ALWAYS),
            new Level(6, 5, 50, 15, 0.06, 0, 0.06, 30, ALWAYS),
            new Level(7, 6, 60, 12, 0.02, 0, 0, 0, ALWAYS),
            new Level(8, 8, 75, 6, 0.0, 0, 0, 0, ALWAYS),
            new Level(9, 12, 90, 2, 0.0, 0, 0, 0, ALWAYS),
            new Level(10, MAX_DEPTH, 100, 0, 0.0, 0, 0, 0, FULL_GREED),
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
        return new Level(number, maxDepth, timePercent, 0, 0, 0, 0, 0, 0);
    }

    /** This level with its depth capped at {@code depth} (at least 1). */
    public Level capped(int depth) {
        return new Level(number, Math.max(1, Math.min(depth, maxDepth)), timePercent, temperature, overlook, overlookOwn,
                forkBlind, drift, greed);
    }

    /** Whether this level needs the exact score of every root ply (to choose among them). */
    boolean needsRootScores() {
        return temperature > 0 || overlook > 0 || overlookOwn > 0 || forkBlind > 0 || drift > 0;
    }
}
