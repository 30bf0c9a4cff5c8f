package io.github.morrisboard.web;

import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.store.AtomicFile;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The paired phones: each holds a random session token in a cookie; the board keeps only the
 * token's SHA-256 and when it was paired, one phone a line ({@code HASH EPOCH_MS}) in {@link #FILE} in
 * the state directory (so a copy of the state directory pairs nothing). A session lives
 * {@link #LIFE_MS} (30 days) from its pairing, by this board's clock; a line without its time (the
 * old format) no longer counts. Read again on every check, so forgetting (a page action, or
 * {@code morrisboard phones --forget} deleting the file) takes effect at once; read through
 * {@link SmallFile} ({@link #MAX_BYTES}), so a file that is not a small regular text file (a FIFO,
 * {@code /dev/zero}, a huge or binary one) pairs nothing and is named once in the log.
 * A phone's CSRF token is derived from its session token ({@link #csrf}): the page learns it only
 * from a same-origin request that carries the cookie.
 */
public final class Sessions {
    public static final String FILE = "web-sessions.txt";
    /** Phones paired at most; pairing another forgets the oldest. */
    public static final int MAX_PHONES = 16;
    /** How long a session lives from its pairing, in days. */
    public static final int LIFE_DAYS = 30;
    /** How long a session lives from its pairing: {@link #LIFE_DAYS}. */
    public static final long LIFE_MS = LIFE_DAYS * 24L * 3600 * 1000;
    /** The largest file of sessions read (16 phones take about 1.4 KiB). */
    public static final long MAX_BYTES = 16 * 1024;
    private static final int TOKEN_BYTES = 32;
    private static final Logger log = LoggerFactory.getLogger(Sessions.class);

    /** One paired phone: its token's hash and when it was paired (epoch ms). */
    private record Entry(String hash, long pairedAt) {
        String line() {
            return hash + " " + pairedAt;
        }
    }

    private final Path file;
    private final LongSupplier wallClockMs;
    private final SecureRandom random = new SecureRandom();
    /** The last problem logged with the file (empty: none), so a bad file is named once, not on every request. */
    private String lastProblem = "";

    public Sessions(Path stateDir) {
        this(stateDir, System::currentTimeMillis);
    }

    /** With the wall clock {@code wallClockMs} (epoch ms: a session's life outlasts restarts). */
    public Sessions(Path stateDir, LongSupplier wallClockMs) {
        this.file = stateDir.resolve(FILE);
        this.wallClockMs = wallClockMs;
    }

    /** The file of hashes. */
    public Path file() {
        return file;
    }

    /**
     * Pairs a phone: a new random token (for its cookie); only its hash is written. Refused (an
     * {@link IOException} of one line naming the file) while the file cannot be read: what it holds
     * is not overwritten.
     */
    public synchronized String issue() throws IOException {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        List<Entry> entries = new ArrayList<>(entries());
        entries.add(new Entry(hash(token), wallClockMs.getAsLong()));
        while (entries.size() > MAX_PHONES) {
            entries.removeFirst();
        }
        write(entries);
        return token;
    }

    /** Whether {@code token} belongs to a paired phone whose session has not ended (compared in constant time). */
    public synchronized boolean valid(String token) {
        return expiry(token).isPresent();
    }

    /** When the session of {@code token} ends (epoch ms); empty when it is no session (unknown, ended, or the file unusable). */
    public synchronized Optional<Long> expiry(String token) {
        byte[] h = hash(token).getBytes(StandardCharsets.US_ASCII);
        Optional<Long> found = Optional.empty();
        for (Entry known : readable()) {
            if (MessageDigest.isEqual(h, known.hash().getBytes(StandardCharsets.US_ASCII))) {
                found = Optional.of(known.pairedAt() + LIFE_MS);
            }
        }
        return found;
    }

    /** Forgets the phone holding {@code token}. */
    public synchronized void forget(String token) throws IOException {
        String h = hash(token);
        List<Entry> entries = new ArrayList<>(entries());
        if (entries.removeIf(e -> e.hash().equals(h))) {
            write(entries);
        }
    }

    /** Forgets every phone. */
    public synchronized void forgetAll() throws IOException {
        forgetAll(file);
    }

    /** Forgets every phone paired with the board whose sessions are kept in {@code file} (the CLI, with the service running or not). */
    public static boolean forgetAll(Path file) throws IOException {
        return Files.deleteIfExists(file);
    }

    /** How many phones are paired (sessions not ended); a file that cannot be read is an {@link IOException} of one line. */
    public synchronized int count() throws IOException {
        return entries().size();
    }

    /** "N paired phone(s)", or why they cannot be counted (the CLI's and the service's log line). */
    public String countOrWhy() {
        try {
            int n = count();
            return n + " paired phone" + (n == 1 ? "" : "s");
        } catch (IOException e) {
            return "the paired phones (" + e.getMessage() + ")";
        }
    }

    /** When each paired phone's session ends (epoch ms), oldest first; a file that cannot be read is an {@link IOException} of one line. */
    public synchronized List<Long> expiries() throws IOException {
        return entries().stream().map(e -> e.pairedAt() + LIFE_MS).toList();
    }

    /** The CSRF token of the session {@code token}. */
    public static String csrf(String token) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(sha256("csrf:" + token));
    }

    /** Whether {@code given} is the CSRF token of {@code token} (constant time). */
    public static boolean csrfMatches(String token, Optional<String> given) {
        return given.isPresent() && MessageDigest.isEqual(csrf(token).getBytes(StandardCharsets.US_ASCII),
                given.get().getBytes(StandardCharsets.US_ASCII));
    }

    /** The sessions for a check on a request: none while the file cannot be read (said once in the log, until it changes). */
    private List<Entry> readable() {
        try {
            List<Entry> entries = entries();
            lastProblem = "";
            return entries;
        } catch (IOException e) {
            String problem = e.getMessage() == null ? e.toString() : e.getMessage().replace('\n', ' ');
            if (!problem.equals(lastProblem)) {
                lastProblem = problem;
                log.warn("paired phones: {} (no phone counts as paired until it is mended or `morrisboard phones --forget` removes it)",
                        problem.startsWith(file.toString()) ? problem : file + ": " + problem);
            }
            return List.of();
        }
    }

    /** The sessions not ended, oldest first; a missing file is none; an unusable one an {@link IOException} naming it. */
    private List<Entry> entries() throws IOException {
        List<String> lines;
        try {
            lines = SmallFile.readLines(file, MAX_BYTES);
        } catch (NoSuchFileException e) {
            return List.of();
        }
        long now = wallClockMs.getAsLong();
        List<Entry> entries = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.strip().split(" ");
            if (f.length == 2 && f[0].matches("[0-9a-f]{64}") && f[1].matches("[0-9]{1,15}")) {
                long pairedAt = Long.parseLong(f[1]);
                if (now - pairedAt < LIFE_MS && pairedAt - now < LIFE_MS) { // an ended session, a torn line, an old-format one: no phone
                    entries.add(new Entry(f[0], pairedAt));
                }
            }
        }
        return entries;
    }

    private void write(List<Entry> entries) throws IOException {
        StringBuilder sb = new StringBuilder("# morrisboard: SHA-256 of each paired phone's session token, and when it was paired (epoch ms)\n");
        entries.forEach(e -> sb.append(e.line()).append('\n'));
        AtomicFile.replace(file, sb.toString().getBytes(StandardCharsets.US_ASCII));
    }

    static String hash(String token) {
        return HexFormat.of().formatHex(sha256(token));
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
