package io.github.morrisboard.sim;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LedPatternsTest {
    private final LedPatterns patterns = new LedPatterns(1);

    private void show(int colour, long t) {
        patterns.observe(new int[] {colour}, t);
    }

    private LedPattern at(long t) {
        return patterns.patterns(t)[0];
    }

    @Test
    void darkIsOffAndOneColourIsSteady() {
        show(0, 0);
        assertEquals(LedPattern.OFF, at(10));
        show(0xffffff, 100);
        assertEquals(LedPattern.STEADY, at(200), "one change is a new colour, not an animation");
    }

    @Test
    void onAndOffIsABlink() {
        for (int i = 0; i < 6; i++) {
            show(i % 2 == 0 ? 0x0000ff : 0, i * 250L);
        }
        assertEquals(LedPattern.BLINK, at(1300));
        assertEquals(LedPattern.BLINK, at(1300), "asking does not change the answer");
    }

    @Test
    void oneHueAtChangingBrightnessIsAPulse() {
        for (int i = 0; i < 20; i++) {
            int level = 40 + (int) (200 * Math.abs(Math.sin(i / 4.0)));
            show(level << 16 | (level * 3 / 4) << 8, i * 50L); // gold at changing brightness
        }
        assertEquals(LedPattern.PULSE, at(1000));
    }

    @Test
    void severalHuesAreChanging() {
        int[] colours = {0xff0000, 0x00ff00, 0x0000ff, 0xff0000};
        for (int i = 0; i < colours.length; i++) {
            show(colours[i], i * 100L);
        }
        assertEquals(LedPattern.CHANGING, at(400));
    }

    @Test
    void anAnimationThatStoppedSettlesAfterTheWindow() {
        for (int i = 0; i < 6; i++) {
            show(i % 2 == 0 ? 0xff00ff : 0, i * 100L);
        }
        show(0xff00ff, 600);
        assertEquals(LedPattern.BLINK, at(700));
        assertEquals(LedPattern.STEADY, at(600 + LedPatterns.WINDOW_MS + 1));
        show(0, 4000);
        assertEquals(LedPattern.OFF, at(4100));
    }

    @Test
    void sameHueToleratesRounding() {
        assertTrue(LedPatterns.sameHue(new int[] {0xffc000, 0x806000, 0x403000, 0x100c00}));
        assertFalse(LedPatterns.sameHue(new int[] {0xffc000, 0x80ff00}));
        assertFalse(LedPatterns.sameHue(new int[] {0xffffff, 0xff0000}), "white is not red");
    }

    @Test
    void theNumberOfLedsIsChecked() {
        assertThrows(IllegalArgumentException.class, () -> patterns.observe(new int[2], 0));
    }
}
