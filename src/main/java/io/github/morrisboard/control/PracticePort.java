package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;

import java.util.Optional;

/**
 * What the board's lessons read and keep beyond the game (the history's positions; the puzzles and
 * their counts, kept beside the history): given once in {@link Ports}, called on the loop thread.
 */
public interface PracticePort {
    /** A board that keeps no history: no position of a game to set up. */
    PracticePort NONE = (game, ply) -> Optional.empty();

    /**
     * Game {@code game} of the history (1: the oldest, as the companion page numbers its {@code n}) after
     * {@code ply} of its plies (0: its start), if there is such a game and ply.
     */
    Optional<Game> position(int game, int ply);
}
