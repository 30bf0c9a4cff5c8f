package io.github.morrisboard.web;

import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.PairingNews;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;

/**
 * Pairing by presence, the phone's side: a phone asks ({@link #begin}) and is given a secret id and
 * a short code; the board (the control loop, {@link PageCommand.Pairing}) shows one pairing at a
 * time with the asking phone's address and code, lights one point per step and tells this class how
 * the pairing stands ({@link #news}). Only once every step was done at the board, in order, does a
 * claim with the id succeed, once. One pending pairing per client: its new request replaces the
 * older one (and queues behind the others at the board), so a client asking again and again keeps
 * nobody else from pairing. Each step must be done within the window ({@link #WINDOW_MS} unless
 * given) from when the board asks for it; the clock is the reed input's.
 */
public final class Pairing {
    public static final long WINDOW_MS = 30_000;
    /** Pairings remembered at most (pending, or ended and not yet forgotten); more are refused. */
    static final int MAX_KNOWN = 64;

    /** A pairing begun: the phone's secret id and the code the board shows beside its address, and what to post to the board. */
    public record Begun(String id, String code, PageCommand.Pairing command) {
    }

    /** Where a pairing stands for its phone. */
    public sealed interface Status {
        /** Waiting at the board: the latest news (queued, or a step to do). */
        record Waiting(PairingNews news, String code) implements Status {
        }

        /** Every step was done at the board: the claim pairs the phone. */
        record Present() implements Status {
        }

        /** Over without pairing, and why. */
        record Over(PairingNews.Why why) implements Status {
        }

        /** Never issued, already claimed, or forgotten. */
        record Unknown() implements Status {
        }
    }

    private static final class Known {
        final String client;
        final String code;
        final long issuedAt;
        PairingNews news = new PairingNews.Queued(0);

        Known(String client, String code, long issuedAt) {
            this.client = client;
            this.code = code;
            this.issuedAt = issuedAt;
        }
    }

    private final RandomGenerator random;
    private final LongSupplier clockMs;
    private final long windowMs;
    private final Map<String, Known> known = new LinkedHashMap<>();

    public Pairing(LongSupplier clockMs) {
        this(clockMs, WINDOW_MS);
    }

    /** With a window of {@code windowMs} for each step of a pairing shown at the board. */
    public Pairing(LongSupplier clockMs, long windowMs) {
        this(new SecureRandom(), clockMs, windowMs);
    }

    Pairing(RandomGenerator random, LongSupplier clockMs, long windowMs) {
        if (windowMs <= 0) {
            throw new IllegalArgumentException("a pairing's window is positive, not " + windowMs);
        }
        this.random = random;
        this.clockMs = clockMs;
        this.windowMs = windowMs;
    }

    /** The window of a pairing shown at the board. */
    public long windowMs() {
        return windowMs;
    }

    /** A new pairing for {@code client} (its address): its older one is forgotten; empty while too many are known. */
    public synchronized Optional<Begun> begin(String client) {
        forgetOld();
        known.values().removeIf(k -> k.client.equals(client));
        if (known.size() >= MAX_KNOWN) {
            return Optional.empty();
        }
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        String id = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        String code = String.format("%04d", random.nextInt(10_000));
        known.put(id, new Known(client, code, clockMs.getAsLong()));
        return Optional.of(new Begun(id, code, new PageCommand.Pairing(client, code, windowMs, news -> news(id, news))));
    }

    /** The board's news of the pairing {@code id} (the loop thread). */
    public synchronized void news(String id, PairingNews news) {
        Known k = known.get(id);
        if (k != null) {
            k.news = news;
        }
    }

    /** Where the pairing {@code id} stands. */
    public synchronized Status status(String id) {
        forgetOld();
        Known k = known.get(id);
        if (k == null) {
            return new Status.Unknown();
        }
        return switch (k.news) {
            case PairingNews.Met m -> new Status.Present();
            case PairingNews.Ended e -> new Status.Over(e.why());
            default -> new Status.Waiting(k.news, k.code);
        };
    }

    /** True, once, when the pairing {@code id} was met at the board: it is then used up. */
    public synchronized boolean claim(String id) {
        Known k = known.get(id);
        if (k != null && k.news instanceof PairingNews.Met) {
            known.remove(id);
            return true;
        }
        return false;
    }

    /** Pairings asked longer ago than the longest wait at the board (the whole queue, then its own window) are forgotten. */
    private void forgetOld() {
        long now = clockMs.getAsLong();
        long longest = windowMs * PageCommand.Pairing.STEPS * (PageCommand.Pairing.MAX_QUEUED + 2L);
        known.values().removeIf(k -> now - k.issuedAt > longest);
    }
}
