package io.github.morrisboard.app;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import picocli.CommandLine.Option;

/** The options that name a position: {@code --rules R} and {@code --moves "d6 f4 …"}. Shared by the engine commands. */
public final class PositionOptions {

    @Option(names = "--rules", paramLabel = "R", defaultValue = "standard",
            description = "Rules: a preset (standard, twelve) with options, e.g. twelve,flying=off. Options: "
                    + "flying=on|off, double-removal=on|off, one-time-mill=on|off, remove-from-mills=always|last-resort, "
                    + "draw-plies=N, repetition=on|off. Default: ${DEFAULT-VALUE}.")
    String rules;

    @Option(names = "--moves", paramLabel = "PLIES", defaultValue = "",
            description = "Plies from the start, e.g. \"d6 f4 d2\"; removals as xa7 or joined (a1-a4xa7).")
    String moves;

    /** The rules; throws {@link IllegalArgumentException} with a clear message. */
    public Rules parsedRules() {
        return Rules.parse(rules);
    }

    /** The game after {@code --moves}; throws {@link IllegalArgumentException} naming the bad ply. */
    public Game game() {
        return Game.replay(parsedRules(), moves);
    }

    /** The game after another ply list (one line of {@code --stdin}). */
    public Game game(String record) {
        return Game.replay(parsedRules(), record);
    }
}
