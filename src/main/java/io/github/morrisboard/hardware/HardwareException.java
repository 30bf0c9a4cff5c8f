package io.github.morrisboard.hardware;

/** The hardware could not do what was asked (a bus error that retries did not cure); the message says where. */
public final class HardwareException extends RuntimeException {
    public HardwareException(String message, Throwable cause) {
        super(message, cause);
    }

    public HardwareException(String message) {
        super(message);
    }
}
