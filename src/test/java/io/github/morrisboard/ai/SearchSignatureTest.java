package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The search's signature, as Stockfish's {@code bench}: the nodes a fixed-depth full-strength search
 * visits over twenty-one positions (the start, seven two-ply openings, the three positions of
 * {@code bench.AiSearchBench} and the first nine of {@code closable-mills.txt}, and {@code SearchTest.AHEAD_REPEATS_THIRD}), each on a fresh
 * table, one thread, no book, on a clock that never runs out. The count is the same on any machine
 * and changes with anything the search does differently (ordering, pruning, extensions, the
 * evaluation, the table), so a change meant to leave the search alone must leave it alone, and a
 * change meant to alter it updates {@link #NODES} in the same commit (and says so). It costs about half
 * a second (261 thousand nodes; more on a busy machine), beside the few full games of {@link FullStrengthTest}.
 */
class SearchSignatureTest {
    static final int DEPTH = 6;
    static final long NODES = 261_118;

    static List<String> positions() {
        List<String> records = new ArrayList<>(List.of(""));
        records.addAll(BenchOpenings.twoPly().subList(0, 7));
        records.add("d6 f4 d2 b4 a1 g7 d7 g4");
        records.add("b4 f4 d2 f2 f6 e4 g4 d6 g1 g7 d1 d3 a1 xg7 g7 a4 c4 b6 e5");
        records.add(ParallelSearchTest.MIDDLE);
        records.addAll(LevelTest.closable().subList(0, 9));
        records.add(SearchTest.AHEAD_REPEATS_THIRD); // a piece up beside a repetition: the contempt's bite shows here
        return records;
    }

    @Test
    void theNodeCountAtAFixedDepthIsTheSignature() {
        long total = 0;
        StringBuilder each = new StringBuilder();
        for (String record : positions()) {
            Searcher s = Searcher.of(4, Tables.none()).withoutBook().withThreads(1);
            SearchResult r = s.search(Game.replay(Rules.STANDARD, record),
                    new SearchRequest(1, Level.exact(10, DEPTH, 100), new SplittableRandom(1)), () -> 0);
            total += r.nodes();
            each.append(String.format("%n%,10d nodes, depth %d: %s", r.nodes(), r.depth(), record.isEmpty() ? "(start)" : record));
        }
        assertEquals(NODES, total, "nodes at depth " + DEPTH + " over " + positions().size() + " positions:" + each);
    }
}
