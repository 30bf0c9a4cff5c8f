package io.github.morrisboard.engine;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

class NotationTest {
    @Test
    void bothFormsParseToTheSamePlies() {
        String standard = "a1 b2 a4 b4 a7 xb4";
        String compact = "a1 b2 a4 b4 a7xb4";
        Game a = Game.replay(Rules.STANDARD, standard);
        Game b = Game.replay(Rules.STANDARD, compact);
        assertEquals(a.plies(), b.plies());
        assertEquals(standard, a.record());
        assertEquals(compact, Notation.formatCompact(a.plies()));
        assertEquals(List.of("a1-a4", "xa7", "xb2"), Notation.splitPlies("a1-a4xa7xb2"));
    }

    @Test
    void illegalPlyNamesIndexTextAndReason() {
        String moves = PerftTest.MOVING + " a1-a7";
        IllegalPlyException e = assertThrows(IllegalPlyException.class, () -> Game.replay(Rules.parse("standard,flying=off"), moves));
        assertEquals(19, e.index());
        assertEquals("ply 19 \"a1-a7\": a1 and a7 are not adjacent and white cannot fly", e.getMessage());
        IllegalPlyException bad = assertThrows(IllegalPlyException.class, () -> Game.replay(Rules.STANDARD, "d6 z9"));
        assertEquals(2, bad.index());
        assertTrue(bad.getMessage().contains("\"z9\" is not a point"), bad.getMessage());
        IllegalPlyException occupied = assertThrows(IllegalPlyException.class, () -> Game.replay(Rules.STANDARD, "d6 d6"));
        assertEquals("ply 2 \"d6\": d6 is occupied", occupied.getMessage());
        IllegalPlyException noMill = assertThrows(IllegalPlyException.class, () -> Game.replay(Rules.STANDARD, "d6 xd6"));
        assertTrue(noMill.getMessage().contains("no removal is owed"), noMill.getMessage());
    }
}
