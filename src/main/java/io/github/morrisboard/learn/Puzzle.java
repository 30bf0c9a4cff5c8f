package io.github.morrisboard.learn;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A position to find the right ply in. The position is a game's record up to it (as the history
 * keeps games), so it comes with its rules and what repeats; the line is what must be played from
 * it: the answer, and for a longer puzzle the opponent's reply and the next answer, and so on. A
 * removal owed after the line's last ply is the person's free choice.
 *
 * @param id     unique in its book: {@code <game key>-<ply>} for a game's, {@code b<n>} for a built-in one
 * @param rules  the rules of the game
 * @param before the plies from the start to the position
 * @param line   the answer first, then reply and answer in turn; never empty
 * @param kind   what the answer does
 * @param source where it came from
 * @param solved how often it was solved
 * @param failed how often it was failed
 */
public record Puzzle(String id, Rules rules, List<Ply> before, List<Ply> line, Kind kind, Source source, int solved,
                     int failed) {

    /** What a puzzle's answer does, as the puzzle's title says it. */
    public enum Kind {
        /** Close a mill. */
        MILL,
        /** Block a mill the opponent could close. */
        BLOCK,
        /** Set up a mill that cannot be stopped: a piece in two moves. */
        PIECE_IN_TWO,
        /** A flying endgame (a side with three pieces). */
        FLYING,
        /** Find the better ply. */
        BETTER;

        /** As files write it: {@code piece-in-two}. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }

        /** Reads a label; throws naming the allowed ones otherwise. */
        public static Kind parse(String text) {
            for (Kind k : values()) {
                if (k.label().equals(text)) {
                    return k;
                }
            }
            throw new IllegalArgumentException("unknown puzzle kind \"" + text + "\" (mill, block, piece-in-two, flying, better)");
        }
    }

    /**
     * Where a puzzle came from: ply {@code ply} (0-based) of a game of the history (its {@code
     * store.AnalysisFiles} key), or of the engine's own game for a built-in one.
     */
    public record Source(Optional<String> game, int ply) {
        public static Source builtIn(int ply) {
            return new Source(Optional.empty(), ply);
        }

        public static Source game(String key, int ply) {
            return new Source(Optional.of(key), ply);
        }

        /** Whether it is from the built-in set. */
        public boolean isBuiltIn() {
            return game.isEmpty();
        }

        @Override
        public String toString() {
            return game.map(g -> "game=" + g).orElse("built-in") + "@" + ply;
        }
    }

    public Puzzle {
        before = List.copyOf(before);
        line = List.copyOf(line);
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(source, "source");
        if (line.isEmpty()) {
            throw new IllegalArgumentException("a puzzle needs an answer");
        }
        if (id.isEmpty() || !id.chars().allMatch(c -> c > ' ' && c < 127)) {
            throw new IllegalArgumentException("a puzzle's id is printable ASCII without spaces, not \"" + id + "\"");
        }
        if (solved < 0 || failed < 0) {
            throw new IllegalArgumentException("counts cannot be negative: " + solved + "/" + failed);
        }
        Game g = at(rules, before);
        for (Ply p : line) {
            g = g.play(p); // throws when the line is not legal
        }
    }

    /** The game at the puzzle's position: set it up from here. */
    public Game position() {
        return at(rules, before);
    }

    private static Game at(Rules rules, List<Ply> plies) {
        Game g = Game.start(rules);
        for (Ply p : plies) {
            g = g.play(p);
        }
        return g;
    }

    /** Who moves in the puzzle: the person. */
    public Color sideToMove() {
        return position().position().sideToMove();
    }

    /** The first ply to find. */
    public Ply answer() {
        return line.getFirst();
    }

    /** Solved once more. */
    public Puzzle withSolved() {
        return new Puzzle(id, rules, before, line, kind, source, solved + 1, failed);
    }

    /** Failed once more. */
    public Puzzle withFailed() {
        return new Puzzle(id, rules, before, line, kind, source, solved, failed + 1);
    }
}
