package io.github.morrisboard.store;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HistoryTest {
    static final Game SHORT = Game.replay(Rules.STANDARD, "d6 a1 d2 b4");

    @TempDir
    Path dir;

    GameStore store() {
        return new GameStore(dir, GameStoreTest.CLOCK, AtomicFile.Sink.FULL);
    }

    Path history() {
        return dir.resolve(GameStore.HISTORY);
    }

    Path setAsideHistory() {
        return dir.resolve("history.txt.corrupt-20261129T153000Z");
    }

    void threeGames() throws IOException {
        for (int level = 1; level <= 3; level++) {
            store().appendHistory(Setups.EXAMPLE.withLevel(level), SHORT);
        }
    }

    @Test
    void oneBadByteSetsAsideOnlyItsLineAndTheNextGameIsStillRecorded() throws IOException {
        threeGames();
        byte[] bytes = Files.readAllBytes(history());
        int second = new String(bytes, StandardCharsets.US_ASCII).indexOf('\n') + 1;
        bytes[second + 40] = (byte) 0xff; // not UTF-8: before, every later game end threw MalformedInputException
        Files.write(history(), bytes);
        byte[] badLine = java.util.Arrays.copyOfRange(bytes, second, new String(bytes, StandardCharsets.ISO_8859_1).indexOf('\n', second));

        store().appendHistory(Setups.EXAMPLE.withLevel(4), SHORT);

        assertEquals(List.of(1, 3, 4), store().history().stream().map(e -> e.level().getAsInt()).toList());
        assertArrayEquals((new String(badLine, StandardCharsets.ISO_8859_1) + "\n").getBytes(StandardCharsets.ISO_8859_1),
                Files.readAllBytes(setAsideHistory()), "the bad line is kept as it was, apart");
    }

    @Test
    void anAlteredCharacterFailsItsLinesChecksum() throws IOException {
        threeGames();
        String text = Files.readString(history());
        Files.writeString(history(), text.replaceFirst("level=2", "level=7")); // still a well-formed line
        assertEquals(List.of(1, 3), store().history().stream().map(e -> e.level().getAsInt()).toList());
        store().appendHistory(Setups.EXAMPLE, SHORT);
        assertTrue(Files.readString(setAsideHistory()).contains("level=7"));
        assertEquals(3, store().history().size());
    }

    @Test
    void eachLineSaysTheOpponentsSideAgainstThePersonOnly() throws IOException {
        store().appendHistory(Setups.EXAMPLE.withOpponentColor(io.github.morrisboard.engine.Color.WHITE), SHORT);
        store().appendHistory(Setups.EXAMPLE.withMode(Mode.REMOTE), SHORT);
        store().appendHistory(Setups.EXAMPLE.withMode(Mode.HUMAN_HUMAN), SHORT);
        store().appendHistory(Setups.EXAMPLE.withMode(Mode.AI_AI), SHORT);
        assertEquals(List.of(java.util.Optional.of(io.github.morrisboard.engine.Color.WHITE),
                        java.util.Optional.of(io.github.morrisboard.engine.Color.BLACK), java.util.Optional.empty(), java.util.Optional.empty()),
                store().history().stream().map(HistoryEntry::opponent).toList());
        assertTrue(Files.readString(history()).startsWith("20261129T153000Z standard human-vs-ai level=3 opponent=white \"game on\" d6 a1 d2 b4 crc32 "),
                Files.readString(history()));
    }

    @Test
    void anOpponentThatIsNoSideSpoilsOnlyItsLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HistoryFile.parse("20261128T101500Z standard human-vs-ai level=5 opponent=red \"game on\" d6"));
        assertEquals("expected white or black, got \"red\"", e.getMessage());
    }

    @Test
    void linesWrittenBeforeChecksumsAreStillRead() throws IOException {
        Files.writeString(history(), "20261128T101500Z standard human-vs-ai level=5 \"white wins: black has no legal move\" d6 a1 d2\n"
                + "20261128T111500Z twelve human-vs-human \"abandoned\" \n");
        List<HistoryEntry> h = store().history();
        assertEquals(2, h.size());
        assertEquals(new HistoryEntry(java.time.Instant.parse("2026-11-28T10:15:00Z"), Rules.STANDARD, Mode.HUMAN_AI,
                OptionalInt.of(5), "white wins: black has no legal move", Game.replay(Rules.STANDARD, "d6 a1 d2").plies()), h.get(0));
        assertEquals(OptionalInt.empty(), h.get(1).level());
        store().appendHistory(Setups.EXAMPLE, SHORT);
        assertEquals(3, store().history().size());
        assertFalse(Files.exists(setAsideHistory()));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aHistoryThatIsNotAFileIsSetAsideWhole() throws Exception {
        io.github.morrisboard.files.SpecialFiles.fifo(history());
        assertEquals(List.of(), store().history());
        store().appendHistory(Setups.EXAMPLE, SHORT);
        assertEquals(1, store().history().size());
        assertTrue(Files.exists(setAsideHistory()));
    }

    @Test
    void anAbandonedGameIsKeptWithItsPlies() throws IOException {
        store().save(SavedGame.of(Setups.EXAMPLE, SHORT));
        store().abandoned(Setups.EXAMPLE, SHORT);
        assertEquals(new LoadResult.Fresh(Setups.EXAMPLE), store().load());
        HistoryEntry e = store().history().getFirst();
        assertEquals(HistoryEntry.ABANDONED, e.result());
        assertEquals(SHORT.plies(), e.plies());
    }

    @Test
    void aFinishedGameIsRecordedAndForgotten() throws IOException {
        Game drawn = Repetition.draw();
        store().save(SavedGame.of(Setups.EXAMPLE, drawn.undo())); // the controller saved up to the ply before the end
        store().finished(Setups.EXAMPLE, drawn);
        assertEquals(new LoadResult.Fresh(Setups.EXAMPLE), store().load());
        assertEquals(drawn.plies(), store().history().getFirst().plies());
    }

    @Test
    void whenTheHistoryCannotBeWrittenTheFinishedGameIsNeverResumedOnePlyBeforeItsEnd() throws IOException {
        Game drawn = Repetition.draw();
        store().save(SavedGame.of(Setups.EXAMPLE, drawn.undo()));
        Files.createDirectories(AtomicFile.temp(history())); // the history's temp file cannot be made
        assertThrows(IOException.class, () -> store().finished(Setups.EXAMPLE, drawn));
        // a restart now: the history still cannot be written, so the game file is set aside, not resumed
        LoadResult.SetAside r = assertInstanceOf(LoadResult.SetAside.class, store().load());
        assertTrue(r.reason().contains("the game is over (draw: the same position for the third time) but was marked running"
                + " and could not be recorded in the history"), r.reason());
        // once the history works, such a file is recorded and the board starts fresh
        Files.delete(AtomicFile.temp(history()));
        Files.move(r.movedTo(), store().file());
        assertEquals(new LoadResult.Fresh(Setups.EXAMPLE), store().load());
        assertEquals(drawn.plies(), store().history().getFirst().plies());
    }

    @Test
    void aCrashBetweenRecordingAndClearingDoesNotRecordTheGameTwice() throws IOException {
        Game drawn = Repetition.draw();
        store().appendHistory(Setups.EXAMPLE, drawn);
        store().save(SavedGame.of(Setups.EXAMPLE, drawn)); // the game file was not cleared yet
        assertEquals(new LoadResult.Fresh(Setups.EXAMPLE), store().load());
        assertEquals(1, store().history().size());
    }

    /** The history's lines as written. */
    List<String> lines() throws IOException {
        return Files.readAllLines(history(), StandardCharsets.UTF_8);
    }

    /** A line that checks, with any rules text (a board of another version, or a hand, wrote it). */
    static String signed(String body) {
        java.util.zip.CRC32 c = new java.util.zip.CRC32();
        c.update(body.getBytes(StandardCharsets.UTF_8));
        return body + String.format(" crc32 %08x", c.getValue());
    }

    @Test
    void aLineWhoseRulesCannotBeReadIsSetAsideAndEveryOtherGameStays() throws IOException {
        // F9: before, Rules.parse(",") threw ArrayIndexOutOfBoundsException out of HistoryFile.read: the whole
        // history read as empty, the finished game in game.txt could not be recorded, and every later game end threw
        String good = signed("20261102T100000Z standard human-vs-human \"abandoned\" d6 f4 d7 b4");
        String bad = signed("20261103T100000Z , human-vs-human \"abandoned\" d6");
        String old = "20261104T100000Z ,,, human-vs-human \"abandoned\" d6"; // and one without a checksum
        Files.writeString(history(), good + "\n" + bad + "\n" + old + "\n");
        Game drawn = Repetition.draw();
        store().save(SavedGame.of(Setups.EXAMPLE, drawn)); // finished, still marked running

        assertEquals(new LoadResult.Fresh(Setups.EXAMPLE), store().load(), "recorded, not set aside");
        assertEquals(2, store().history().size(), "the good game and the finished one");
        assertEquals(List.of(bad, old), Files.readAllLines(setAsideHistory()), "the bad lines are kept as found, apart");
        store().abandoned(Setups.EXAMPLE, SHORT);
        assertEquals(List.of(List.of("d6", "f4", "d7", "b4"), drawn.plies().stream().map(Object::toString).toList(),
                        SHORT.plies().stream().map(Object::toString).toList()),
                store().history().stream().map(e -> e.plies().stream().map(Object::toString).toList()).toList());
    }

    @Test
    void aLastLineTornInsideItsPliesIsSetAsideNotShortenedAndSignedAgain() throws IOException {
        // F10: before, a line cut before its " crc32 …" was taken for a line written before checksums: read as a
        // shorter game and written back with a fresh, valid checksum at the next append, without a word
        Game longer = Game.replay(Rules.STANDARD, "d6 a1 d2 b4 d7 a4 f4 a7 xd7");
        store().appendHistory(Setups.EXAMPLE, SHORT);
        store().appendHistory(Setups.EXAMPLE.withLevel(2), longer);
        byte[] whole = Files.readAllBytes(history());
        String text = new String(whole, StandardCharsets.UTF_8);
        String last = text.substring(text.indexOf('\n') + 1, text.length() - 1);
        int cut = text.indexOf('\n') + 1 + last.indexOf(" a4 ") + 3; // after "a4": still a record that parses
        Files.write(history(), java.util.Arrays.copyOf(whole, cut));

        assertEquals(1, store().history().size(), "the torn game is not a game");
        store().appendHistory(Setups.EXAMPLE.withLevel(4), SHORT);

        assertEquals(List.of(OptionalInt.of(Setups.EXAMPLE.level()), OptionalInt.of(4)), store().history().stream().map(HistoryEntry::level).toList());
        assertEquals(List.of(last.substring(0, last.indexOf(" a4 ") + 3)), Files.readAllLines(setAsideHistory()),
                "kept as found, apart");
        assertTrue(lines().stream().noneMatch(l -> l.contains("level=2")), "never signed again: " + lines());
    }

    @Test
    void aLineWithoutChecksumAmongSignedLinesIsNotAnOldLine() throws IOException {
        // once a board of this version wrote the file, every line it keeps is signed: one that is not was torn or altered
        threeGames();
        List<String> signedLines = lines();
        String stripped = signedLines.get(1).substring(0, signedLines.get(1).lastIndexOf(" crc32 "));
        Files.writeString(history(), signedLines.get(0) + "\n" + stripped + "\n" + signedLines.get(2) + "\n");
        assertEquals(List.of(1, 3), store().history().stream().map(e -> e.level().getAsInt()).toList());
        store().appendHistory(Setups.EXAMPLE.withLevel(4), SHORT);
        assertEquals(List.of(stripped), Files.readAllLines(setAsideHistory()));
        assertEquals(List.of(1, 3, 4), store().history().stream().map(e -> e.level().getAsInt()).toList());
    }
}
