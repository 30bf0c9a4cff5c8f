package io.github.morrisboard.sensing;

/** A sensor trace line that does not follow the format; the message names the line number. */
public final class TraceFormatException extends IllegalArgumentException {

    private final int lineNumber;

    public TraceFormatException(int lineNumber, String problem) {
        super("line " + lineNumber + ": " + problem);
        this.lineNumber = lineNumber;
    }

    /** 1-based. */
    public int lineNumber() {
        return lineNumber;
    }
}
