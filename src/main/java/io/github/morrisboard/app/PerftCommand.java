package io.github.morrisboard.app;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Perft;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;

@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {"Counts the legal plies DEPTH plies deep (a removal is its own ply), or with --full the moves "
                + "(a mill's removals counted with the ply that closed it). Last line: nodes N.",
                "The engine's correctness contract and speed test."})
final class PerftCommand extends LineCommand {
    @Parameters(index = "0", paramLabel = "DEPTH", description = "Plies (or moves with --full) to look ahead.")
    int depth;

    @Option(names = "--full", description = "Count a mill move together with its removal(s) as one move.")
    boolean full;

    @Option(names = "--divide", description = "Also print the count below each legal ply.")
    boolean divide;

    @Override
    void answer(Game game, PrintWriter out, boolean batch) {
        long started = System.nanoTime();
        var position = game.position();
        if (divide && !batch) {
            for (var ply : position.legalPlies().stream().sorted().toList()) {
                var next = position.play(ply);
                long n = full && next.removalsOwed() > 0 && next.sideToMove() == position.sideToMove()
                        ? Perft.moves(next, depth) // unreachable in practice: removal plies are shown below the mill ply
                        : count(next, depth - 1);
                out.println(ply + " " + n);
            }
        }
        long nodes = count(position, depth);
        double seconds = (System.nanoTime() - started) / 1e9;
        if (!batch) {
            out.printf("# %.3f s, %.1f M nodes/s%n", seconds, nodes / Math.max(seconds, 1e-9) / 1e6);
        }
        out.println("nodes " + nodes);
    }

    private long count(io.github.morrisboard.engine.Position p, int d) {
        return full ? Perft.moves(p, d) : Perft.plies(p, d);
    }
}
