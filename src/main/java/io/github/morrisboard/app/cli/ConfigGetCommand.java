package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.config.ConfigException;
import io.github.morrisboard.config.ConfigLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code morrisboard config get KEY…}: the value in force of each key (the file's, else the
 * default), one a line, spelled as the file spells it; an empty line for an empty value. The
 * installer reads the settings through this, so the file has one reader. Exit status 2, with the
 * file, line and key, when the file is wrong or a key unknown.
 */
@Command(name = "get", mixinStandardHelpOptions = true,
        description = "Prints the value in force of each KEY, one a line.")
public final class ConfigGetCommand implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE", description = "The settings file to read.")
    Optional<Path> file = Optional.empty();

    @Parameters(arity = "1..*", paramLabel = "KEY", description = "The keys, e.g. web web.port.")
    List<String> keys = List.of();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        try {
            Map<String, String> texts = ConfigLoader.texts(ConfigLoader.loadLocated(file, System.getenv()).config());
            for (String key : keys) {
                if (!texts.containsKey(key)) {
                    spec.commandLine().getErr().println("error: unknown key '" + key + "'");
                    return CommandLine.ExitCode.USAGE;
                }
            }
            PrintWriter out = spec.commandLine().getOut();
            keys.forEach(k -> out.println(texts.get(k)));
            return 0;
        } catch (ConfigException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
    }
}
