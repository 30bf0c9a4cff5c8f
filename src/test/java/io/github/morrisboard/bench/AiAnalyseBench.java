package io.github.morrisboard.bench;

import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;

import java.util.List;

/**
 * Where a game went wrong: searches each position of a record's first plies for longer than the
 * game did and prints the played ply, the deeper search's ply, and its score for white. Run:
 * {@code mvn -q -o test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.github.morrisboard.bench.AiAnalyseBench -Dexec.args="MOVETIME_MS PLIES 'RECORD' [FIRST]"}.
 */
public final class AiAnalyseBench {
    public static void main(String[] args) {
        long movetime = Long.parseLong(args[0]);
        int plies = Integer.parseInt(args[1]);
        Game full = Game.replay(Rules.STANDARD, args[2]);
        List<Ply> played = full.plies();
        Searcher s = Searcher.of(TranspositionTable.DEFAULT_MB, Tables.none()).withoutBook();
        Game g = Game.start(Rules.STANDARD);
        int first = args.length > 3 ? Integer.parseInt(args[3]) : 0;
        for (int i = 0; i < Math.min(plies, played.size()); i++) {
            if (i < first) {
                g = g.play(played.get(i));
                continue;
            }
            SearchResult r = s.search(g, SearchRequest.full(movetime), System::currentTimeMillis);
            boolean white = g.position().sideToMove() == Color.WHITE;
            Ply best = r.best().orElseThrow();
            System.out.printf("%3d %s played %-6s best %-6s depth %2d score(white) %5d%s%n", i, white ? "W" : "B",
                    played.get(i), best, r.depth(), white ? r.score() : -r.score(), best.equals(played.get(i)) ? "" : "  <-");
            g = g.play(played.get(i));
        }
    }
}
