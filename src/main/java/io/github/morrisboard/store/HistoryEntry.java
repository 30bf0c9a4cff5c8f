package io.github.morrisboard.store;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Position;
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
 * no legal move}, {@code abandoned}), every ply, and the position they were played from ({@code start}: the
 * rules' start, or a position set up on the board).
 */
public record HistoryEntry(Instant ended, Rules rules, Mode mode, OptionalInt level, Optional<Color> opponent, String result,
                           List<Ply> plies, Position start) {
    /** The result of a game a person abandoned before it was over. */
    public static final String ABANDONED = "abandoned";

    public HistoryEntry {
        plies = List.copyOf(plies);
        Objects.requireNonNull(opponent, "opponent");
        if (!start.rules().equals(rules)) {
            throw new IllegalArgumentException("the start's rules (" + start.rules() + ") differ from the game's (" + rules + ")");
        }
        if (result.contains("\"") || result.contains("\n")) {
            throw new IllegalArgumentException("a result may not contain quotes or line breaks: " + result);
        }
    }

    /** A game from the rules' start. */
    public HistoryEntry(Instant ended, Rules rules, Mode mode, OptionalInt level, Optional<Color> opponent, String result,
                        List<Ply> plies) {
        this(ended, rules, mode, level, opponent, result, plies, Position.start(rules));
    }

    /** A game from the rules' start whose opponent's side is not known. */
    public HistoryEntry(Instant ended, Rules rules, Mode mode, OptionalInt level, String result, List<Ply> plies) {
        this(ended, rules, mode, level, Optional.empty(), result, plies);
    }

    /** Whether the game began at its rules' start (not from a position set up on the board). */
    public boolean fromRulesStart() {
        return start.equals(Position.start(rules));
    }

    /** The game as played: its plies from its start. */
    public Game game() {
        Game g = Game.from(start);
        for (Ply p : plies) {
            g = g.play(p);
        }
        return g;
    }

    /** The same game: rules, players, result, start and plies (the time aside). */
    boolean sameGame(HistoryEntry other) {
        return rules.equals(other.rules) && mode == other.mode && level.equals(other.level)
                && opponent.equals(other.opponent)
                && result.equals(other.result) && plies.equals(other.plies) && start.equals(other.start);
    }
}
