package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.learn.BuiltinPuzzles;
import io.github.morrisboard.store.AtomicFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "puzzles", mixinStandardHelpOptions = true,
        description = {"Makes the built-in puzzle set again.",
                "Mines the puzzles that ship with the program from the engine's own games (each answer unique by the "
                + "search's margin) and writes them, one a line. Last line: the number of puzzles and the file."})
public final class PuzzlesCommand implements Callable<Integer> {
    @Option(names = "--out", paramLabel = "FILE", defaultValue = "src/main/resources/puzzles/builtin.txt",
            description = "Where to write them. Default: ${DEFAULT-VALUE}.")
    Path out;

    @Override
    public Integer call() throws IOException {
        String text = BuiltinPuzzles.generate();
        Path dir = out.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        AtomicFile.replace(out, text.getBytes(StandardCharsets.UTF_8));
        System.out.println(text.lines().filter(l -> !l.startsWith("#")).count() + " puzzles written to " + out);
        return 0;
    }
}
