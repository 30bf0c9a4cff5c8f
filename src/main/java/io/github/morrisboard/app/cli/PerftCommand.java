package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Perft;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;

@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {"Counts the legal plies to a given depth.",
                "Counts the legal plies DEPTH plies deep (a removal is its own ply), or with --full the moves "
                + "(a mill's removals counted with the ply that closed it). Last line: nodes N.",
                "The engine's correctness contract and speed test."})
public final class PerftCommand extends LineCommand {
    /** The deepest count asked for: plies, and moves with --full (a move is up to three plies). Beyond, hours to days. */
    static final int MAX_PLIES = 10, MAX_MOVES = 8;

    @Parameters(index = "0", paramLabel = "DEPTH", description = "Plies (or moves with --full) to look ahead: 0 to "
            + MAX_PLIES + " plies, 0 to " + MAX_MOVES + " moves with --full.")
    int depth;

    @Option(names = "--full", description = "Count a mill move together with its removal(s) as one move.")
    boolean full;

    @Option(names = "--divide", description = "Also print the count below each legal ply.")
    boolean divide;

    @Override
    public Integer call() throws java.io.IOException {
        int max = full ? MAX_MOVES : MAX_PLIES;
        if (depth < 0 || depth > max) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(), "DEPTH: expected 0 to " + max
                    + (full ? " moves (with --full)" : " plies") + ", got " + depth);
        }
        return super.call();
    }

    @Override
    void answer(Game game, PrintWriter out, boolean batch) {
        long started = System.nanoTime();
        var position = game.position();
        long nodes;
        if (divide && !batch) {
            nodes = 0; // the total is the sum of the split, counted once
            for (var ply : position.legalPlies().stream().sorted().toList()) {
                var next = position.play(ply);
                long n = full ? Perft.movesAfter(next, depth - 1) : Perft.plies(next, depth - 1);
                out.println(ply + " " + n);
                nodes += n;
            }
        } else {
            nodes = full ? Perft.moves(position, depth) : Perft.plies(position, depth);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        if (!batch) {
            out.printf("# %.3f s, %.1f M nodes/s%n", seconds, nodes / Math.max(seconds, 1e-9) / 1e6);
        }
        out.println("nodes " + nodes);
    }
}
