package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.app.service.BoardService;
import io.github.morrisboard.config.StartCheck;
import io.github.morrisboard.ai.TableBuilder;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.ThreeTableBuilder;
import io.github.morrisboard.ai.ThreeTablesWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

@Command(name = "tables", mixinStandardHelpOptions = true,
        description = {"Builds the endgame tables.",
                "Builds the endgame tables (moving phase, 3..N pieces a side: with 4, the classes 3v3, 3v4, 4v3 "
                + "and 4v4) by retrograde analysis and writes them to FILE. Last line: wrote FILE (BYTES bytes).",
                "With --against-three, the tables of N pieces against three instead (3v3 to 9v3 and 3v9, a closed set: "
                + "every capture stays in it or ends the game), written to " + BoardService.THREE_TABLES_FILE
                + " unless --out says otherwise; the board maps this file into memory, so it needs no heap for them. "
                + "9 against 3 take about 300 MB of memory while they are built.",
                "Build them for the rules you play: flying=off gives other tables."})
public final class TablesCommand implements Callable<Integer> {
    @Option(names = "--out", paramLabel = "FILE", defaultValue = "morrisboard-tables.bin",
            description = "Where to write. Default: ${DEFAULT-VALUE}.")
    Path file;

    @Option(names = "--pieces", paramLabel = "N", defaultValue = "4",
            description = "Most pieces a side (3, 4 or 5; 5 takes about 3 GB of memory and 6 minutes on a PC, "
                    + "and its 63 MB when loaded do not fit the service's heap). Default: ${DEFAULT-VALUE}.")
    int pieces;

    @Option(names = "--against-three", paramLabel = "N", arity = "0..1", fallbackValue = "9",
            description = "Build the tables of 3..N pieces against three (N: 3..9, 9 when not given) instead.")
    Optional<Integer> againstThree = Optional.empty();

    @Mixin
    RulesOption rules;

    @Option(names = "--verify", description = "Afterwards check every position against its successors (slow).")
    boolean verify;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Optional<String> unwritable = unwritable(file);
        if (unwritable.isPresent()) { // before the build, which takes minutes on a Pi
            spec.commandLine().getErr().println("error: --out " + file + ": " + unwritable.get());
            return CommandLine.ExitCode.USAGE;
        }
        if (againstThree.isPresent()) {
            return againstThree(out);
        }
        long started = System.nanoTime();
        Tables t;
        try {
            t = TableBuilder.build(rules.parse(), pieces, line -> {
                out.println(line);
                out.flush();
            });
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
        try {
            t.save(file);
            out.printf("# %.1f s in all, %,d positions%n", (System.nanoTime() - started) / 1e9, t.positions());
            if (verify) {
                long t0 = System.nanoTime();
                long bad = t.verify(line -> {
                    out.println(line);
                    out.flush();
                });
                out.printf("# verified in %.1f s: %d positions disagree%n", (System.nanoTime() - t0) / 1e9, bad);
                if (bad != 0) {
                    spec.commandLine().getErr().println("error: the tables are inconsistent");
                    return 1;
                }
            }
            out.println("wrote " + file + " (" + Files.size(file) + " bytes)");
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: --out " + file + ": " + StartCheck.reason(e));
            return CommandLine.ExitCode.USAGE;
        }
        out.flush();
        return 0;
    }

    /**
     * Builds the tables of n against 3 into a file beside {@code --out}, checks a sample of each class
     * against its successors when {@code --verify} asks, and moves it into place: a half-built file is
     * never found under the name the board loads.
     */
    private int againstThree(PrintWriter out) {
        Path target = spec.commandLine().getParseResult().hasMatchedOption("--out") ? file : Path.of(BoardService.THREE_TABLES_FILE);
        Path part = target.resolveSibling(target.getFileName() + ".part");
        long started = System.nanoTime();
        try {
            try (ThreeTablesWriter w = new ThreeTablesWriter(part, rules.parse())) {
                ThreeTableBuilder.build(rules.parse(), againstThree.get(), line -> {
                    out.println(line);
                    out.flush();
                }, w);
            }
            out.printf("# %.1f s in all%n", (System.nanoTime() - started) / 1e9);
            if (verify) {
                long t0 = System.nanoTime();
                long bad = Tables.load(part).verifySample(VERIFY_SAMPLE, 1, line -> {
                    out.println(line);
                    out.flush();
                });
                out.printf("# verified %,d positions a class in %.1f s: %d disagree%n", VERIFY_SAMPLE, (System.nanoTime() - t0) / 1e9, bad);
                if (bad != 0) {
                    spec.commandLine().getErr().println("error: the tables are inconsistent");
                    return 1;
                }
            }
            Files.move(part, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            out.println("wrote " + target + " (" + Files.size(target) + " bytes)");
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        } catch (IOException e) {
            spec.commandLine().getErr().println("error: --out " + target + ": " + StartCheck.reason(e));
            return CommandLine.ExitCode.USAGE;
        }
        out.flush();
        return 0;
    }

    /** Positions of each class checked against their successors by --verify with --against-three. */
    private static final int VERIFY_SAMPLE = 200_000;

    /** Why the tables cannot be written to {@code file}, if they cannot (checked without touching it). */
    static Optional<String> unwritable(Path file) {
        Path dir = file.toAbsolutePath().getParent();
        Path shown = file.getParent() == null ? Path.of(".") : file.getParent();
        if (Files.isDirectory(file)) {
            return Optional.of("is a directory; give the file to write (e.g. " + file.resolve("morrisboard-tables.bin") + ")");
        } else if (Files.exists(dir) && !Files.isDirectory(dir)) {
            return Optional.of(shown + " is not a directory");
        } else if (!Files.isDirectory(dir)) {
            return Optional.of("the directory " + shown + " does not exist");
        } else if (Files.exists(file) ? !Files.isWritable(file) : !Files.isWritable(dir)) {
            return Optional.of("permission denied");
        }
        return Optional.empty();
    }
}
