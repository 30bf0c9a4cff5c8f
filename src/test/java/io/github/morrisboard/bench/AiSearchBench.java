package io.github.morrisboard.bench;

import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;

/**
 * Depth and nodes per second at a given move time (default 1 s) in the placing phase, at the start
 * of the moving phase and in the middle game, after a warm-up search. Run: {@code mvn -q -o
 * test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.github.morrisboard.bench.AiSearchBench
 * -Dexec.args="1000"}.
 */
public final class AiSearchBench {
    static final String[][] POSITIONS = {
            {"placing", "d6 f4 d2 b4 a1 g7 d7 g4"},
            {"moving starts", "b4 f4 d2 f2 f6 e4 g4 d6 g1 g7 d1 d3 a1 xg7 g7 a4 c4 b6 e5"},
            {"middle game", "b4 f4 d2 f2 f6 e4 g4 d6 g1 g7 d1 d3 a1 xg7 g7 a4 c4 b6 e5 d2-b2 xe5 e4-e3 a4-a7"},
    };

    public static void main(String[] args) {
        long movetime = args.length > 0 ? Long.parseLong(args[0]) : 1000;
        Searcher warm = Searcher.of(TranspositionTable.DEFAULT_MB, Tables.none());
        warm.search(Game.replay(Rules.STANDARD, POSITIONS[2][1]), SearchRequest.full(movetime), System::currentTimeMillis);
        for (String[] p : POSITIONS) {
            Searcher s = Searcher.of(TranspositionTable.DEFAULT_MB, Tables.none());
            SearchResult r = s.search(Game.replay(Rules.STANDARD, p[1]), SearchRequest.full(movetime), System::currentTimeMillis);
            System.out.printf("%-14s depth %2d  nodes %,9d  %,7d nodes/s  %4d ms  best %s%n", p[0], r.depth(), r.nodes(),
                    r.nps(), r.millis(), r.best().map(Object::toString).orElse("none"));
        }
    }
}
