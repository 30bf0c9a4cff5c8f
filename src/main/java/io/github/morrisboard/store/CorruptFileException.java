package io.github.morrisboard.store;

/** A saved file that cannot be trusted; the message names the line and the problem. */
final class CorruptFileException extends Exception {
    CorruptFileException(String message) {
        super(message);
    }
}
