package io.github.morrisboard.store;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.files.Mutations;
import io.github.morrisboard.files.SpecialFiles;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.zip.CRC32;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The game and history files given mutated contents (signed again, so the checks behind the
 * checksum are reached too) end in a value or a one-line refusal, never an exception; and each file
 * the store reads, tried as a FIFO, a device, huge, truncated and with a bad byte, is set aside and
 * named, never fatal.
 */
class StoreFilesPropertyTest {
    static final Setup TWELVE = new Setup(Mode.HUMAN_AI, Color.WHITE, 7, false, Rules.parse("twelve,flying=off"));

    static String sign(String body) {
        CRC32 c = new CRC32();
        c.update(body.getBytes(StandardCharsets.UTF_8));
        return body + String.format("crc32 %08x\n", c.getValue());
    }

    /** The text of a game file with its checksum line removed (the mutations work on the rest). */
    static String body(byte[] file) {
        String t = new String(file, StandardCharsets.US_ASCII);
        return t.substring(0, t.lastIndexOf("crc32 "));
    }

    @Provide
    Arbitrary<String> gameBodies() {
        return Mutations.near(List.of(
                body(GameFile.encode(TWELVE, Optional.of(Game.replay(TWELVE.rules(), "a1 d1 a4 d2 a7 xd1 d3").plies()))),
                body(GameFile.encode(Setups.EXAMPLE, Optional.empty())),
                body(GameFile.encode(Setups.EXAMPLE.withCode(GameCode.ofId("a1-b4-d2-g7")), Optional.of(Game.replay(Rules.STANDARD, "d6 a1").plies())))));
    }

    @net.jqwik.api.Example
    void aSignedGameFileOfOnlyLineBreaksIsOneLine() {
        for (String body : Mutations.EMPTY_LINES) {
            aGameFileIsAGameOrOneLine(body, true);
            aGameFileIsAGameOrOneLine(body, false);
        }
    }

    @Property(tries = 1500)
    void aGameFileIsAGameOrOneLine(@ForAll("gameBodies") String body, @ForAll boolean signed) {
        byte[] bytes = (signed ? sign(body) : body).getBytes(StandardCharsets.UTF_8);
        try {
            assertTrue(GameFile.decode(bytes) != null);
        } catch (CorruptFileException e) {
            assertTrue(Mutations.oneLine(e.getMessage()), "not one line: " + e.getMessage());
        }
    }

    static String line(String record, String rules, String result) {
        return "20261129T153000Z " + rules + " human-vs-ai level=5 \"" + result + "\" " + record;
    }

    @Provide
    Arbitrary<String> historyLines() {
        return Mutations.near(List.of(line("d6 a1 d2 b4 d7 a4 f4 a7xd7", "standard", "abandoned"),
                line("a1 d1 a4 d2 a7xd1 d3", "twelve,flying=off", "white wins: black has no legal move"),
                "20261128T111500Z twelve human-vs-human \"abandoned\" "));
    }

    @Property(tries = 1500)
    void aHistoryNeverThrowsAndKeepsEveryGoodLine(@ForAll("historyLines") String mutated, @ForAll boolean signed) {
        HistoryEntry good = HistoryFile.parse(line("d6 a1", "standard", "abandoned"));
        String goodLine = HistoryFile.format(good);
        String text = goodLine + "\n" + HistoryFile.format(good) + "\n" + (signed ? signLine(mutated) : mutated) + "\n" + goodLine + "\n";
        HistoryFile.Read r = HistoryFile.read(text.getBytes(StandardCharsets.UTF_8));
        assertTrue(r.entries().size() >= 3, "every good line stays: " + r.problems());
        r.problems().forEach(p -> assertTrue(Mutations.oneLine(p) && p.startsWith("line "), "not one line: " + p));
        assertEquals(r.entries().size(), r.goodLines().size());
    }

    /** A history line with its checksum, whatever it holds. */
    static String signLine(String body) {
        CRC32 c = new CRC32();
        c.update(body.getBytes(StandardCharsets.UTF_8));
        return body + String.format(" crc32 %08x", c.getValue());
    }

    // ------------------------------------------------------------- files that are not what they say

    @TempDir
    Path dir;

    GameStore store() {
        return new GameStore(dir, GameStoreTest.CLOCK, AtomicFile.Sink.FULL);
    }

    /** The ways a file is not what it says: each made at {@code f} from a good file's bytes. */
    interface Spoil {
        void at(Path f, byte[] good) throws Exception;
    }

    static final List<Spoil> SPOILS = List.of(
            (f, good) -> SpecialFiles.fifo(f),
            (f, good) -> Files.createSymbolicLink(f, Path.of("/dev/zero")),
            (f, good) -> Files.write(f, new byte[8 * 1024 * 1024]),
            (f, good) -> Files.write(f, java.util.Arrays.copyOf(good, good.length / 2)),
            (f, good) -> {
                byte[] b = good.clone();
                b[b.length / 3] = (byte) 0xff;
                Files.write(f, b);
            });

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a FIFO read would hang: cut off, not timed
    void everyFileTheStoreReadsIsSetAsideAndNamedWhateverItIs() throws Exception {
        Game game = Game.replay(Rules.STANDARD, "d6 a1 d2 b4");
        for (Spoil spoil : SPOILS) {
            // the game file
            store().save(SavedGame.of(Setups.EXAMPLE, game));
            byte[] good = Files.readAllBytes(store().file());
            Files.delete(store().file());
            spoil.at(store().file(), good);
            LoadResult.SetAside aside = assertInstanceOf(LoadResult.SetAside.class, store().load());
            assertTrue(Mutations.oneLine(aside.reason()) && aside.reason().startsWith(store().file().toString()), aside.reason());
            Files.delete(aside.movedTo());
            // the history: the next game is still recorded
            store().appendHistory(Setups.EXAMPLE, game);
            good = Files.readAllBytes(store().historyFile());
            Files.delete(store().historyFile());
            spoil.at(store().historyFile(), good);
            store().history();
            store().appendHistory(Setups.EXAMPLE, game);
            assertEquals(1, store().history().size(), "the new game is kept");
            Files.delete(store().historyFile());
            // a game's analysis: refused in one line, never read whole
            AnalysisFiles analyses = new AnalysisFiles(dir);
            HistoryEntry entry = new HistoryEntry(Instant.EPOCH, Rules.STANDARD, Mode.HUMAN_HUMAN, OptionalInt.empty(),
                    "abandoned", game.plies());
            analyses.write(entry.rules(), entry.plies(), "{\"plies\":[]}");
            Path a = analyses.file(AnalysisFiles.key(entry.rules(), entry.plies()));
            good = Files.readAllBytes(a);
            Files.delete(a);
            spoil.at(a, good);
            try {
                analyses.read(entry);
            } catch (IOException e) {
                assertTrue(Mutations.oneLine(e.getMessage()) && e.getMessage().startsWith(a.toString()), e.getMessage());
            }
            Files.delete(a);
            try (var left = Files.list(dir)) {
                left.filter(p -> p.getFileName().toString().contains(".corrupt-")).forEach(p -> p.toFile().delete());
            }
        }
    }
}
