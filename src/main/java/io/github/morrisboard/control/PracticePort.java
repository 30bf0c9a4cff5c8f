package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.learn.PlyScores;
import io.github.morrisboard.learn.Practice;
import io.github.morrisboard.learn.Progress;
import io.github.morrisboard.learn.Puzzle;
import io.github.morrisboard.setup.Setup;

import java.util.Optional;

/**
 * What the board's lessons read and keep beyond the game: the history's positions, the puzzles and
 * their counts (kept beside the history), what a wrong ply costs, what the person has practised. Given
 * once in {@link Ports}; called on the loop thread. {@link #of} is the board's own, over a {@link Practice}.
 */
public interface PracticePort {
    /** A board that keeps no history and no puzzle book: the built-in puzzles, counted in memory. */
    PracticePort NONE = of(Practice.builtIn());

    /**
     * Game {@code game} of the history (1: the oldest, as the companion page numbers its {@code n}) after
     * {@code ply} of its plies (0: its start), if there is such a game and ply.
     */
    Optional<Game> position(int game, int ply);

    /** Puzzle {@code id}; with none asked for, the next one to practise. */
    Optional<Puzzle> puzzle(Optional<String> id);

    /** Puzzle {@code p} was solved, or failed, once more; returns whether that was written. */
    boolean count(Puzzle p, boolean solved);

    /** What playing {@code played} instead of {@code better} in {@code at} costs its mover. */
    PlyScores.Cost cost(Game at, Ply played, Ply better);

    /** What the person has practised, for the phone (published with each view). */
    Progress progress();

    /** {@code s}, with an adaptive level at the level the person's rating gives now (another as it is). */
    default Setup adapt(Setup s) {
        return s.adaptive() ? s.withLevel(progress().level()) : s;
    }

    /** The port over {@code practice}. */
    static PracticePort of(Practice practice) {
        return new PracticePort() {
            @Override
            public Optional<Game> position(int game, int ply) {
                return practice.position(game, ply);
            }

            @Override
            public Optional<Puzzle> puzzle(Optional<String> id) {
                return practice.puzzle(id);
            }

            @Override
            public boolean count(Puzzle p, boolean solved) {
                return practice.count(p, solved);
            }

            @Override
            public PlyScores.Cost cost(Game at, Ply played, Ply better) {
                return practice.cost(at, played, better);
            }

            @Override
            public Progress progress() {
                return practice.progress();
            }
        };
    }
}
