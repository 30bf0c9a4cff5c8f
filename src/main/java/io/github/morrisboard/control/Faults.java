package io.github.morrisboard.control;

import io.github.morrisboard.lights.Fault;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The faults active now, each under its source with the last message about it. The status pixels
 * show the worst ({@link #worst}): a sensing fault before a storage fault. Logged once when a
 * source becomes faulty and once when it recovers.
 * <p>
 * A fault is shown for at least {@link #MIN_SHOWN_MS} from when it was raised, even if its source
 * recovers sooner: a bus that fails for a moment, or whose failure and recovery reach the loop in
 * the same turn (seen on the emulated Pi under load), would otherwise never light at all. Only the
 * status pixels linger; everything that decides ({@link #sensing}, {@link #isActive}) sees the
 * source's own state.
 */
final class Faults {
    /** The shortest time the status pixels show a fault: two cycles of the fault's double blink. */
    static final long MIN_SHOWN_MS = 3_000;

    private static final Logger log = LoggerFactory.getLogger(Faults.class);
    private final Map<FaultSource, String> active = new LinkedHashMap<>();
    private final Map<FaultSource, Long> raisedAt = new LinkedHashMap<>();
    /** Sources that recovered before their fault had been shown for {@link #MIN_SHOWN_MS}: shown until then. */
    private final Map<FaultSource, Long> lingerUntil = new LinkedHashMap<>();

    /** How long a failure inside the controller is shown (the game is kept; the log has the details). */
    static final long INTERNAL_FAULT_MS = 10_000;
    private long internalUntil = Long.MIN_VALUE;

    /** News from {@code source}: faulty ({@code active}) or working again. */
    void report(FaultSource source, boolean active, String message, long now) {
        if (active) {
            raise(source, message, now);
        } else {
            clear(source, message, now);
        }
    }

    /** The reed at {@code point} started or stopped chattering. */
    void chatter(int point, boolean started, String text, long now) {
        report(new FaultSource.Reed(point), started, text, now);
    }

    /** Shows or clears the storage fault after a write; returns whether it changed. */
    boolean storage(boolean written, long now) {
        FaultSource.Storage source = new FaultSource.Storage();
        return written ? clear(source, "the game is saved again", now)
                : raise(source, "the game cannot be saved (see the log)", now);
    }

    /** A handler of the controller failed (a bug) at {@code now}: shown for {@link #INTERNAL_FAULT_MS}. */
    void failed(RuntimeException ex, long now) {
        raise(new FaultSource.Internal(), "the controller failed: " + ex, now);
        internalUntil = now + INTERNAL_FAULT_MS;
    }

    /** Time passes: the controller's own fault clears when its time is up, and lingering faults expire. */
    void onTick(long now) {
        if (now >= internalUntil) {
            clear(new FaultSource.Internal(), "the controller runs normally again", now);
        }
        expire(now);
    }

    /** When {@link #onTick} must run next: the controller's fault ends or a lingering fault expires. */
    long nextWake(long now) {
        return Math.min(internalUntil > now ? internalUntil : Long.MAX_VALUE, nextExpiry());
    }

    /** {@code source} is faulty at {@code now}; returns whether that is news. */
    boolean raise(FaultSource source, String message, long now) {
        boolean news = active.put(source, message) == null;
        if (news) {
            log.warn("fault: {}", message);
            if (lingerUntil.remove(source) == null) {
                raisedAt.put(source, now);
            }
        }
        return news;
    }

    /** {@code source} works again at {@code now}; returns whether it had been faulty. */
    boolean clear(FaultSource source, String message, long now) {
        boolean was = active.remove(source) != null;
        if (was) {
            log.info("recovered: {}", message);
            long until = raisedAt.remove(source) + MIN_SHOWN_MS;
            if (until > now) {
                lingerUntil.put(source, until);
                raisedAt.put(source, until - MIN_SHOWN_MS);
            }
        }
        return was;
    }

    /** Forgets the faults that have been shown long enough; returns whether the status pixels change. */
    boolean expire(long now) {
        boolean changed = lingerUntil.values().removeIf(until -> until <= now);
        raisedAt.keySet().retainAll(union());
        return changed;
    }

    /** When a lingering fault stops being shown, or {@link Long#MAX_VALUE}. */
    long nextExpiry() {
        return lingerUntil.values().stream().mapToLong(Long::longValue).min().orElse(Long.MAX_VALUE);
    }

    private Set<FaultSource> union() {
        Set<FaultSource> all = new HashSet<>(active.keySet());
        all.addAll(lingerUntil.keySet());
        return all;
    }

    boolean isActive(FaultSource source) {
        return active.containsKey(source);
    }

    /** Whether an active fault makes the board's reading doubtful (see {@link FaultSource#sensing}). */
    boolean sensing() {
        return active.keySet().stream().anyMatch(FaultSource::sensing);
    }

    /**
     * What the status pixels show, of the faults {@code counted} lets through: the class of highest
     * {@link FaultSource#priority}; a fault that recovered too soon to have been seen still counts.
     */
    Fault worst(Predicate<FaultSource> counted) {
        return union().stream().filter(counted).min(Comparator.comparingInt(FaultSource::priority))
                .map(FaultSource::shows).orElse(Fault.NONE);
    }

    /** The active faults' messages, worst first ({@link FaultSource#priority}), then in the order they arose. */
    Map<FaultSource, String> active() {
        Map<FaultSource, String> worstFirst = new LinkedHashMap<>();
        active.keySet().stream().sorted(Comparator.comparingInt(FaultSource::priority))
                .forEach(source -> worstFirst.put(source, active.get(source)));
        return Collections.unmodifiableMap(worstFirst);
    }

    /**
     * What the faults {@code counted} lets through show: the status pixels' class ({@link #worst}),
     * one English line naming them (the status line's), and their sources in the order they arose
     * (the person's words).
     */
    record Facts(Fault worst, String line, List<FaultSource> sources) {
    }

    /**
     * What the faults that count show: all of them in a remote game in play ({@code remoteGameInPlay}),
     * else all but remote play's (the opponent away, a disagreement: {@link FaultSource#remote}).
     */
    Facts facts(boolean remoteGameInPlay) {
        Predicate<FaultSource> counted = source -> remoteGameInPlay || !source.remote();
        return new Facts(worst(counted), describe(counted), sources(counted));
    }

    /** The faulty sources {@code counted} lets through, in the order they became faulty. */
    List<FaultSource> sources(Predicate<FaultSource> counted) {
        return active.keySet().stream().filter(counted).toList();
    }

    /** One line naming every active fault {@code counted} lets through, or empty. */
    String describe(Predicate<FaultSource> counted) {
        return String.join("; ", active.entrySet().stream().filter(e -> counted.test(e.getKey())).map(Map.Entry::getValue).toList());
    }
}
