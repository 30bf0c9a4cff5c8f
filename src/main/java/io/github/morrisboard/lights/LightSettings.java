package io.github.morrisboard.lights;

/**
 * How the lights speak.
 *
 * @param brightness   0..100, the person's setting; scales every colour (0 is dark). The LED driver
 *                     applies gamma and the hardware profile's cap on top.
 * @param night        dimmer (a quarter of {@code brightness}) and calmer: no fast blinks
 * @param hints        show legal targets, legal placements and removable pieces
 * @param style        colour pixels or on/off LEDs
 * @param statusPixels how many status pixels the board has (0 or more); with two or more, pixel 0
 *                     stands at white's edge and pixel 1 at black's
 */
public record LightSettings(int brightness, boolean night, boolean hints, Style style, int statusPixels) {
    public static final LightSettings DEFAULT = new LightSettings(80, false, true, Style.RGB, 2);

    public LightSettings {
        if (brightness < 0 || brightness > 100) {
            throw new IllegalArgumentException("brightness must be 0..100, not " + brightness);
        }
        if (statusPixels < 0) {
            throw new IllegalArgumentException("status pixels must be 0 or more, not " + statusPixels);
        }
    }

    public LightSettings withBrightness(int b) {
        return new LightSettings(b, night, hints, style, statusPixels);
    }

    public LightSettings withNight(boolean n) {
        return new LightSettings(brightness, n, hints, style, statusPixels);
    }

    public LightSettings withHints(boolean h) {
        return new LightSettings(brightness, night, h, style, statusPixels);
    }

    public LightSettings withStyle(Style s) {
        return new LightSettings(brightness, night, hints, s, statusPixels);
    }

    public LightSettings withStatusPixels(int n) {
        return new LightSettings(brightness, night, hints, style, n);
    }

    /** The factor every colour is scaled by: brightness, and a quarter of it at night. */
    double intensity() {
        return brightness / 100.0 * (night ? 0.25 : 1.0);
    }
}
