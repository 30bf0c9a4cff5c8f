package io.github.morrisboard.wiring;

/**
 * Conservative metrics of a monospace font, so text is placed without asking which fonts are
 * installed: every character is at most {@link #ADVANCE} em wide (DejaVu Sans Mono, Liberation Mono
 * and Courier are 0.6), glyphs reach {@link #ASCENT} em above the baseline and {@link #DESCENT} below.
 */
public final class TextMetrics {
    public static final double ADVANCE = 0.62;
    public static final double ASCENT = 0.85;
    public static final double DESCENT = 0.25;

    private TextMetrics() {
    }

    public static double width(String text, double size) {
        return text.codePointCount(0, text.length()) * ADVANCE * size;
    }

    /** The box of a text whose baseline starts (START), centres (MIDDLE) or ends (END) at x. */
    public static Shape.Box box(double x, double y, double size, Shape.Anchor anchor, String text) {
        double w = width(text, size);
        double x0 = switch (anchor) {
            case START -> x;
            case MIDDLE -> x - w / 2;
            case END -> x - w;
        };
        return new Shape.Box(x0, y - ASCENT * size, x0 + w, y + DESCENT * size);
    }
}
