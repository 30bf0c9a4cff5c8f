package io.github.morrisboard.control;

import io.github.morrisboard.lights.Fault;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Predicate;
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

    /** What the status pixels show, of the faults {@code counted} lets through: sensing before storage before the opponent being away. */
    Fault worst(Predicate<FaultSource> counted) {
        List<Fault> order = List.of(Fault.SENSOR, Fault.STORAGE, Fault.OPPONENT_AWAY);
        return active.keySet().stream().filter(counted).map(FaultSource::shows)
                .min(java.util.Comparator.comparingInt(order::indexOf)).orElse(Fault.NONE);
    }

    /** The active faults' messages, worst first (for the page and the status line). */
    Map<FaultSource, String> active() {
        return Map.copyOf(active);
    }

    /** The faulty sources {@code counted} lets through, in the order they became faulty. */
    List<FaultSource> sources(Predicate<FaultSource> counted) {
        return active.keySet().stream().filter(counted).toList();
    }

    /** One line naming every active fault {@code counted} lets through, or empty. */
    String describe(Predicate<FaultSource> counted) {
        return String.join("; ", active.entrySet().stream().filter(e -> counted.test(e.getKey())).map(java.util.Map.Entry::getValue).toList());
    }
}
