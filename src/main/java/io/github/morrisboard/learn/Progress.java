package io.github.morrisboard.learn;

import java.util.List;
import java.util.Optional;

/**
 * What the person has practised, at one moment, for the phone: immutable, so the control loop can
 * publish it for the pages' threads.
 *
 * @param puzzles  the puzzles, the person's own first (newest first), then the built-in ones, each with its counts
 * @param ofTheDay the id of the puzzle of the day, when there is a puzzle
 * @param curve    the rating after each game that counts, oldest first
 * @param rating   the rating now
 * @param level    the level the adaptive AI plays at against that rating
 */
public record Progress(List<Puzzle> puzzles, Optional<String> ofTheDay, List<BoardRating.Point> curve, Glicko2.Rating rating,
                       int level) {
    /** Nothing practised, no puzzles: before the loop's first turn. */
    public static final Progress NONE = new Progress(List.of(), Optional.empty(), List.of(), Glicko2.NEWCOMER,
            AdaptiveLevel.levelFor(Glicko2.NEWCOMER));

    public Progress {
        puzzles = List.copyOf(puzzles);
        curve = List.copyOf(curve);
    }

    /** How many puzzles were solved at least once. */
    public long solved() {
        return puzzles.stream().filter(p -> p.solved() > 0).count();
    }
}
