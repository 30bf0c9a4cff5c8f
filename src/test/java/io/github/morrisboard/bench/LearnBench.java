package io.github.morrisboard.bench;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.learn.BuiltinPuzzles;
import io.github.morrisboard.learn.PlyScores;
import io.github.morrisboard.learn.Practice;
import io.github.morrisboard.learn.Progress;
import io.github.morrisboard.learn.Puzzle;
import io.github.morrisboard.learn.PuzzleBook;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.store.HistoryEntry;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/**
 * What a lesson costs the control loop (issue 33): saying what a wrong ply cost (two plies scored as
 * puzzles are, on the loop's thread), and making the practice published with each view again after a
 * game or a puzzle changed it (a book of 500 puzzles read from disk, a history of 200 games rated).
 */
@State(Scope.Benchmark)
@BenchmarkMode(org.openjdk.jmh.annotations.Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class LearnBench {
    Puzzle b2;
    Ply wrong;
    PlyScores scores;
    Path dir;
    Practice practice;
    List<HistoryEntry> history;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        b2 = BuiltinPuzzles.load().get(1);
        wrong = b2.position().position().legalPlies().stream().filter(p -> !p.equals(b2.answer())).findFirst().orElseThrow();
        scores = BuiltinPuzzles.scores();
        dir = Files.createTempDirectory("learn-bench");
        PuzzleBook book = new PuzzleBook(dir);
        List<Puzzle> many = new ArrayList<>();
        for (int i = 0; many.size() < PuzzleBook.MAX_PUZZLES; i++) {
            Puzzle p = BuiltinPuzzles.load().get(i % BuiltinPuzzles.COUNT);
            many.add(new Puzzle("g" + i, p.rules(), p.before(), p.line(), p.kind(), Puzzle.Source.game("k" + i, p.before().size()), 1, 2));
        }
        book.add(many, Instant.EPOCH);
        history = new ArrayList<>();
        List<Ply> plies = Game.replay(Rules.STANDARD, "d6 f4 d2 b4 a7").plies();
        for (int i = 0; i < 200; i++) {
            history.add(new HistoryEntry(Instant.ofEpochSecond(i), Rules.STANDARD, Mode.HUMAN_AI, OptionalInt.of(1 + i % 10),
                    Optional.of(Color.BLACK), i % 3 == 0 ? "black wins: white is down to two pieces" : "white wins: black is down to two pieces", plies));
        }
        practice = new Practice(Optional.of(book), () -> List.copyOf(history), () -> Instant.EPOCH, ZoneOffset.UTC);
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        try (var files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }

    /** A wrong ply's cost, as a puzzle says it. */
    @Benchmark
    public PlyScores.Cost wrongPlysCost() {
        return scores.cost(b2.position(), wrong, b2.answer());
    }

    /** The practice made again after a game (the history is a new list each time, as the store publishes one after each game). */
    @Benchmark
    public Progress progressAfterAGame() {
        return practice.progress();
    }

    /** The analysis found puzzles: the book of 500 read again from disk (on the analysis's thread), the history rated. */
    @Benchmark
    public int puzzlesFound() {
        return practice.add(List.of());
    }

    /** The practice as each view publishes it, nothing changed. */
    @Benchmark
    public Progress progressUnchanged() {
        return unchanged.progress();
    }

    Practice unchanged;

    @Setup(Level.Iteration)
    public void still() {
        List<HistoryEntry> h = List.copyOf(history);
        unchanged = new Practice(Optional.empty(), () -> h, () -> Instant.EPOCH, ZoneOffset.UTC);
        unchanged.progress();
    }
}
