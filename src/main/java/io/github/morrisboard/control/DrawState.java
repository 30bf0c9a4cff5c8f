package io.github.morrisboard.control;

/**
 * What a draw offer allows now, for the page's buttons. The page reads it as its {@link #word()}.
 */
public enum DrawState {
    /** No remote game in play: there is nobody to offer a draw to. */
    NONE("none"),
    /** A draw may be offered. */
    OFFER("offer"),
    /** This board's offer stands. */
    SENT("sent"),
    /** The other board's offer stands: accept or decline. */
    ANSWER("answer");

    private final String word;

    DrawState(String word) {
        this.word = word;
    }

    /** The page's word for it: {@code none}, {@code offer}, {@code sent}, {@code answer}. */
    public String word() {
        return word;
    }
}
