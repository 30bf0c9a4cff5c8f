package io.github.morrisboard.engine;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rules text is read by one parser: every text is rules or one line saying what is wrong (F8). */
class RulesTextTest {

    @Test
    void separatorsWithoutPartsAreRefusedInOneLine() {
        // before: ",".split(...) is empty and parts[0] threw ArrayIndexOutOfBoundsException
        for (String text : List.of(",", ",,,", " , ", ",standard", "standard,,flying=off", "standard,", "standard, ",
                "=", "standard,=", "standard,flying=", "standard,=on", "\u00a0,", ",\n,")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Rules.parse(text), text);
            assertTrue(e.getMessage().startsWith("rules \""), e.getMessage());
            assertFalse(e.getMessage().contains("\n") || e.getMessage().contains("\r"), e.getMessage());
        }
    }

    @Test
    void anEmptyPartIsNamed() {
        assertEquals("rules \",\": an empty part (a comma with nothing before or after it)",
                assertThrows(IllegalArgumentException.class, () -> Rules.parse(",")).getMessage());
    }

    @Test
    void everyCanonicalTextReadsBack() {
        for (String text : List.of("standard", "twelve,flying=off", "standard,double-removal=on,draw-plies=50",
                "twelve,one-time-mill=on,remove-from-mills=always,repetition=off")) {
            Rules r = Rules.parse(text);
            assertEquals(text, r.toString());
            assertEquals(r, Rules.parse(r.toString()));
        }
        assertEquals(Rules.STANDARD, Rules.parse(" Standard "));
        assertEquals(Rules.parse("twelve,flying=off"), Rules.parse("twelve , flying = off"));
    }

    @Test
    void aLongTextOfGarbageIsRefusedInAShortLine() {
        // before: the whole text was quoted, each control character through String.format: a table file's
        // rules length byte changed to 35 KB of binary allocated 34 MB to say so (TablesFilePropertyTest)
        StringBuilder garbage = new StringBuilder("standard");
        for (int i = 0; i < 35_000; i++) {
            garbage.append((char) (i % 40));
        }
        String msg = assertThrows(IllegalArgumentException.class, () -> Rules.parse(garbage.toString())).getMessage();
        assertTrue(msg.length() < 1000, msg.length() + " characters: " + msg);
        assertTrue(msg.startsWith("rules \"standard\\u0000\\u0001"), msg);
        assertTrue(msg.contains("(35008 characters)"), msg);
        assertFalse(msg.contains("\n") || msg.contains("\r"), msg);
    }
}
