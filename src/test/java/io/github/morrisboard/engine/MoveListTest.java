package io.github.morrisboard.engine;

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
}
