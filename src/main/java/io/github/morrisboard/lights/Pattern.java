package io.github.morrisboard.lights;

/**
 * How a light changes over time: a level 0..1 as a function of the phase (milliseconds since the
 * pattern started, or since 0 for free-running patterns). Blinks are on/off; pulses and breathing
 * are smooth (a raised cosine) and are sampled in {@link #SLOT_MS} steps, so a frame stays the
 * same for a whole slot and {@link #nextChange} knows when it may differ.
 */
public enum Pattern {
    /** Always on. */
    STEADY(0, 0, new int[0]),
    /** 1 Hz, half on. */
    SLOW_BLINK(1000, 0, new int[]{0, 500}),
    /** 4 Hz, half on. Night mode shows {@link #SLOW_BLINK} instead. */
    FAST_BLINK(250, 0, new int[]{0, 125}),
    /** Two short flashes every 1.2 s: the on/off form of a pulse. */
    DOUBLE_BLINK(1200, 0, new int[]{0, 120, 240, 360}),
    /** Three short flashes every 1.8 s: a phone's pairing point, unlike any other signal on either kind of LED. */
    TRIPLE_BLINK(1800, 0, new int[]{0, 150, 300, 450, 600, 750}),
    /** A short flash every 2 s: "offered, not chosen" on on/off LEDs. */
    BLIP(2000, 0, new int[]{0, 100}),
    /** Smooth pulse, 0.8 s, between 20% and full: a mill just formed. */
    PULSE(800, 0.2, null),
    /** Smooth pulse, 2 s, between 15% and full: pieces that may be removed. */
    SLOW_PULSE(2000, 0.15, null),
    /** Smooth breathing, 3 s, between 5% and full: the AI is thinking. */
    BREATHE(3000, 0.05, null);

    /** Smooth patterns are sampled every 40 ms (25 frames a second). */
    public static final int SLOT_MS = 40;
    /**
     * ...and every 250 ms (4 frames a second) on a board at rest ({@link Scene.Still}): a pulse still
     * pulses and breathing still breathes, in coarser steps, so an idle board wakes its loop a few
     * times a second instead of 25 and every light keeps its meaning.
     */
    public static final int REST_SLOT_MS = 250;

    private final int period;
    private final double floor;
    private final int[] edges; // on/off toggles within the period, starting on; null: smooth

    Pattern(int period, double floor, int[] edges) {
        this.period = period;
        this.floor = floor;
        this.edges = edges;
    }

    public boolean smooth() {
        return edges == null;
    }

    /** The period in ms (0 for {@link #STEADY}). */
    public int period() {
        return period;
    }

    /** The level 0..1 at {@code phase} ms (negative phases count as 0). */
    public double level(long phase) {
        return level(phase, SLOT_MS);
    }

    /** The level 0..1 at {@code phase} ms, a smooth pattern sampled every {@code slotMs}. */
    public double level(long phase, int slotMs) {
        long p = Math.max(0, phase);
        if (this == STEADY) {
            return 1.0;
        }
        if (smooth()) {
            long slot = p - p % slotMs;
            double x = (slot % period) / (double) period;
            return floor + (1 - floor) * (0.5 + 0.5 * Math.cos(2 * Math.PI * x)); // starts at full
        }
        long in = p % period;
        int passed = 0;
        for (int e : edges) {
            if (e <= in) {
                passed++;
            }
        }
        return passed % 2 == 1 ? 1.0 : 0.0;
    }

    /** Whether an on/off LED is on at {@code phase}: the level is at least one half. */
    public boolean on(long phase) {
        return level(phase) >= 0.5;
    }

    /** The next phase after {@code phase} at which the level may change ({@link Long#MAX_VALUE}: never). */
    public long nextChange(long phase) {
        return nextChange(phase, SLOT_MS);
    }

    /** The same, a smooth pattern sampled every {@code slotMs}. */
    public long nextChange(long phase, int slotMs) {
        if (this == STEADY) {
            return Long.MAX_VALUE;
        }
        long p = Math.max(0, phase);
        if (phase < 0) {
            return 0;
        }
        if (smooth()) {
            return p - p % slotMs + slotMs;
        }
        long start = p - p % period;
        long in = p % period;
        for (int e : edges) {
            if (e > in) {
                return start + e;
            }
        }
        return start + period;
    }

    /** The calmer form used at night: fast blinks become slow blinks. */
    public Pattern calm(boolean night) {
        return night && this == FAST_BLINK ? SLOW_BLINK : this;
    }
}
