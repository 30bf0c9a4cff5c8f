package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import io.github.morrisboard.testing.LogLines;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simulated board keeps its pieces (and faults) in the state directory through a restart. */
class BoardKeeperTest {
    static final HardwareProfile PROFILE = ProfileLoader.builtIn();
    static final int A1 = Point.parse("a1");
    static final int D6 = Point.parse("d6");
    static final int G7 = Point.parse("g7");

    @TempDir
    Path dir;
    @RegisterExtension
    final LogLines log = LogLines.of(BoardKeeper.class);

    Path file() {
        return dir.resolve(BoardKeeper.FILE);
    }

    SimulatedBoard open(BoardStart start) {
        return BoardKeeper.open(PROFILE, () -> 0, dir, start);
    }

    List<String> warnings() {
        return log.warnings();
    }

    @Test
    void everyChangeIsKeptAndTheNextStartBeginsFromIt() {
        try (SimulatedBoard board = open(new BoardStart.Kept())) {
            assertEquals(BoardContents.EMPTY, board.contents(), "nothing kept yet: empty");
            board.setMagnet(A1, true);
            board.setMagnet(G7, true);
            board.inject(new SimulatedFault.ReedStuck(D6, true));
            board.setMagnet(G7, false);
        }
        try (SimulatedBoard board = open(new BoardStart.Kept())) {
            assertEquals(new BoardContents(Point.bit(A1), List.of(new SimulatedFault.ReedStuck(D6, true))), board.contents());
            assertEquals(Point.bit(A1) | Point.bit(D6), board.hardware().reeds().read(), "the reeds feel it from the first reading");
        }
        assertEquals(List.of(), warnings());
    }

    @Test
    void aGivenBoardReplacesTheKeptOneAndIsKeptInTurn() {
        try (SimulatedBoard board = open(new BoardStart.Kept())) {
            board.setMagnet(A1, true);
            board.inject(new SimulatedFault.BusUnplugged());
        }
        try (SimulatedBoard board = open(BoardStart.parse("d6,g7"))) {
            assertEquals(new BoardContents(Point.bit(D6) | Point.bit(G7), List.of()), board.contents(), "exactly these, no faults");
        }
        try (SimulatedBoard board = open(new BoardStart.Kept())) {
            assertEquals(Point.bit(D6) | Point.bit(G7), board.contents().magnets());
        }
        try (SimulatedBoard board = open(BoardStart.parse("empty"))) {
            assertEquals(BoardContents.EMPTY, board.contents());
        }
    }

    @Test
    void theFileIsTextWithAChecksum() throws Exception {
        try (SimulatedBoard board = open(BoardStart.parse("a1,g7"))) {
            board.inject(new SimulatedFault.ReedChattering(D6));
        }
        String text = Files.readString(file());
        assertTrue(text.startsWith("morrisboard-board 1\nmagnets a1 g7\nfault chatter d6\ncrc32 "), text);
        assertFalse(Files.exists(dir.resolve(BoardKeeper.FILE + ".tmp")), "no temp file left");
    }

    /** The one file set aside so far (F17: before, none: the corrupt file was overwritten by the first save). */
    Path setAside() throws java.io.IOException {
        try (var files = Files.list(dir)) {
            List<Path> aside = files.filter(p -> p.getFileName().toString().startsWith(BoardKeeper.FILE + ".corrupt-")).toList();
            assertEquals(1, aside.size(), "set aside: " + aside);
            return aside.getFirst();
        }
    }

    @Test
    void anAlteredOrTornFileIsNamedSetAsideAndTheBoardStartsEmpty() throws Exception {
        try (SimulatedBoard board = open(BoardStart.parse("a1,g7"))) {
            board.setMagnet(D6, true);
        }
        String good = Files.readString(file());
        for (String bad : List.of(good.replace("a1 d6", "a1 d7"), good.substring(0, good.length() - 4), "",
                good.replace("magnets", "magnet"))) {
            Files.writeString(file(), bad);
            log.clear();
            try (SimulatedBoard board = open(new BoardStart.Kept())) {
                assertEquals(BoardContents.EMPTY, board.contents());
            }
            assertEquals(1, warnings().size(), bad);
            assertTrue(warnings().get(0).contains(file().toString()), warnings().get(0));
            assertTrue(warnings().get(0).contains("starts empty"), warnings().get(0));
            Path aside = setAside();
            assertTrue(warnings().get(0).contains("set aside as " + aside.getFileName()), warnings().get(0));
            assertEquals(bad, Files.readString(aside), "kept as found");
            Files.delete(aside);
        }
    }

    @Test
    void aBadLineIsNamedEvenWithAGoodChecksum() {
        byte[] bytes = BoardFile.encode(new BoardContents(0, List.of()));
        String forged = new String(bytes, StandardCharsets.US_ASCII).replace("magnets\n", "magnets a1 z9\n");
        String body = forged.substring(0, forged.indexOf("crc32 "));
        java.util.zip.CRC32 c = new java.util.zip.CRC32();
        c.update(body.getBytes(StandardCharsets.US_ASCII));
        String file = body + String.format("crc32 %08x%n", c.getValue());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BoardFile.decode(file.getBytes(StandardCharsets.US_ASCII)));
        assertTrue(e.getMessage().startsWith("line 2: unknown point \"z9\""), e.getMessage());
    }

    @Test
    @Timeout(20)
    void aFileThatIsNotARegularFileIsNamedNeverReadAndSetAside() throws Exception {
        Files.createSymbolicLink(file(), Path.of("/dev/zero"));
        try (SimulatedBoard board = open(new BoardStart.Kept())) {
            assertEquals(BoardContents.EMPTY, board.contents());
            board.setMagnet(A1, true);
        }
        assertTrue(warnings().get(0).contains("not a regular file (a character device)"), warnings().toString());
        assertTrue(Files.isSymbolicLink(setAside()), "the link itself is set aside");
        assertTrue(Files.isRegularFile(file(), java.nio.file.LinkOption.NOFOLLOW_LINKS), "the next save writes a real file");
        Files.delete(setAside());

        Files.delete(file());
        assertEquals(0, new ProcessBuilder("mkfifo", file().toString()).start().waitFor());
        log.clear();
        assertEquals(BoardContents.EMPTY, BoardKeeper.load(file()), "a pipe does not hang the start");
        assertTrue(warnings().get(0).contains("a FIFO"), warnings().toString());
        Files.delete(setAside());

        Files.write(file(), new byte[BoardKeeper.MAX_BYTES + 1]);
        log.clear();
        assertEquals(BoardContents.EMPTY, BoardKeeper.load(file()));
        assertTrue(warnings().get(0).contains("larger than"), warnings().toString());
        assertEquals(BoardKeeper.MAX_BYTES + 1, Files.size(setAside()));
    }

    @Test
    void aStateDirectoryThatCannotBeWrittenIsLoggedOnceAndNeverFatal() throws Exception {
        Path blocked = dir.resolve("blocked");
        Files.writeString(blocked, "a file where the state directory should be");
        try (SimulatedBoard board = BoardKeeper.open(PROFILE, () -> 0, blocked, new BoardStart.Kept())) {
            board.setMagnet(A1, true);
            board.setMagnet(D6, true);
            assertTrue(board.magnet(D6), "the board plays on");
        }
        assertEquals(1, warnings().stream().filter(w -> w.contains("cannot keep the board")).count(), warnings().toString());
    }

    @Test
    void theOptionNamesABadPointInOneLine() {
        assertEquals(new BoardStart.Given(0), BoardStart.parse("empty"));
        assertEquals(new BoardStart.Given(Point.bit(A1) | Point.bit(G7)), BoardStart.parse("a1, G7"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BoardStart.parse("a1,z9"));
        assertEquals("--board: unknown point \"z9\" (points are a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6 g1 g4 g7)",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BoardStart.parse("a1,,g7"));
    }
}
