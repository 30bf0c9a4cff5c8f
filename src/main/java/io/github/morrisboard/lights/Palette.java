package io.github.morrisboard.lights;

import io.github.morrisboard.board.Frame;

import io.github.morrisboard.engine.Color;

/** The colours of the light language, {@code 0xRRGGBB} at full strength. */
public final class Palette {
    public static final int WHITE = 0xFFFFFF;
    /** Legal targets: white at 15%. */
    public static final int DIM_WHITE = 0x505050; // dim, yet visible after the LEDs' gamma (2.6)
    public static final int CYAN = 0x00FFFF;
    public static final int GOLD = 0xFFB000;
    public static final int RED = 0xFF0000;
    public static final int BLUE = 0x0040FF;
    public static final int MAGENTA = 0xFF00FF;
    public static final int GREEN = 0x00FF00;
    public static final int AMBER = 0xFF6000;
    /** A pairing's point: pink, a colour no other signal uses. */
    public static final int PINK = 0xFF2080;
    /** The black side's colour (an LED cannot show black). */
    public static final int VIOLET = 0x8000FF;

    private Palette() {
    }

    /** A side's colour: white for white, violet for black. */
    public static int side(Color c) {
        return c == Color.WHITE ? WHITE : VIOLET;
    }

    /** {@code color} with each channel scaled by {@code f} (0..1), rounded. */
    public static int scale(int color, double f) {
        if (f <= 0) {
            return Frame.BLACK;
        }
        int r = channel(color >> 16, f), g = channel(color >> 8, f), b = channel(color, f);
        return r << 16 | g << 8 | b;
    }

    private static int channel(int c, double f) {
        return (int) Math.min(255, Math.round((c & 0xFF) * f));
    }
}
