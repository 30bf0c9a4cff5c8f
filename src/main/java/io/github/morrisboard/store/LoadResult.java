package io.github.morrisboard.store;

import io.github.morrisboard.setup.Setup;

import java.nio.file.Path;
import java.util.Optional;

/** What {@link GameStore#load()} found. */
public sealed interface LoadResult {

    /** The setup kept with the games, which the menu starts from; empty when none is kept (then the settings' applies). */
    Optional<Setup> lastSetup();

    /** No game file: nothing to resume and no setup kept. */
    record NoFile() implements LoadResult {
        @Override
        public Optional<Setup> lastSetup() {
            return Optional.empty();
        }
    }

    /** No unfinished game; {@code setup} is the last one saved. */
    record Fresh(Setup setup) implements LoadResult {
        @Override
        public Optional<Setup> lastSetup() {
            return Optional.of(setup);
        }
    }

    /** An unfinished game to resume. */
    record Resumed(SavedGame game) implements LoadResult {
        @Override
        public Optional<Setup> lastSetup() {
            return Optional.of(game.setup());
        }
    }

    /**
     * The file was corrupt or unreadable: it was renamed to {@code movedTo} (the original path if
     * even that failed) and the board starts fresh from the settings' setup.
     *
     * @param reason a message naming the file and the problem
     */
    record SetAside(Path movedTo, String reason) implements LoadResult {
        @Override
        public Optional<Setup> lastSetup() {
            return Optional.empty();
        }
    }
}
