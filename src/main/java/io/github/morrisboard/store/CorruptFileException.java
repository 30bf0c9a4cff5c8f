package io.github.morrisboard.store;

/**
 * A saved file that cannot be trusted; the message names the line and the problem, on one line (a
 * control character the file held, a carriage return, shows as {@code ?}).
 */
final class CorruptFileException extends Exception {
    CorruptFileException(String message) {
        super(io.github.morrisboard.files.OneLine.of(message));
    }
}
