package io.github.morrisboard.ai;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.MutablePosition;
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
            SearchResult r = s.search(Game.from(p), new SearchRequest(2000, Level.of(1), new SplittableRandom(seed)),
                    Readings.clock());
            String ply = r.best().orElseThrow().toString();
            chosen.add(ply);
            if (!ply.equals("g7")) {
                missed++;
            }
        }
        assertTrue(missed > 0 && missed < tries, "level 1 misses the block sometimes: " + missed + " of " + tries);
        assertTrue(chosen.size() >= 3, "and its choices vary: " + chosen);
        for (int seed = 0; seed < 3; seed++) {
            SearchResult r = s.search(Game.from(p), new SearchRequest(5000, Level.of(10), new SplittableRandom(seed)),
                    Readings.clock());
            assertEquals("g7", r.best().orElseThrow().toString());
        }
    }

    /** Where the side to move can close a mill and full strength closes one (see the file's head). */
    static java.util.List<String> closable() {
        try (var in = LevelTest.class.getResourceAsStream("closable-mills.txt")) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The ply {@code level} chooses in {@code g} with {@code seed}, at {@code readings} clock readings a move (a fresh table). */
    static Ply choice(Game g, Level level, long seed, long readings) {
        long[] ticks = {0};
        return Searcher.of(4, Tables.none()).withoutBook()
                .search(g, new SearchRequest(readings, level, new SplittableRandom(seed)), () -> ticks[0]++).best().orElseThrow();
    }

    static boolean closes(Game g, Ply ply) {
        return g.position().play(ply).removalsOwed() > 0;
    }

    /**
     * The position of {@link #closable()} where full strength at 100 readings, deepening to the end of
     * its time, leaves the mill: its deeper iteration scores d1-d2 more than its greed above the mill (the
     * Javadoc of {@link Level} allows it), as the search that started no iteration after half its time
     * did at 200 readings.
     */
    static final java.util.Set<String> FULL_LEAVES = java.util.Set.of(
            "c4 g7 e5 d6 d5 c5 d2 f4 a1 a7 d7 d1 b6 b4 e4 e3 g4 f2 d2-d3");

    @Test
    void fromLevelThreeUpItNeverLeavesAMillItCanClose() {
        java.util.List<String> records = closable();
        assertTrue(records.size() >= 70, "many positions: " + records.size());
        assertTrue(records.containsAll(FULL_LEAVES), "the exceptions are among them");
        java.util.List<String> left = new java.util.ArrayList<>();
        int[] closedLow = new int[2];
        int placing = 0;
        for (int k = 0; k < records.size(); k++) {
            String record = records.get(k);
            Game g = Game.replay(R, record);
            placing += g.position().inHand(g.position().sideToMove()) > 0 ? 1 : 0;
            boolean fullCloses = !FULL_LEAVES.contains(record);
            assertTrue(closes(g, choice(g, Level.FULL, 1, 400)), "full strength (about 100,000 nodes) closes the mill after " + record);
            for (int level = 1; level <= (fullCloses ? 10 : 9); level++) {
                for (int seed = 3 * k; seed < 3 * k + 3; seed++) {
                    Ply ply = choice(g, Level.of(level), seed, 100);
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
        assertTrue(placing >= 10 && records.size() - placing >= 10, "both phases: " + placing + " placing of " + records.size());
        assertTrue(left.isEmpty(), left.size() + " mills left open:\n" + String.join("\n", left));
        int tries = records.size() * 3;
        assertTrue(closedLow[0] > tries / 2 && closedLow[1] > tries / 2,
                "levels 1 and 2 close most of them too: " + java.util.Arrays.toString(closedLow) + " of " + tries);
        assertTrue(closedLow[0] < tries && closedLow[1] < tries,
                "and sometimes overlook one: " + java.util.Arrays.toString(closedLow) + " of " + tries);
    }

    /** How many of {@code tries} seeds {@code level} plays a ply matching {@code bad} in {@code g}, at 100 readings a move. */
    static int count(Game g, int level, int tries, java.util.function.Predicate<Ply> bad) {
        int n = 0;
        for (int seed = 0; seed < tries; seed++) {
            n += bad.test(choice(g, Level.of(level), seed, 100)) ? 1 : 0;
        }
        return n;
    }

    @Test
    void lowLevelsMissADistantThreatAndSeeOneNextToTheLastPiece() {
        // the same position twice: black's a7 d7 threaten g7; black last played d7 (near) or c3 (distant)
        Game near = Game.replay(R, "d2 a7 f4 c3 b4 d7"), distant = Game.replay(R, "d2 a7 f4 d7 b4 c3");
        assertEquals(near.position(), distant.position());
        java.util.function.Predicate<Ply> unblocked = ply -> !ply.toString().equals("g7");
        for (int level : new int[]{1, 3}) {
            int missedNear = count(near, level, 40, unblocked), missedDistant = count(distant, level, 40, unblocked);
            assertTrue(missedDistant >= 4, "level " + level + " misses the distant threat sometimes: " + missedDistant + " of 40");
            // not blocking is sometimes fine (d6 scores within level 3's temperature): the near threat's misses are that
            assertTrue(missedNear + 4 <= missedDistant, "and the near one less often: " + missedNear + " of 40");
        }
        assertEquals(0, count(distant, 8, 10, unblocked), "level 8 sees every threat");
    }

    @Test
    void lowLevelsFallIntoATwoWayMillAndLevelEightNever() {
        // black's a1 and d7 meet at a7: placing there makes two threes at once (gaps a4 and g7)
        Game g = Game.from(Position.of(R, mask("d2 f4"), mask("a1 d7"), 7, 7, Color.WHITE, 0));
        int[][] millsAt = Search.millsAt(R.geometry());
        java.util.function.Predicate<Ply> fallsIn = ply -> Choice.allowsTwoWayMill(g.position().mutable(), millsAt, ply.code());
        assertTrue(fallsIn.test(Ply.place(Point.parse("b6"))), "a placement elsewhere lets black fork");
        assertTrue(!fallsIn.test(Ply.place(Point.parse("a7"))), "a7 takes the fork point");
        int low = count(g, 3, 60, fallsIn);
        assertTrue(low >= 6, "level 3 walks into the fork sometimes: " + low + " of 60");
        assertEquals(0, count(g, 8, 10, fallsIn), "level 8 never does");
        assertTrue(count(g, 5, 60, fallsIn) <= low, "level 5 no more often than level 3");
    }

    @Test
    void lowLevelsDriftInTheMovingPhaseButNotFarBelowTheBest() {
        // from a level 6 game: the moving phase, nothing to close, nothing to block; five plies
        Game g = Game.replay(R, "d6 f4 b6 f6 f2 b4 e3 a4 c4 a7 c3 a1 xc4 d3 xb4 g1 d1 d2 b2 e4 c3-c4 g1-g4 xb2 c4-c3 xd2");
        MutablePosition p = g.position().mutable();
        assertEquals(0, p.inHand(0) + p.inHand(1), "the moving phase");
        int[][] millsAt = Search.millsAt(R.geometry());
        int[] moves = new int[MutablePosition.MAX_PLIES];
        int n = p.generate(moves);
        for (int i = 0; i < n; i++) {
            assertTrue(!Ordering.closes(millsAt, p.pieces(p.side()), moves[i]) && !Ordering.blocks(millsAt, p.pieces(p.side() ^ 1), moves[i]),
                    "nothing to close or block: " + Ply.of(moves[i]));
        }
        assertEquals(5, n);
        int[] scores = {100, 60, 40, 20, -200}; // a plan, two aimless plies, a worse one, one that loses a piece
        int[] picked3 = new int[n], picked8 = new int[n];
        for (int seed = 0; seed < 300; seed++) {
            picked3[Choice.pick(p, millsAt, moves, scores, scores, n, Level.of(3), -1, new SplittableRandom(seed))]++;
            picked8[Choice.pick(p, millsAt, moves, scores, scores, n, Level.of(8), -1, new SplittableRandom(seed))]++;
        }
        String seen = java.util.Arrays.toString(picked3);
        assertTrue(picked3[0] > 60 && picked3[1] > 60 && picked3[2] > 60, "level 3 plays any of the three within 0.7 evenly: " + seen);
        assertEquals(0, picked3[3] + picked3[4], "and nothing worse: " + seen);
        assertEquals(300, picked8[0], "level 8 follows its plan: " + java.util.Arrays.toString(picked8));
    }

    @Test
    void levelsAreOneToTen() {
        assertThrows(IllegalArgumentException.class, () -> Level.of(0));
        assertThrows(IllegalArgumentException.class, () -> Level.of(11));
        for (int n = 1; n < 10; n++) {
            Level lo = Level.of(n), hi = Level.of(n + 1);
            assertTrue(lo.maxDepth() <= hi.maxDepth() && lo.timePercent() <= hi.timePercent()
                    && lo.temperature() >= hi.temperature() && lo.overlook() >= hi.overlook()
                    && lo.overlookOwn() >= hi.overlookOwn() && lo.forkBlind() >= hi.forkBlind()
                    && lo.drift() >= hi.drift() && lo.greed() >= hi.greed(), "monotone at " + n);
        }
        for (int n = 3; n <= 10; n++) {
            assertEquals(0, Level.of(n).overlookOwn(), "level " + n + " sees every mill of its own");
        }
    }

    /** W D L of A over {@code games} games, colours alternating, {@code movetime} clock readings a move. */
    static int[] match(int a, int b, int games, long movetime) {
        long[] tick = {0}; // clock readings (about 256 nodes each): the same games on any machine
        SelfPlay play = new SelfPlay(R, movetime, 2, () -> tick[0]++);
        int[] wdl = new int[3];
        for (int i = 0; i < games; i++) {
            wdl[play.play(SelfPlay.Player.of(a), SelfPlay.Player.of(b), i % 2 == 0, 100 + i).forA().ordinal()]++;
        }
        return wdl;
    }

    @Test
    void levelTenBeatsLevelOne() {
        int[] wdl = match(10, 1, 4, 100);
        assertTrue(wdl[0] >= 3 && wdl[2] == 0, "10 v 1: W D L " + java.util.Arrays.toString(wdl));
    }

    @Test
    void eachLevelBeatsTheOneThreeBelow() {
        for (int[] pair : new int[][]{{4, 1}, {7, 4}}) {
            int[] wdl = match(pair[0], pair[1], 4, 100);
            assertTrue(wdl[0] > wdl[2], pair[0] + " v " + pair[1] + ": W D L " + java.util.Arrays.toString(wdl));
        }
    }
}
