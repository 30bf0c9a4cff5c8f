package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MoveListTest {
    @Test
    void numbersEachMoveAndJoinsRemovalsToTheirPly() {
        assertEquals(List.of("1. d6 f4", "2. d2 a1", "3. d7xf4 g7"), MoveList.numbered("d6 f4 d2 a1 d7 xf4 g7"));
        assertEquals(List.of("1. d6"), MoveList.numbered("d6"));
        assertEquals(List.of(), MoveList.numbered(""));
    }

    @Test
    void theTextHasOneMoveNumberPerLine() {
        assertEquals("1. d6 f4\n2. d2\n", MoveList.text(io.github.morrisboard.engine.Notation.splitPlies("d6 f4 d2").stream()
                .map(io.github.morrisboard.engine.Notation::parsePly).toList()));
    }

    @Test
    void aGameFromASetUpPositionSaysItsStartAndBlacksFirstMoveStandsAlone() {
        Position start = PositionText.parse(Rules.STANDARD, "W:a1,d2,g4 B:d6,g7 hand 6/7 black to move");
        List<Ply> plies = List.of(Ply.place(Point.parse("b4")), Ply.place(Point.parse("e4")), Ply.place(Point.parse("b6")));
        assertEquals(List.of("1. ... b4", "2. e4 b6"), MoveList.numbered(plies, Color.BLACK));
        assertEquals(List.of(), MoveList.numbered(List.of(), Color.BLACK));
        assertEquals("start W:a1,d2,g4 B:d6,g7 hand 6/7 black to move\n1. ... b4\n2. e4 b6\n", MoveList.text(start, plies));
        assertEquals("1. d6\n", MoveList.text(Position.start(Rules.TWELVE), List.of(Ply.place(Point.parse("d6")))), "from the rules' start: as before");
    }
}
