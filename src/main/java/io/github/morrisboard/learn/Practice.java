package io.github.morrisboard.learn;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.store.HistoryEntry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The person's practice, as the board keeps it: the puzzles of their own games in the {@link PuzzleBook}
 * beside the history (with the counts of the built-in ones once played), the {@link BuiltinPuzzles}, the
 * positions of the games in the history, and the rating those games give ({@link BoardRating},
 * {@link AdaptiveLevel}). The control loop reads and counts through it; the background analysis adds
 * the puzzles it finds (another thread): every change holds the one lock. {@link #progress()} is read
 * without it while nothing changed (the loop publishes it every turn), and is made again only when
 * something did: the rating when the history is a new one, the puzzles' counts when one is counted (in
 * memory: the book is not read again for it), the whole book when the analysis added puzzles, on the
 * analysis's thread.
 */
public final class Practice {
    private static final Logger log = LoggerFactory.getLogger(Practice.class);

    /** The book on disk; empty: counts kept in memory only (a board without a state directory, tests). */
    private final Optional<PuzzleBook> book;
    private final Map<String, Puzzle> memory = new LinkedHashMap<>();
    private final List<Puzzle> builtIn = BuiltinPuzzles.load();
    private final Supplier<List<HistoryEntry>> history;
    private final Supplier<Instant> clock;
    private final ZoneId zone;
    private PlyScores scores;
    /** The progress made last (null: to be made again), and the history it was made from (the store publishes a new list when it changes). */
    private volatile Progress made;
    private volatile List<HistoryEntry> madeFrom = List.of();
    /** The puzzles as last read, with the counts made since; empty: to be read again. */
    private Optional<List<Puzzle>> puzzles = Optional.empty();

    /**
     * @param book    where the person's puzzles and counts are kept (empty: in memory)
     * @param history the games of the history, oldest first, as the board last wrote them
     * @param clock   now (the day's puzzle, the names of set-aside files)
     * @param zone    the day's zone
     */
    public Practice(Optional<PuzzleBook> book, Supplier<List<HistoryEntry>> history, Supplier<Instant> clock, ZoneId zone) {
        this.book = book;
        this.history = history;
        this.clock = clock;
        this.zone = zone;
    }

    /** The built-in puzzles alone, counted in memory, with no history. */
    public static Practice builtIn() {
        return new Practice(Optional.empty(), List::of, () -> Instant.EPOCH, ZoneId.of("UTC"));
    }

    /** What the person has practised now. */
    public Progress progress() {
        Progress p = made;
        if (p != null && history.get() == madeFrom) {
            return p; // nothing changed: no lock, no work (each turn of the loop publishes it)
        }
        synchronized (this) {
            return make();
        }
    }

    /** Makes the progress again from the puzzles kept (read when there are none) and the history now. */
    private Progress make() {
        List<HistoryEntry> h = history.get();
        List<Puzzle> all = puzzles.orElseGet(this::puzzles);
        puzzles = Optional.of(all);
        List<BoardRating.Point> curve = BoardRating.curve(h);
        Glicko2.Rating rating = curve.isEmpty() ? Glicko2.NEWCOMER : curve.getLast().rating();
        Progress p = new Progress(all, PuzzleBook.ofTheDay(all, clock.get().atZone(zone).toLocalDate()).map(Puzzle::id),
                curve, rating, AdaptiveLevel.levelFor(rating));
        madeFrom = h;
        made = p;
        return p;
    }

    /** The puzzle {@code id}; with none asked for, the next to practise ({@link #next}). */
    public synchronized Optional<Puzzle> puzzle(Optional<String> id) {
        List<Puzzle> all = progress().puzzles();
        return id.isPresent() ? all.stream().filter(p -> p.id().equals(id.get())).findFirst() : next(all);
    }

    /**
     * The next puzzle to practise among {@code all}: the first never solved (the person's own come first,
     * newest first), else the one solved least often.
     */
    public static Optional<Puzzle> next(List<Puzzle> all) {
        return all.stream().filter(p -> p.solved() == 0).findFirst()
                .or(() -> all.stream().min(Comparator.comparingInt(Puzzle::solved)));
    }

    /** Puzzle {@code p} was solved (or failed) once more; returns whether it was written. */
    public synchronized boolean count(Puzzle p, boolean solved) {
        made = null;
        puzzles = puzzles.map(all -> all.stream().map(q -> !q.id().equals(p.id()) ? q : solved ? q.withSolved() : q.withFailed())
                .toList()); // as the book will have it: it is not read again for one count
        if (book.isEmpty()) {
            Puzzle kept = memory.getOrDefault(p.id(), p);
            memory.put(p.id(), solved ? kept.withSolved() : kept.withFailed());
            return true;
        }
        try {
            Instant now = clock.get();
            book.get().add(List.of(zero(p)), now); // a built-in puzzle is kept in the book once played
            return solved ? book.get().solved(p.id(), now) : book.get().failed(p.id(), now);
        } catch (IOException | RuntimeException e) {
            log.warn("puzzle {} could not be counted: {}", p.id(), e.toString());
            puzzles = Optional.empty(); // read the book again: it has what was written
            return false;
        }
    }

    /** Puzzles found in the person's games (the background analysis); returns how many were new. */
    public synchronized int add(List<Puzzle> found) {
        int added;
        if (book.isEmpty()) {
            int before = memory.size();
            found.forEach(p -> memory.putIfAbsent(p.id(), p));
            added = memory.size() - before;
        } else {
            try {
                added = book.get().add(found, clock.get());
            } catch (IOException | RuntimeException e) {
                log.warn("{} puzzles found could not be kept: {}", found.size(), e.toString());
                added = 0;
            }
        }
        puzzles = Optional.empty();
        make(); // the book read again here, on the caller's thread (the analysis's), not the loop's
        return added;
    }

    /** What playing {@code played} instead of {@code better} in {@code at} costs (searched here: milliseconds). */
    public synchronized PlyScores.Cost cost(Game at, Ply played, Ply better) {
        if (scores == null) {
            scores = BuiltinPuzzles.scores();
        }
        return scores.cost(at, played, better);
    }

    /**
     * Game {@code game} of the history (1: the oldest) after {@code ply} of its plies (0: its start, the rules'
     * or a position set up on the board), replayed under its rules; empty when there is no such game or ply.
     */
    public synchronized Optional<Game> position(int game, int ply) {
        List<HistoryEntry> h = history.get();
        if (game < 1 || game > h.size() || ply < 0 || ply > h.get(game - 1).plies().size()) {
            return Optional.empty();
        }
        HistoryEntry e = h.get(game - 1);
        Game g = Game.from(e.start());
        for (Ply p : e.plies().subList(0, ply)) {
            g = g.play(p);
        }
        return Optional.of(g);
    }

    /** The person's own puzzles (newest first), then the built-in ones, with the counts kept. */
    private List<Puzzle> puzzles() {
        Map<String, Puzzle> kept = new LinkedHashMap<>();
        if (book.isPresent()) {
            try {
                book.get().list(clock.get()).forEach(p -> kept.put(p.id(), p));
                book.get().problems().forEach(p -> log.warn("{}", p));
            } catch (IOException | RuntimeException e) {
                log.warn("the puzzle book cannot be read: {}", e.toString());
            }
        }
        kept.putAll(memory);
        List<Puzzle> own = new ArrayList<>(kept.values().stream().filter(p -> !p.source().isBuiltIn()).toList());
        java.util.Collections.reverse(own);
        List<Puzzle> all = new ArrayList<>(own);
        builtIn.forEach(b -> all.add(kept.getOrDefault(b.id(), b)));
        return all;
    }

    /** {@code p} as first kept: no counts yet. */
    private static Puzzle zero(Puzzle p) {
        return new Puzzle(p.id(), p.rules(), p.before(), p.line(), p.kind(), p.source(), 0, 0);
    }
}
