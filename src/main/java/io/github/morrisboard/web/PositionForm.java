package io.github.morrisboard.web;

import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.engine.PositionText;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.words.Sentence;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The companion page's position to set up ({@code POST /api/commands/position}, form {@code position=W:a1,d2,g4
 * B:d6,g7 hand 6/7 black to move&players=human-vs-ai}): the text read under the board's rules
 * ({@link PositionText}) to the command the loop carries out, or to a refusal on one line with the sentence the
 * page says in its language ({@code companion.position.bad.PROBLEM}, {@code .white} or {@code .black} after it
 * where the problem is a side's). {@code players} is {@code human-vs-ai} (the default) or {@code human-vs-human}.
 */
final class PositionForm {
    /** The fields the form may have. */
    static final Set<String> FIELDS = Set.of("position", "players");

    private PositionForm() {
    }

    /** What the form gave: the command, or why not. */
    sealed interface Read {
        record Ok(PageCommand.SetUpPosition command) implements Read {
        }

        /** {@code english} for scripts and logs, {@code why} for the person. */
        record Refused(String english, Sentence why) implements Read {
        }
    }

    static Read read(Map<String, String> form, Rules rules) {
        for (String k : form.keySet()) {
            if (!FIELDS.contains(k)) {
                return new Read.Refused("unknown field \"" + k + "\" (fields: position, players)", Sentence.of("companion.position.bad.form"));
            }
        }
        String players = form.getOrDefault("players", Mode.HUMAN_AI.label()).strip();
        Mode mode;
        if (players.equals(Mode.HUMAN_AI.label()) || players.equals(Mode.HUMAN_HUMAN.label())) {
            mode = Mode.parse(players);
        } else {
            return new Read.Refused("players: expected human-vs-ai or human-vs-human, not \"" + players + "\"",
                    Sentence.of("companion.position.bad.form"));
        }
        return switch (PositionText.read(rules, form.getOrDefault("position", ""))) {
            case PositionText.Read.Ok ok -> new Read.Ok(new PageCommand.SetUpPosition(ok.position(), mode));
            case PositionText.Read.Refused r -> new Read.Refused(r.describe(), sentence(r));
        };
    }

    /** The refusal as the page says it. */
    static Sentence sentence(PositionText.Read.Refused r) {
        String key = "companion.position.bad." + r.problem().label() + r.side().map(c -> "." + c.label()).orElse("");
        List<Object> args = new ArrayList<>(r.args());
        if (r.problem() == PositionText.Problem.OVER) {
            Optional<String> over = CompanionJson.resultKey(r.args().getFirst());
            args = List.of(over.<Object>map(Sentence::of).orElse(r.args().getFirst()));
        }
        return Sentence.of(key, args.toArray());
    }
}
