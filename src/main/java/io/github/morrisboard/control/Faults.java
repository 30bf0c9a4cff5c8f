package io.github.morrisboard.control;

import io.github.morrisboard.lights.Fault;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The faults active now, each under its source with the last message about it. The status pixels
 * show the worst ({@link #worst()}): a sensing fault before a storage fault. Logged once when a
 * source becomes faulty and once when it recovers.
 */
final class Faults {
    private static final Logger log = LoggerFactory.getLogger(Faults.class);
    private final Map<FaultSource, String> active = new LinkedHashMap<>();

    /** {@code source} is faulty; returns whether that is news. */
    boolean raise(FaultSource source, String message) {
        boolean news = active.put(source, message) == null;
        if (news) {
            log.warn("fault: {}", message);
        }
        return news;
    }

    /** {@code source} works again; returns whether it had been faulty. */
    boolean clear(FaultSource source, String message) {
        boolean was = active.remove(source) != null;
        if (was) {
            log.info("recovered: {}", message);
        }
        return was;
    }

    boolean isActive(FaultSource source) {
        return active.containsKey(source);
    }

    /** Whether anything makes the board's reading doubtful (a chip, the interrupt line, a reed). */
    boolean sensing() {
        return active.keySet().stream().anyMatch(s -> s instanceof FaultSource.Chip || s instanceof FaultSource.Reed);
    }

    /** What the status pixels show. */
    Fault worst() {
        Fault worst = Fault.NONE;
        for (FaultSource s : active.keySet()) {
            if (s.shows() == Fault.SENSOR) {
                return Fault.SENSOR;
            }
            worst = s.shows();
        }
        return worst;
    }

    /** The active faults' messages, worst first (for the page and the status line). */
    Map<FaultSource, String> active() {
        return Map.copyOf(active);
    }

    /** The faulty sources, in the order they became faulty. */
    java.util.List<FaultSource> sources() {
        return java.util.List.copyOf(active.keySet());
    }

    /** One line naming every active fault, or empty. */
    String describe() {
        return String.join("; ", active.values());
    }
}
