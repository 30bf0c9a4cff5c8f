package io.github.morrisboard.web;

import io.github.morrisboard.board.Point;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;

/**
 * Pairing by presence: a phone asks ({@link #begin}) and is given a secret id and {@link #POINTS}
 * random points; whoever stands at the board lifts and replaces a piece on each (or puts a magnet
 * on and takes it off) within {@link #WINDOW_MS}: a change of the reed reading at each of them, in
 * any order ({@link #sensed}). Only then does a claim with the id succeed, once. A phone far from
 * the board cannot pair. The clock is the reed input's (events carry its time).
 */
public final class Pairing {
    public static final long WINDOW_MS = 30_000;
    public static final int POINTS = 3;
    /** Challenges pending at a time; more are refused until one ends (the rate limit keeps asking slow). */
    public static final int MAX_PENDING = 4;

    /** A challenge as its phone sees it. */
    public record Challenge(String id, List<Integer> points, long issuedAt) {
        public Challenge {
            points = List.copyOf(points);
        }
    }

    /** Where a challenge stands. */
    public sealed interface Status {
        /** Points still to be touched, and the milliseconds left. */
        record Waiting(List<Integer> left, long msLeft) implements Status {
        }

        /** Every point was touched in time: the claim pairs the phone. */
        record Present() implements Status {
        }

        /** Too late, never issued, or already claimed. */
        record Unknown() implements Status {
        }
    }

    private static final class Pending {
        final Challenge challenge;
        int touched; // mask of challenge points seen changing
        boolean present;

        Pending(Challenge challenge) {
            this.challenge = challenge;
        }
    }

    private final RandomGenerator random;
    private final LongSupplier clockMs;
    private final Map<String, Pending> pending = new LinkedHashMap<>();

    public Pairing(LongSupplier clockMs) {
        this(new SecureRandom(), clockMs);
    }

    Pairing(RandomGenerator random, LongSupplier clockMs) {
        this.random = random;
        this.clockMs = clockMs;
    }

    /**
     * A new challenge, its points chosen at random among {@code prefer} (when it has {@link #POINTS}
     * or more, e.g. the occupied points) and never among {@code avoid} (e.g. the menu's lit options,
     * which a piece put down and lifted would choose); empty while {@link #MAX_PENDING} are pending.
     */
    public synchronized Optional<Challenge> begin(int prefer, int avoid) {
        expire();
        if (pending.size() >= MAX_PENDING) {
            return Optional.empty();
        }
        // Too few points left to avoid: any points (the board takes no touch of a pairing as a move or a choice).
        int allowed = Integer.bitCount(Point.ALL & ~avoid) >= POINTS ? Point.ALL & ~avoid : Point.ALL;
        int from = Integer.bitCount(prefer & allowed) >= POINTS ? prefer & allowed : allowed;
        List<Integer> candidates = new ArrayList<>();
        for (int m = from; m != 0; m &= m - 1) {
            candidates.add(Integer.numberOfTrailingZeros(m));
        }
        List<Integer> points = new ArrayList<>();
        for (int i = 0; i < POINTS; i++) {
            points.add(candidates.remove(random.nextInt(candidates.size())));
        }
        points.sort(Integer::compare);
        byte[] id = new byte[16];
        random.nextBytes(id);
        Challenge c = new Challenge(Base64.getUrlEncoder().withoutPadding().encodeToString(id), points, clockMs.getAsLong());
        pending.put(c.id(), new Pending(c));
        return Optional.of(c);
    }

    /** The reed at {@code point} changed at {@code atMs} (the reed input's clock). */
    public synchronized void sensed(int point, long atMs) {
        for (Pending p : pending.values()) {
            long age = atMs - p.challenge.issuedAt();
            int index = p.challenge.points().indexOf(point);
            if (index >= 0 && age >= 0 && age <= WINDOW_MS && !p.present) {
                p.touched |= 1 << index;
                p.present = p.touched == (1 << POINTS) - 1;
            }
        }
    }

    /** Where the challenge {@code id} stands. */
    public synchronized Status status(String id) {
        expire();
        Pending p = pending.get(id);
        if (p == null) {
            return new Status.Unknown();
        }
        if (p.present) {
            return new Status.Present();
        }
        List<Integer> left = new ArrayList<>();
        for (int i = 0; i < POINTS; i++) {
            if ((p.touched & 1 << i) == 0) {
                left.add(p.challenge.points().get(i));
            }
        }
        return new Status.Waiting(left, Math.max(0, p.challenge.issuedAt() + WINDOW_MS - clockMs.getAsLong()));
    }

    /** True, once, when the challenge {@code id} was met: it is then used up. */
    public synchronized boolean claim(String id) {
        Pending p = pending.get(id);
        if (p != null && p.present) {
            pending.remove(id);
            return true;
        }
        return false;
    }

    /** Challenges not met in time end; met ones wait a further window for their claim. */
    private void expire() {
        long now = clockMs.getAsLong();
        pending.values().removeIf(p -> now - p.challenge.issuedAt() > (p.present ? 2 * WINDOW_MS : WINDOW_MS));
    }
}
