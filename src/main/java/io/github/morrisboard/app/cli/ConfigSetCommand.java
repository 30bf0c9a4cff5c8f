package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.config.ConfigException;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.config.SettingsEdit;
import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code morrisboard config set KEY VALUE --config FILE}: prints the settings file with {@code KEY}
 * set to {@code VALUE} (see {@link SettingsEdit}; an empty VALUE removes the key's line) and
 * changes nothing: redirect it ({@code setup} edits the file in place for web and remote.broker).
 * The value is checked first, alone ({@code error: KEY: what is wrong}), then the whole result as
 * the board will read it (the file, line and key). Exit status 2 for either.
 */
@Command(name = "set", mixinStandardHelpOptions = true,
        description = "Prints the settings file with KEY set to VALUE (an empty VALUE removes the line); changes nothing.")
public final class ConfigSetCommand implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE", required = true, description = "The settings file to start from.")
    Path file;

    @Parameters(index = "0", paramLabel = "KEY")
    String key;

    @Parameters(index = "1", paramLabel = "VALUE")
    String value;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            ConfigLoader.checkValue(key, value, file.toAbsolutePath().getParent());
        } catch (IllegalArgumentException e) {
            err.println("error: " + key + ": " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
        try {
            List<String> lines = SettingsEdit.with(SmallFile.readLines(file, SmallFile.KIB_64), key, value);
            ConfigLoader.parse(file, lines, System.getenv());
            PrintWriter out = spec.commandLine().getOut();
            lines.forEach(out::println);
            return 0;
        } catch (ConfigException | UnusableFileException e) {
            err.println("error: " + e.getMessage());
        } catch (IOException e) {
            err.println("error: " + file + ": cannot read: " + e.getMessage());
        }
        return CommandLine.ExitCode.USAGE;
    }
}
