package io.github.morrisboard.app.service;

import java.time.Duration;
import java.util.Optional;

/**
 * How one shutdown step went.
 *
 * @param phase   its phase
 * @param name    its name (for the log)
 * @param result  done, failed, timed out (abandoned), or skipped (no time left)
 * @param took    how long it ran (or was waited for)
 * @param problem the failure or timeout, if any
 */
public record ShutdownOutcome(ShutdownPhase phase, String name, Result result, Duration took, Optional<String> problem) {

    /** The end of one step. */
    public enum Result { DONE, FAILED, TIMED_OUT, SKIPPED }
}
