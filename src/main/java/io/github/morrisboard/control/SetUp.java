package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.learn.Puzzle;
import io.github.morrisboard.sensing.Reading;
import io.github.morrisboard.setup.Mode;

import java.util.Optional;

/**
 * A position being set up by hand, and what it is for ({@link Then}). Pure: the board's reading comes
 * in, what is still to do comes out ({@link Todo}): the points where a white piece goes, where a black
 * one goes, and the pieces where none belongs. Presence sensors cannot see colour, so the words name the
 * points of each colour, and the set-up is done once the pieces stand exactly on the position's points,
 * settled, while the board can be read: from then on the position's colours are trusted. A set-up
 * records no ply and saves nothing.
 */
final class SetUp {
    /** What the position is set up for: what follows once it stands on the board. */
    sealed interface Then {
        /** The position to set up. */
        Position position();

        /** A saved game whose board was swept while the power was off: it resumes once set up. */
        record Resume(Game game) implements Then {
            @Override
            public Position position() {
                return game.position();
            }
        }

        /**
         * A game's position (a game of the history at one of its plies, or a position typed or tapped on the phone):
         * a game goes on from it, by {@code players} when the person chose who plays it.
         */
        record Play(Game game, Optional<Mode> players) implements Then {
            Play(Game game) {
                this(game, Optional.empty());
            }

            @Override
            public Position position() {
                return game.position();
            }
        }

        /** A puzzle: played once its position stands. */
        record Solve(Puzzle puzzle) implements Then {
            @Override
            public Position position() {
                return puzzle.position().position();
            }
        }

        /** An empty board, then the menu (a lesson left with pieces on the board). */
        record Menu(Position empty) implements Then {
            @Override
            public Position position() {
                return empty;
            }
        }
    }

    /**
     * What is left to do on the board.
     *
     * @param white the points where a white piece goes
     * @param black the points where a black piece goes
     * @param extra the pieces where none belongs
     */
    record Todo(int white, int black, int extra) {
        static final Todo NONE = new Todo(0, 0, 0);

        boolean done() {
            return (white | black | extra) == 0;
        }

        /** English, for the log and the status line: {@code white a1 d2, black g7, off b4}. */
        String describe() {
            StringBuilder s = new StringBuilder();
            append(s, "white", white);
            append(s, "black", black);
            append(s, "off", extra);
            return s.isEmpty() ? "the pieces stand right" : s.toString();
        }

        private static void append(StringBuilder s, String what, int mask) {
            if (mask != 0) {
                s.append(s.isEmpty() ? "" : ", ").append(what).append(' ').append(io.github.morrisboard.board.Point.names(mask));
            }
        }
    }

    private final Then then;

    SetUp(Then then) {
        this.then = then;
    }

    Then then() {
        return then;
    }

    /** The position set up. */
    Position target() {
        return then.position();
    }

    /** What is left to do on a board that holds pieces on {@code occupied}. */
    Todo todo(int occupied) {
        Position p = target();
        return new Todo(p.white() & ~occupied, p.black() & ~occupied, occupied & ~p.occupied());
    }

    /** Whether the position stands on the board: read ({@code blind}: a sensing fault, the reading is not known), settled and live alike. */
    boolean done(Reading r, boolean blind) {
        int want = target().occupied();
        return !blind && r.settled() == want && r.live() == want;
    }
}
