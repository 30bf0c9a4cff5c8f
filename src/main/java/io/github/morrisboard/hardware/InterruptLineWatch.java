package io.github.morrisboard.hardware;

/**
 * Judges the shared INT line as the reader finds it after each scan, on the scanner's clock (time
 * as a parameter). Low after reading every chip means a change came in after its chip was read:
 * look again at once. The line is stuck only once it has stayed low for {@code scans} scans in a
 * row and for at least {@code minLowMs}: an emulated line, or a real one on a loaded machine, may
 * rise a few milliseconds after the read, later than a few immediate rescans take. After
 * {@code scans} immediate rescans the watch leaves the line to the poll rather than spin.
 */
final class InterruptLineWatch {
    /** What the reader does after a scan. */
    enum Verdict {
        /** The line is high (released): nothing to do. */
        HIGH,
        /** Low: scan again at once. */
        RESCAN,
        /** Low, rescanned enough: the poll looks again (stuck reported already, or not yet long enough). */
        WAIT,
        /** Low long enough and for enough scans: report it stuck (once). */
        STUCK,
        /** High again after it was reported stuck: report it freed. */
        FREED
    }

    private static final long NONE = Long.MIN_VALUE;
    private final int scans;
    private final long minLowMs;
    private long lowSince = NONE;
    private int lowScans;
    private boolean reported;

    InterruptLineWatch(int scans, long minLowMs) {
        if (scans < 1 || minLowMs < 0) {
            throw new IllegalArgumentException("stuck after " + scans + " scans and " + minLowMs + " ms");
        }
        this.scans = scans;
        this.minLowMs = minLowMs;
    }

    /**
     * The line as read at {@code nowMs} after a scan; {@code chipFailing}: a chip does not answer
     * (its unread flags hold the line low: that is its own fault, not the line's).
     */
    Verdict observe(boolean low, long nowMs, boolean chipFailing) {
        if (!low) {
            lowSince = NONE;
            lowScans = 0;
            boolean freed = reported;
            reported = false;
            return freed ? Verdict.FREED : Verdict.HIGH;
        }
        if (lowSince == NONE) {
            lowSince = nowMs;
        }
        if (++lowScans < scans) {
            return Verdict.RESCAN;
        }
        if (!reported && !chipFailing && nowMs - lowSince >= minLowMs) {
            reported = true;
            return Verdict.STUCK;
        }
        return Verdict.WAIT;
    }
}
