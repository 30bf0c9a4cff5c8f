package io.github.morrisboard.app.cli;

import picocli.CommandLine;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The options that name a position: {@code --rules R} and {@code --moves "d6 f4 …"}. Shared by the engine commands. */
public final class PositionOptions {

    @Mixin
    RulesOption rules;

    @Option(names = "--moves", paramLabel = "PLIES", defaultValue = "",
            description = "Plies from the start, e.g. \"d6 f4 d2\"; removals as xa7 or joined (a1-a4xa7).")
    String moves;

    /** The rules; throws {@link IllegalArgumentException} with a clear message. */
    public Rules parsedRules() {
        return rules.parse();
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
