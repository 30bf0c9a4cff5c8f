package io.github.morrisboard.web;

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

/**
 * The paired phones: each holds a random session token in a cookie; the board keeps only the
 * token's SHA-256, one per line in {@link #FILE} in the state directory (so a copy of the state
 * directory pairs nothing). Read again on every check, so forgetting (a page action, or
 * {@code morrisboard phones --forget} deleting the file) takes effect at once.
 * A phone's CSRF token is derived from its session token ({@link #csrf}): the page learns it only
 * from a same-origin request that carries the cookie.
 */
public final class Sessions {
    public static final String FILE = "web-sessions.txt";
    /** Phones paired at most; pairing another forgets the oldest. */
    public static final int MAX_PHONES = 16;
    private static final int TOKEN_BYTES = 32;
    private static final Logger log = LoggerFactory.getLogger(Sessions.class);

    private final Path file;
    private final SecureRandom random = new SecureRandom();

    public Sessions(Path stateDir) {
        this.file = stateDir.resolve(FILE);
    }

    /** The file of hashes. */
    public Path file() {
        return file;
    }

    /** Pairs a phone: a new random token (for its cookie); only its hash is written. */
    public synchronized String issue() throws IOException {
        byte[] bytes = new byte[TOKEN_BYTES];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        List<String> hashes = new ArrayList<>(hashes());
        hashes.add(hash(token));
        while (hashes.size() > MAX_PHONES) {
            hashes.removeFirst();
        }
        write(hashes);
        return token;
    }

    /** Whether {@code token} belongs to a paired phone (compared in constant time). */
    public synchronized boolean valid(String token) {
        byte[] h = hash(token).getBytes(StandardCharsets.US_ASCII);
        boolean found = false;
        for (String known : hashes()) {
            found |= MessageDigest.isEqual(h, known.getBytes(StandardCharsets.US_ASCII));
        }
        return found;
    }

    /** Forgets the phone holding {@code token}. */
    public synchronized void forget(String token) throws IOException {
        String h = hash(token);
        List<String> hashes = new ArrayList<>(hashes());
        if (hashes.removeIf(h::equals)) {
            write(hashes);
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

    /** How many phones are paired. */
    public synchronized int count() {
        return hashes().size();
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

    private List<String> hashes() {
        try {
            return Files.readAllLines(file, StandardCharsets.US_ASCII).stream()
                    .map(String::strip)
                    .filter(l -> l.matches("[0-9a-f]{64}"))
                    .toList();
        } catch (NoSuchFileException e) {
            return List.of();
        } catch (IOException | RuntimeException e) {
            log.warn("paired phones: {} cannot be read ({}); no phone counts as paired", file, e.toString());
            return List.of();
        }
    }

    private void write(List<String> hashes) throws IOException {
        StringBuilder sb = new StringBuilder("# morrisboard: SHA-256 of each paired phone's session token\n");
        hashes.forEach(h -> sb.append(h).append('\n'));
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
