package io.github.morrisboard.http;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Who may hold one of a server's {@code max} places (connections, or live event streams), per client
 * (its source address): pure, time as a parameter, returns decisions.
 * <p>What it guarantees:
 * <ul>
 *   <li>never more than {@code max} places held, never more than {@code share} by one client;</li>
 *   <li>a client at its share that asks again is refused, unless the places are a cache ({@code renew}: idle
 *   connections, which the browser opens again when it needs them): then its own oldest closable place goes;</li>
 *   <li>when every place is held, a newcomer is let in by closing the oldest closable place of the client
 *   holding the most places (of those that have a closable one), provided that client holds at least
 *   {@code lead} more than the newcomer's client does; only when no such place exists is the newcomer
 *   refused. With {@code lead} 0 (idle connections, a cache the browser reopens) any closable place goes;
 *   with {@code lead} 2 (event streams, which a page opens again) places move only from the richer to
 *   the poorer, so two pages never take one place from each other in turn.</li>
 * </ul>
 * So as long as one closable place exists, a client holding fewer than its share and fewer than
 * (biggest holder − lead) places is never refused: one client cannot lock the others out.
 * Each place also has a deadline (its idle or header timeout); {@link #expired} names those past it.
 *
 * @param <T> a place's handle (a connection)
 */
public final class Shares<T> {
    /** The decision on a newcomer. */
    public sealed interface Admission<T> {
        /** Let in; nothing to close. */
        record Admit<T>() implements Admission<T> {
        }

        /** Let in once {@code victim} is closed (already forgotten here). */
        record AdmitClosing<T>(T victim) implements Admission<T> {
        }

        /** Refused: {@code why} says it to the person who asked. */
        record Refuse<T>(String why) implements Admission<T> {
        }
    }

    private record Held(String client, long since, boolean closable, long deadline) {
    }

    private final int max;
    private final int share;
    private final int lead;
    private final boolean renew;
    private final Map<T, Held> held = new LinkedHashMap<>();

    /** Idle connections: any closable place may go for a newcomer (lead 0), a client at its share renews its own. */
    public static <T> Shares<T> ofConnections(int max, int share) {
        return new Shares<>(max, share, 0, true);
    }

    /**
     * Live streams, half of them for one client (a household's tabs behind one address, the simulator's on
     * loopback): a page holding one opens it again when it ends, so places move only to poorer clients (lead 2).
     */
    public static <T> Shares<T> ofStreams(int max) {
        return new Shares<>(max, streamShare(max), 2, false);
    }

    /** The live streams of {@code max} one client may hold: half, at least one. */
    public static int streamShare(int max) {
        return Math.max(1, max / 2);
    }

    public Shares(int max, int share, int lead, boolean renew) {
        if (max < 1 || share < 1 || share > max || lead < 0) {
            throw new IllegalArgumentException("shares need 1 <= share <= max and lead >= 0, not max " + max
                    + ", share " + share + ", lead " + lead);
        }
        this.max = max;
        this.share = share;
        this.lead = lead;
        this.renew = renew;
    }

    /** A share of {@code max} for one client: a quarter, at least one. */
    public static int quarter(int max) {
        return Math.max(1, max / 4);
    }

    /**
     * Decides on {@code place} for {@code client}; when let in, it is held (busy, no deadline) until
     * {@link #release}. A victim named is forgotten here and must be closed by the caller.
     */
    public Admission<T> admit(String client, T place) {
        return admit(client, place, new Held(client, 0, false, Long.MAX_VALUE));
    }

    /** As {@link #admit(String, T)}, held waiting (closable) since {@code now} until {@code deadline}. */
    public Admission<T> admit(String client, T place, long now, long deadline) {
        return admit(client, place, new Held(client, now, true, deadline));
    }

    private synchronized Admission<T> admit(String client, T place, Held as) {
        Map<String, Integer> counts = counts();
        int mine = counts.getOrDefault(client, 0);
        Optional<T> victim = Optional.empty();
        if (mine >= share) {
            victim = renew ? oldestClosable(client) : Optional.empty();
            if (victim.isEmpty()) {
                return new Admission.Refuse<>("this address holds " + mine + " of the " + max
                        + " already (its share); close one");
            }
        } else if (held.size() >= max) {
            victim = counts.entrySet().stream()
                    .filter(e -> e.getValue() >= mine + lead)
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .map(e -> oldestClosable(e.getKey()))
                    .flatMap(Optional::stream)
                    .findFirst();
            if (victim.isEmpty()) {
                return new Admission.Refuse<>("all " + max + " are in use; try again soon");
            }
        }
        victim.ifPresent(held::remove);
        held.put(place, as);
        return victim.<Admission<T>>map(Admission.AdmitClosing::new).orElseGet(Admission.Admit::new);
    }

    /** {@code place} is waiting (closable) since {@code now}, until {@code deadline}. */
    public synchronized void waiting(T place, long now, long deadline) {
        held.computeIfPresent(place, (p, h) -> new Held(h.client(), now, true, deadline));
    }

    /** {@code place} is busy (a request being answered, a stream): not closable, no deadline. */
    public synchronized void busy(T place) {
        held.computeIfPresent(place, (p, h) -> new Held(h.client(), h.since(), false, Long.MAX_VALUE));
    }

    /** {@code place} is closable as it is but due by {@code deadline} at the latest (a due date is never put off). */
    public synchronized void due(T place, long deadline) {
        held.computeIfPresent(place, (p, h) -> new Held(h.client(), h.since(), h.closable(), Math.min(h.deadline(), deadline)));
    }

    public synchronized void release(T place) {
        held.remove(place);
    }

    /** The places whose deadline is at or before {@code now}, forgotten here: the caller closes them. */
    public synchronized List<T> expired(long now) {
        List<T> out = new ArrayList<>();
        held.forEach((p, h) -> {
            if (h.deadline() <= now) {
                out.add(p);
            }
        });
        out.forEach(held::remove);
        return out;
    }

    /** Every place held now. */
    public synchronized List<T> all() {
        return List.copyOf(held.keySet());
    }

    /** The places closable now (waiting). */
    public synchronized int closable() {
        return (int) held.values().stream().filter(Held::closable).count();
    }

    public synchronized int size() {
        return held.size();
    }

    public synchronized int held(String client) {
        return counts().getOrDefault(client, 0);
    }

    private Map<String, Integer> counts() {
        Map<String, Integer> counts = new HashMap<>();
        held.values().forEach(h -> counts.merge(h.client(), 1, Integer::sum));
        return counts;
    }

    private Optional<T> oldestClosable(String client) {
        return held.entrySet().stream()
                .filter(e -> e.getValue().client().equals(client) && e.getValue().closable())
                .min(Comparator.comparingLong(e -> e.getValue().since()))
                .map(Map.Entry::getKey);
    }
}
