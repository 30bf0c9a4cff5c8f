package io.github.morrisboard.store;

import io.github.morrisboard.setup.Setup;

import java.nio.file.Path;

/** What {@link GameStore#load()} found. */
public sealed interface LoadResult {

    /** The setup the menu starts from. */
    Setup setup();

    /** No unfinished game; {@code setup} is the last one saved, or the default. */
    record Fresh(Setup setup) implements LoadResult {
    }

    /** An unfinished game to resume. */
    record Resumed(SavedGame game) implements LoadResult {
        @Override
        public Setup setup() {
            return game.setup();
        }
    }

    /**
     * The file was corrupt or unreadable: it was renamed to {@code movedTo} (the original path if
     * even that failed) and the board starts fresh with the default setup.
     *
     * @param reason a message naming the file and the problem
     */
    record SetAside(Path movedTo, String reason) implements LoadResult {
        @Override
        public Setup setup() {
            return Setup.DEFAULT;
        }
    }
}
