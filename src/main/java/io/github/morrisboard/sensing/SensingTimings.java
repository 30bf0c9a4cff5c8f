package io.github.morrisboard.sensing;

/**
 * The timing contract of the reed switches, in milliseconds. The hardware profile supplies these;
 * {@link #DEFAULTS} are the values of the contract.
 *
 * @param bounceMs        contacts may bounce this long after each edge; edges inside it are ignored
 * @param noiseMs         a change that holds this long or less is noise (a brushed point, a magnet passing over)
 * @param settleMs        a reading that holds this long or more is intended (settled)
 * @param chatterChanges  this many changes of one point's debounced level (bounce within one bounce
 *                        window does not count) ...
 * @param chatterWindowMs ... within this window mark the point as chattering (a failing reed); it stops
 *                        chattering after a whole window without a raw edge
 */
public record SensingTimings(long bounceMs, long noiseMs, long settleMs, int chatterChanges, long chatterWindowMs) {

    /**
     * 20 ms bounce, 150 ms noise, 600 ms settle; 8 changes in 1 s is chatter (a hand placing,
     * lifting and placing again, with a brush, makes 4 or 5).
     */
    public static final SensingTimings DEFAULTS = new SensingTimings(20, 150, 600, 8, 1000);

    public SensingTimings {
        if (bounceMs < 0) {
            throw new IllegalArgumentException("bounceMs must be >= 0, got " + bounceMs);
        }
        if (noiseMs < bounceMs) {
            throw new IllegalArgumentException("noiseMs (" + noiseMs + ") must be >= bounceMs (" + bounceMs + ")");
        }
        if (settleMs <= noiseMs) {
            throw new IllegalArgumentException("settleMs (" + settleMs + ") must be > noiseMs (" + noiseMs + ")");
        }
        if (chatterChanges < 3) {
            throw new IllegalArgumentException("chatterChanges must be >= 3, got " + chatterChanges);
        }
        if (chatterWindowMs <= noiseMs) {
            throw new IllegalArgumentException("chatterWindowMs (" + chatterWindowMs + ") must be > noiseMs (" + noiseMs + ")");
        }
    }
}
