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
