package io.github.morrisboard.bench;

import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Nodes per second of CPU time (the search thread's own, so a busy machine does not lower it), one
 * thread, at a fixed node budget on {@link AiSearchBench}'s three positions, after a warm-up: the figure
 * the Pi equivalents in docs/ai.md scale. Run: {@code java -cp target/classes:target/test-classes
 * io.github.morrisboard.bench.AiSpeedBench [READINGS] [ROUNDS]} (default 4000 readings, about a million nodes).
 */
public final class AiSpeedBench {
    public static void main(String[] args) {
        long readings = args.length > 0 ? Long.parseLong(args[0]) : 4000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int round = 0; round <= rounds; round++) {
            long nodes = 0, cpu = 0;
            for (String[] p : AiSearchBench.POSITIONS) {
                long[] tick = {0};
                Searcher s = Searcher.of(TranspositionTable.DEFAULT_MB, Tables.none()).withoutBook();
                long t0 = mx.getCurrentThreadCpuTime();
                SearchResult r = s.search(Game.replay(Rules.STANDARD, p[1]), SearchRequest.full(readings), () -> tick[0]++);
                cpu += mx.getCurrentThreadCpuTime() - t0;
                nodes += r.nodes();
            }
            System.out.printf("%s: %,d nodes in %.2f CPU-s: %,.0f nodes per CPU-second%n", round == 0 ? "warm-up" : "round " + round,
                    nodes, cpu / 1e9, nodes / (cpu / 1e9));
        }
    }
}
