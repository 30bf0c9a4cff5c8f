package io.github.morrisboard.store;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.files.SpecialFiles;
import io.github.morrisboard.files.UnusableFileException;
import io.github.morrisboard.setup.Mode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** F11: a game's analysis is read through SmallFile: what is not a small regular file is refused in one line. */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a FIFO read would hang: cut off, not timed
class AnalysisFilesTest {
    static final Game GAME = Game.replay(Rules.STANDARD, "d6 a1 d2 b4");
    static final HistoryEntry ENTRY = new HistoryEntry(Instant.parse("2026-11-29T15:30:00Z"), Rules.STANDARD,
            Mode.HUMAN_HUMAN, OptionalInt.empty(), "abandoned", GAME.plies());

    @TempDir
    Path dir;

    String refusal(AnalysisFiles files) {
        return assertThrows(UnusableFileException.class, () -> files.read(ENTRY)).getMessage();
    }

    @Test
    void writtenIsReadBackAndMissingIsNone() throws Exception {
        AnalysisFiles files = new AnalysisFiles(dir);
        assertEquals(Optional.empty(), files.read(ENTRY));
        files.write(ENTRY.rules(), ENTRY.plies(), "{\"plies\":[]}\n");
        assertEquals(Optional.of("{\"plies\":[]}\n"), files.read(ENTRY));
    }

    @Test
    void aHugeFileAFifoAndADeviceAreRefusedNeverReadWhole() throws Exception {
        AnalysisFiles files = new AnalysisFiles(dir);
        Path f = files.file(AnalysisFiles.key(ENTRY.rules(), ENTRY.plies()));
        Files.createDirectories(f.getParent());
        Files.write(f, new byte[1024 * 1024 + 1]); // before: read whole (Files.readString)
        assertEquals(f + ": larger than 1 MiB (" + (1024 * 1024 + 1) + " bytes)", refusal(files));
        Files.delete(f);
        SpecialFiles.fifo(f); // before: waited for a writer for ever
        assertEquals(f + ": not a regular file (a FIFO)", refusal(files));
        Files.delete(f);
        Files.createSymbolicLink(f, Path.of("/dev/zero")); // before: read until the heap ran out (GET /api/games/1/analysis)
        assertEquals(f + ": not a regular file (a character device)", refusal(files));
    }
}
