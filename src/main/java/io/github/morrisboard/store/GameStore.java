package io.github.morrisboard.store;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The game and settings on disk, in one small text file ({@value #FILE}, see {@link GameFile})
 * rewritten crash-safely after every accepted ply ({@link AtomicFile}). {@link #load()} finds the
 * unfinished game or the last setup; a corrupt or unreadable file is logged, renamed to
 * {@code game.txt.corrupt-<UTC time>} (never deleted) and the board starts fresh.
 * Finished games are appended to {@value #HISTORY} (the last {@value #HISTORY_LINES} kept).
 * Not thread-safe: the control loop's one thread uses it.
 */
public final class GameStore {
    public static final String FILE = "game.txt";
    public static final String HISTORY = "history.txt";
    public static final int HISTORY_LINES = 200;
    /** No saved game comes near this; a bigger file is not ours. */
    static final long MAX_BYTES = 64 * 1024;

    private static final Logger LOG = LoggerFactory.getLogger(GameStore.class);
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final Path dir;
    private final Clock clock;
    private final AtomicFile.Sink sink;

    /** A store in {@code dir} (created if missing on the first save). */
    public GameStore(Path dir) {
        this(dir, Clock.systemUTC(), AtomicFile.Sink.FULL);
    }

    GameStore(Path dir, Clock clock, AtomicFile.Sink sink) {
        this.dir = dir;
        this.clock = clock;
        this.sink = sink;
    }

    /** The game file. */
    public Path file() {
        return dir.resolve(FILE);
    }

    /** Saves an unfinished game (after every accepted ply). Durable when this returns. */
    public void save(SavedGame game) throws IOException {
        write(GameFile.encode(game.setup(), Optional.of(game.plies())));
    }

    /** No unfinished game any more (finished or abandoned); remembers {@code setup} for the next menu. */
    public void clear(Setup setup) throws IOException {
        write(GameFile.encode(setup, Optional.empty()));
    }

    private void write(byte[] bytes) throws IOException {
        Files.createDirectories(dir);
        AtomicFile.write(file(), bytes, sink);
    }

    /** The unfinished game, or the last setup, or (file corrupt or unreadable) a fresh start with the reason. */
    public LoadResult load() {
        Path f = file();
        byte[] bytes;
        try {
            if (Files.size(f) > MAX_BYTES) {
                return setAside(f, "too large (" + Files.size(f) + " bytes; a saved game is under " + MAX_BYTES + ")");
            }
            bytes = Files.readAllBytes(f);
        } catch (NoSuchFileException e) {
            return new LoadResult.Fresh(Setup.DEFAULT);
        } catch (IOException e) {
            return setAside(f, "cannot read: " + e);
        }
        try {
            return GameFile.decode(bytes);
        } catch (CorruptFileException e) {
            return setAside(f, e.getMessage());
        }
    }

    private LoadResult setAside(Path f, String problem) {
        String base = f.getFileName() + ".corrupt-" + STAMP.format(clock.instant());
        Path to = f.resolveSibling(base);
        for (int i = 1; Files.exists(to); i++) {
            to = f.resolveSibling(base + "-" + i);
        }
        try {
            Files.move(f, to);
            AtomicFile.syncDirectory(f.toAbsolutePath().getParent());
        } catch (IOException e) {
            String reason = f + ": " + problem + "; could not set it aside (" + e + "), starting fresh";
            LOG.error("saved game {}", reason);
            return new LoadResult.SetAside(f, reason);
        }
        String reason = f + ": " + problem + "; set aside as " + to.getFileName() + ", starting fresh";
        LOG.warn("saved game {}", reason);
        return new LoadResult.SetAside(to, reason);
    }

    /**
     * Appends a finished game to the history: {@code <UTC time> <rules> <mode> <result> <record>}.
     * Keeps the last {@value #HISTORY_LINES} games; rewritten crash-safely like the game file.
     */
    public void appendHistory(Setup setup, Game game) throws IOException {
        Path h = dir.resolve(HISTORY);
        List<String> lines = new ArrayList<>();
        if (Files.exists(h)) {
            lines.addAll(Files.readAllLines(h, StandardCharsets.UTF_8));
        }
        Outcome o = game.outcome();
        lines.add(STAMP.format(clock.instant()) + " " + setup.rules() + " " + setup.mode().label()
                + (setup.mode().hasAi() ? " level=" + setup.level() : "") + " \"" + o.describe() + "\" "
                + Notation.formatCompact(game.plies()));
        List<String> kept = lines.subList(Math.max(0, lines.size() - HISTORY_LINES), lines.size());
        Files.createDirectories(dir);
        AtomicFile.write(h, (String.join("\n", kept) + "\n").getBytes(StandardCharsets.UTF_8), sink);
    }
}
