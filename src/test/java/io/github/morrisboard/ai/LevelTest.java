package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
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

    @Test
    void levelsAreOneToTen() {
        assertThrows(IllegalArgumentException.class, () -> Level.of(0));
        assertThrows(IllegalArgumentException.class, () -> Level.of(11));
        for (int n = 1; n < 10; n++) {
            Level lo = Level.of(n), hi = Level.of(n + 1);
            assertTrue(lo.maxDepth() <= hi.maxDepth() && lo.timePercent() <= hi.timePercent()
                    && lo.temperature() >= hi.temperature() && lo.overlook() >= hi.overlook(), "monotone at " + n);
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
