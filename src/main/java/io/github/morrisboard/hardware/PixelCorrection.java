package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.StripConfig;

/**
 * From intended colours ({@code 0xRRGGBB}) to wire colours: gamma per channel, the global
 * brightness cap, the white channel for RGBW pixels (the common part of red, green and blue),
 * then the power budget: if the estimated current of the whole frame exceeds the supply's budget,
 * every channel is scaled down by the same factor (so colours keep their hue).
 */
public final class PixelCorrection {
    private final int[] table = new int[256];
    /** The same without the floor of 1: what a channel rounds to on its own. */
    private final int[] rounded = new int[256];
    private final double gamma;
    private final int brightness;
    private final boolean rgbw;
    private final double maxMilliamps;
    private final double maPerChannel;
    private final double idleMaPerPixel;

    public PixelCorrection(StripConfig strip) {
        this.rgbw = strip.order().channels() == 4;
        this.maxMilliamps = strip.maxMilliamps();
        this.maPerChannel = strip.milliampsPerChannel();
        this.idleMaPerPixel = strip.idleMilliampsPerPixel();
        for (int v = 0; v < 256; v++) {
            double g = Math.pow(v / 255.0, strip.gamma()) * 255.0;
            // a lit channel is never rounded to dark: the dimmest hint must still glow
            rounded[v] = (int) Math.round(g * strip.brightness() / 255.0);
            table[v] = v == 0 ? 0 : Math.max(1, rounded[v]);
        }
        this.gamma = strip.gamma();
        this.brightness = strip.brightness();
    }

    /**
     * The colour a person sees from an LED driven with {@code wire} (0xRRGGBB as sent), in the same
     * terms as the intended colours: brightness cap and gamma undone. The simulator page shows this.
     */
    public int perceived(int wire) {
        int out = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            int c = wire >> shift & 0xFF;
            double v = c == 0 ? 0 : Math.pow(Math.min(1.0, c / (double) brightness), 1 / gamma) * 255.0;
            out |= (int) Math.round(v) << shift;
        }
        return out;
    }

    /** Gamma and brightness of one channel value. */
    public int channel(int value) {
        return table[value & 0xFF];
    }

    /** The wire colours for these intended colours (a new array). */
    public int[] apply(int[] colours) {
        int[] wire = new int[colours.length];
        for (int i = 0; i < colours.length; i++) {
            int c = colours[i];
            int max = Math.max(c >> 16 & 0xFF, Math.max(c >> 8 & 0xFF, c & 0xFF));
            int r = lit(c >> 16 & 0xFF, max);
            int g = lit(c >> 8 & 0xFF, max);
            int b = lit(c & 0xFF, max);
            int w = 0;
            if (rgbw) {
                w = Math.min(r, Math.min(g, b));
                r -= w;
                g -= w;
                b -= w;
            }
            wire[i] = w << 24 | r << 16 | g << 8 | b;
        }
        double ma = milliamps(wire);
        if (ma > maxMilliamps) {
            double idle = idleMaPerPixel * wire.length;
            double factor = Math.max(0, (maxMilliamps - idle) / (ma - idle));
            for (int i = 0; i < wire.length; i++) {
                wire[i] = scale(wire[i], factor);
            }
        }
        return wire;
    }

    /**
     * One channel of a pixel whose brightest channel is {@code max}: a lit channel that rounds to
     * dark is kept at 1 (the dimmest hint must still glow) only if it is a real part of the colour
     * (at least {@value #HUE_SHARE_PERCENT} % of the brightest channel). A minor part is let go,
     * or a dim blue (0x0040FF) would turn cyan and a dim gold white at night.
     */
    private int lit(int value, int max) {
        int v = rounded[value];
        if (v > 0 || value == 0) {
            return v;
        }
        return value * 100 >= max * HUE_SHARE_PERCENT ? 1 : 0;
    }

    static final int HUE_SHARE_PERCENT = 30;

    /** Estimated supply current of a frame of wire colours, in mA. */
    public double milliamps(int[] wire) {
        long sum = 0;
        for (int c : wire) {
            sum += (c >>> 24) + (c >> 16 & 0xFF) + (c >> 8 & 0xFF) + (c & 0xFF);
        }
        return idleMaPerPixel * wire.length + sum * maPerChannel / 255.0;
    }

    private static int scale(int c, double f) {
        int out = 0;
        for (int shift = 0; shift < 32; shift += 8) {
            out |= (int) ((c >>> shift & 0xFF) * f) << shift;
        }
        return out;
    }
}
