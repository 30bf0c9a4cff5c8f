package io.github.morrisboard.sim;

import io.github.morrisboard.words.Sentence;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SimStateTest {
    private static String[] empty() {
        String[] pieces = new String[24];
        Arrays.fill(pieces, "");
        return pieces;
    }

    private static SimState state(boolean[] magnets, String[] pieces, int[] leds) {
        return new SimState(magnets, pieces, leds, new int[2], "menu", "", "in sync", Sentence.of("sync.menu"),
                List.of(Sentence.of("menu.how")), List.of("hint", "menu"), List.of(), List.of(0x20, 0x21));
    }

    @Test
    void everyArrayHasAnEntryPerPoint() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> state(new boolean[23], empty(), new int[24]));
        assertEquals("magnets has 23 entries, not 24", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> state(new boolean[24], new String[25], new int[24]));
        assertThrows(IllegalArgumentException.class, () -> state(new boolean[24], empty(), new int[3]));
    }

    @Test
    void piecesAreWhiteBlackOrNothingNamedByPoint() {
        String[] pieces = empty();
        pieces[13] = "red";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> state(new boolean[24], pieces, new int[24]));
        assertTrue(e.getMessage().contains("pieces[d6]") && e.getMessage().contains("\"red\""), e.getMessage());
        pieces[13] = null;
        assertTrue(assertThrows(IllegalArgumentException.class, () -> state(new boolean[24], pieces, new int[24]))
                .getMessage().contains("pieces[d6] is null"));
    }

    @Test
    void isAValueThatNobodyCanChangeAfterwards() {
        boolean[] magnets = new boolean[24];
        int[] leds = new int[24];
        SimState s = state(magnets, empty(), leds);
        magnets[0] = true;
        leds[0] = 0xff0000;
        s.leds()[1] = 0x00ff00;
        assertEquals(false, s.magnet(0));
        assertEquals(0, s.led(0));
        assertEquals(0, s.led(1));
        assertEquals(state(new boolean[24], empty(), new int[24]), s);
        assertEquals(state(new boolean[24], empty(), new int[24]).hashCode(), s.hashCode());
        assertNotEquals(state(magnets, empty(), leds), s);
    }
}
