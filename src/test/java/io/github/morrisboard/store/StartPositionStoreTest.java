package io.github.morrisboard.store;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.PositionText;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.CRC32;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A game that went on from a position set up on the board (issue 33) is saved, resumed, recorded and
 * analysed from that position; a bad start line is set aside naming its line; and the files written
 * before there was a start line (by the code of commit 99bc717, the literal bytes below) read as before.
 */
class StartPositionStoreTest {
    static final Setup SETUP = new Setup(Mode.HUMAN_AI, Color.BLACK, 4, true, Rules.STANDARD);
    static final String START = "W:a1,d2,g4 B:d6,g7 hand 6/7 black to move";
    /** The game file of commit 99bc717 for d6 a1 d2 b4 (human against the AI, black, level 4, hints on). */
    static final String OLD_GAME_FILE = """
            morrisboard-game 1
            mode human-vs-ai
            ai black
            level 4
            hints on
            rules standard
            game on
            plies d6 a1 d2 b4
            crc32 ea911e37
            """;
    /** A history line of commit 99bc717. */
    static final String OLD_HISTORY_LINE =
            "20261129T153000Z standard human-vs-ai level=4 opponent=black \"white resigned: black wins\" d5 a1 d6 b4 d7xb4 crc32 23a90398\n";

    @TempDir
    Path dir;

    GameStore store() {
        return new GameStore(dir, GameStoreTest.CLOCK, AtomicFile.Sink.FULL);
    }

    static Game fromStart(String... plies) {
        Game g = Game.from(PositionText.parse(Rules.STANDARD, START));
        for (String p : plies) {
            g = g.play(io.github.morrisboard.engine.Notation.parsePly(p));
        }
        return g;
    }

    @Test
    void aGameFromASetUpPositionIsSavedWithItsStartAndResumedFromIt() throws IOException {
        Game g = fromStart("b4", "e4", "b6");
        store().save(SavedGame.of(SETUP, g));
        List<String> lines = Files.readAllLines(store().file());
        assertEquals(List.of("morrisboard-game 1", "mode human-vs-ai", "ai black", "level 4", "hints on", "rules standard",
                "start " + START, "game on", "plies b4 e4 b6"), lines.subList(0, lines.size() - 1));
        LoadResult r = new GameStore(dir).load();
        SavedGame saved = assertInstanceOf(LoadResult.Resumed.class, r).game();
        assertEquals(PositionText.parse(Rules.STANDARD, START), saved.start());
        Game back = saved.game();
        assertEquals(g.position(), back.position());
        assertEquals(g.startPosition(), back.startPosition());
        assertEquals("b4 e4 b6", back.record());
    }

    @Test
    void aGameFromTheRulesStartWritesNoStartLine() throws IOException {
        store().save(SavedGame.of(SETUP, Game.replay(Rules.STANDARD, "d6 a1 d2 b4")));
        assertEquals(OLD_GAME_FILE, Files.readString(store().file()), "byte for byte as before");
    }

    @Test
    void aBadStartLineIsSetAsideNamingItsLine() throws IOException {
        store().save(SavedGame.of(SETUP, fromStart("b4")));
        String text = Files.readString(store().file());
        assertEquals("line 7 (start): \"z9\" is not a point (points are " + Point.names(Point.ALL) + ")",
                setAsideReason(text.replace("W:a1,d2,g4", "W:a1,z9,g4")));
        store().save(SavedGame.of(SETUP, fromStart("b4")));
        assertEquals("line 7 (start): with black to move black has one piece more in hand than white (white places first), not 6 and 6",
                setAsideReason(text.replace("hand 6/7", "hand 6/6")));
        store().save(SavedGame.of(SETUP, fromStart("b4")));
        assertTrue(setAsideReason(text.replace("plies b4", "plies d6")).startsWith("line 9 (plies): ply 1 \"d6\": d6 is occupied"),
                "the plies are checked from the start: d6 is free at the rules' start, not here");
        store().clear(SETUP);
        String none = Files.readString(store().file()).replace("game none", "start " + START + "\ngame none");
        assertEquals("line 7: start given with \"game none\"", setAsideReason(none));
    }

    /** Writes {@code text} with a valid checksum, loads it, and returns why it was set aside (after the file's name). */
    private String setAsideReason(String text) throws IOException {
        String body = text.substring(0, text.lastIndexOf("crc32 "));
        CRC32 c = new CRC32();
        c.update(body.getBytes(StandardCharsets.US_ASCII));
        Files.writeString(store().file(), body + String.format("crc32 %08x%n", c.getValue()));
        LoadResult.SetAside s = assertInstanceOf(LoadResult.SetAside.class, store().load());
        String reason = s.reason();
        return reason.substring(reason.indexOf(": ") + 2, reason.lastIndexOf("; set aside"));
    }

    @Test
    void theHistoryRecordsTheStartAndReadsItBackWithTheAnalysisKeyOfItsOwn() throws IOException {
        Game g = fromStart("b4", "e4");
        store().ended(SETUP, g, "black resigned: white wins");
        String line = Files.readString(dir.resolve(GameStore.HISTORY));
        assertTrue(line.startsWith("20261129T153000Z standard human-vs-ai level=4 opponent=black start=[" + START
                + "] \"black resigned: white wins\" b4 e4 crc32 "), line);
        HistoryEntry e = new GameStore(dir).history().getFirst();
        assertEquals(PositionText.parse(Rules.STANDARD, START), e.start());
        assertEquals(List.of(Ply.place(Point.parse("b4")), Ply.place(Point.parse("e4"))), e.plies());
        assertEquals(g.position(), e.game().position());
        assertEquals(AnalysisFiles.key(g), AnalysisFiles.key(e.rules(), e.start(), e.plies()));
        assertNotEquals(AnalysisFiles.key(g.rules(), g.plies()), AnalysisFiles.key(g), "another game than b4 e4 from the rules' start");
        assertTrue(Files.readString(store().file()).contains("game none"), "the game file forgets it");
    }

    @Test
    void aHistoryLineWithABadStartLosesOnlyItsLine() throws IOException {
        store().appendHistory(SETUP, Game.replay(Rules.STANDARD, "d6 a1"), "abandoned");
        String good = Files.readString(dir.resolve(GameStore.HISTORY));
        String bad = HistoryFile.format(new HistoryEntry(GameStoreTest.CLOCK.instant(), Rules.STANDARD, Mode.HUMAN_HUMAN,
                java.util.OptionalInt.empty(), java.util.Optional.empty(), "abandoned", List.of(), PositionText.parse(Rules.STANDARD, START)))
                .replace("hand 6/7", "hand 9/9");
        String body = bad.substring(0, bad.lastIndexOf(" crc32 "));
        Files.writeString(dir.resolve(GameStore.HISTORY), good + io.github.morrisboard.files.SignedLines.sign(body) + "\n");
        HistoryFile.Read read = HistoryFile.read(Files.readAllBytes(dir.resolve(GameStore.HISTORY)));
        assertEquals(1, read.entries().size());
        assertEquals(List.of("line 2: the start position: white has 12 pieces on the board and in hand; the rules give 9 a side"), read.problems());
    }

    @Test
    void filesWrittenBeforeThereWasAStartLineReadAsBefore() throws IOException {
        Files.writeString(store().file(), OLD_GAME_FILE);
        Files.writeString(dir.resolve(GameStore.HISTORY), OLD_HISTORY_LINE);
        LoadResult r = store().load();
        SavedGame saved = assertInstanceOf(LoadResult.Resumed.class, r).game();
        assertEquals(SETUP, saved.setup());
        assertEquals(Position.start(Rules.STANDARD), saved.start());
        assertEquals("d6 a1 d2 b4", saved.game().record());
        HistoryEntry e = store().history().getFirst();
        assertTrue(e.fromRulesStart());
        assertEquals(Game.replay(Rules.STANDARD, "d5 a1 d6 b4 d7 xb4").plies(), e.plies());
        assertEquals(AnalysisFiles.key(e.rules(), e.plies()), AnalysisFiles.key(e.rules(), e.start(), e.plies()),
                "an old game's analysis is found under its old key");
        assertEquals(OLD_HISTORY_LINE, HistoryFile.format(e) + "\n", "and written again byte for byte");
    }
}
