package io.github.morrisboard.remote;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** F5: which game under a fixed code a board plays, from what the broker kept of both boards. */
class GenerationTest {
    private static Optional<Generation.Heard> heard(int generation, int plies, boolean ended) {
        return Optional.of(new Generation.Heard(generation, plies, ended));
    }

    @Test
    void aFreshBoardJoinsAGameJustStartedAndOpensTheNextAfterOneThatWasPlayed() {
        assertEquals(0, Generation.decide(Optional.empty(), Optional.empty(), 0), "the first game under a code: the code alone");
        assertEquals("a1-b4-d2-g7", Generation.id("a1-b4-d2-g7", 0));
        assertEquals(1, Generation.decide(heard(0, 7, true), heard(0, 8, false), 0), "after a game: the next");
        assertEquals(1, Generation.decide(heard(0, 7, false), heard(0, 0, false), 0), "this board played in it: the next");
        assertEquals(1, Generation.decide(heard(0, 0, false), heard(0, 1, true), 0), "a side ended it: the next");
        assertEquals(1, Generation.decide(heard(0, 8, false), heard(1, 0, false), 0), "the friend opened the next: join it");
        assertEquals(1, Generation.decide(heard(0, 8, false), heard(1, 1, false), 0), "with its first ply");
        assertEquals(2, Generation.decide(heard(0, 8, false), heard(1, 5, false), 0), "the friend's next is played already: one more");
        assertEquals(3, Generation.decide(heard(3, 0, false), heard(3, 1, false), 0), "a board restarted before its first ply stays");
        assertEquals(3, Generation.decide(heard(3, 12, false), heard(4, 0, false), 12), "a board that has played keeps its own");
        assertEquals(4, Generation.decide(Optional.empty(), heard(4, 9, false), 9), "its own seat lost: the friend's");
    }

    @Test
    void aGameIdNamesItsCodeAndGeneration() {
        assertEquals(7, Generation.of("a1-b4-d2-g7.7"));
        assertEquals(0, Generation.of("a1-b4-d2-g7"));
        assertEquals(-1, Generation.of("a1-b4-d2-g7.x"));
        assertEquals(-1, Generation.of("a1-b4-d2-g7.99999999999"));
        assertEquals("a1-b4-d2-g7", Generation.code("a1-b4-d2-g7.7"));
    }
}
