package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;

/** Savers for tests and benches that need no disk. */
public final class Savers {
    private Savers() {
    }

    /** A saver that keeps nothing and answers every call with {@code written} (false: a full disk). */
    public static GameSaver answering(boolean written) {
        return new GameSaver() {
            @Override
            public boolean save(Setup setup, Game game) {
                return written;
            }

            @Override
            public boolean finished(Setup setup, Game game) {
                return written;
            }

            @Override
            public boolean abandoned(Setup setup, Game game) {
                return written;
            }

            @Override
            public boolean ended(Setup setup, Game game, String result) {
                return written;
            }

            @Override
            public boolean remember(Setup setup) {
                return written;
            }
        };
    }
}
