package io.github.morrisboard.hardware;

/**
 * From intended colours ({@code 0xRRGGBB}) to wire colours: gamma per channel, the global
 * brightness cap, the white channel for RGBW pixels (the common part of red, green and blue),
 * then the power budget: if the estimated current of the whole frame exceeds the supply's budget,
 * every channel is scaled down by the same factor (so colours keep their hue).
 */
public final class PixelCorrection {
    private final int[] table = new int[256];
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
            table[v] = v == 0 ? 0 : Math.max(1, (int) Math.round(g * strip.brightness() / 255.0));
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
            int r = table[c >> 16 & 0xFF];
            int g = table[c >> 8 & 0xFF];
            int b = table[c & 0xFF];
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
