package io.github.morrisboard.lights;

import io.github.morrisboard.board.Frame;

/**
 * One light's look, not yet resolved in time: a colour at full strength (already scaled for dim
 * looks), a pattern, the time its phase counts from, and how often a smooth pattern is sampled
 * ({@link Pattern#SLOT_MS}; {@link Pattern#REST_SLOT_MS} on a board at rest).
 */
record Look(int color, Pattern pattern, long since, int slot) {
    Look(int color, Pattern pattern, long since) {
        this(color, pattern, since, Pattern.SLOT_MS);
    }

    /** The same look sampled as on a board at rest. */
    Look resting() {
        return new Look(color, pattern, since, Pattern.REST_SLOT_MS);
    }

    static final Look OFF = new Look(Frame.BLACK, Pattern.STEADY, 0);

    static Look steady(int color) {
        return new Look(color, Pattern.STEADY, 0);
    }

    static Look of(int color, Pattern pattern) {
        return new Look(color, pattern, 0);
    }

    boolean dark() {
        return color == Frame.BLACK;
    }

    /** The colour at {@code t}: RGB scales by the pattern's level, MONO is white or black. */
    int at(long t, LightSettings s) {
        double intensity = s.intensity();
        if (dark() || intensity <= 0) {
            return Frame.BLACK;
        }
        long phase = t - since;
        return s.style() == Style.MONO
                ? (pattern.level(phase, slot) >= 0.5 ? Palette.WHITE : Frame.BLACK)
                : Palette.scale(color, pattern.level(phase, slot) * intensity);
    }

    /**
     * The next time after {@code t} at which this light shows another colour than at {@code t}
     * ({@link Long#MAX_VALUE}: never). A smooth pattern's steps that round to the same colour are
     * skipped (the flat top and foot of a pulse, a dim light, a smooth pattern on an on/off LED), so
     * the loop wakes only for a frame that differs. One period holds every colour the light shows.
     */
    long nextChange(long t, LightSettings s) {
        if (dark() || s.intensity() <= 0) {
            return Long.MAX_VALUE;
        }
        int shown = at(t, s);
        long limit = t + pattern.period();
        for (long next = step(t); next != Long.MAX_VALUE; next = step(next)) {
            if (at(next, s) != shown) {
                return next;
            }
            if (next > limit) {
                return Long.MAX_VALUE; // the same colour all period round
            }
        }
        return Long.MAX_VALUE;
    }

    /** The pattern's next step after {@code t} (its level may change there). */
    private long step(long t) {
        long next = pattern.nextChange(t - since, slot);
        return next == Long.MAX_VALUE ? next : since + next;
    }
}
