package io.github.morrisboard.bench;

import io.github.morrisboard.ai.OpeningBook;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the opening book ({@code OpeningBookLines.java}): from the start and from each opening,
 * full strength plays both sides through the placing phase, each ply searched (without a book)
 * for a fixed node budget, so the output is the same on any machine. A position already in the
 * book (up to symmetry) keeps its ply. Run: {@code mvn -q -o test-compile exec:java
 * -Dexec.classpathScope=test -Dexec.mainClass=io.github.morrisboard.bench.AiBookBench
 * -Dexec.args="TICKS MAXPLIES OUT.java"}: a tick is one clock reading of the search, about 256
 * nodes; the book holds positions with at most MAXPLIES plies played. The shipped book:
 * {@code 32000 12} (182 s here).
 */
public final class AiBookBench {
    public static void main(String[] args) throws IOException {
        long ticks = Long.parseLong(args[0]);
        int maxPlies = Integer.parseInt(args[1]);
        Path out = Path.of(args[2]);
        List<String> lines = new ArrayList<>();
        long t0 = System.nanoTime();
        for (String opening : OpeningBook.OPENINGS) {
            Searcher s = Searcher.of(TranspositionTable.DEFAULT_MB, Tables.none()).withoutBook();
            Game g = Game.replay(Rules.STANDARD, opening);
            while (placing(g) && g.plyCount() <= maxPlies) {
                var known = OpeningBook.of(lines).lookup(g.position().mutable());
                Ply ply;
                if (known.isPresent()) {
                    ply = known.get().ply();
                } else {
                    long[] clock = {0};
                    SearchResult r = s.search(g, SearchRequest.full(ticks), () -> clock[0]++);
                    ply = r.best().orElseThrow();
                    lines.add(g.record() + "|" + ply + "|" + r.score());
                    System.out.printf("%-60s %-5s depth %2d score %5d nodes %,d%n", g.record(), ply, r.depth(), r.score(), r.nodes());
                }
                g = g.play(ply);
            }
        }
        StringBuilder src = new StringBuilder();
        src.append("package io.github.morrisboard.ai;\n\n")
                .append("/**\n * The opening book's lines, written by AiBookBench (").append(ticks)
                .append(" ticks a search, positions after at most ").append(maxPlies)
                .append(" plies; openings ").append(OpeningBook.OPENINGS).append("): do not edit by hand.\n")
                .append(" * Each line: the plies from the start, the book ply, its score for the side to move.\n */\n")
                .append("final class OpeningBookLines {\n    private OpeningBookLines() {\n    }\n\n    static final String[] LINES = {\n");
        for (String l : lines) {
            src.append("            \"").append(l).append("\",\n");
        }
        src.append("    };\n}\n");
        Files.writeString(out, src);
        System.out.printf("%d lines in %.0f s -> %s%n", lines.size(), (System.nanoTime() - t0) / 1e9, out);
    }

    /** Whether pieces remain to be placed, or the last placement's removal is owed. */
    static boolean placing(Game g) {
        Position p = g.position();
        if (g.outcome().isOver()) {
            return false;
        }
        boolean inHand = p.inHand(Color.WHITE) + p.inHand(Color.BLACK) > 0;
        return inHand || p.removalsOwed() > 0 && g.lastPly().map(l -> l.kind() == Ply.Kind.PLACE).orElse(false);
    }
}
