package io.github.morrisboard.control;

import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.words.Arg;
import io.github.morrisboard.words.Sentence;

/**
 * Rules in a player's words, never their ids ({@code twelve,flying=off}): the preset's name, then
 * each option that differs from it in brackets ("Twelve men's morris (without flying)"). The
 * messages say them so, and the companion page's settings line (the settings' {@code rules.said}).
 */
public final class RulesSaid {
    private RulesSaid() {
    }

    /** {@code rules} as a sentence of the catalog ({@code setup.rules.*}, {@code rules.with}, {@code rules.and}, {@code rules.<option>.<value>}). */
    public static Sentence of(Rules rules) {
        String[] parts = rules.toString().split(",");
        Sentence said = Sentence.of("setup.rules." + parts[0]);
        Sentence options = null;
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            Sentence option = kv[0].equals("draw-plies")
                    ? kv[1].equals("0") ? Sentence.of("rules.draw-plies.off") : Sentence.of("rules.draw-plies", kv[1])
                    : Sentence.of("rules." + kv[0] + "." + kv[1]);
            options = options == null ? option : Sentence.of("rules.and", options, option);
        }
        return options == null ? said : Sentence.of("rules.with", said, options);
    }

    /** Rules as the settings and the other board write them; text that is not rules (from another board) is said as it is. */
    static Arg of(String text) {
        try {
            return of(Rules.parse(text));
        } catch (IllegalArgumentException notRules) {
            return new Arg.Plain(text);
        }
    }
}
