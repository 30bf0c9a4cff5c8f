package io.github.morrisboard.app.cli;

import picocli.CommandLine;
import io.github.morrisboard.ai.Tables;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/** The option that names endgame tables, {@code --tables FILE}: shared by the commands that search. */
public final class TablesOption {

    @Option(names = "--tables", paramLabel = "FILE",
            description = "Endgame tables built by the tables command (every search probes them).")
    Optional<Path> file = Optional.empty();

    /** The tables the option names, or none when it names no file; throws naming the file. */
    public Tables load() throws IOException {
        return file.isPresent() ? Tables.load(file.get()) : Tables.none();
    }
}
