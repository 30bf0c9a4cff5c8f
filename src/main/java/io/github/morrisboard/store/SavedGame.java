package io.github.morrisboard.store;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.setup.Setup;

import java.util.List;

/**
 * An unfinished game as saved: the setup chosen in the menu (mode, AI side, level, hints, rules), the
 * position it started from (the rules' start, or a position set up on the board) and every accepted ply
 * from there.
 */
public record SavedGame(Setup setup, Position start, List<Ply> plies) {
    public SavedGame {
        plies = List.copyOf(plies);
        if (!start.rules().equals(setup.rules())) {
            throw new IllegalArgumentException("the start's rules (" + start.rules() + ") differ from the setup's (" + setup.rules() + ")");
        }
    }

    /** A game from the rules' start. */
    public SavedGame(Setup setup, List<Ply> plies) {
        this(setup, Position.start(setup.rules()), plies);
    }

    /** The game so far, from the current setup, its start and plies. */
    public static SavedGame of(Setup setup, Game game) {
        if (!game.rules().equals(setup.rules())) {
            throw new IllegalArgumentException("the game's rules (" + game.rules() + ") differ from the setup's ("
                    + setup.rules() + ")");
        }
        return new SavedGame(setup, game.startPosition(), game.plies());
    }

    /** The game replayed from its start (the plies were checked when the file was read). */
    public Game game() {
        Game g = Game.from(start);
        for (Ply p : plies) {
            g = g.play(p);
        }
        return g;
    }
}
