package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The 3v3 tables (built here in seconds) against brute force and against themselves; the
 * 3v4/4v3/4v4 classes are checked the same way by {@code tables --verify} (too slow for CI).
 */
class TablesTest {
    static final Rules R = Rules.STANDARD;
    static Tables tables;
    private static Tables shared;

    @BeforeAll
    static void build() {
        tables = threeVsThree();
    }

    /** The 3v3 tables, built once per test run and shared with the other tests that play endgames. */
    static synchronized Tables threeVsThree() {
        if (shared == null) {
            shared = TableBuilder.build(R, 3, line -> { });
        }
        return shared;
    }

    /** A random moving-phase position with {@code a} pieces for the mover (white) and {@code b} for black. */
    static Position random(SplittableRandom rnd, int a, int b) {
        int w = 0, k = 0;
        while (Integer.bitCount(w) < a) {
            w |= 1 << rnd.nextInt(Point.COUNT);
        }
        int bl = 0;
        while (Integer.bitCount(bl) < b) {
            int p = rnd.nextInt(Point.COUNT);
            if ((w & (1 << p)) == 0) {
                bl |= 1 << p;
            }
        }
        return Position.of(R, w, bl, 0, 0, Color.WHITE, 0);
    }

    /** 1 if the side to move wins within {@code turns} turns, -1 if it loses within them, else 0. */
    static int solve(MutablePosition p, int turns) {
        if (p.tooFew(p.side())) {
            return -1;
        }
        int[] moves = new int[MutablePosition.MAX_PLIES];
        int n = p.generate(moves);
        if (n == 0) {
            return -1;
        }
        if (turns == 0) {
            return 0;
        }
        int best = -1;
        for (int i = 0; i < n && best < 1; i++) {
            p.make(moves[i]);
            best = Math.max(best, afterPly(p, turns));
            p.unmake();
        }
        return best;
    }

    private static int afterPly(MutablePosition p, int turns) {
        if (p.removalsOwed() == 0) {
            return -solve(p, turns - 1);
        }
        int[] removals = new int[MutablePosition.MAX_PLIES];
        int k = p.generate(removals);
        int best = -1;
        for (int j = 0; j < k && best < 1; j++) {
            p.make(removals[j]);
            best = Math.max(best, afterPly(p, turns));
            p.unmake();
        }
        return best;
    }

    @Test
    void agreesWithBruteForceOnSampledPositions() {
        SplittableRandom rnd = new SplittableRandom(7);
        int[] seen = new int[3];
        for (int i = 0; i < 300; i++) {
            MutablePosition m = random(rnd, 3, 3).mutable();
            int v = tables.value(m);
            int turns = 3;
            int expected = v == 0 || v - 1 > turns ? 0 : ((v - 1) & 1) == 1 ? 1 : -1;
            assertEquals(expected, solve(m, turns), "table byte " + v + " for " + m.snapshot());
            seen[expected + 1]++;
        }
        assertTrue(seen[0] > 0 && seen[2] > 0, "the sample holds short wins and short losses: " + java.util.Arrays.toString(seen));
    }

    @Test
    void everyPositionAgreesWithItsSuccessors() {
        assertEquals(0, tables.verify(line -> { }));
    }

    @Test
    void theTablesMovePreservesTheValueEverywhere() {
        // every 3v3 position: the search's ply (from the tables at the root) keeps a win a win
        // (one turn shorter), a draw a draw, and a loss a loss
        Searcher s = Searcher.of(1, tables);
        SplittableRandom rnd = new SplittableRandom(11);
        for (int i = 0; i < 200; i++) {
            Position p = random(rnd, 3, 3);
            MutablePosition m = p.mutable();
            int before = tables.score(m, 0);
            if (m.countLegal() == 0) {
                continue;
            }
            SearchResult r = s.search(Game.from(p), SearchRequest.full(1000), Readings.clock());
            assertEquals(before, r.score(), "the search reports the table value for " + p);
            m.make(r.best().orElseThrow().code());
            int after = tables.afterTurn(m);
            if (after == Search.MATE - 1) {
                after = Search.TABLE_WIN - 1; // the removal left two pieces: the one-turn win
            }
            assertEquals(before, after, "value kept by " + r.best().get() + " in " + p);
        }
    }

    @Test
    void neverLosesAWonTableEndgame() {
        Tables both = tables;
        SelfPlay play = new SelfPlay(R, 500, 1, Readings.clock());
        SplittableRandom rnd = new SplittableRandom(3);
        int games = 0;
        while (games < 12) {
            Position p = random(rnd, 3, 3);
            MutablePosition m = p.mutable();
            int v = tables.value(m);
            if (v == 0 || ((v - 1) & 1) == 0 || m.countLegal() == 0) {
                continue; // want a win for white, the side to move
            }
            games++;
            // the winner at full strength; the loser too (it defends as long as it can)
            SelfPlay.Played g = play.playFrom(Game.from(p), SelfPlay.Player.of(10), SelfPlay.Player.of(10), true, games, both);
            assertTrue(g.game().outcome() instanceof Outcome.Win w && w.winner() == Color.WHITE,
                    "white wins " + p + ": " + g.game().record() + " → " + g.game().outcome().describe());
            int turns = (int) g.game().plies().stream().filter(x -> !x.isRemoval()).count();
            assertTrue(turns <= v - 1, "won within the table distance " + (v - 1) + ": " + turns + " turns");
        }
    }

    @Test
    void roundTripsThroughAFile(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("t.bin");
        tables.save(f);
        Tables back = Tables.load(f);
        assertEquals(List.of("3v3"), back.classNames());
        SplittableRandom rnd = new SplittableRandom(5);
        for (int i = 0; i < 1000; i++) {
            MutablePosition m = random(rnd, 3, 3).mutable();
            assertEquals(tables.value(m), back.value(m));
        }
        assertTrue(Files.size(f) < 2_000_000, "compact: " + Files.size(f));
        Path broken = dir.resolve("broken.bin");
        Files.write(broken, java.util.Arrays.copyOf(Files.readAllBytes(f), 1000));
        IOException e = assertThrows(IOException.class, () -> Tables.load(broken));
        assertTrue(e.getMessage().contains("broken.bin"), e.getMessage());
    }

    @Test
    void mostlyDrawnClassesAreHeldSparse() throws IOException {
        int size = TableClass.size(4, 4);
        byte[] values = new byte[size];
        SplittableRandom rnd = new SplittableRandom(9);
        for (int i = 0; i < 5000; i++) {
            values[rnd.nextInt(size)] = (byte) (1 + rnd.nextInt(40));
        }
        TableClass dense = TableClass.dense(4, 4, values);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        dense.write(new java.io.DataOutputStream(bytes));
        java.io.DataInputStream in = new java.io.DataInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()));
        assertEquals(4, in.readUnsignedByte());
        assertEquals(4, in.readUnsignedByte());
        assertEquals(size, in.readInt());
        TableClass sparse = TableClass.read(in, 4, 4, size);
        assertTrue(sparse.memory() < size / 100, "sparse: " + sparse.memory() + " bytes");
        for (int i = 0; i < size; i += 997) {
            assertEquals(values[i] & 0xff, sparse.valueAt(i));
        }
        for (int i = 0; i < size; i++) {
            if (values[i] != 0) {
                assertEquals(values[i] & 0xff, sparse.valueAt(i));
            }
        }
    }

    @Test
    void supportsOnlyTheRulesItWasBuiltFor() {
        assertTrue(tables.supports(R));
        assertTrue(tables.supports(Rules.parse("standard,draw-plies=50")));
        assertTrue(!tables.supports(Rules.parse("standard,flying=off")));
        assertTrue(!tables.supports(Rules.TWELVE));
        assertTrue(!Tables.none().supports(R));
    }
}
