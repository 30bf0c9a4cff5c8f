package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Geometry;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class OpeningBookTest {
    static final OpeningBook BOOK = OpeningBook.standard();

    @Test
    void symmetriesKeepAdjacencyAndMills() {
        Geometry geo = Geometry.NINE;
        Set<Integer> mills = new HashSet<>();
        for (int m = 0; m < geo.millCount(); m++) {
            mills.add(geo.mill(m));
        }
        Set<List<Integer>> distinct = new HashSet<>();
        for (int s = 0; s < Symmetry.COUNT; s++) {
            List<Integer> image = new java.util.ArrayList<>();
            for (int p = 0; p < Point.COUNT; p++) {
                int q = Integer.numberOfTrailingZeros(Symmetry.mask(s, 1 << p));
                image.add(q);
                assertEquals(Symmetry.mask(s, geo.adjacent(p)), geo.adjacent(q), "symmetry " + s + " at " + Point.name(p));
                assertEquals(p, Symmetry.inverse(s, Symmetry.ply(s, Ply.place(p).code())) & 31);
            }
            assertEquals(Point.COUNT, new HashSet<>(image).size(), "symmetry " + s + " is a permutation");
            for (int m : mills) {
                assertTrue(mills.contains(Symmetry.mask(s, m)), "symmetry " + s + " maps mill " + Point.names(m));
            }
            distinct.add(image);
        }
        assertEquals(Symmetry.COUNT, distinct.size(), "sixteen different symmetries");
    }

    @Test
    void everyBookPlyIsLegalAndNotALoss() {
        assertFalse(BOOK.lines().isEmpty(), "the book ships with lines");
        assertEquals(BOOK.lines().size(), BOOK.size(), "one line per position up to symmetry");
        Searcher judge = Searcher.of(4, Tables.none()).withoutBook();
        Level shallow = Level.exact(10, 6, 100);
        for (String line : BOOK.lines()) {
            String[] f = line.split("\\|");
            Game g = Game.replay(Rules.STANDARD, f[0]);
            OpeningBook.Entry e = BOOK.lookup(g.position().mutable()).orElseThrow(() -> new AssertionError("not found: " + line));
            assertEquals(f[1], e.ply().toString(), line);
            assertTrue(g.position().mutable().isLegal(e.ply().code()), line);
            assertFalse(Search.isLoss(e.score()), "the deep search's value is not a loss: " + line);
            Game after = g.play(e.ply());
            SearchResult r = judge.search(after, new SearchRequest(600_000, shallow, new SplittableRandom(1)), Readings.clock());
            boolean sameSide = after.position().sideToMove() == g.position().sideToMove();
            assertFalse(sameSide ? Search.isLoss(r.score()) : Search.isWin(r.score()), "a shallow search finds no refutation: " + line);
        }
    }

    @Test
    void aSymmetricImageGetsTheImageOfTheBookPly() {
        SplittableRandom rnd = new SplittableRandom(3);
        for (String line : BOOK.lines()) {
            String[] f = line.split("\\|");
            List<Ply> plies = Game.replay(Rules.STANDARD, f[0]).plies();
            int s = 1 + rnd.nextInt(Symmetry.COUNT - 1);
            Game image = Game.start(Rules.STANDARD);
            for (Ply p : plies) {
                image = image.play(Ply.of(Symmetry.ply(s, p.code())));
            }
            OpeningBook.Entry e = BOOK.lookup(image.position().mutable()).orElseThrow(() -> new AssertionError("image not found: " + line));
            MutablePosition m = image.position().mutable();
            assertTrue(m.isLegal(e.ply().code()), line);
            // the image's ply leads to the image of the book position's successor (up to the position's own symmetry)
            Position next = image.play(e.ply()).position();
            Position orig = Game.replay(Rules.STANDARD, f[0] + " " + f[1]).position();
            boolean matches = false;
            for (int t = 0; t < Symmetry.COUNT; t++) {
                matches |= Symmetry.mask(t, orig.white()) == next.white() && Symmetry.mask(t, orig.black()) == next.black();
            }
            assertTrue(matches, "symmetry " + s + " of " + line + " answered " + e.ply());
        }
    }

    @Test
    void fullStrengthAnswersFromTheBookAndWeakerLevelsSearch() {
        Game start = Game.start(Rules.STANDARD);
        Searcher s = new Searcher(new TranspositionTable(1), Tables.none(), Weights.DEFAULT, BOOK);
        SearchResult full = s.search(start, SearchRequest.full(500), Readings.clock());
        assertEquals(0, full.nodes(), "from the book, no search");
        assertEquals(BOOK.lookup(start.position().mutable()).orElseThrow().ply(), full.best().orElseThrow());
        SearchResult weak = s.search(start, new SearchRequest(500, Level.of(5), new SplittableRandom(1)), Readings.clock());
        assertTrue(weak.nodes() > 0, "a weaker level searches (and varies)");
        assertTrue(s.withoutBook().search(start, SearchRequest.full(500), Readings.clock()).nodes() > 0);
        assertTrue(BOOK.lookup(Game.replay(Rules.parse("standard,flying=off"), "").position().mutable()).isEmpty(),
                "standard rules only");
    }

    @Test
    void aBrokenLineIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OpeningBook.of(List.of("d6|d6|0")));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("d6|d6|0"), e.getMessage());
    }
}
