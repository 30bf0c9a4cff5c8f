package io.github.morrisboard.http;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * At most {@code max} requests per key (a client's address) in a fixed window of
 * {@code windowMs}; past it the request is refused (429) until the window ends.
 */
public final class RateLimit {
    /** Keys kept at most; past it, windows that have ended are forgotten. */
    private static final int MAX_KEYS = 1024;

    private record Window(long start, int count) {
    }

    private final int max;
    private final long windowMs;
    private final LongSupplier clockMs;
    private final Map<String, Window> windows = new HashMap<>();

    public RateLimit(int max, long windowMs, LongSupplier clockMs) {
        if (max < 1 || windowMs < 1) {
            throw new IllegalArgumentException("a rate limit needs max >= 1 and a window >= 1 ms, not " + max + " per " + windowMs + " ms");
        }
        this.max = max;
        this.windowMs = windowMs;
        this.clockMs = clockMs;
    }

    /** Counts a request for {@code key}; 0 when it may go on, else the seconds until it may come again. */
    public synchronized long refusal(String key) {
        long now = clockMs.getAsLong();
        if (windows.size() >= MAX_KEYS) {
            windows.values().removeIf(w -> now - w.start() >= windowMs);
        }
        Window w = windows.get(key);
        if (w == null || now - w.start() >= windowMs) {
            w = new Window(now, 0);
        }
        if (w.count() >= max) {
            windows.put(key, w);
            return Math.max(1, (w.start() + windowMs - now + 999) / 1000);
        }
        windows.put(key, new Window(w.start(), w.count() + 1));
        return 0;
    }

    /** The most requests per window. */
    public int max() {
        return max;
    }
}
