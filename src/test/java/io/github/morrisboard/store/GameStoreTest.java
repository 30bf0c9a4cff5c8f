package io.github.morrisboard.store;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GameStoreTest {
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-29T15:30:00Z"), ZoneOffset.UTC);
    static final Setup SETUP = new Setup(Mode.HUMAN_AI, Color.WHITE, 7, false,
            Rules.parse("twelve,flying=off"));
    static final String RECORD = "a1 d1 a4 d2 a7 xd1 d3";

    @TempDir
    Path dir;

    static SavedGame game(Setup setup, String record) {
        return SavedGame.of(setup, Game.replay(setup.rules(), record));
    }

    GameStore store() {
        return new GameStore(dir, CLOCK, AtomicFile.Sink.FULL);
    }

    @Test
    void noFileIsAFreshStartWithTheDefaults() {
        assertEquals(new LoadResult.NoFile(), store().load());
    }

    @Test
    void aSavedGameResumesWithItsSetupAndEveryPly() throws IOException {
        SavedGame g = game(SETUP, RECORD);
        store().save(g);
        LoadResult r = new GameStore(dir).load();
        assertEquals(new LoadResult.Resumed(g), r);
        assertEquals(RECORD, ((LoadResult.Resumed) r).game().game().record());
        assertEquals(Optional.of(SETUP), r.lastSetup());
        assertFalse(Files.exists(AtomicFile.temp(store().file())), "no temp file left behind");
    }

    @Test
    void aGameWithoutPliesRoundTrips() throws IOException {
        SavedGame g = new SavedGame(Setups.EXAMPLE, List.of());
        store().save(g);
        assertEquals(new LoadResult.Resumed(g), store().load());
    }

    @Test
    void clearForgetsTheGameAndRemembersTheSetup() throws IOException {
        store().save(game(SETUP, RECORD));
        store().clear(SETUP);
        assertEquals(new LoadResult.Fresh(SETUP), store().load());
    }

    @Test
    void theFileIsSmallReadableText() throws IOException {
        Game g = Game.start(Rules.STANDARD);
        java.util.Random r = new java.util.Random(1);
        while (!g.outcome().isOver() && g.plyCount() < 200) {
            List<Ply> legal = g.position().legalPlies();
            g = g.play(legal.get(r.nextInt(legal.size())));
        }
        store().save(SavedGame.of(Setups.EXAMPLE, g));
        long size = Files.size(store().file());
        assertTrue(size < 2048, g.plyCount() + " plies took " + size + " bytes");
        List<String> lines = Files.readAllLines(store().file());
        assertEquals("morrisboard-game 1", lines.get(0));
        assertTrue(lines.contains("mode human-vs-ai"), lines.toString());
        assertTrue(lines.get(lines.size() - 1).matches("crc32 [0-9a-f]{8}"), lines.toString());
    }

    @Test
    void aCorruptFileIsSetAsideNotDeletedAndTheBoardStartsFresh() throws IOException {
        store().save(game(SETUP, RECORD));
        Path f = store().file();
        byte[] good = Files.readAllBytes(f);
        byte[] bad = good.clone();
        bad[good.length / 2] ^= 0x01;
        Files.write(f, bad);
        LoadResult.SetAside r = assertInstanceOf(LoadResult.SetAside.class, store().load());
        assertEquals(dir.resolve("game.txt.corrupt-20261129T153000Z"), r.movedTo());
        assertArrayEquals(bad, Files.readAllBytes(r.movedTo()), "kept as it was");
        assertFalse(Files.exists(f));
        assertTrue(r.reason().contains(f.toString()) && r.reason().contains("checksum"), r.reason());
        assertEquals(Optional.empty(), r.lastSetup(), "the settings' setup applies");
        assertEquals(new LoadResult.NoFile(), store().load(), "the next start is clean");
        // a second corrupt file on the same second gets its own name
        Files.write(f, bad);
        assertEquals(dir.resolve("game.txt.corrupt-20261129T153000Z-1"),
                assertInstanceOf(LoadResult.SetAside.class, store().load()).movedTo());
    }

    @Test
    void everyTruncationIsDetected() throws IOException {
        store().save(game(SETUP, RECORD));
        byte[] good = Files.readAllBytes(store().file());
        for (int len = 0; len < good.length; len++) {
            Files.write(store().file(), java.util.Arrays.copyOf(good, len));
            LoadResult r = store().load();
            assertInstanceOf(LoadResult.SetAside.class, r, "truncated to " + len + " bytes");
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(good.length, files.filter(p -> p.getFileName().toString().startsWith("game.txt.corrupt-")).count());
        }
    }

    @Test
    void contentErrorsBehindAValidChecksumNameTheLine() throws IOException {
        String why = setAsideReason(GameFile.encode(SETUP, Optional.of(List.of(Ply.place(0), Ply.place(0)))));
        assertTrue(why.contains("line 8 (plies)") && why.contains("a1"), why);
        String text = new String(GameFile.encode(SETUP, Optional.empty()), StandardCharsets.US_ASCII);
        assertTrue(setAsideReason(withCrc(text.replace("level 7", "level 12"))).contains("level must be 1..10"));
        assertTrue(setAsideReason(withCrc(text.replace("hints off", "colour red"))).contains("line 5: unknown key \"colour\""));
        assertTrue(setAsideReason(withCrc(text.replace("rules twelve,flying=off\n", ""))).contains("no \"rules\" line"));
        assertTrue(setAsideReason(withCrc(text.replace("morrisboard-game 1", "morrisboard-game 9"))).contains("line 1"));
        assertTrue(setAsideReason(withCrc(text.replace("ai white", "ai green"))).contains("line 3 (ai)"));
    }

    /** The text without its checksum line, with a fresh valid one. */
    static byte[] withCrc(String text) {
        String body = text.substring(0, text.lastIndexOf("crc32 "));
        java.util.zip.CRC32 c = new java.util.zip.CRC32();
        c.update(body.getBytes(StandardCharsets.US_ASCII));
        return (body + String.format("crc32 %08x%n", c.getValue())).getBytes(StandardCharsets.US_ASCII);
    }

    String setAsideReason(byte[] content) throws IOException {
        Files.write(store().file(), content);
        return assertInstanceOf(LoadResult.SetAside.class, store().load()).reason();
    }

    @Test
    void aHugeFileIsNotReadButSetAside() throws IOException {
        Files.write(store().file(), new byte[(int) GameStore.MAX_BYTES + 1]);
        String why = assertInstanceOf(LoadResult.SetAside.class, store().load()).reason();
        assertEquals(store().file() + ": larger than 64 KiB (65537 bytes); set aside as game.txt.corrupt-20261129T153000Z, "
                + "starting fresh", why);
    }

    @Test
    void aDirectoryIsSetAside() throws IOException {
        Files.createDirectories(store().file()); // a directory where the file should be
        LoadResult.SetAside r = assertInstanceOf(LoadResult.SetAside.class, store().load());
        assertEquals(store().file() + ": not a regular file (a directory); set aside as game.txt.corrupt-20261129T153000Z, "
                + "starting fresh", r.reason());
        assertTrue(Files.isDirectory(r.movedTo()));
    }

    @Test
    @org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
    void aFifoIsSetAsideWithoutHanging() throws Exception {
        io.github.morrisboard.files.SpecialFiles.fifo(store().file());
        LoadResult.SetAside r = assertInstanceOf(LoadResult.SetAside.class, store().load());
        assertTrue(r.reason().startsWith(store().file() + ": not a regular file (a FIFO); set aside as game.txt.corrupt-"), r.reason());
        assertFalse(Files.exists(store().file(), java.nio.file.LinkOption.NOFOLLOW_LINKS));
    }

    @Test
    void aSymlinkToDevZeroIsSetAsideNotRead() throws IOException {
        Files.createSymbolicLink(store().file(), Path.of("/dev/zero"));
        LoadResult.SetAside r = assertInstanceOf(LoadResult.SetAside.class, store().load());
        assertTrue(r.reason().startsWith(store().file() + ": not a regular file (a character device)"), r.reason());
        assertTrue(Files.isSymbolicLink(r.movedTo()), "the link itself is set aside");
    }

    @Test
    void aPlyAfterAThreefoldRepetitionIsSetAsideAndNamed() throws IOException {
        Game drawn = Repetition.draw();
        Ply after = drawn.position().legalPlies().getFirst(); // legal on the board, but the game is over
        List<Ply> plies = new java.util.ArrayList<>(drawn.plies());
        plies.add(after);
        Files.write(store().file(), GameFile.encode(Setups.EXAMPLE, Optional.of(plies))); // a valid checksum
        LoadResult.SetAside r = assertInstanceOf(LoadResult.SetAside.class, store().load());
        assertTrue(r.reason().startsWith(store().file() + ": line 8 (plies): ply " + plies.size() + " \"" + after
                + "\": the game was already over (draw: the same position for the third time)"), r.reason());
    }

    @Test
    void aFinishedGameMarkedRunningGoesToTheHistoryAndTheBoardStartsFresh() throws IOException {
        Game drawn = Repetition.draw();
        store().save(SavedGame.of(SETUP.withRules(Rules.STANDARD), drawn));
        assertEquals(new LoadResult.Fresh(SETUP.withRules(Rules.STANDARD)), store().load());
        assertEquals(new LoadResult.Fresh(SETUP.withRules(Rules.STANDARD)), store().load(), "the file was cleared");
        List<HistoryEntry> h = store().history();
        assertEquals(1, h.size());
        assertEquals(drawn.plies(), h.getFirst().plies());
        assertEquals("draw: the same position for the third time", h.getFirst().result());
    }

    @Test
    void aWriteThatDiesPartWayLeavesThePreviousStateWhole() throws IOException {
        SavedGame before = game(SETUP, RECORD);
        SavedGame after = game(SETUP, RECORD + " b4");
        int len = GameFile.encode(after.setup(), Optional.of(after.plies())).length;
        for (int cut = 0; cut <= len; cut += 7) {
            store().save(before);
            int limit = cut;
            GameStore dying = new GameStore(dir, CLOCK, (ch, buf) -> {
                buf.limit(Math.min(buf.limit(), limit));
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                throw new IOException("power cut after " + limit + " bytes");
            });
            assertThrows(IOException.class, () -> dying.save(after));
            assertEquals(new LoadResult.Resumed(before), store().load(), "cut at " + cut);
            store().save(after);
            assertEquals(new LoadResult.Resumed(after), store().load(), "a later save works (cut " + cut + ")");
        }
    }

    @Test
    void historyKeepsTheLastGames() throws IOException {
        Game g = Game.replay(Rules.STANDARD, RECORD);
        for (int i = 0; i < GameStore.HISTORY_LINES + 5; i++) {
            store().appendHistory(Setups.EXAMPLE.withLevel(1 + i % 10), g);
        }
        List<String> lines = Files.readAllLines(dir.resolve(GameStore.HISTORY));
        assertEquals(GameStore.HISTORY_LINES, lines.size());
        String last = lines.get(lines.size() - 1);
        assertTrue(last.startsWith("20261129T153000Z standard human-vs-ai level=5 opponent=black \"game on\" "), last);
        assertTrue(last.matches(".* \\Q" + Notation.formatCompact(g.plies()) + "\\E crc32 [0-9a-f]{8}"), last);
        assertEquals(GameStore.HISTORY_LINES, store().history().size());
    }

    @Test
    void aSavedGameMustMatchItsRules() {
        assertThrows(IllegalArgumentException.class, () -> SavedGame.of(Setups.EXAMPLE, Game.start(Rules.TWELVE)));
    }

    /** Issue 33: an adaptive setup is remembered as adaptive, and a game of it goes to the history with the level played. */
    @Test
    void anAdaptiveSetupIsRememberedAndItsGameRecordsTheLevelInUse() throws IOException {
        Setup adaptive = Setups.EXAMPLE.withAdaptive(true).withLevel(7);
        store().clear(adaptive);
        assertEquals(new LoadResult.Fresh(adaptive), store().load());
        assertTrue(Files.readString(store().file()).contains("adaptive on\n"));
        store().clear(Setups.EXAMPLE);
        assertFalse(Files.readString(store().file()).contains("adaptive"), "a file without it reads as before");
        Game g = Game.replay(Rules.STANDARD, "d6 a1");
        store().ended(adaptive, g, "draw agreed");
        assertEquals(java.util.OptionalInt.of(7), store().history().getLast().level());
    }
}
