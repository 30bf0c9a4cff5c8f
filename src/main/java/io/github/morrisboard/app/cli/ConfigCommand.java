package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.config.ConfigException;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.config.StartCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code morrisboard config}: checks the settings file and prints the settings in force, every key
 * in file syntax. Exit status 2, with the file, line and key, when the file is wrong: a quick check
 * after editing {@code /etc/morrisboard/morrisboard.properties}, before restarting the service.
 * {@code config get} and {@code config set} read and edit single settings ({@code config get}: the installer's way in).
 */
@Command(name = "config", mixinStandardHelpOptions = true, subcommands = {ConfigGetCommand.class, ConfigSetCommand.class},
        description = {"Checks the settings and prints those in force.",
                "Checks the settings file and prints the settings in force (key = value). Checks what the start "
                + "needs too: bind resolves to an address of this machine, the profile file parses, state.dir is a "
                + "writable directory (or can be created).",
                "Without --config: $CONFIGURATION_DIRECTORY/morrisboard.properties under systemd, else "
                        + "/etc/morrisboard/morrisboard.properties if it exists, else the built-in defaults."})
public final class ConfigCommand implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE", description = "The settings file to check.")
    Optional<Path> file = Optional.empty();

    @Option(names = "--defaults", description = "Print the built-in defaults instead, as the file spells them.")
    boolean defaults;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (defaults) {
            ConfigLoader.defaultTexts().forEach((k, v) -> out.println(k + " = " + v));
            return 0;
        }
        try {
            ConfigLoader.Loaded loaded = ConfigLoader.loadLocated(file, System.getenv());
            StartCheck.check(loaded, false, true); // what the start will need, without creating anything
            ConfigLoader.texts(loaded.config()).forEach((k, v) -> out.println(k + " = " + v));
            return 0;
        } catch (ConfigException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
    }
}
