package io.github.morrisboard.engine;

/** The two sides. White moves first. */
public enum Color {
    WHITE, BLACK;

    public Color other() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** 0 for white, 1 for black: the index used in arrays. */
    public int index() {
        return ordinal();
    }

    public static Color of(int index) {
        return index == 0 ? WHITE : BLACK;
    }

    /** Lower-case name, as players write it: {@code white}, {@code black}. */
    public String label() {
        return this == WHITE ? "white" : "black";
    }

    /**
     * Reads a {@link #label()} exactly ({@code white}, {@code black}); a reader that takes any case
     * lower-cases first. Throws IllegalArgumentException {@code expected white or black, got "…"}.
     */
    public static Color parse(String text) {
        for (Color c : values()) {
            if (c.label().equals(text)) {
                return c;
            }
        }
        throw new IllegalArgumentException("expected white or black, got \"" + text + "\"");
    }
}
