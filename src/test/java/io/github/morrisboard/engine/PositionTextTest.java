package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The position text: what it reads, how it is written, and each refusal with its one line. */
class PositionTextTest {
    private static Position read(String text) {
        return PositionText.parse(Rules.STANDARD, text);
    }

    private static PositionText.Read.Refused refused(Rules rules, String text) {
        return assertInstanceOf(PositionText.Read.Refused.class, PositionText.read(rules, text), text);
    }

    private static PositionText.Read.Refused refused(String text) {
        return refused(Rules.STANDARD, text);
    }

    private static int mask(String... points) {
        int m = 0;
        for (String p : points) {
            m |= Point.bit(Point.parse(p));
        }
        return m;
    }

    @Test
    void theExampleReadsAsWritten() {
        Position p = read(PositionText.EXAMPLE);
        assertEquals(mask("a1", "d2", "g4"), p.white());
        assertEquals(mask("d6", "g7"), p.black());
        assertEquals(6, p.inHand(Color.WHITE));
        assertEquals(7, p.inHand(Color.BLACK));
        assertEquals(Color.BLACK, p.sideToMove());
        assertEquals(0, p.removalsOwed());
        assertEquals(PositionText.EXAMPLE, PositionText.format(p));
    }

    @Test
    void caseSpacesCommasAndTheOrderOfThePartsDoNotMatter() {
        Position p = read("  black  hand 6/7   w: g4 d2 a1\tb:G7,,D6 ");
        assertEquals(read(PositionText.EXAMPLE), p);
        assertEquals(p, read("W:a1 d2 g4 B:d6 g7 hand 6/7 black"), "'to move' may be left out");
        assertEquals(p, read("white:a1,d2,g4, black:d6,g7 hand 6/7 black to move"));
    }

    @Test
    void theMovingPhaseNeedsNoHandAndASideWithoutPiecesIsADash() {
        Position p = read("W:a1,a4,a7,d2 B:g1,g4,g7 white to move");
        assertEquals(0, p.inHand(Color.WHITE) + p.inHand(Color.BLACK));
        assertEquals("W:a1,a4,a7,d2 B:g1,g4,g7 white to move", PositionText.format(p));
        assertEquals("W:- B:- hand 9/9 white to move", PositionText.format(Position.start(Rules.STANDARD)));
        assertEquals(Position.start(Rules.STANDARD), read("W:- B:- hand 9/9 white to move"));
        assertEquals(Position.start(Rules.STANDARD), read("W: B: hand 9/9 white"));
        assertEquals(Position.start(Rules.TWELVE), PositionText.parse(Rules.TWELVE, "hand 12/12 white to move"));
    }

    @Test
    void aGameFromTheRulesStartHasNoStartText() {
        assertEquals(Optional.empty(), PositionText.startOf(Game.replay(Rules.STANDARD, "d6 a1")));
        assertEquals(Optional.of(PositionText.EXAMPLE), PositionText.startOf(Game.from(read(PositionText.EXAMPLE)).play(Ply.place(Point.parse("a4")))));
    }

    @Test
    void eachRefusalNamesWhatIsWrongOnOneLine() {
        assertEquals("no position: write it as W:a1,d2,g4 B:d6,g7 hand 6/7 black to move", refused(" \t ").describe());
        assertEquals("\"hello\" is not part of a position (write it as W:a1,d2,g4 B:d6,g7 hand 6/7 black to move)",
                refused("hand 9/9 hello white").describe());
        PositionText.Read.Refused point = refused("W:a1,z9 B:g7 white to move");
        assertEquals(PositionText.Problem.POINT, point.problem());
        assertEquals(List.of("z9"), point.args());
        assertEquals("\"z9\" is not a point (points are a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6 g1 g4 g7)",
                point.describe());
        assertEquals("\"a1\" is given twice", refused("W:a1,a1 B:g7 hand 8/8 white").describe());
        assertEquals("\"W:\" is given twice", refused("W:a1 W:d2 white").describe());
        assertEquals("\"hand\" is given twice", refused("hand 9/9 hand 9/9 white").describe());
        assertEquals("\"black to move\" is given twice", refused("hand 9/9 white black to move").describe());
        assertEquals("a1 is given to white and to black", refused("W:a1 B:a1 white").describe());
        assertEquals("hand takes the pieces white and black still have to place, as hand 6/7, not \"5\"", refused("hand 5 6 white").describe());
        assertEquals("hand takes the pieces white and black still have to place, as hand 6/7, not \"\"", refused("white hand").describe());
        assertEquals("whose move is it? end with white to move or black to move", refused("W:a1,a4,a7 B:g1,g4,g7").describe());
        assertEquals("\"go\" is not part of a position (write it as " + PositionText.EXAMPLE + ")", refused("hand 9/9 white to go").describe());
        PositionText.Read.Refused owed = refused("W:a1,a4,a7 B:g1,g4,g7,d7 white to remove");
        assertEquals(PositionText.Problem.OWED, owed.problem());
        assertEquals(Optional.of(Color.WHITE), owed.side());
        assertEquals("white owes a removal: set the position up before the mill was closed, or with the piece already taken", owed.describe());
        assertEquals("white has 10 pieces on the board and in hand; the rules give 9 a side", refused("W:a1,a4 hand 8/8 white").describe());
        assertEquals(List.of("13", "12"), refused(Rules.TWELVE, "W:a1 hand 12/12 white").args());
        assertEquals("black has only 2 pieces: the game is over", refused("W:a1,a4,a7 B:g1,g4 white to move").describe());
        assertEquals("with white to move both sides have as many pieces in hand (white places first), not 5 and 6",
                refused("W:a1,d2 B:g7 hand 5/6 white to move").describe());
        assertEquals("with black to move black has one piece more in hand than white (white places first), not 5 and 5",
                refused("W:a1,d2 B:g7,g4 hand 5/5 black to move").describe());
        assertEquals("black cannot have taken 2 pieces after placing 3 (each piece taken is a mill closed, and a mill needs three pieces)",
                refused("W:a1 B:g1,g4,g7 hand 6/6 white to move").describe());
        assertEquals("the game is over in that position (black wins: white has no legal move)",
                refused("W:a1,a4,a7,d7,g7 B:d1,b4,d6,g4 white to move").describe());
    }

    @Test
    void aPieceTakenIsAllowedWhereAMillCouldHaveBeenClosedAndDoubleRemovalTakesTwo() {
        assertEquals(Color.WHITE, read("W:a1,d2 B:g1,g4,g7 hand 6/6 white to move").sideToMove(), "black placed 3: one mill, one piece");
        assertEquals(PositionText.Problem.TAKEN, refused("W:- B:g1,g4,g7 hand 6/6 white to move").problem());
        Rules doubled = Rules.parse("standard,double-removal=on");
        assertEquals(Color.WHITE, PositionText.parse(doubled, "W:a1 B:g1,g4,g7 hand 6/6 white to move").sideToMove());
        assertEquals(PositionText.Problem.TAKEN, refused(doubled, "W:- B:g1,g4,g7 hand 6/6 white to move").problem());
    }

    @Test
    void aRefusalRepeatsAtMostAShortPieceOfTheTextOnOneLine() {
        PositionText.Read.Refused r = refused("hand 9/9 " + "x".repeat(200) + "\u0007 white");
        assertEquals("\"" + "x".repeat(24) + "…\" is not part of a position (write it as " + PositionText.EXAMPLE + ")", r.describe());
        assertEquals("\"ab?c\" is not a point (points are " + Point.names(Point.ALL) + ")", refused("W:ab\u0000c").describe());
    }

    @Test
    void parseThrowsTheRefusalsLineAndFormatNeedsNoRemovalOwed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> read("W:a1"));
        assertEquals("whose move is it? end with white to move or black to move", e.getMessage());
        Position owing = Game.replay(Rules.STANDARD, "a1 b2 a4 b4 a7").position();
        assertThrows(IllegalArgumentException.class, () -> PositionText.format(owing));
    }
}
