package io.github.morrisboard.store;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.setup.Setup;

import java.util.List;

/**
 * An unfinished game as saved: the setup chosen in the menu (mode, AI side, level, hints, rules)
 * and every accepted ply from the start.
 */
public record SavedGame(Setup setup, List<Ply> plies) {
    public SavedGame {
        plies = List.copyOf(plies);
    }

    /** The game so far, from the current setup and plies. */
    public static SavedGame of(Setup setup, Game game) {
        if (!game.rules().equals(setup.rules())) {
            throw new IllegalArgumentException("the game's rules (" + game.rules() + ") differ from the setup's ("
                    + setup.rules() + ")");
        }
        return new SavedGame(setup, game.plies());
    }

    /** The game replayed from the start (the plies were checked when the file was read). */
    public Game game() {
        Game g = Game.start(setup.rules());
        for (Ply p : plies) {
            g = g.play(p);
        }
        return g;
    }
}
