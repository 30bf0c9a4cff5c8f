package io.github.morrisboard.store;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One game in the history: when it ended, its rules, who played, the AI's level (when an AI
 * played), the opponent's side (the AI's against a person, the friend's in a remote game; empty for
 * other modes and for lines written before it was kept), how it ended ({@code white wins: black has
 * no legal move}, {@code abandoned}) and every ply.
 */
public record HistoryEntry(Instant ended, Rules rules, Mode mode, OptionalInt level, Optional<Color> opponent, String result,
                           List<Ply> plies) {
    /** The result of a game a person abandoned before it was over. */
    public static final String ABANDONED = "abandoned";

    public HistoryEntry {
        plies = List.copyOf(plies);
        Objects.requireNonNull(opponent, "opponent");
        if (result.contains("\"") || result.contains("\n")) {
            throw new IllegalArgumentException("a result may not contain quotes or line breaks: " + result);
        }
    }

    /** A game whose opponent's side is not known. */
    public HistoryEntry(Instant ended, Rules rules, Mode mode, OptionalInt level, String result, List<Ply> plies) {
        this(ended, rules, mode, level, Optional.empty(), result, plies);
    }

    /** The same game: rules, players, result and plies (the time aside). */
    boolean sameGame(HistoryEntry other) {
        return rules.equals(other.rules) && mode == other.mode && level.equals(other.level)
                && opponent.equals(other.opponent)
                && result.equals(other.result) && plies.equals(other.plies);
    }
}
