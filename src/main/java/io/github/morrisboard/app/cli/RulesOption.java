package io.github.morrisboard.app.cli;

import picocli.CommandLine;
import io.github.morrisboard.engine.Rules;
import picocli.CommandLine.Option;

/** The option that names the rules, {@code --rules R} (standard when not given): shared by the commands that play. */
public final class RulesOption {

    @Option(names = "--rules", paramLabel = "R", defaultValue = "standard",
            description = "Rules: a preset (standard, twelve) with options, e.g. twelve,flying=off. Options: "
                    + "flying=on|off, double-removal=on|off, one-time-mill=on|off, remove-from-mills=always|last-resort, "
                    + "draw-plies=N, repetition=on|off. Default: ${DEFAULT-VALUE}.")
    String text;

    /** The rules; throws {@link IllegalArgumentException} with a one-line message. */
    public Rules parse() {
        return Rules.parse(text);
    }
}
