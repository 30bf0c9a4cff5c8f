package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;

/** A saved game to continue once the board has been read, with the setup it was played with (the same rules). */
public record Resume(Setup setup, Game game) {
    public Resume {
        if (!game.rules().equals(setup.rules())) {
            throw new IllegalArgumentException("the game's rules (" + game.rules() + ") differ from the setup's (" + setup.rules() + ")");
        }
    }
}
