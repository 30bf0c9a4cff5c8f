package io.github.morrisboard.lights;

import io.github.morrisboard.board.Frame;

/**
 * One light's look, not yet resolved in time: a colour at full strength (already scaled for dim
 * looks), a pattern, and the time its phase counts from.
 */
record Look(int color, Pattern pattern, long since) {
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
                ? (pattern.on(phase) ? Palette.WHITE : Frame.BLACK)
                : Palette.scale(color, pattern.level(phase) * intensity);
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
        long next = pattern.nextChange(t - since);
        return next == Long.MAX_VALUE ? next : since + next;
    }
}
