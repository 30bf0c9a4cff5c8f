package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.SplittableRandom;

import static io.github.morrisboard.ai.SearchTest.mask;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The parallel search (Lazy SMP): one thread repeats itself exactly; more threads share the table and stay correct. */
class ParallelSearchTest {
    static final Rules R = Rules.STANDARD;
    static final String MIDDLE = "b4 f4 d2 f2 f6 e4 g4 d6 g1 g7 d1 d3 a1 xg7 g7 a4 c4 b6 e5 d2-b2 xe5 e4-e3 a4-a7";

    /** A search on a clock that advances one reading a call (about 256 nodes each): the same budget on any machine. */
    static SearchResult counted(Searcher s, Game g, long readings) {
        long[] ticks = {0};
        return s.search(g, new SearchRequest(readings, Level.FULL, new SplittableRandom(1)), () -> ticks[0]++);
    }

    @Test
    void oneThreadIsDeterministic() {
        Game g = Game.replay(R, MIDDLE);
        SearchResult a = counted(Searcher.of(4, Tables.none()).withThreads(1), g, 400);
        SearchResult b = counted(Searcher.of(4, Tables.none()).withThreads(1), g, 400);
        assertEquals(a.nodes(), b.nodes());
        assertEquals(a.best(), b.best());
        assertEquals(a.score(), b.score());
        assertEquals(a.pv(), b.pv());
    }

    @Test
    void helpersSearchTooAndTheAnswerIsLegal() {
        Game g = Game.replay(R, MIDDLE);
        for (int threads = 2; threads <= 4; threads++) {
            Searcher s = Searcher.of(4, Tables.none()).withThreads(threads);
            assertEquals(threads, s.threads());
            // the helpers do not read the clock, the searching thread stops them
            SearchResult r = s.search(g, SearchRequest.full(300), Readings.clock());
            assertTrue(g.position().isLegal(r.best().orElseThrow()), threads + " threads: " + r);
            assertTrue(r.depth() >= 1, threads + " threads: " + r);
        }
    }

    @Test
    void aForcedWinIsFoundWithHelpers() {
        // moving phase, black has three: g4-g1 closes a1-d1-g1 and the removal leaves black two
        Position p = Position.of(R, mask("a1 d1 g4 b6"), mask("b4 d5 f6"), 0, 0, Color.WHITE, 0);
        SearchResult r = Searcher.of(4, Tables.none()).withThreads(3).search(Game.from(p), SearchRequest.full(3000),
                Readings.clock());
        assertTrue(Search.isWin(r.score()), "a win: " + r);
        assertEquals(1, p.play(r.best().orElseThrow()).removalsOwed(), "it closes the mill: " + r);
    }

    /** Ten seconds: a cancel that does not reach the helpers hangs the search, and this fails instead of the suite's 10 minutes. */
    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void cancelStopsTheHelpersToo() {
        // only the cancel can stop the search; returning at all means the helpers stopped (it waits for them)
        SearchTest.cancelledAtTheFiftiethClockRead(Searcher.of(4, Tables.none()).withoutBook().withThreads(3));
    }

    @Test
    void weakerLevelsSearchAloneAndRepeatThemselves() {
        Game g = Game.replay(R, MIDDLE);
        SearchRequest req = new SearchRequest(400, Level.of(5), new SplittableRandom(7));
        long[] t1 = {0}, t2 = {0};
        SearchResult one = Searcher.of(4, Tables.none()).search(g, req, () -> t1[0]++);
        SearchResult four = Searcher.of(4, Tables.none()).withThreads(4)
                .search(g, new SearchRequest(400, Level.of(5), new SplittableRandom(7)), () -> t2[0]++);
        assertEquals(one.nodes(), four.nodes(), "no helpers below full strength");
        assertEquals(one.best(), four.best());
    }

    @Test
    void entriesWrittenAtOnceByTwoThreadsNeverReadAsAnotherPositions() throws InterruptedException {
        // one-MB table; 64 keys all on the same slot (equal low bits), each stored with data derived from its key
        TranspositionTable tt = new TranspositionTable(1);
        long[] keys = new long[64];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = ((long) (i + 1) << 40) | 0x1234;
        }
        int[] wrong = {0};
        Thread w1 = new Thread(() -> write(tt, keys, 1)), w2 = new Thread(() -> write(tt, keys, 5));
        w1.start();
        w2.start();
        int seen = 0;
        for (int round = 0; w1.isAlive() || w2.isAlive() || round < 100_000; round++) {
            long k = keys[(round * 7) % keys.length];
            long e = tt.probe(k);
            if (e != 0) {
                seen++;
                if (TranspositionTable.plyOf(e) != ply(k) || TranspositionTable.scoreOf(e) != (int) (k >>> 40)) {
                    wrong[0]++;
                }
            }
        }
        w1.join();
        w2.join();
        assertEquals(0, wrong[0], "probes that returned another key's data (of " + seen + " hits)");
    }

    /** Stores the keys again and again, {@code stride} apart (the two writers store different keys at once). */
    private static void write(TranspositionTable tt, long[] keys, int stride) {
        for (int round = 0; round < 1_000_000; round++) {
            long k = keys[round * stride % keys.length];
            tt.store(k, ply(k), (int) (k >>> 40), 5, TranspositionTable.EXACT);
        }
    }

    private static int ply(long key) {
        return (int) ((key >>> 40) * 37 & 0xfff);
    }

    @Test
    void threadsOutOfRangeAreRefused() {
        Searcher s = Searcher.of(1, Tables.none());
        assertThrows(IllegalArgumentException.class, () -> s.withThreads(0));
        assertThrows(IllegalArgumentException.class, () -> s.withThreads(65));
    }
}
