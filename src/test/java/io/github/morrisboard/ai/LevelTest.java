package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static io.github.morrisboard.ai.SearchTest.mask;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Levels: a beginner's mistakes are real and varied; the ladder holds in short self-play. */
class LevelTest {
    static final Rules R = Rules.STANDARD;

    @Test
    void levelOneSometimesMissesAMillBlockAndLevelTenNever() {
        // black threatens a7 d7 _g7 in the placing phase; white has nothing of its own
        Position p = Position.of(R, mask("d2 f4"), mask("a7 d7"), 7, 7, Color.WHITE, 0);
        Searcher s = Searcher.of(1, Tables.none());
        int missed = 0, tries = 40;
        java.util.Set<String> chosen = new java.util.HashSet<>();
        for (int seed = 0; seed < tries; seed++) {
            SearchResult r = s.search(Game.from(p), new SearchRequest(200, Level.of(1), new SplittableRandom(seed)),
                    System::currentTimeMillis);
            String ply = r.best().orElseThrow().toString();
            chosen.add(ply);
            if (!ply.equals("g7")) {
                missed++;
            }
        }
        assertTrue(missed > 0 && missed < tries, "level 1 misses the block sometimes: " + missed + " of " + tries);
        assertTrue(chosen.size() >= 3, "and its choices vary: " + chosen);
        for (int seed = 0; seed < 3; seed++) {
            SearchResult r = s.search(Game.from(p), new SearchRequest(500, Level.of(10), new SplittableRandom(seed)),
                    System::currentTimeMillis);
            assertEquals("g7", r.best().orElseThrow().toString());
        }
    }

    /**
     * Positions from level 3, 5 and 7 games against level 1 where the level left a mill it could close
     * and full strength closes it: the placing phase, the moving phase level and ahead, and won games
     * (where every ply wins and the level drifted among them, closing nothing).
     */
    static final String[] CLOSABLE = {
            "b2 d2 c4 d3 a4",
            "g1 d2 b2 c3 d1 a1 g4 d6 g7 xd2 e3 d3 c5",
            "d2 d6 f2 b2 f4 f6 b6 g7 d1 d3 d7 e3 d5 e5 e4 c3 xb6 g4 xd6 d6 g4-g1 g7-g4 d1-a1 b2-b4 d2-d1 xg4 d3-d2",
            "a4 g1 c3 g7 c4 d5 b4 xg1 c5 d1 g1 e5 e3 d2 b6 d3 xb6 g4 xe5 e5 d6 a4-a7 g7-d7 xa7 d2-f2",
            "a4 d2 d7 f4 b4 c4 d6 d1 d5 xd1 g4 e4 a1 d1 d3 f2 b6 e3 g1 d5-e5 xf4 c4-c5 e5-d5 xg4 d3-c3 d5-e5 xc5 c3-d3",
            "g7 f4 a7 g1 d7 xf4 d3 b4 e4 b6 b2 f4 c4 a1 d6 f2 c3 f6 xd6 d2 d7-d6 xd3 c4-c5 d6-d7 xd2 c5-d5 d7-d6 xb2 e4-e3",
            "a4 d6 c3 b4 g4 d2 f6 b2 f2 b6 xf6 e5 f6 xf2 f2 d3 d1 c5 g1 d7 a4-a1 xd7 b4-a4 e5-e4 f6-f4 e4-e3 c5-c4 e3-e4"
                    + " f4-f6 xf2 g4-f4 b6-b4 xf4 g1-g4 b4-b6 xg4 e4-f4 b2-b4 xa1 c3-b2 a4-a1 f4-a4 f6-f4 b2-g1 d6-d5 a4-f2"
                    + " d5-e5 f2-g4 e5-e4 d1-c3 b4-a4 g4-d7 e4-e5 d7-e3 a4-a7 c3-d5",
    };

    /** The ply {@code level} chooses in {@code g} with {@code seed}, at {@code readings} clock readings a move (a fresh table). */
    static Ply choice(Game g, Level level, long seed, long readings) {
        long[] ticks = {0};
        return Searcher.of(4, Tables.none()).withoutBook()
                .search(g, new SearchRequest(readings, level, new SplittableRandom(seed)), () -> ticks[0]++).best().orElseThrow();
    }

    static boolean closes(Game g, Ply ply) {
        return g.position().play(ply).removalsOwed() > 0;
    }

    @Test
    void fromLevelThreeUpItNeverLeavesAMillItCanClose() {
        java.util.List<String> left = new java.util.ArrayList<>();
        int[] closedLow = new int[2];
        for (String record : CLOSABLE) {
            Game g = Game.replay(R, record);
            assertTrue(closes(g, choice(g, Level.FULL, 1, 4000)), "full strength (about a million nodes) closes the mill after " + record);
            for (int level = 1; level <= 9; level++) {
                for (int seed = 0; seed < 8; seed++) {
                    Ply ply = choice(g, Level.of(level), seed, 600);
                    if (closes(g, ply)) {
                        if (level <= 2) {
                            closedLow[level - 1]++;
                        }
                    } else if (level >= 3) {
                        left.add("level " + level + " seed " + seed + " played " + ply + " after " + record);
                    }
                }
            }
        }
        assertTrue(left.isEmpty(), left.size() + " mills left open:\n" + String.join("\n", left));
        int tries = CLOSABLE.length * 8;
        assertTrue(closedLow[0] > tries / 2 && closedLow[1] > tries / 2,
                "levels 1 and 2 close most of them too: " + java.util.Arrays.toString(closedLow) + " of " + tries);
    }

    @Test
    void levelsAreOneToTen() {
        assertThrows(IllegalArgumentException.class, () -> Level.of(0));
        assertThrows(IllegalArgumentException.class, () -> Level.of(11));
        for (int n = 1; n < 10; n++) {
            Level lo = Level.of(n), hi = Level.of(n + 1);
            assertTrue(lo.maxDepth() <= hi.maxDepth() && lo.timePercent() <= hi.timePercent()
                    && lo.temperature() >= hi.temperature() && lo.overlook() >= hi.overlook()
                    && lo.overlookOwn() >= hi.overlookOwn(), "monotone at " + n);
        }
        for (int n = 3; n <= 10; n++) {
            assertEquals(0, Level.of(n).overlookOwn(), "level " + n + " sees every mill of its own");
        }
    }

    /** Wins minus losses of A over {@code games} games, colours alternating. */
    static int[] match(int a, int b, int games, long movetime) {
        SelfPlay play = new SelfPlay(R, movetime, 2, System::currentTimeMillis);
        int[] wdl = new int[3];
        for (int i = 0; i < games; i++) {
            wdl[play.play(SelfPlay.Player.of(a), SelfPlay.Player.of(b), i % 2 == 0, 100 + i).forA().ordinal()]++;
        }
        return wdl;
    }

    @Test
    void levelTenBeatsLevelOne() {
        int[] wdl = match(10, 1, 4, 40);
        assertTrue(wdl[0] >= 3 && wdl[2] == 0, "10 v 1: W D L " + java.util.Arrays.toString(wdl));
    }

    @Test
    void eachLevelBeatsTheOneThreeBelow() {
        for (int[] pair : new int[][]{{4, 1}, {7, 4}}) {
            int[] wdl = match(pair[0], pair[1], 4, 40);
            assertTrue(wdl[0] > wdl[2], pair[0] + " v " + pair[1] + ": W D L " + java.util.Arrays.toString(wdl));
        }
    }
}
