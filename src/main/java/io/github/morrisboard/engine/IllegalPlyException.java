package io.github.morrisboard.engine;

/**
 * A ply in a game record that is malformed or not legal where it stands.
 * The message reads {@code ply 7 "a1-a7": a1 and a7 are not adjacent and white cannot fly}.
 */
public final class IllegalPlyException extends IllegalArgumentException {
    private final int index;
    private final String ply;
    private final String reason;

    public IllegalPlyException(int index, String ply, String reason) {
        super("ply " + index + " \"" + ply + "\": " + reason);
        this.index = index;
        this.ply = ply;
        this.reason = reason;
    }

    /** 1-based index of the ply in the record. */
    public int index() {
        return index;
    }

    public String ply() {
        return ply;
    }

    public String reason() {
        return reason;
    }
}
