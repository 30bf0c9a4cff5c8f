package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SearchTest {

    /**
     * The engine ({@link Searcher#of}) searches full strength with {@link Weights#FULL} and the levels below with
     * {@link Weights#DEFAULT}.
     * Told apart by the nodes of a fixed-depth search in the placing phase, where the two sets differ.
     */
    @Test
    void theEngineSearchesFullStrengthWithItsOwnWeightsAndTheLevelsWithTheDefault() {
        String record = "b4 e3 d2 d6 c4 a4";
        Level full = Level.exact(10, 5, 100), nine = Level.exact(9, 5, 100);
        long fullWeights = fixedDepthNodes(new Searcher(new TranspositionTable(4), Tables.none(), Weights.FULL), record, full);
        long defaultWeights = fixedDepthNodes(new Searcher(new TranspositionTable(4), Tables.none(), Weights.DEFAULT), record, full);
        assertNotEquals(fullWeights, defaultWeights, "the two sets of weights search this position alike: pick another");
        assertEquals(fullWeights, fixedDepthNodes(Searcher.of(4, Tables.none()), record, full), "full strength");
        assertEquals(fixedDepthNodes(new Searcher(new TranspositionTable(4), Tables.none(), Weights.DEFAULT), record, nine),
                fixedDepthNodes(Searcher.of(4, Tables.none()), record, nine), "level 9");
    }

    /**
     * The board's one {@link Searcher} serves the opponent at its level and the hints at full strength, with two sets of
     * weights: what one of them leaves in the shared table is never read by the other (its scores would be the other
     * evaluation's), so each searches as it would on a table of its own. In the placing phase, where the sets differ,
     * both ways round: a hint after the opponent's move, and the opponent's move after a hint.
     */
    @Test
    void theLevelsAndFullStrengthReadNothingOfEachOthersInTheSharedTable() {
        String record = "b4 e3 d2 d6 c4 a4";
        Game game = Game.replay(Rules.STANDARD, record);
        Level full = Level.exact(10, 6, 100), three = Level.exact(3, 6, 100);
        for (Level[] order : new Level[][] {{three, full}, {full, three}}) {
            SearchResult alone = searchOn(Searcher.of(4, Tables.none()), game, order[1]);
            Searcher shared = Searcher.of(4, Tables.none());
            searchOn(shared, game, order[0]);
            SearchResult after = searchOn(shared, game, order[1]);
            String what = "level " + order[1].number() + " after level " + order[0].number();
            assertEquals(alone.nodes(), after.nodes(), what + ": nodes");
            assertEquals(alone.score(), after.score(), what + ": score");
            assertEquals(alone.pv(), after.pv(), what + ": line");
        }
        // the control: the same level twice does read its own entries (else the check above could not fail)
        Searcher again = Searcher.of(4, Tables.none());
        long first = searchOn(again, game, full).nodes();
        assertTrue(searchOn(again, game, full).nodes() < first, "full strength after itself reads its own entries");
    }

    /** A search of {@code game} at {@code level} with no book, on a clock that never runs out: to the level's depth. */
    private static SearchResult searchOn(Searcher searcher, Game game, Level level) {
        return searcher.withoutBook().search(game, new SearchRequest(1, level, new java.util.SplittableRandom(1)), () -> 0);
    }

    private static long fixedDepthNodes(Searcher searcher, String record, Level level) {
        return searchOn(searcher, Game.replay(Rules.STANDARD, record), level).nodes();
    }

    static final Rules R = Rules.STANDARD;

    static int mask(String points) {
        int m = 0;
        for (String p : points.trim().split("\\s+")) {
            if (!p.isEmpty()) {
                m |= Point.bit(Point.parse(p));
            }
        }
        return m;
    }

    /** A full-strength search of {@code g} at 1,000 clock readings (about a quarter of a million nodes). */
    static SearchResult search(Game g, int depthLevel) {
        Searcher s = Searcher.of(4, Tables.none());
        return s.search(g, SearchRequest.full(1000), Readings.clock());
    }

    @Test
    void closesAMillWhenItWinsAndRemovesNext() {
        // moving phase, black has three: g4-g1 closes a1-d1-g1 and the removal leaves black two
        Position p = Position.of(R, mask("a1 d1 g4 b6"), mask("b4 d5 f6"), 0, 0, Color.WHITE, 0);
        SearchResult r = search(Game.from(p), 10);
        assertTrue(Search.isWin(r.score()), "a win: " + r);
        Position after = p.play(r.best().orElseThrow());
        assertEquals(1, after.removalsOwed(), "the winning ply closes a mill: " + r);
        SearchResult removal = search(Game.from(after), 10);
        assertTrue(removal.best().orElseThrow().isRemoval(), "a removal is owed: " + removal);
    }

    @Test
    void aDoubleRemovalThatLeavesTwoWinsAtTheFirstRemoval() {
        // twelve, double removal: a1-b2 closes two mills against three black pieces; one removal ends the game
        Rules dbl = Rules.parse("twelve,double-removal=on");
        Position p = Position.of(dbl, mask("a1 d2 f2 b4 b6"), mask("g1 e4 d7"), 0, 0, Color.WHITE, 0)
                .play(Notation.parsePly("a1-b2"));
        SearchResult r = search(Game.from(p), 10);
        assertEquals(Search.MATE - 1, r.score(), "won one ply on: " + r);
        assertEquals(1, r.pv().size(), "the line ends with the first removal: " + r);
    }

    @Test
    void blocksTheOpponentsMill() {
        // black threatens a7 d7 _g7; white (one piece, no threat of its own) must block g7
        Position p = Position.of(R, mask("d2"), mask("a7 d7"), 8, 7, Color.WHITE, 0);
        SearchResult r = search(Game.from(p), 10);
        assertEquals("g7", r.best().orElseThrow().toString());
    }

    @Test
    void answersNothingWhenTheGameIsOver() {
        Position p = Position.of(R, mask("a1 d1 g1"), mask("b4 f4"), 0, 0, Color.BLACK, 0);
        SearchResult r = search(Game.from(p), 10);
        assertFalse(r.best().isPresent());
    }

    @Test
    void cancelStopsAtOnceWithALegalPly() {
        long calls = cancelledAtTheFiftiethClockRead(Searcher.of(4, Tables.none()));
        assertTrue(calls < 60, "returned soon after the cancel: " + calls + " clock reads");
    }

    /** Searches with a clock that never runs out and cancels at its 50th read; checks the answer; the clock reads. */
    static long cancelledAtTheFiftiethClockRead(Searcher searcher) {
        Game g = Game.replay(R, "d6 f4 d2 b4 a1 g7");
        Search s = searcher.start();
        AtomicLong calls = new AtomicLong();
        SearchResult r = s.run(g, SearchRequest.full(1_000_000), () -> {
            if (calls.incrementAndGet() == 50) {
                s.cancel();
            }
            return 0;
        });
        assertTrue(r.cancelled());
        assertTrue(g.position().isLegal(r.best().orElseThrow()));
        return calls.get();
    }

    @Test
    void timeLimitIsHard() {
        Game g = Game.replay(R, "d6 f4 d2 b4 a1 g7 d7 g4");
        AtomicLong fake = new AtomicLong();
        // a clock that advances 1 ms per read: the search must stop once 200 reads have passed
        SearchResult r = Searcher.of(4, Tables.none()).search(g, SearchRequest.full(200), fake::incrementAndGet);
        assertTrue(fake.get() <= 205, "clock reads " + fake.get());
        assertTrue(r.best().isPresent());
    }

    /**
     * Moving-phase positions from full strength's self-play at 200 ms a move that a search of 1,000 clock
     * readings leaves undecided; in the first the best ply closes no mill and another does (greed has work).
     */
    static final String[] UNDECIDED = {
            "a1 a4 d2 d1 d6 c3 b4 c5 c4 e3 b6 d3 xb6 b6 f6 b2 xa4 f2 a4 xf6 a7",
            "a1 a4 d2 d1 d6 c3 b4 c5 c4 e3 b6 d3 xb6 b6 f6 b2 xa4 f2 a4 xf6 a7 d6-f6 e3-e4 b6-d6 e4-e3 xf6 b4-b6",
            "a1 a4 d2 d1 f4 d6 b4 b2 d5 g4 d7 d3 g7 a7 f6 f2 c4 c5 f4-e4 f2-f4 e4-e3",
            "a1 a7 d2 f4 b4 d6 c4 g4 a4 xf4 d7 g7 d5 xg7 g7 b6 f6 e5 c5 f4 c4-c3",
            "a1 a7 d2 f4 b4 d6 c4 g4 a4 xf4 d7 g7 d5 xg7 g7 b6 f6 e5 c5 f4 c4-c3 e5-e4 xc3 a1-d1 d5-e5 c5-c4 xe5 e4-e5"
                    + " a4-a1 a7-a4"};

    /** Full strength on a fresh table, without the book, given 1,000 "milliseconds" of {@code clock}. */
    static SearchResult fullOn(String record, LongSupplier clock) {
        SearchResult r = new Searcher(new TranspositionTable(16), Tables.none(), Weights.DEFAULT, OpeningBook.none())
                .search(Game.replay(R, record), SearchRequest.full(1000), clock);
        assertFalse(Search.isWin(r.score()) || Search.isLoss(r.score()), "undecided: " + r);
        return r;
    }

    /**
     * Time used: full strength spends its move time when the position is not decided, at least 95 % of it
     * on average, and answers within it (it used to start no iteration after half its time, about 70 % on
     * these, and to let greed run a quarter of the budget past it: 1,002 of 1,000 on the first).
     */
    @Test
    void fullStrengthUsesItsTimeAndAnswersWithinIt() {
        long used = 0;
        for (String record : UNDECIDED) {
            SearchResult r = fullOn(record, Readings.clock());
            assertTrue(r.millis() <= 1000, "over its time: " + r + " at " + record);
            used += r.millis();
        }
        assertTrue(used >= 950 * UNDECIDED.length, "on average " + used / UNDECIDED.length + " of 1000");
    }

    /**
     * On a clock that jumps past half the budget early in the search, full strength still starts
     * iterations and answers near the end of its time (it used to end with the iteration under way at the
     * jump: 650 to 730 of 1,000 on these).
     */
    @Test
    void fullStrengthDeepensPastHalfItsTime() {
        for (String record : UNDECIDED) {
            long[] reads = {0};
            SearchResult r = fullOn(record, () -> {
                long k = reads[0]++;
                return k < 50 ? k : k + 600;
            });
            assertTrue(r.millis() >= 950 && r.millis() <= 1000, "answered at " + r.millis() + " of 1000: " + r + " at " + record);
        }
    }

    /** Black, a piece down, to move where a1-d1 d7-a7 d1-a1 a7-d7 a1-d1 has been played: a7 again repeats. */
    static SearchResult pieceDownAfterShuffling(String rules) {
        Rules r = Rules.parse(rules);
        Position p = Position.of(r, mask("a1 d2 f6 c5 g4"), mask("b4 e3 d7 f4"), 0, 0, Color.WHITE, 0);
        Game g = Game.from(p);
        for (String ply : "a1-d1 d7-a7 d1-a1 a7-d7 a1-d1".split(" ")) {
            g = g.play(io.github.morrisboard.engine.Notation.parsePly(ply));
        }
        return Searcher.of(2, Tables.none()).search(g, new SearchRequest(600_000, Level.exact(10, 6, 100),
                new java.util.SplittableRandom(1)), Readings.clock());
    }

    @Test
    void aRepetitionIsADrawTheLosingSideTakes() {
        SearchResult off = pieceDownAfterShuffling("standard,flying=off,repetition=off");
        assertTrue(off.score() < -50, "without the rule black is worse: " + off);
        SearchResult on = pieceDownAfterShuffling("standard,flying=off");
        assertEquals(Weights.FULL.contempt(), on.score(), "with it black, a piece down, repeats, worth the contempt to it"
                + " (the bite is for a repetition the side ahead makes): " + on);
        assertEquals("d7-a7", on.best().orElseThrow().toString());
    }

    @Test
    void theNoRemovalCounterDraws() {
        // five quiet plies played; with draw-plies=6 black's next ply ends the game in a draw
        SearchResult r = pieceDownAfterShuffling("standard,flying=off,repetition=off,draw-plies=6");
        assertEquals(Weights.DEFAULT.contempt(), r.score(), "a draw, worth the contempt to black a piece down: " + r);
    }

    /**
     * From full strength's self-play (opening d3 e4, 300 clock readings a move): the side to move is
     * a piece up, and b2-b4 brings back an earlier position, which the search scores as a draw.
     */
    static final String AHEAD_CAN_REPEAT = "d3 e4 c5 b4 d6 d2 b2 g7 g4 a7 d7 d5 e3 c3 a4 f4 d1 f6 c5-c4 d5-c5 a4-a1"
            + " d2-f2 xg4 b2-d2 xc3 g7-g4 xe3 d1-g1 e4-e5 a1-d1 xg4 f4-g4 d1-a1 g4-f4 xd3 d7-g7 f4-g4 d2-d1 xg4 e5-e4"
            + " g1-g4 e4-f4 xd1 a1-d1 a7-d7 d1-d2 b4-b2 c4-b4 c5-c4 b4-a4 d7-a7 a4-b4 c4-c5 g7-d7 c5-d5 d7-g7 a7-d7"
            + " b4-a4 b2-b4 d2-d1 d7-a7 g4-g1 b4-b2 g1-g4";

    /**
     * From the match against Sanmill (docs/ai.md, issue 34: 200 ms a ply, pair 85, morrisboard black): black is
     * a piece up, and e4-e3 makes the position of plies 26 and 28 a third time, a draw.
     */
    static final String AHEAD_REPEATS_THIRD = "a7 b4 d2 d6 f4 c5 d5 b6 f6 b2 xf6 f6 f2 c4 e3 a1 a4 g1 g4 a7-d7 e3-d3 d7-g7"
            + " a4-a7 g7-d7 a7-a4 d7-a7 d3-e3 d5-e5 e3-e4 e5-d5";

    @Test
    void aPieceUpItRepeatsOnlyWhereEveryOtherPlyLoses() {
        Game g = Game.replay(R, AHEAD_REPEATS_THIRD);
        Position p = g.position();
        Color us = p.sideToMove();
        assertEquals(1, p.onBoard(us) - p.onBoard(us.other()), "a piece up");
        Ply third = Notation.parsePly("e4-e3");
        assertTrue(g.play(third).outcome() instanceof Outcome.Draw, "e4-e3 draws by repetition");
        SearchResult contemptAlone = fullAt(g, Weights.DEFAULT.withBite(0));
        assertEquals(third, contemptAlone.best().orElseThrow(), "with the contempt alone it takes the draw: " + contemptAlone);
        assertEquals(-Weights.DEFAULT.contempt(), contemptAlone.score());
        SearchResult bites = fullAt(g, Weights.DEFAULT);
        Ply played = bites.best().orElseThrow();
        assertEquals(1, g.play(played).repetitions(), "with the bite it plays on: " + bites);
        assertTrue(!Search.isLoss(bites.score()) && bites.score() > -Weights.BITE, "a ply that does not lose: " + bites);
    }

    /**
     * From the match against Sanmill with {@link Weights#FULL} (docs/ai.md, issue 34: 200 ms a ply, {@code full24-200-a}
     * game 56, morrisboard white): white is a piece up and black, behind, can bring back earlier positions. d3-e3, which
     * white played, loses by force (after d2-d3 the board's analysis finds black's win in 17 plies); d3-c3 was the
     * analysis' choice (−0.40 at 500,000 nodes). With the bite on every repetition, black's were worth twenty pieces
     * to it, so every white ply scored {@code -BITE} or below and the search could not tell them apart: it played
     * d3-e3 at 4 million nodes.
     */
    static final String BEHIND_CAN_REPEAT = "d3 e3 f4 d2 b4 d6 d7 c4 g7 a7 g4 e4 g1 xe4 e4 e5 a4 a1 d1 e5-d5 c4-c5"
            + " b4-b2 c5-c4 f4-f6 a4-b4 a1-a4 e4-f4 d5-c5 e3-e4 c5-d5 c4-c5";

    /**
     * The same (game 174 of {@code full24-200-b}, morrisboard white, a piece up): f4-e4 loses about four pieces; c3-d3
     * was the analysis' choice.
     */
    static final String BEHIND_CAN_REPEAT_TOO = "b2 d3 f4 b4 d1 d6 a4 d2 f6 f2 a1 g1 a7 xf2 f2 e4 g4 g7 d7 e4-e3 d3-c3"
            + " f4-e4 c3-c4 e4-e5 f2-f4 e5-d5 f4-e4 f6-f4 c4-c5 e3-d3 c5-c4 d3-c3 e4-e5";

    @Test
    void aPieceUpItStillTellsItsPliesApartWhereTheSideBehindCanRepeat() {
        for (String[] c : new String[][]{{BEHIND_CAN_REPEAT, "d3-e3"}, {BEHIND_CAN_REPEAT_TOO, "f4-e4"}}) {
            Game g = Game.replay(R, c[0]);
            Position p = g.position();
            Color us = p.sideToMove();
            assertEquals(1, p.onBoard(us) - p.onBoard(us.other()), "a piece up");
            SearchResult r = fullAt(g, Weights.FULL);
            assertNotEquals(Notation.parsePly(c[1]), r.best().orElseThrow(), "the ply that loses: " + r);
            assertTrue(r.score() > -Weights.BITE, "a ply the side behind cannot answer with a repetition worth the bite: " + r);
        }
    }

    static SearchResult fullAt(Game g, Weights w) {
        long[] ticks = {0};
        return new Searcher(new TranspositionTable(16), Tables.none(), w, OpeningBook.none())
                .search(g, new SearchRequest(1200, Level.FULL, new java.util.SplittableRandom(1)), () -> ticks[0]++);
    }

    @Test
    void aheadItPlaysOnInsteadOfRepeating() {
        Game g = Game.replay(R, AHEAD_CAN_REPEAT);
        Position p = g.position();
        Color us = p.sideToMove();
        assertEquals(1, Integer.bitCount(p.pieces(us)) - Integer.bitCount(p.pieces(us.other())), "a piece up");
        Ply repeat = Notation.parsePly("b2-b4");
        assertEquals(2, g.play(repeat).repetitions(), "b2-b4 repeats a position");
        Weights none = Weights.DEFAULT.withContempt(0).withBite(0);
        SearchResult without = fullAt(g, none);
        assertEquals(repeat, without.best().orElseThrow(), "without contempt it repeats: " + without);
        assertEquals(0, without.score());
        SearchResult with = fullAt(g, Weights.DEFAULT);
        assertEquals(1, g.play(with.best().orElseThrow()).repetitions(), "with it, it plays on: " + with);
        assertTrue(with.score() > -Weights.DEFAULT.contempt(), "a try that scores above the draw: " + with);
    }
}
