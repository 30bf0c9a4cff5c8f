package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;

import java.util.List;

/**
 * What reconciliation needs to know about the game: the game itself (position, history, whose
 * turn) and, when it is the AI's turn and the AI has announced its action, the plies a person
 * must now make for it in order (a move or placement and then its removals, or only the removals
 * still owed). Empty when the side to move plays by hand.
 */
public record Situation(Game game, List<Ply> opponentPlies) {

    public Situation {
        opponentPlies = List.copyOf(opponentPlies);
    }

    /** A person's turn (or human vs human). */
    public static Situation human(Game game) {
        return new Situation(game, List.of());
    }

    public boolean aiPending() {
        return !opponentPlies.isEmpty();
    }
}
