package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;

/** Where the control loop keeps games: written after every accepted ply, crash-safely. */
public interface GameSaver {
    /** Saves the unfinished game; false if it could not be written (shown as a storage fault). */
    boolean save(Setup setup, Game game);

    /** The game ended: kept in the history, nothing to resume any more. */
    void finished(Setup setup, Game game);

    /** The person abandoned the game: kept in the history with its plies, nothing to resume. */
    void abandoned(Setup setup, Game game);
}
