package io.github.morrisboard.learn;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.store.HistoryEntry;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The rating of the person at the board, from the history: every game a person played against the
 * AI to its end (a win, a loss, a draw, a resignation or an agreed draw; not an abandoned one) is
 * one Glicko-2 rating period, against the level's rating ({@link LevelRatings}), in the order
 * played. Games between two people at the board, against a friend's board, the AI against itself,
 * games from a position set up on the board (it may have been won or lost before the first ply) and lines
 * that do not say the AI's side (written before the history kept it) do not count.
 */
public final class BoardRating {
    private BoardRating() {
    }

    /** The rating after one game: when it ended, the level played, the person's score, the rating after it. */
    public record Point(Instant ended, int level, double score, Glicko2.Rating rating) {
    }

    /** The rating after each counted game, oldest first: the curve the phone shows. */
    public static List<Point> curve(List<HistoryEntry> history) {
        List<Point> points = new ArrayList<>();
        Glicko2.Rating r = Glicko2.NEWCOMER;
        for (HistoryEntry e : history) {
            Optional<Double> score = score(e);
            if (score.isPresent()) {
                int level = e.level().getAsInt();
                r = Glicko2.rate(r, List.of(new Glicko2.Game(LevelRatings.rating(level), LevelRatings.deviation(level),
                        score.get())));
                points.add(new Point(e.ended(), level, score.get(), r));
            }
        }
        return points;
    }

    /** The rating now: after the last counted game, or a newcomer's. */
    public static Glicko2.Rating current(List<HistoryEntry> history) {
        List<Point> c = curve(history);
        return c.isEmpty() ? Glicko2.NEWCOMER : c.getLast().rating();
    }

    /** The person's score in {@code e} (1, ½, 0), when it is a game that counts. */
    static Optional<Double> score(HistoryEntry e) {
        if (e.mode() != Mode.HUMAN_AI || e.level().isEmpty() || e.opponent().isEmpty() || !e.fromRulesStart()) {
            return Optional.empty();
        }
        Color person = e.opponent().get().other();
        String result = e.result();
        if (result.startsWith("draw")) {
            return Optional.of(0.5);
        }
        for (Color c : Color.values()) {
            if (result.endsWith(c.label() + " wins") || result.startsWith(c.label() + " wins:")) {
                return Optional.of(c == person ? 1.0 : 0.0);
            }
        }
        return Optional.empty(); // abandoned, or a result this version does not know
    }
}
