package io.github.morrisboard.sim;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Iterator;

/**
 * Infers each LED's {@link LedPattern} from the colours observed over the last
 * {@link #WINDOW_MS} milliseconds. Pure: time is a parameter. Thread-safe (synchronized),
 * since the sampler and request threads both feed it.
 */
final class LedPatterns {
    /** Long enough to see a slow pulse (about 2 s a cycle) change at least twice. */
    static final long WINDOW_MS = 2500;

    /** Per LED: the colour changes inside the window, oldest first, as {time, colour}. */
    private final ArrayDeque<long[]>[] changes;
    /** Per LED: the colour shown just before the oldest change kept (the colour at the window's start). */
    private final int[] before;
    private final int[] current;
    private boolean seen;

    @SuppressWarnings("unchecked")
    LedPatterns(int leds) {
        changes = new ArrayDeque[leds];
        for (int i = 0; i < leds; i++) {
            changes[i] = new ArrayDeque<>();
        }
        before = new int[leds];
        current = new int[leds];
    }

    /** Records what the LEDs show at {@code nowMs}. */
    synchronized void observe(int[] leds, long nowMs) {
        if (leds.length != current.length) {
            throw new IllegalArgumentException("expected " + current.length + " LEDs, got " + leds.length);
        }
        if (!seen) {
            System.arraycopy(leds, 0, current, 0, leds.length);
            System.arraycopy(leds, 0, before, 0, leds.length);
            seen = true;
            return;
        }
        for (int i = 0; i < leds.length; i++) {
            if (leds[i] != current[i]) {
                changes[i].addLast(new long[] {nowMs, leds[i]});
                current[i] = leds[i];
            }
            expire(i, nowMs);
        }
    }

    /** The pattern of every LED as of {@code nowMs}. */
    synchronized LedPattern[] patterns(long nowMs) {
        LedPattern[] result = new LedPattern[current.length];
        for (int i = 0; i < current.length; i++) {
            expire(i, nowMs);
            result[i] = classify(i);
        }
        return result;
    }

    private void expire(int i, long nowMs) {
        ArrayDeque<long[]> q = changes[i];
        while (!q.isEmpty() && q.peekFirst()[0] < nowMs - WINDOW_MS) {
            before[i] = (int) q.removeFirst()[1];
        }
    }

    private LedPattern classify(int i) {
        // One change is a new steady colour, not an animation: it takes two to see one.
        if (changes[i].size() < 2) {
            return current[i] == 0 ? LedPattern.OFF : LedPattern.STEADY;
        }
        // The distinct lit colours shown in the window (from the one it started with), and whether it went dark.
        int[] lit = new int[changes[i].size() + 1];
        int count = 0;
        boolean dark = false;
        int colour = before[i];
        Iterator<long[]> it = changes[i].iterator();
        while (true) {
            if (colour == 0) {
                dark = true;
            } else if (indexOf(lit, count, colour) < 0) {
                lit[count++] = colour;
            }
            if (!it.hasNext()) {
                break;
            }
            colour = (int) it.next()[1];
        }
        if (count == 0) {
            return LedPattern.OFF;
        }
        if (count == 1) {
            return dark ? LedPattern.BLINK : LedPattern.STEADY;
        }
        return sameHue(Arrays.copyOf(lit, count)) ? LedPattern.PULSE : LedPattern.CHANGING;
    }

    private static int indexOf(int[] a, int n, int value) {
        for (int k = 0; k < n; k++) {
            if (a[k] == value) {
                return k;
            }
        }
        return -1;
    }

    /** True when every colour is (within rounding) a dimmer copy of the brightest one. */
    static boolean sameHue(int[] colours) {
        int brightest = colours[0];
        for (int c : colours) {
            if (max(c) > max(brightest)) {
                brightest = c;
            }
        }
        int bm = max(brightest);
        for (int c : colours) {
            double scale = (double) max(c) / bm;
            for (int shift = 0; shift <= 16; shift += 8) {
                double expected = ((brightest >> shift) & 0xff) * scale;
                if (Math.abs(((c >> shift) & 0xff) - expected) > 3 + 0.08 * expected) {
                    return false;
                }
            }
        }
        return true;
    }

    private static int max(int rgb) {
        return Math.max((rgb >> 16) & 0xff, Math.max((rgb >> 8) & 0xff, rgb & 0xff));
    }
}
