package io.github.morrisboard.app.service;

import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.SavedGame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;

/** The controller's saver on the crash-safe {@link GameStore}; a failed write is logged once and shown as a fault. */
public final class StoreSaver implements GameSaver {
    private static final Logger log = LoggerFactory.getLogger(StoreSaver.class);
    private final GameStore store;
    private boolean failing;

    public StoreSaver(GameStore store) {
        this.store = store;
    }

    @Override
    public boolean save(Setup setup, Game game) {
        return attempt("save the game", () -> store.save(SavedGame.of(setup, game)));
    }

    @Override
    public boolean finished(Setup setup, Game game) {
        return attempt("record the finished game", () -> store.finished(setup, game));
    }

    @Override
    public boolean abandoned(Setup setup, Game game) {
        return attempt("keep the abandoned game in the history", () -> store.abandoned(setup, game));
    }

    @Override
    public boolean ended(Setup setup, Game game, String result) {
        return attempt("record the ended game", () -> store.ended(setup, game, result));
    }

    @Override
    public boolean remember(Setup setup) {
        return attempt("remember the menu's choices", () -> store.clear(setup));
    }

    private interface Write {
        void run() throws IOException;
    }

    private boolean attempt(String what, Write write) {
        try {
            write.run();
            if (failing) {
                log.info("the store in {} works again", store.file().getParent());
                failing = false;
            }
            return true;
        } catch (IOException | RuntimeException e) {
            if (!failing) {
                // the exception names the file at fault (game.txt, history.txt or a temp file), not always the game file
                log.error("cannot {} in {}: {}", what, store.file().getParent(), e.toString());
                failing = true;
            }
            return false;
        }
    }
}
