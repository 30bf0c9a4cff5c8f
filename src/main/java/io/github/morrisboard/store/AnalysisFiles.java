package io.github.morrisboard.store;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.PositionText;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.files.SmallFile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The analyses of finished games, beside the history: {@code analysis/<key>.json} in the state
 * directory, the key a digest of the game's rules, start and plies (so a history entry finds its analysis
 * however the history's numbering moves), each written crash-safely. At most
 * {@link GameStore#HISTORY_LINES} are kept, as many as the history keeps games; the oldest go first.
 */
public final class AnalysisFiles {
    public static final String DIR = "analysis";
    /** A game's analysis is some 150 bytes a ply: a game of thousands of plies stays far below this. */
    static final long MAX_BYTES = 1024 * 1024;
    private final Path dir;

    public AnalysisFiles(Path stateDir) {
        this.dir = stateDir.resolve(DIR);
    }

    /** The key of a game from the rules' start: the first 16 bytes of the SHA-256 of its rules and record, in hex. */
    public static String key(Rules rules, List<Ply> plies) {
        return key(rules, Position.start(rules), plies);
    }

    /**
     * The key of a game from {@code start}: as {@link #key(Rules, List)} with the start's text ({@link PositionText})
     * after the rules when it is not the rules' start (so every key of a game from there stays as it was).
     */
    public static String key(Rules rules, Position start, List<Ply> plies) {
        StringBuilder text = new StringBuilder(rules.toString());
        if (!start.equals(Position.start(rules))) {
            text.append(" start ").append(PositionText.format(start));
        }
        plies.forEach(p -> text.append(' ').append(p));
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    /** Where the analysis of the game with {@code key} is kept. */
    public Path file(String key) {
        return dir.resolve(key + ".json");
    }

    /** The key of {@code game}: its rules, start and plies. */
    public static String key(Game game) {
        return key(game.rules(), game.startPosition(), game.plies());
    }

    /** Writes the analysis of a game from the rules' start; then removes the oldest beyond the history's size. */
    public void write(Rules rules, List<Ply> plies, String json) throws IOException {
        write(key(rules, plies), json);
    }

    /** Writes the analysis of {@code game}; then removes the oldest beyond the history's size. */
    public void write(Game game, String json) throws IOException {
        write(key(game), json);
    }

    private void write(String key, String json) throws IOException {
        Files.createDirectories(dir);
        AtomicFile.replace(file(key), json.getBytes(StandardCharsets.UTF_8));
        List<Path> all;
        try (Stream<Path> s = Files.list(dir)) {
            all = s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted((a, b) -> modified(b).compareTo(modified(a))).toList();
        }
        for (Path old : all.subList(Math.min(all.size(), GameStore.HISTORY_LINES), all.size())) {
            Files.deleteIfExists(old);
        }
    }

    /**
     * The analysis of {@code entry}'s game, if it has been written. Read through {@link SmallFile}: a
     * file that is not a regular file ({@code /dev/zero}, a FIFO) or is over {@value #MAX_BYTES} bytes
     * is an {@link io.github.morrisboard.files.UnusableFileException} naming it, never read without end.
     */
    public Optional<String> read(HistoryEntry entry) throws IOException {
        try {
            return Optional.of(SmallFile.readText(file(key(entry.rules(), entry.start(), entry.plies())), MAX_BYTES));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
    }

    private static java.nio.file.attribute.FileTime modified(Path p) {
        try {
            return Files.getLastModifiedTime(p);
        } catch (IOException e) {
            return java.nio.file.attribute.FileTime.fromMillis(0);
        }
    }
}
