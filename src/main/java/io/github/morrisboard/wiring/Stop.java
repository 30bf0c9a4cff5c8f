package io.github.morrisboard.wiring;

/** One pixel on the LED chain: a point's pixel, or a status pixel. */
public sealed interface Stop {
    /** The pixel's index along the chain. */
    int pixel();

    record PointPixel(int pixel, int point) implements Stop {
    }

    /** The {@code index}-th status pixel (0 = the first in the profile's led.status list). */
    record StatusPixel(int pixel, int index) implements Stop {
    }
}
