package io.github.morrisboard.app.cli;

import picocli.CommandLine;
import io.github.morrisboard.ai.Tables;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The option that names endgame tables, {@code --tables FILE}: shared by the commands that search. */
public final class TablesOption {

    @Option(names = "--tables", paramLabel = "FILE",
            description = "Endgame tables built by the tables command (every search probes them); give it twice for "
                    + "both files, the tables and those of n against three (tables --against-three).")
    List<Path> files = new ArrayList<>();

    /** The tables the option names, or none when it names no file; throws naming the file. */
    public Tables load() throws IOException {
        Tables t = Tables.none();
        for (Path f : files) {
            try {
                t = t.with(Tables.load(f));
            } catch (IllegalArgumentException e) {
                throw new IOException(f + ": " + e.getMessage(), e);
            }
        }
        return t;
    }
}
