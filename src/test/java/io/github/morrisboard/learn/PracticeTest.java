package io.github.morrisboard.learn;

import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The practice kept beside the history (issue 33): the next puzzle, the counts on disk, the progress made again only when needed. */
class PracticeTest {
    @TempDir
    Path dir;

    private Practice practice() {
        return new Practice(Optional.of(new PuzzleBook(dir)), List::of, () -> Instant.parse("2026-12-02T10:00:00Z"), ZoneOffset.UTC);
    }

    /** A puzzle of the person's own game: white's d6 better than anything else at the start (made up). */
    private static Puzzle own(String key) {
        return new Puzzle(key + "-0", Rules.STANDARD, List.of(), List.of(Notation.parsePly("d6")), Puzzle.Kind.BETTER,
                Puzzle.Source.game(key, 0), 0, 0);
    }

    @Test
    void theNextPuzzleIsTheFirstNeverSolvedTheOwnFirstNewestFirst() {
        Practice p = practice();
        assertEquals("b1", p.puzzle(Optional.empty()).orElseThrow().id(), "the built-in set alone");
        assertEquals(1, p.add(List.of(own("g1"))));
        assertEquals(1, p.add(List.of(own("g2"), own("g1"))), "a puzzle already kept is not added again");
        assertEquals(List.of("g2-0", "g1-0", "b1"), p.progress().puzzles().stream().limit(3).map(Puzzle::id).toList());
        assertEquals("g2-0", p.puzzle(Optional.empty()).orElseThrow().id());
        assertTrue(p.count(p.puzzle(Optional.of("g2-0")).orElseThrow(), true));
        assertEquals("g1-0", p.puzzle(Optional.empty()).orElseThrow().id(), "solved once: the next one");
        assertEquals(Optional.empty(), p.puzzle(Optional.of("nope")));
    }

    @Test
    void countsAreKeptInTheBookAndReadByTheNextStart() {
        Practice p = practice();
        Progress before = p.progress();
        assertSame(before, p.progress(), "nothing changed: the same progress, not made again");
        p.count(p.puzzle(Optional.of("b5")).orElseThrow(), false);
        p.count(p.puzzle(Optional.of("b5")).orElseThrow(), true);
        Progress after = p.progress();
        assertNotSame(before, after);
        Puzzle b5 = after.puzzles().stream().filter(z -> z.id().equals("b5")).findFirst().orElseThrow();
        assertEquals(List.of(1, 1), List.of(b5.solved(), b5.failed()));
        Puzzle again = practice().progress().puzzles().stream().filter(z -> z.id().equals("b5")).findFirst().orElseThrow();
        assertEquals(List.of(1, 1), List.of(again.solved(), again.failed()), "as the book on disk has them");
        assertEquals(1, after.solved());
        assertTrue(after.ofTheDay().isPresent(), "a puzzle of the day from the date");
    }

    @Test
    void aHistoryGameFromASetUpPositionIsSetUpAgainFromThatPosition() {
        String start = "W:a1,d2,g4 B:d6,g7 hand 6/7 black to move";
        io.github.morrisboard.engine.Position from = io.github.morrisboard.engine.PositionText.parse(Rules.STANDARD, start);
        var entry = new io.github.morrisboard.store.HistoryEntry(Instant.parse("2026-12-01T10:00:00Z"), Rules.STANDARD,
                io.github.morrisboard.setup.Mode.HUMAN_HUMAN, java.util.OptionalInt.empty(), Optional.empty(), "abandoned",
                List.of(Notation.parsePly("b4"), Notation.parsePly("e4")), from);
        Practice p = new Practice(Optional.of(new PuzzleBook(dir)), () -> List.of(entry), () -> Instant.parse("2026-12-02T10:00:00Z"),
                ZoneOffset.UTC);
        assertEquals(from, p.position(1, 0).orElseThrow().position(), "ply 0: the position the game began from");
        assertEquals(from.play(Notation.parsePly("b4")), p.position(1, 1).orElseThrow().position());
        assertEquals(from, p.position(1, 2).orElseThrow().startPosition(), "a game goes on from it with its start");
        assertEquals(Optional.empty(), p.position(1, 3));
    }
}
