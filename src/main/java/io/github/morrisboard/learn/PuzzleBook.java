package io.github.morrisboard.learn;

import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;
import io.github.morrisboard.store.AtomicFile;
import io.github.morrisboard.store.SetAside;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The person's puzzles, beside the history: {@value #FILE} in the state directory, one puzzle a
 * line ({@link PuzzleLines}), rewritten crash-safely ({@link AtomicFile}) at every change. Read
 * through {@link SmallFile}: a file that is not a regular file or is over {@value #MAX_BYTES} bytes
 * is set aside whole (renamed {@code puzzles.txt.corrupt-<time>}); a torn or bad line is moved to
 * that file at the next write and named in {@link #problems()}, and the others are kept. Time comes
 * in as a parameter (the names of set-aside files); one thread uses a book.
 */
public final class PuzzleBook {
    public static final String FILE = "puzzles.txt";
    /** The most puzzles kept: the oldest go first. */
    public static final int MAX_PUZZLES = 500;
    /** 500 puzzles of a few hundred bytes each stay far below this. */
    static final long MAX_BYTES = 1024 * 1024;

    private final Path file;
    private final List<String> problems = new ArrayList<>();

    /** The book in {@code stateDir} (created at the first write). */
    public PuzzleBook(Path stateDir) {
        this.file = stateDir.resolve(FILE);
    }

    public Path file() {
        return file;
    }

    /** What the last read found wrong, one line each naming the file and line ({@code puzzles.txt: line 3: …}). */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    /** Every puzzle that reads correctly, in the order added. */
    public List<Puzzle> list(Instant now) throws IOException {
        return read(now).puzzles();
    }

    /** Adds the puzzles whose ids are not in the book yet; returns how many were added. */
    public int add(List<Puzzle> puzzles, Instant now) throws IOException {
        PuzzleLines.Read r = read(now);
        Map<String, Puzzle> all = byId(r.puzzles());
        int before = all.size();
        for (Puzzle p : puzzles) {
            all.putIfAbsent(p.id(), p);
        }
        int added = all.size() - before;
        if (added > 0 || !r.badLines().isEmpty()) {
            write(new ArrayList<>(all.values()), r, now);
        }
        return added;
    }

    /** Puzzle {@code id} solved once more; false when the book has no such puzzle. */
    public boolean solved(String id, Instant now) throws IOException {
        return change(id, Puzzle::withSolved, now);
    }

    /** Puzzle {@code id} failed once more; false when the book has no such puzzle. */
    public boolean failed(String id, Instant now) throws IOException {
        return change(id, Puzzle::withFailed, now);
    }

    private boolean change(String id, UnaryOperator<Puzzle> how, Instant now) throws IOException {
        PuzzleLines.Read r = read(now);
        Map<String, Puzzle> all = byId(r.puzzles());
        Puzzle p = all.get(id);
        if (p == null) {
            return false;
        }
        all.put(id, how.apply(p));
        write(new ArrayList<>(all.values()), r, now);
        return true;
    }

    /**
     * The puzzle of {@code day} among {@code puzzles} (the book's and the built-in ones, say): the
     * same all day, another the next, from the date alone. Empty when there are none.
     */
    public static Optional<Puzzle> ofTheDay(List<Puzzle> puzzles, LocalDate day) {
        if (puzzles.isEmpty()) {
            return Optional.empty();
        }
        long mixed = day.toEpochDay() * 0x9E3779B97F4A7C15L; // Fibonacci hashing: neighbouring days far apart
        return Optional.of(puzzles.get((int) Long.remainderUnsigned(mixed ^ (mixed >>> 29), puzzles.size())));
    }

    private static Map<String, Puzzle> byId(List<Puzzle> puzzles) {
        Map<String, Puzzle> m = new LinkedHashMap<>();
        puzzles.forEach(p -> m.put(p.id(), p));
        return m;
    }

    private PuzzleLines.Read read(Instant now) throws IOException {
        problems.clear();
        PuzzleLines.Read r;
        try {
            r = PuzzleLines.read(SmallFile.read(file, MAX_BYTES));
        } catch (NoSuchFileException e) {
            return new PuzzleLines.Read(List.of(), List.of(), List.of());
        } catch (UnusableFileException e) {
            Path to = SetAside.move(file, now);
            problems.add(e.getMessage() + "; set aside as " + to.getFileName());
            return new PuzzleLines.Read(List.of(), List.of(), List.of());
        }
        r.problems().forEach(p -> problems.add(file.getFileName() + ": " + p));
        return r;
    }

    private void write(List<Puzzle> puzzles, PuzzleLines.Read read, Instant now) throws IOException {
        Files.createDirectories(file.getParent());
        if (!read.badLines().isEmpty()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (byte[] line : read.badLines()) {
                out.write(line);
                out.write('\n');
            }
            Path to = SetAside.name(file, now);
            AtomicFile.replace(to, out.toByteArray());
            problems.replaceAll(p -> p + "; moved to " + to.getFileName());
        }
        List<Puzzle> kept = puzzles.subList(Math.max(0, puzzles.size() - MAX_PUZZLES), puzzles.size());
        StringBuilder text = new StringBuilder();
        kept.forEach(p -> text.append(PuzzleLines.format(p)).append('\n'));
        AtomicFile.replace(file, text.toString().getBytes(StandardCharsets.UTF_8));
    }
}
