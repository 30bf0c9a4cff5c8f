package io.github.morrisboard.board;


import java.util.Arrays;

/**
 * What the LEDs show at one instant: a colour per point and per status pixel, each
 * {@code 0xRRGGBB} before gamma and the hardware's brightness cap (the LED driver applies those;
 * the person's brightness setting and night mode are already in the colours). Black is off.
 * Animation (blinks, pulses) is already resolved: {@code lights} computes a frame for a
 * given time, and a new frame is sent only when it differs from the last one.
 * For single-colour LEDs a point is lit when its colour is not black.
 */
public record Frame(int[] points, int[] status) {
    public static final int BLACK = 0x000000;

    public Frame {
        if (points.length != Point.COUNT) {
            throw new IllegalArgumentException("a frame has " + Point.COUNT + " points, not " + points.length);
        }
        points = points.clone();
        status = status.clone();
    }

    /** All dark, with this many status pixels. */
    public static Frame dark(int statusPixels) {
        return new Frame(new int[Point.COUNT], new int[statusPixels]);
    }

    public int point(int point) {
        return points[point];
    }

    @Override
    public int[] points() {
        return points.clone();
    }

    @Override
    public int[] status() {
        return status.clone();
    }

    public int statusCount() {
        return status.length;
    }

    public int statusPixel(int i) {
        return status[i];
    }

    public boolean isDark() {
        return Arrays.stream(points).allMatch(c -> c == BLACK) && Arrays.stream(status).allMatch(c -> c == BLACK);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Frame f && Arrays.equals(points, f.points) && Arrays.equals(status, f.status);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(points) + Arrays.hashCode(status);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("Frame[");
        for (int p = 0; p < Point.COUNT; p++) {
            if (points[p] != BLACK) {
                sb.append(Point.name(p)).append('=').append(String.format("%06x", points[p])).append(' ');
            }
        }
        sb.append("status=");
        for (int s : status) {
            sb.append(String.format("%06x", s)).append(' ');
        }
        return sb.append(']').toString();
    }
}
