package io.github.morrisboard.sensing;

import io.github.morrisboard.board.Point;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns raw reed edges into the live reading and settled readings. Pure: no clock, no thread;
 * the caller passes the time (ms, never decreasing) with every edge and tick, and asks
 * {@link #nextDeadline()} when to tick next. Not thread-safe: one caller (the control loop).
 *
 * <p>Per point, three stages:
 * <ol>
 * <li><b>debounce</b> (leading edge): the first edge that changes a point shows at once in the live
 * reading; edges in the next {@code bounceMs} are bounce, and when that window ends the point takes
 * whatever the contact then reads;</li>
 * <li><b>noise filter</b>: a change counts only once it has held longer than {@code noiseMs}; one that
 * reverts sooner (a brushed point, a magnet sliding over) never happened;</li>
 * <li><b>settling</b>, board-wide: once the filtered reading has held {@code settleMs} since its last
 * change, with nothing pending, it is settled (intended). A piece held in the hand simply leaves its
 * point empty; any length of time is fine.</li>
 * </ol>
 * A point whose debounced level changes {@code chatterChanges} times within {@code chatterWindowMs}
 * (bounce inside a window does not count) is chattering: it is
 * reported by name, its last steady value stands in for it, and it cannot hold the board unsettled.
 */
public final class BoardSensor {

    private final SensingTimings timings;

    private long now;
    private int raw;
    private int debounced;
    private int filtered;
    private int settled;
    private int locked;
    private int chattering;
    private long lastChange;
    private boolean settleReported;
    /** Points whose filtered level changed since the last settle, and the same for the window that led to it. */
    private int churn;
    private int settledChurn;
    /** When the settled reading began (the last change before it settled). */
    private long settledSince;

    private final long[] rawAt = new long[Point.COUNT];
    private final long[] debouncedSince = new long[Point.COUNT];
    private final long[] lockUntil = new long[Point.COUNT];
    private final long[] filteredAt = new long[Point.COUNT];
    private final long[][] recentEdges;
    private final int[] recentNext = new int[Point.COUNT];

    /** A sensor whose board reads {@code initial} (settled) at time {@code start}. */
    public BoardSensor(SensingTimings timings, int initial, long start) {
        if ((initial & ~Point.ALL) != 0) {
            throw new IllegalArgumentException("initial reading has bits outside the 24 points: 0x" + Integer.toHexString(initial));
        }
        this.timings = timings;
        this.now = start;
        this.raw = initial;
        this.debounced = initial;
        this.filtered = initial;
        this.settled = initial;
        this.lastChange = start;
        this.settledSince = start;
        this.settleReported = true;
        java.util.Arrays.fill(filteredAt, start);
        this.recentEdges = new long[Point.COUNT][timings.chatterChanges()];
        for (long[] r : recentEdges) {
            java.util.Arrays.fill(r, Long.MIN_VALUE);
        }
    }

    /** An empty board at time 0 with the default timings. */
    public BoardSensor() {
        this(SensingTimings.DEFAULTS, 0, 0);
    }

    public SensingTimings timings() {
        return timings;
    }

    /** A reed edge: {@code point} reads {@code occupied} from time {@code t}. Returns what happened up to and at {@code t}. */
    public List<SensorEvent> onEdge(long t, int point, boolean occupied) {
        if (point < 0 || point >= Point.COUNT) {
            throw new IllegalArgumentException("no such point: " + point + " (points are 0..23)");
        }
        List<SensorEvent> events = advance(t);
        int bit = 1 << point;
        if (((raw & bit) != 0) == occupied) {
            return events; // a repeated report of the same level: nothing new
        }
        raw ^= bit;
        rawAt[point] = t;
        if ((locked & bit) == 0 && ((debounced ^ raw) & bit) != 0) {
            events = flip(point, t, events);
            for (long d = nextDeadline(); d <= t; d = nextDeadline()) {
                events = processAt(d, events); // a blip ending can let an overdue settle happen now
            }
        }
        return events;
    }

    /** Time passes: handles every deadline up to and at {@code t}. */
    public List<SensorEvent> onTick(long t) {
        return advance(t);
    }

    /** The next instant at which something will happen without a new edge; {@link Long#MAX_VALUE} if none. */
    public long nextDeadline() {
        long d = Long.MAX_VALUE;
        for (int m = locked; m != 0; m &= m - 1) {
            d = Math.min(d, lockUntil[Integer.numberOfTrailingZeros(m)]);
        }
        for (int m = chattering; m != 0; m &= m - 1) {
            d = Math.min(d, rawAt[Integer.numberOfTrailingZeros(m)] + timings.chatterWindowMs());
        }
        int pending = pending();
        for (int m = pending; m != 0; m &= m - 1) {
            d = Math.min(d, debouncedSince[Integer.numberOfTrailingZeros(m)] + timings.noiseMs() + 1);
        }
        if (!settleReported && pending == 0) {
            d = Math.min(d, Math.max(now, lastChange + timings.settleMs())); // overdue once a blip that held it back ends
        }
        return d;
    }

    /** The reading now. */
    public Reading reading() {
        int live = (debounced & ~chattering) | (filtered & chattering);
        return new Reading(live, settled, settleReported && pending() == 0, settledSince, chattering, settledChurn, filteredAt);
    }

    /** The time of the last edge or tick. */
    public long now() {
        return now;
    }

    private int pending() {
        return (debounced ^ filtered) & ~chattering;
    }

    private List<SensorEvent> advance(long t) {
        if (t < now) {
            throw new IllegalArgumentException("time went backwards: " + t + " ms after " + now + " ms");
        }
        List<SensorEvent> events = List.of();
        for (long d = nextDeadline(); d <= t; d = nextDeadline()) {
            events = processAt(d, events);
        }
        now = t;
        return events;
    }

    private List<SensorEvent> processAt(long d, List<SensorEvent> events) {
        now = d;
        for (int m = locked; m != 0; m &= m - 1) {
            int p = Integer.numberOfTrailingZeros(m);
            if (lockUntil[p] <= d) {
                locked &= ~(1 << p);
                if (((debounced ^ raw) & (1 << p)) != 0) {
                    events = flip(p, d, events);
                }
            }
        }
        for (int m = chattering; m != 0; m &= m - 1) {
            int p = Integer.numberOfTrailingZeros(m);
            if (rawAt[p] + timings.chatterWindowMs() <= d) {
                chattering &= ~(1 << p);
                events = add(events, new SensorEvent.Chatter(d, reading(), p, false));
            }
        }
        for (int m = pending(); m != 0; m &= m - 1) {
            int p = Integer.numberOfTrailingZeros(m);
            if (debouncedSince[p] + timings.noiseMs() + 1 <= d) {
                filtered ^= 1 << p;
                churn |= 1 << p;
                filteredAt[p] = debouncedSince[p];
                lastChange = Math.max(lastChange, debouncedSince[p]);
                settleReported = false;
            }
        }
        if (!settleReported && pending() == 0 && lastChange + timings.settleMs() <= d) {
            settled = filtered;
            settledSince = lastChange;
            settledChurn = churn;
            churn = 0;
            settleReported = true;
            events = add(events, new SensorEvent.Settled(d, reading()));
        }
        return events;
    }

    /** The debounced level of a point changes (a new bounce window starts); it may start chattering. */
    private List<SensorEvent> flip(int point, long t, List<SensorEvent> events) {
        int bit = 1 << point;
        debounced ^= bit;
        debouncedSince[point] = t;
        lockUntil[point] = t + timings.bounceMs();
        locked |= bit;
        if (recordForChatter(point, t) && (chattering & bit) == 0) {
            chattering |= bit;
            events = add(events, new SensorEvent.Chatter(t, reading(), point, true));
        }
        return add(events, new SensorEvent.LiveChanged(t, reading()));
    }

    /** Remembers a change of the debounced level; true if the point has had chatterChanges of them within the window. */
    private boolean recordForChatter(int point, long t) {
        long[] ring = recentEdges[point];
        int i = recentNext[point];
        ring[i] = t;
        i = (i + 1) % ring.length;
        recentNext[point] = i;
        long oldest = ring[i];
        return oldest != Long.MIN_VALUE && t - oldest <= timings.chatterWindowMs();
    }

    private static List<SensorEvent> add(List<SensorEvent> events, SensorEvent e) {
        List<SensorEvent> out = events instanceof ArrayList<SensorEvent> a ? a : new ArrayList<>(events);
        out.add(e);
        return out;
    }
}
