package io.github.morrisboard.learn;

import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.files.SpecialFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PuzzleBookTest {
    static final Instant NOW = Instant.parse("2026-12-04T20:00:00Z");
    static final Puzzle BLOCK = new Puzzle("k1-3", Rules.STANDARD, Notation.parseRecord(
            io.github.morrisboard.engine.Position.start(Rules.STANDARD), "a1 b4 d1"), List.of(Notation.parsePly("g1")),
            Puzzle.Kind.BLOCK, Puzzle.Source.game("k1", 3), 0, 0);
    static final Puzzle MILL = new Puzzle("b1", Rules.STANDARD, Notation.parseRecord(
            io.github.morrisboard.engine.Position.start(Rules.STANDARD), "a1 b4 d1 a7"), List.of(Notation.parsePly("g1"),
            Notation.parsePly("xb4")), Puzzle.Kind.MILL, Puzzle.Source.builtIn(4), 2, 1);

    @TempDir
    Path dir;

    PuzzleBook book() {
        return new PuzzleBook(dir);
    }

    @Test
    void puzzlesAreKeptWithTheirCountsAcrossReads() throws IOException {
        assertEquals(List.of(), book().list(NOW));
        assertEquals(2, book().add(List.of(BLOCK, MILL), NOW));
        assertEquals(0, book().add(List.of(BLOCK), NOW), "an id already in the book is not added again");
        assertTrue(book().solved("k1-3", NOW));
        assertTrue(book().failed("k1-3", NOW));
        assertTrue(book().failed("k1-3", NOW));
        assertFalse(book().solved("nope", NOW));
        assertEquals(List.of(BLOCK.withSolved().withFailed().withFailed(), MILL), book().list(NOW));
        assertTrue(Files.readString(book().file()).startsWith(
                "k1-3 standard block game=k1@3 solved=1 failed=2 | a1 b4 d1 | g1 crc32 "), Files.readString(book().file()));
    }

    @Test
    void aTornLineIsSetAsideAndNamedAndTheRestKept() throws IOException {
        book().add(List.of(BLOCK, MILL), NOW);
        byte[] bytes = Files.readAllBytes(book().file());
        Files.write(book().file(), java.util.Arrays.copyOf(bytes, bytes.length - 5)); // the last line loses its end
        PuzzleBook b = book();
        assertEquals(List.of(BLOCK), b.list(NOW));
        assertEquals(1, b.problems().size());
        assertTrue(b.problems().getFirst().startsWith("puzzles.txt: line 2: no checksum"), b.problems().toString());
        b.solved("k1-3", NOW);
        Path aside = dir.resolve("puzzles.txt.corrupt-20261204T200000Z");
        assertTrue(Files.readString(aside).startsWith("b1 standard mill built-in@4 solved=2 failed=1"), "kept as found");
        assertTrue(b.problems().getFirst().endsWith("moved to puzzles.txt.corrupt-20261204T200000Z"), b.problems().toString());
        assertEquals(List.of(BLOCK.withSolved()), book().list(NOW));
        assertEquals(List.of(), book().problems());
    }

    @Test
    void anAlteredLineFailsItsChecksumAndAnIllegalLineSaysWhy() throws IOException {
        book().add(List.of(BLOCK), NOW);
        String text = Files.readString(book().file());
        Files.writeString(book().file(), text.replace("solved=0", "solved=9") + PuzzleLines.format(MILL).replace("| g1 xb4", "| g1 xd1")
                .replaceFirst(" crc32 .*", "") + " crc32 00000000\n");
        PuzzleBook b = book();
        assertEquals(List.of(), b.list(NOW));
        assertTrue(b.problems().get(0).startsWith("puzzles.txt: line 1: checksum mismatch"), b.problems().toString());
        assertTrue(b.problems().get(1).startsWith("puzzles.txt: line 2: checksum mismatch"), b.problems().toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PuzzleLines.parse(
                "b1 standard mill built-in@4 solved=0 failed=0 | a1 b4 d1 a7 | g1 xd1"));
        assertEquals("the line: ply 2 \"xd1\": d1 holds no black piece", e.getMessage());
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aBookThatIsNotAFileIsSetAsideWhole() throws Exception {
        SpecialFiles.fifo(book().file());
        PuzzleBook b = book();
        assertEquals(List.of(), b.list(NOW));
        assertTrue(Files.exists(dir.resolve("puzzles.txt.corrupt-20261204T200000Z")));
        assertTrue(b.problems().getFirst().contains("set aside as puzzles.txt.corrupt-20261204T200000Z"), b.problems().toString());
        assertEquals(1, book().add(List.of(BLOCK), NOW));
    }

    @Test
    void thePuzzleOfTheDayIsTheSameAllDayAndChanges() {
        List<Puzzle> ten = new java.util.ArrayList<>();
        for (int i = 0; i < 10; i++) {
            ten.add(new Puzzle("b" + i, MILL.rules(), MILL.before(), MILL.line(), MILL.kind(), MILL.source(), 0, 0));
        }
        LocalDate day = LocalDate.of(2026, 12, 4);
        assertEquals(PuzzleBook.ofTheDay(ten, day), PuzzleBook.ofTheDay(List.copyOf(ten), LocalDate.parse("2026-12-04")));
        Set<String> month = new HashSet<>();
        for (int d = 0; d < 30; d++) {
            month.add(PuzzleBook.ofTheDay(ten, day.plusDays(d)).orElseThrow().id());
        }
        assertTrue(month.size() >= 7, "30 days show most of ten puzzles: " + month);
        assertFalse(PuzzleBook.ofTheDay(ten, day).equals(PuzzleBook.ofTheDay(ten, day.plusDays(1))), "the next day another");
        assertEquals(java.util.Optional.empty(), PuzzleBook.ofTheDay(List.of(), day));
    }

    @Test
    void aPuzzleMustBePlayable() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Puzzle("x", Rules.STANDARD,
                BLOCK.before(), List.of(), Puzzle.Kind.BLOCK, Puzzle.Source.builtIn(0), 0, 0));
        assertEquals("a puzzle needs an answer", e.getMessage());
        assertTrue(PuzzleLines.read("x standard mill\n".getBytes(StandardCharsets.UTF_8)).problems().getFirst()
                .startsWith("line 1: no checksum"));
    }
}
