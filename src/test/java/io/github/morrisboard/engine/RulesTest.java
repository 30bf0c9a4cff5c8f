package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;

import org.junit.jupiter.api.Test;

import java.util.Set;

import static io.github.morrisboard.engine.Boards.*;
import static org.junit.jupiter.api.Assertions.*;

/** Each rule and option on positions built by hand. */
class RulesTest {

    @Test
    void placingPhaseOffersEveryEmptyPointAndMillOwesARemoval() {
        Game g = Game.replay(Rules.STANDARD, "a1 b2 a4 b4");
        assertEquals(20, g.position().legalPlies().size());
        Game milled = g.play(ply("a7"));
        assertEquals(Color.WHITE, milled.position().sideToMove(), "the removal is white's own ply");
        assertEquals(1, milled.position().removalsOwed());
        assertEquals(Set.of("xb2", "xb4"), legal(milled.position()));
        Position after = milled.play(ply("xb4")).position();
        assertEquals(Color.BLACK, after.sideToMove());
        assertEquals(0, after.removalsOwed());
        assertEquals(mask("b2"), after.black());
        assertEquals(7, after.inHand(Color.BLACK), "a removed piece never returns to the hand");
    }

    @Test
    void piecesInMillsAreSafeUnlessAllAreInMills() {
        // black: a mill on g1 g4 g7 and a loose piece on d6; white to remove
        Position p = Position.of(Rules.STANDARD, mask("a1 a4 a7"), mask("g1 g4 g7 d6"), 0, 0, Color.WHITE, 1);
        assertEquals(Set.of("xd6"), legal(p));
        Position allInMills = Position.of(Rules.STANDARD, mask("a1 a4 a7"), mask("g1 g4 g7"), 0, 0, Color.WHITE, 1);
        assertEquals(Set.of("xg1", "xg4", "xg7"), legal(allInMills));
        Position always = Position.of(Rules.parse("standard,remove-from-mills=always"), mask("a1 a4 a7"),
                mask("g1 g4 g7 d6"), 0, 0, Color.WHITE, 1);
        assertEquals(Set.of("xd6", "xg1", "xg4", "xg7"), legal(always));
        assertEquals("g1 stands in a mill and black has pieces outside mills", p.whyIllegal(ply("xg1")).orElseThrow());
    }

    @Test
    void twoMillsAtOnceGiveOneRemovalUnlessDoubleRemoval() {
        // white closes a1-d1-g1 and g1-g4-g7 at once by sliding f2? no: place on g1 in the placing phase
        String white = "a1 d1 g4 g7", black = "b2 b4 b6 f6 c5";
        Position std = Position.of(Rules.STANDARD, mask(white), mask(black), 2, 2, Color.WHITE, 0);
        Position after = std.play(ply("g1"));
        assertEquals(1, after.removalsOwed());
        Rules dbl = Rules.parse("standard,double-removal=on");
        Position two = Position.of(dbl, mask(white), mask(black), 2, 2, Color.WHITE, 0).play(ply("g1"));
        assertEquals(2, two.removalsOwed());
        Position one = two.play(ply("xf6"));
        assertEquals(Color.WHITE, one.sideToMove(), "still white's turn: one removal left");
        Position done = one.play(ply("xc5"));
        assertEquals(Color.BLACK, done.sideToMove());
        assertEquals(mask("b2 b4 b6"), done.black());
    }

    @Test
    void doubleRemovalNeverOwesMoreThanTheOpponentHas() {
        Rules dbl = Rules.parse("standard,double-removal=on");
        Position p = Position.of(dbl, mask("a1 d1 g4 g7"), mask("b4"), 2, 6, Color.WHITE, 0).play(ply("g1"));
        assertEquals(1, p.removalsOwed());
    }

    @Test
    void doubleRemovalEndsTheGameWhenTheFirstRemovalLeavesTwoStandard() {
        // black places its last piece on g1, closing a1-d1-g1 and g1-g4-g7; white has three pieces, none in hand
        Rules dbl = Rules.parse("standard,double-removal=on");
        Game g = Game.from(Position.of(dbl, mask("b2 d6 f4"), mask("a1 d1 g4 g7"), 0, 1, Color.BLACK, 0));
        g = g.play(ply("g1"));
        assertEquals(2, g.position().removalsOwed());
        g = g.play(ply("xb2"));
        assertGameWonByPieces(g, Color.BLACK);
        // the same with pieces in hand: two on the board and one in hand are three, one removal leaves two
        Game placing = Game.from(Position.of(dbl, mask("b2 d6"), mask("a1 d1 g4 g7"), 1, 2, Color.BLACK, 0));
        placing = placing.play(ply("g1")).play(ply("xb2"));
        assertGameWonByPieces(placing, Color.BLACK);
    }

    @Test
    void doubleRemovalEndsTheGameWhenTheFirstRemovalLeavesTwoTwelve() {
        // a1-b2 (a diagonal step) closes b2-d2-f2 and b2-b4-b6; black has three pieces, none in hand
        Rules dbl = Rules.parse("twelve,double-removal=on");
        Game g = Game.from(moving(dbl, "a1 d2 f2 b4 b6", "g1 e4 d7", Color.WHITE)).play(ply("a1-b2"));
        assertEquals(2, g.position().removalsOwed());
        g = g.play(ply("xg1"));
        assertGameWonByPieces(g, Color.WHITE);
        // the game of issue 18: white's f2-d3 closes two mills, black is left with three
        Game played = Game.replay(dbl, "g7 f6 a4 e3 d7 c5 a7 xf6 f6 a1 xe3 f2 b2 f4 xb2 d1 e3 g4 d3 b4 c4 g1"
                + " xc4 xd3 e4 c4 xe3 d3 b2 c3 a7-b6 xd3 c3-d3 b6-a7 xe4 xd3 f4-e4 a7-b6 xf6 f2-d3 b6-a7 xe4");
        assertGameWonByPieces(played, Color.WHITE);
        // four pieces: the first removal leaves three and the second is still owed
        Game four = Game.from(moving(dbl, "a1 d2 f2 b4 b6", "g1 e4 d7 a7", Color.WHITE)).play(ply("a1-b2"))
                .play(ply("xg1"));
        assertEquals(1, four.position().removalsOwed());
        assertFalse(four.outcome().isOver());
    }

    private static void assertGameWonByPieces(Game g, Color winner) {
        Position p = g.position();
        assertEquals(new Outcome.Win(winner, Outcome.WinReason.PIECES), g.outcome(), p.toString());
        assertEquals(0, p.removalsOwed(), "no removal is owed after the game ends");
        assertEquals(winner.other(), p.sideToMove());
        assertTrue(p.legalPlies().isEmpty(), "no plies: " + legal(p));
        MutablePosition m = g.startPosition().mutable();
        g.plies().forEach(ply -> m.make(ply.code()));
        assertEquals(0, m.countLegal());
        assertEquals(p, m.snapshot());
        assertEquals(Zobrist.of(p.white(), p.black(), p.sideToMove().index(), p.inHand(Color.WHITE),
                p.inHand(Color.BLACK), 0, p.usedMills(Color.WHITE), p.usedMills(Color.BLACK)), p.hash(), "hash");
    }

    @Test
    void reopeningAndClosingAMillMakesANewMillUnlessOneTimeMill() {
        // white mill a1 a4 a7; white opens it (a7-d7) and closes it again (d7-a7)
        String white = "a1 a4 a7 g1", black = "b2 b6 f2 f6 c3";
        Game std = Game.from(moving(Rules.STANDARD, white, black, Color.WHITE));
        std = std.play(ply("a7-d7")).play(ply("c3-c4")).play(ply("d7-a7"));
        assertEquals(1, std.position().removalsOwed(), "standard: closing again is a new mill");

        Rules once = Rules.parse("standard,one-time-mill=on");
        // first formation: slide g1-d1? build the mill by a move so it is 'formed' once, then reopen and close
        Game g = Game.from(moving(once, "a1 a4 d7 g1", black, Color.WHITE));
        g = g.play(ply("d7-a7"));
        assertEquals(1, g.position().removalsOwed(), "first time this mill is formed: a removal");
        g = g.play(ply("xc3")).play(ply("b2-d2")).play(ply("a7-d7")).play(ply("d2-b2")).play(ply("d7-a7"));
        assertEquals(0, g.position().removalsOwed(), "one-time-mill: the same mill again gives nothing");
        assertEquals(Color.BLACK, g.position().sideToMove());
    }

    @Test
    void oneTimeMillCountsLinesNotPoints() {
        // white closes a1-a4-a7, c3-c4-c5 and b2-b4-b6 in turn, then a1-a4 closes a4-b4-c4 for the first time:
        // each of its points was in an earlier mill, and still the new line gives a removal
        Rules once = Rules.parse("standard,one-time-mill=on");
        Game g = Game.from(moving(once, "a1 a7 b4 c3 c5 b2 d6", "g1 g7 e3 e5 f2 f6 d3", Color.WHITE));
        for (String p : ("b4-a4 xg1 d3-d2 a4-b4 d2-d3 b4-c4 xg7 d3-d2 d6-b6 d2-d3 c4-b4 xf6 d3-d2 c3-c4 d2-d3")
                .split(" ")) {
            g = g.play(ply(p));
        }
        Geometry geo = once.geometry();
        int usedPoints = 0, line = mask("a4 b4 c4");
        for (int m = g.position().usedMills(Color.WHITE); m != 0; m &= m - 1) {
            int mill = geo.mill(Integer.numberOfTrailingZeros(m));
            assertNotEquals(line, mill, "a4-b4-c4 has not been closed yet");
            usedPoints |= mill;
        }
        assertEquals(line, usedPoints & line, "every point of a4-b4-c4 was in an earlier mill");
        Position closed = g.play(ply("a1-a4")).position();
        assertEquals(1, closed.removalsOwed(), "a line closed for the first time removes");
        assertEquals(Color.WHITE, closed.sideToMove());
    }

    @Test
    void flyingWithThreePiecesForThatSideOnly() {
        Position p = moving(Rules.STANDARD, "a1 d6 g7", "b2 b4 f4 f6", Color.WHITE);
        assertEquals(3 * 17, p.legalPlies().size(), "white flies: 3 pieces × 17 empty points");
        assertTrue(p.isLegal(ply("a1-e4")));
        Position black = moving(Rules.STANDARD, "a1 d6 g7", "b2 b4 f4 f6", Color.BLACK);
        assertFalse(black.isLegal(ply("b2-e4")), "black has four pieces and slides");
        Position noFly = moving(Rules.parse("standard,flying=off"), "a1 d6 g7", "b2 b4 f4 f6", Color.WHITE);
        assertEquals(Set.of("a1-a4", "a1-d1", "d6-b6", "d6-d5", "d6-d7", "g7-d7", "g7-g4"), legal(noFly));
        assertEquals("a1 and e4 are not adjacent and white cannot fly", noFly.whyIllegal(ply("a1-e4")).orElseThrow());
    }

    @Test
    void aSideDownToTwoPiecesLoses() {
        Game g = Game.from(moving(Rules.STANDARD, "a1 a4 d7 g1", "b2 b6 f2", Color.WHITE));
        g = g.play(ply("d7-a7")).play(ply("xb2"));
        assertEquals(new Outcome.Win(Color.WHITE, Outcome.WinReason.PIECES), g.outcome());
        assertTrue(g.position().legalPlies().isEmpty());
    }

    @Test
    void noLegalMoveLoses() {
        // black pieces on a1 and g7 corners... build a real blockade: black a1 a4 d1 blocked by white a7 b4 d2 g1 b2? (b2 is not adjacent to a1)
        Position p = moving(Rules.STANDARD, "a7 b4 d2 g1 g4 f6", "a1 a4 d1 g7", Color.BLACK);
        // black: a1 (neighbours a4 d1, both black), a4 (a1 a7 b4 : a7 b4 white), d1 (a1 g1 d2: white), g7 (d7 empty!) -> not blocked
        assertFalse(p.legalPlies().isEmpty());
        Position blocked = moving(Rules.STANDARD, "a7 b4 d2 g1 d7 g4", "a1 a4 d1 g7", Color.BLACK);
        assertTrue(blocked.legalPlies().isEmpty());
        assertEquals(new Outcome.Win(Color.WHITE, Outcome.WinReason.BLOCKADE), blocked.outcome());
    }

    @Test
    void aSideWhoseOnlyPiecesFormAMillMustStillMove() {
        Position p = moving(Rules.parse("standard,flying=off"), "a1 a4 a7", "g1 g4 g7 d6", Color.WHITE);
        assertEquals(Set.of("a1-d1", "a4-b4", "a7-d7"), legal(p));
        assertFalse(p.outcome().isOver());
    }

    @Test
    void noRemovalDrawAfterTheConfiguredPlies() {
        Rules r = Rules.parse("standard,draw-plies=4");
        Game g = Game.from(moving(r, "a1 a4 a7 d1", "g1 g4 g7 d7 f6", Color.WHITE));
        g = g.play(ply("d1-d2")).play(ply("f6-f4")).play(ply("d2-d3"));
        assertFalse(g.outcome().isOver());
        g = g.play(ply("f4-f2"));
        assertEquals(new Outcome.Draw(Outcome.DrawReason.NO_REMOVAL), g.outcome());
        assertFalse(g.position().legalPlies().isEmpty(), "draw rules do not hide moves");
        Game standard = Game.from(moving(Rules.STANDARD, "a1 a4 a7 d1", "g1 g4 g7 d7 f6", Color.WHITE));
        for (int i = 0; i < 25; i++) {
            standard = standard.play(ply("d1-d2")).play(ply("f6-f4")).play(ply("d2-d1")).play(ply("f4-f6"));
            if (standard.outcome().isOver()) break;
        }
        assertEquals(new Outcome.Draw(Outcome.DrawReason.REPETITION), standard.outcome(), "repetition comes first");
    }

    @Test
    void hundredQuietPliesDraw() {
        Rules noRep = Rules.parse("standard,repetition=off");
        Game g = Game.from(moving(noRep, "a1 a4 a7 d1", "g1 g4 g7 d7 f6", Color.WHITE));
        int plies = 0;
        while (!g.outcome().isOver()) {
            String[] cycle = {"d1-d2", "f6-f4", "d2-d1", "f4-f6"};
            g = g.play(ply(cycle[plies % 4]));
            plies++;
        }
        assertEquals(100, plies);
        assertEquals(new Outcome.Draw(Outcome.DrawReason.NO_REMOVAL), g.outcome());
    }

    @Test
    void threefoldRepetition() {
        Game g = Game.from(moving(Rules.STANDARD, "a1 a4 a7 d1", "g1 g4 g7 d7 f6", Color.WHITE));
        String[] cycle = {"d1-d2", "f6-f4", "d2-d1", "f4-f6"};
        for (int i = 0; i < 8; i++) {
            assertFalse(g.outcome().isOver(), "ply " + i);
            g = g.play(ply(cycle[i % 4]));
        }
        assertEquals(3, g.repetitions());
        assertEquals(new Outcome.Draw(Outcome.DrawReason.REPETITION), g.outcome());
        Game over = g;
        assertThrows(IllegalArgumentException.class, () -> over.play(ply("d1-d2")), "no play after the game ends");
    }

    @Test
    void twelveHasDiagonalsAndAFullBoardDraws() {
        Rules twelve = Rules.TWELVE;
        assertEquals(20, twelve.geometry().millCount());
        assertEquals(mask("a4 d1 b2"), twelve.geometry().adjacent(Point.parse("a1")));
        Game g = Game.replay(twelve, "a1 d1 b2 d2");
        Position diag = g.play(ply("c3")).position();
        assertEquals(1, diag.removalsOwed(), "a1 b2 c3 is a mill on the twelve board");
        // fill the board without mills: a full board when placing ends is a draw
        Game full = Game.start(twelve);
        String order = "a4 a1 a7 b4 b2 b6 c4 c3 c5 d2 d1 d3 d5 d6 e3 d7 f4 e4 f6 e5 g1 f2 g7 g4";
        try {
            full = Game.replay(twelve, order);
        } catch (IllegalPlyException e) {
            fail("the filling order should have no mill: " + e.getMessage());
        }
        assertEquals(Point.ALL, full.position().occupied());
        assertEquals(new Outcome.Draw(Outcome.DrawReason.FULL_BOARD), full.outcome());
    }

    @Test
    void rulesParseAndPrint() {
        assertEquals(Rules.STANDARD, Rules.parse("standard"));
        Rules r = Rules.parse("twelve, flying=off,draw-plies=50");
        assertFalse(r.flying());
        assertEquals(12, r.pieces());
        assertEquals(50, r.drawPlies());
        assertEquals("twelve,flying=off,draw-plies=50", r.toString());
        assertEquals(r, Rules.parse(r.toString()));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Rules.parse("standard,flying=maybe"))
                .getMessage().contains("flying=maybe"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Rules.parse("chess"))
                .getMessage().contains("unknown preset \"chess\""));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Rules.parse("standard,speed=9"))
                .getMessage().contains("unknown option \"speed\""));
    }
}
