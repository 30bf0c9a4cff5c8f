package io.github.morrisboard.store;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The game and settings on disk, in one small text file ({@value #FILE}, see {@link GameFile})
 * rewritten crash-safely after every accepted ply ({@link AtomicFile}). {@link #load()} finds the
 * unfinished game or the last setup, and never throws: a file that is corrupt, unreadable, not a
 * regular file, oversized or does not replay under its rules is logged, renamed to
 * {@code game.txt.corrupt-<UTC time>} (never deleted) and the board starts fresh; a finished game
 * still marked running goes to the history and the board starts fresh.
 *
 * <p>Finished and abandoned games are kept in {@value #HISTORY} (the last {@value #HISTORY_LINES};
 * see {@link HistoryFile}), each line with its own checksum: a bad line is moved to
 * {@code history.txt.corrupt-<UTC time>} and the rest goes on.
 *
 * <p>Not thread-safe: the control loop's one thread uses it. Other threads (the companion page) read only
 * {@link #publishedHistory()} and never touch the files, so a bad history is set aside on the loop's thread alone.
 */
public final class GameStore {
    public static final String FILE = "game.txt";
    public static final String HISTORY = "history.txt";
    public static final int HISTORY_LINES = 200;
    /** No saved game comes near this; a bigger file is not ours. */
    static final long MAX_BYTES = SmallFile.KIB_64;
    /** 200 games of a few hundred plies each stay far below this. */
    static final long MAX_HISTORY_BYTES = 1024 * 1024;

    private static final Logger LOG = LoggerFactory.getLogger(GameStore.class);

    private final Path dir;
    private final Clock clock;
    private final AtomicFile.Sink sink;
    /** The history as last loaded, read or written (by the loop's thread), for other threads. */
    private volatile List<HistoryEntry> published = List.of();

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

    /** The history file. */
    public Path historyFile() {
        return dir.resolve(HISTORY);
    }

    /** Saves an unfinished game (after every accepted ply). Durable when this returns. */
    public void save(SavedGame game) throws IOException {
        write(GameFile.encode(game));
    }

    /** No unfinished game any more (finished or abandoned); remembers {@code setup} for the next menu. */
    public void clear(Setup setup) throws IOException {
        write(GameFile.encode(setup, Optional.empty()));
    }

    private void write(byte[] bytes) throws IOException {
        Files.createDirectories(dir);
        AtomicFile.write(file(), bytes, sink);
    }

    /**
     * The game ended: it goes to the history and the game file forgets it. In this order: the
     * game file is first given the final ply (the controller saves only running games), so from
     * then on a restart finds the game over and records it instead of resuming it one ply before
     * its end; then the history; then the game file is cleared. If the history cannot be written,
     * the finished game stays in the game file (the next {@link #load()} records it, or sets the
     * file aside, and starts fresh) and this throws.
     */
    public void finished(Setup setup, Game game) throws IOException {
        IOException failed = null;
        try {
            save(SavedGame.of(setup, game));
        } catch (IOException e) {
            failed = e;
        }
        try {
            appendHistory(setup, game);
            clear(setup);
        } catch (IOException e) {
            if (failed == null) {
                failed = e;
            } else {
                failed.addSuppressed(e);
            }
        }
        if (failed != null) {
            throw failed;
        }
    }

    /**
     * A person abandoned the game: it is kept in the history with its plies (result
     * {@value HistoryEntry#ABANDONED}), then the game file forgets it. A game without plies is
     * only forgotten. If the history cannot be written the game file keeps the game (it never
     * vanishes) and this throws.
     */
    public void abandoned(Setup setup, Game game) throws IOException {
        if (game.plyCount() > 0) {
            appendHistory(setup, game, HistoryEntry.ABANDONED);
        }
        clear(setup);
    }

    /**
     * The game ended by the players' word (a resignation, an agreed draw): kept in the history with
     * {@code result}, then the game file forgets it. If the history cannot be written the game file
     * keeps the game and this throws.
     */
    public void ended(Setup setup, Game game, String result) throws IOException {
        appendHistory(setup, game, result);
        clear(setup);
    }

    /** The unfinished game, or the last setup, or (file unusable) a fresh start with the reason; the history is read too. Never throws. */
    public LoadResult load() {
        Path f = file();
        LoadResult r;
        try {
            r = loadOrSetAside(f);
        } catch (RuntimeException e) { // a bug must not stop the board from starting
            r = setAside(f, "cannot be used (" + e + ")");
        }
        history();
        return r;
    }

    private LoadResult loadOrSetAside(Path f) {
        byte[] bytes;
        try {
            bytes = SmallFile.read(f, MAX_BYTES);
        } catch (NoSuchFileException e) {
            return new LoadResult.NoFile();
        } catch (UnusableFileException e) {
            return setAside(f, e.problem());
        } catch (IOException e) {
            return setAside(f, "cannot read: " + e);
        }
        LoadResult r;
        try {
            r = GameFile.decode(bytes);
        } catch (CorruptFileException e) {
            return setAside(f, e.getMessage());
        }
        if (r instanceof LoadResult.Resumed res && res.game().game().outcome().isOver()) {
            return finishedOnDisk(f, res.game());
        }
        return r;
    }

    /** A game file whose game is over but still marked running (a crash during {@link #finished}): recorded, not resumed. */
    private LoadResult finishedOnDisk(Path f, SavedGame saved) {
        Game game = saved.game();
        String over = "the game is over (" + game.outcome().describe() + ") but was marked running";
        try {
            HistoryEntry entry = entry(saved.setup(), game, game.outcome().describe());
            List<HistoryEntry> before = history();
            if (before.isEmpty() || !before.getLast().sameGame(entry)) {
                appendHistory(entry);
            }
            clear(saved.setup());
        } catch (IOException | RuntimeException e) {
            return setAside(f, over + " and could not be recorded in the history (" + e.getMessage() + ")");
        }
        LOG.warn("saved game {}: {}; recorded in {} and starting fresh", f, over, HISTORY);
        return new LoadResult.Fresh(saved.setup());
    }

    private LoadResult setAside(Path f, String problem) {
        try {
            Path to = SetAside.move(f, clock.instant());
            String reason = f + ": " + problem + "; set aside as " + to.getFileName() + ", starting fresh";
            LOG.warn("saved game {}", reason);
            return new LoadResult.SetAside(to, reason);
        } catch (IOException | RuntimeException e) {
            String reason = f + ": " + problem + "; could not set it aside (" + e + "), starting fresh";
            LOG.error("saved game {}", reason);
            return new LoadResult.SetAside(f, reason);
        }
    }

    // ---------------------------------------------------------------- history

    /**
     * Appends a finished game to the history, its outcome as the result. Keeps the last
     * {@value #HISTORY_LINES} games; rewritten crash-safely like the game file. Lines that do not
     * read correctly are moved to {@code history.txt.corrupt-<UTC time>} first.
     */
    public void appendHistory(Setup setup, Game game) throws IOException {
        appendHistory(setup, game, game.outcome().describe());
    }

    /** Appends a game with the given result, e.g. {@value HistoryEntry#ABANDONED}. */
    public void appendHistory(Setup setup, Game game, String result) throws IOException {
        appendHistory(entry(setup, game, result));
    }

    private HistoryEntry entry(Setup setup, Game game, String result) {
        return new HistoryEntry(clock.instant(), setup.rules(), setup.mode(),
                setup.mode().hasAi() ? OptionalInt.of(setup.level()) : OptionalInt.empty(), setup.opponentSide(), result, game.plies(),
                game.startPosition());
    }

    private void appendHistory(HistoryEntry entry) throws IOException {
        Path h = historyFile();
        List<String> lines = new ArrayList<>();
        Optional<HistoryFile.Read> read = readHistory(h);
        if (read.isPresent()) {
            lines.addAll(read.get().goodLines());
            if (!read.get().badLines().isEmpty()) {
                setAsideLines(h, read.get());
            }
        }
        lines.add(HistoryFile.format(entry));
        List<String> kept = lines.subList(Math.max(0, lines.size() - HISTORY_LINES), lines.size());
        Files.createDirectories(dir);
        byte[] bytes = (String.join("\n", kept) + "\n").getBytes(StandardCharsets.UTF_8);
        AtomicFile.write(h, bytes, sink);
        published = List.copyOf(HistoryFile.read(bytes).entries()); // what was written, as a page will read it
    }

    /**
     * Every game in the history that reads correctly, oldest first (bad lines are skipped and
     * logged here; the next append moves them aside), read now; it becomes the {@link #publishedHistory()}.
     * Empty when there is no history (or it cannot be read: then the published history stays as it was).
     */
    public List<HistoryEntry> history() {
        try {
            Path h = historyFile();
            Optional<HistoryFile.Read> read = readHistory(h);
            read.ifPresent(r -> r.problems().forEach(p -> LOG.warn("history {}: {} (skipped)", h, p)));
            published = List.copyOf(read.map(HistoryFile.Read::entries).orElse(List.of()));
            return published;
        } catch (IOException | RuntimeException e) {
            LOG.warn("history {}: cannot be read ({})", historyFile(), e.getMessage());
            return List.of();
        }
    }

    /** The history as this store's thread last loaded, read or wrote it, oldest first: for any thread (no file is touched). */
    public List<HistoryEntry> publishedHistory() {
        return published;
    }

    /**
     * The history's lines; empty when there is none. A history that is not a regular file or is
     * oversized is set aside whole (renamed) and counts as none; one that cannot be read throws.
     */
    private Optional<HistoryFile.Read> readHistory(Path h) throws IOException {
        try {
            return Optional.of(HistoryFile.read(SmallFile.read(h, MAX_HISTORY_BYTES)));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (UnusableFileException e) {
            Path to = SetAside.move(h, clock.instant());
            LOG.warn("history {}; set aside as {}, starting a new history", e.getMessage(), to.getFileName());
            return Optional.empty();
        }
    }

    /** Writes the bad lines, as found, to {@code history.txt.corrupt-<time>}, and logs each. */
    private void setAsideLines(Path h, HistoryFile.Read read) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] line : read.badLines()) {
            out.write(line);
            out.write('\n');
        }
        Path to = SetAside.name(h, clock.instant());
        AtomicFile.write(to, out.toByteArray(), sink);
        read.problems().forEach(p -> LOG.warn("history {}: {}; moved to {}", h, p, to.getFileName()));
    }
}
