package io.github.morrisboard.files;

/** A refusal is one line: what a file held and is echoed in it shows its control characters (a line break) as {@code ?}. */
public final class OneLine {
    private OneLine() {
    }

    /** {@code text} with every control character as {@code ?}. */
    public static String of(String text) {
        return text.replaceAll("\\p{Cntrl}", "?");
    }
}
