package io.github.morrisboard.sensing;

/**
 * The timing contract of the reed switches, in milliseconds. The hardware profile supplies these;
 * {@link #DEFAULTS} are the values of the contract.
 *
 * @param bounceMs        contacts may bounce this long after each edge; edges inside it are ignored
 * @param noiseMs         a change that holds this long or less is noise (a brushed point, a magnet passing over)
 * @param settleMs        a reading that holds this long or more is intended (settled)
 * @param chatterEdges    this many raw edges of one point ...
 * @param chatterWindowMs ... within this window mark the point as chattering (a failing reed); it stops
 *                        chattering after a whole window without an edge
 */
public record SensingTimings(long bounceMs, long noiseMs, long settleMs, int chatterEdges, long chatterWindowMs) {

    /** 20 ms bounce, 150 ms noise, 600 ms settle; 12 edges in 1 s is chatter. */
    public static final SensingTimings DEFAULTS = new SensingTimings(20, 150, 600, 12, 1000);

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
        if (chatterEdges < 3) {
            throw new IllegalArgumentException("chatterEdges must be >= 3, got " + chatterEdges);
        }
        if (chatterWindowMs <= noiseMs) {
            throw new IllegalArgumentException("chatterWindowMs (" + chatterWindowMs + ") must be > noiseMs (" + noiseMs + ")");
        }
    }
}
