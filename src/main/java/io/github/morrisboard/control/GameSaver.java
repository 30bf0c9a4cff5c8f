package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;

/**
 * Where the control loop keeps games: written after every accepted ply, crash-safely. Every call
 * returns whether it was written; a failed write is shown as a storage fault until one succeeds.
 */
public interface GameSaver {
    /** Saves the unfinished game. */
    boolean save(Setup setup, Game game);

    /** The game ended: recorded in the history; nothing to resume any more. */
    boolean finished(Setup setup, Game game);

    /** The person abandoned the game: recorded in the history with its plies; nothing to resume. */
    boolean abandoned(Setup setup, Game game);

    /** The game ended by the players' word ({@code result}, e.g. "draw agreed"): recorded in the history with it; nothing to resume. */
    boolean ended(Setup setup, Game game, String result);

    /** The menu's choices changed (no game running): remembered for the next start. */
    boolean remember(Setup setup);

    /**
     * A saver in front of another (publishing, broadcasting, analysing what was saved): every call
     * goes on to {@code saver}; a decorator overrides the calls it adds something to.
     */
    abstract class Forwarding implements GameSaver {
        protected final GameSaver saver;

        protected Forwarding(GameSaver saver) {
            this.saver = saver;
        }

        @Override
        public boolean save(Setup setup, Game game) {
            return saver.save(setup, game);
        }

        @Override
        public boolean finished(Setup setup, Game game) {
            return saver.finished(setup, game);
        }

        @Override
        public boolean abandoned(Setup setup, Game game) {
            return saver.abandoned(setup, game);
        }

        @Override
        public boolean ended(Setup setup, Game game, String result) {
            return saver.ended(setup, game, result);
        }

        @Override
        public boolean remember(Setup setup) {
            return saver.remember(setup);
        }
    }
}
