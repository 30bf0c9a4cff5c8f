package io.github.morrisboard.control;

/**
 * When the game in play is written: at the end of a turn of the loop that changed it (after the
 * frame is out), and again every {@link #RETRY_MS} while writing fails, so a freed disk gets the
 * game without waiting for a ply. The controller writes; this only says when.
 */
final class SaveSchedule {
    /** A save that failed is tried again this often. */
    static final long RETRY_MS = 2000;

    private boolean due;
    private long retryAt = Long.MAX_VALUE;

    /** The game changed: it is saved at the end of this turn of the loop. */
    void markDue() {
        due = true;
    }

    /** Time passes to {@code now}: a failed save's retry falls due. */
    void onTick(long now) {
        if (now >= retryAt) {
            retryAt = Long.MAX_VALUE;
            due = true;
        }
    }

    /**
     * Takes the save that is due, if one is: whether to write now. Only a game in play is written
     * (a finished or abandoned game was recorded when it ended); either way nothing is due after.
     */
    boolean take(boolean inPlay) {
        boolean write = due && inPlay;
        due = false;
        return write;
    }

    /** The write taken at {@code now} succeeded, or failed and is tried again. */
    void written(boolean ok, long now) {
        retryAt = ok ? Long.MAX_VALUE : now + RETRY_MS;
    }

    /** When a retry falls due, or {@link Long#MAX_VALUE}. */
    long nextWake() {
        return retryAt;
    }
}
