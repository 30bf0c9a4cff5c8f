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

    /** The next time after {@code t} this light may change. */
    long nextChange(long t) {
        if (dark()) {
            return Long.MAX_VALUE;
        }
        long next = pattern.nextChange(t - since);
        return next == Long.MAX_VALUE ? next : since + next;
    }
}
