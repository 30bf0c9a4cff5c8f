package io.github.morrisboard.app.service;


import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import io.github.morrisboard.testing.LogLines;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.DeflaterOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The service with a tables file it refuses: it plays without tables, and the log says why in one line. */
class BoardServiceTablesTest {
    @TempDir
    Path dir;
    @RegisterExtension
    final LogLines log = LogLines.of(BoardService.class);

    @Test
    void aTablesFileWhoseHeaderLiesLeavesTheBoardWithoutTablesAndOneLogLine() throws IOException {
        // the header declares 5v5 (494 million positions) in a file of a few kilobytes
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(new DeflaterOutputStream(raw))) {
            out.writeUTF("MBTB1");
            out.writeUTF("standard");
            out.writeInt(1);
            out.writeByte(5);
            out.writeByte(5);
            out.writeInt(494_236_512);
            out.write(new byte[1 << 20]);
        }
        Path file = dir.resolve(BoardService.TABLES_FILE);
        Files.write(file, raw.toByteArray());

        assertEquals(List.of(), BoardService.endgameTables(dir).classNames());
        List<String> w = log.warnings();
        assertEquals(1, w.size(), "one warning: " + w);
        assertTrue(w.getFirst().contains(file + ": class 1 (5v5)"), w.getFirst());
        assertFalse(w.getFirst().contains("\n"), w.getFirst());
        assertTrue(log.events().stream().allMatch(e -> e.getThrowableProxy() == null), "no stack trace in the log");
    }

    @Test
    void theTablesOfNAgainstThreeAreLoadedBesideTheOthers() throws IOException {
        io.github.morrisboard.engine.Rules r = io.github.morrisboard.engine.Rules.STANDARD;
        try (io.github.morrisboard.ai.ThreeTablesWriter w = new io.github.morrisboard.ai.ThreeTablesWriter(
                dir.resolve(BoardService.THREE_TABLES_FILE), r)) {
            io.github.morrisboard.ai.ThreeTableBuilder.build(r, 4, line -> { }, w);
        }
        assertEquals(List.of("3v3", "4v3", "3v4"), BoardService.endgameTables(dir).classNames());
        io.github.morrisboard.ai.TableBuilder.build(r, 3, line -> { }).save(dir.resolve(BoardService.TABLES_FILE));
        io.github.morrisboard.ai.Tables both = BoardService.endgameTables(dir);
        assertEquals(List.of("3v3", "4v3", "3v4"), both.classNames());
        assertTrue(both.mappedBytes() > 0);
        assertEquals(List.of(), log.warnings());
    }

    @Test
    void noTablesFileIsNoTablesAndNoWarning() {
        assertEquals(List.of(), BoardService.endgameTables(dir).classNames());
        assertEquals(List.of(), log.warnings());
    }
}
