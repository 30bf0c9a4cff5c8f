package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Ply;

import java.util.List;
import java.util.Optional;

/**
 * What a search found.
 *
 * @param best      the chosen ply (empty when the game is over)
 * @param score     its score for the side to move, hundredths of a piece ({@link Search#isWin}/{@link Search#isLoss} for decided games)
 * @param depth     the last completed iteration
 * @param nodes     positions visited
 * @param millis    time spent
 * @param pv        the expected line from the chosen ply
 * @param cancelled whether the search was stopped by {@link Search#cancel()}
 */
public record SearchResult(Optional<Ply> best, int score, int depth, long nodes, long millis, List<Ply> pv,
                           boolean cancelled) {

    public SearchResult {
        pv = List.copyOf(pv);
    }

    /** Nodes per second. */
    public long nps() {
        return nodes * 1000 / Math.max(1, millis);
    }
}
