package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.engine.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.SplittableRandom;

@Command(name = "bestmove", mixinStandardHelpOptions = true,
        description = {"Searches a position and answers the ply to play.",
                "Searches the position and answers the ply to play. Last line: bestmove PLY "
                + "(bestmove none when the game is over). When a removal is owed the answer is the removal.",
                "Before it: info depth, score (hundredths of a piece for the side to move), nodes, time, pv.",
                "A whole command costs more than --movetime: the JVM's start and the opening book (about 2 s on "
                        + "the shared 2-core development VM under load), loading --tables when given, then MS of "
                        + "search, then printing."})
public final class BestmoveCommand extends LineCommand {
    @Option(names = "--movetime", paramLabel = "MS", defaultValue = "1000",
            description = "The search's time limit in milliseconds, counted from when the position, the opening "
                    + "book and the tables are ready; with --stdin, for each line. Default: ${DEFAULT-VALUE}.")
    long movetime;

    @Option(names = "--level", paramLabel = "N", defaultValue = "10",
            description = "Strength 1..10 (10: full strength). Default: ${DEFAULT-VALUE}.")
    int level;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed for a weaker level's choices. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--hash", paramLabel = "MB", defaultValue = "" + TranspositionTable.DEFAULT_MB,
            description = "Transposition table size in MB. Default: ${DEFAULT-VALUE}.")
    int hashMb;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Search threads at level 10 (1..64; 1: the same answer every time). Default: ${DEFAULT-VALUE}.")
    int threads;

    @Mixin
    TablesOption tables;

    private Searcher searcher;
    private SearchRequest request;

    @Override
    public Integer call() throws IOException {
        try {
            request = new SearchRequest(movetime, Level.of(level), new SplittableRandom(seed));
            searcher = Searcher.of(hashMb, tables.load()).withThreads(threads);
        } catch (IllegalArgumentException | IOException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
        return super.call();
    }

    @Override
    void answer(Game game, PrintWriter out, boolean batch) {
        // the time limit counts from here: the position, the book and the tables are ready
        SearchResult r = searcher.search(game, request, System::currentTimeMillis);
        out.println(Searcher.info(r));
        out.println("bestmove " + r.best().map(Object::toString).orElse("none"));
    }
}
