package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;

/** Brute force over the engine's legal plies, independent of {@link Reconciler}'s mask reasoning. */
final class Oracle {

    private Oracle() {
    }

    /** Whether some legal turn of the side to move (a ply and the removals it earns, or part of them) leaves this occupancy. */
    static boolean reachableByOneTurn(Position p, int occupancy) {
        for (Ply ply : p.legalPlies()) {
            if (reaches(p.play(ply), occupancy)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a whole turn of the side to move and then some turn of the other side leave this
     * occupancy: a fast reply, which the referee prefers to a takeback that leaves the same board.
     */
    static boolean reachableByTwoTurns(Position p, int occupancy) {
        for (Ply ply : p.legalPlies()) {
            if (afterWholeTurn(p.play(ply), occupancy)) {
                return true;
            }
        }
        return false;
    }

    private static boolean afterWholeTurn(Position q, int occupancy) {
        if (q.removalsOwed() == 0 || q.legalPlies().isEmpty()) {
            return !q.legalPlies().isEmpty() && reachableByOneTurn(q, occupancy);
        }
        for (Ply r : q.legalPlies()) {
            if (afterWholeTurn(q.play(r), occupancy)) {
                return true;
            }
        }
        return false;
    }

    private static boolean reaches(Position q, int occupancy) {
        if (q.occupied() == occupancy) {
            return true;
        }
        if (q.removalsOwed() == 0) {
            return false;
        }
        for (Ply r : q.legalPlies()) {
            if (reaches(q.play(r), occupancy)) {
                return true;
            }
        }
        return false;
    }
}
