package io.github.morrisboard.files;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A hang here would block the build, so each test that could hang is cut off (not a speed assertion). */
@Timeout(value = 60, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class SmallFileTest {
    @TempDir
    Path dir;

    private String refusal(Path file, long max) {
        return assertThrows(UnusableFileException.class, () -> SmallFile.read(file, max)).getMessage();
    }

    @Test
    void aRegularFileIsReadWhole() throws IOException {
        Path f = Files.write(dir.resolve("a.txt"), new byte[]{1, 2, 3});
        assertArrayEquals(new byte[]{1, 2, 3}, SmallFile.read(f, 3));
    }

    @Test
    void aFifoIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path f = SpecialFiles.fifo(dir.resolve("game.txt"));
        assertEquals(f + ": not a regular file (a FIFO)", refusal(f, SmallFile.KIB_64));
    }

    @Test
    void aSymlinkToDevZeroIsRefusedNotReadUntilMemoryRunsOut() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("game.txt"), Path.of("/dev/zero"));
        assertEquals(link + ": not a regular file (a character device)", refusal(link, SmallFile.KIB_64));
        assertEquals("/dev/zero: not a regular file (a character device)", refusal(Path.of("/dev/zero"), 10));
    }

    @Test
    void aDirectoryIsRefused() {
        assertEquals(dir + ": not a regular file (a directory)", refusal(dir, 10));
    }

    @Test
    void aFileOverTheLimitIsRefusedWithItsSize() throws IOException {
        Path f = Files.write(dir.resolve("big"), new byte[64 * 1024 + 1]);
        assertEquals(f + ": larger than 64 KiB (65537 bytes)", refusal(f, SmallFile.KIB_64));
        assertEquals(64 * 1024, SmallFile.read(Files.write(f, new byte[64 * 1024]), SmallFile.KIB_64).length);
    }

    @Test
    void aFileThatReportsNoSizeIsStillBounded() throws IOException {
        // /proc files say size 0 and have content: read, but never past the limit
        Path status = Path.of("/proc/self/status");
        assertTrue(SmallFile.read(status, SmallFile.KIB_64).length > 0);
        assertEquals(status + ": larger than 10 bytes", refusal(status, 10));
    }

    @Test
    void aMissingFileIsNoSuchFile() {
        assertThrows(NoSuchFileException.class, () -> SmallFile.read(dir.resolve("none"), 10));
    }

    @Test
    void linesMustBeUtf8() throws IOException {
        Path f = Files.write(dir.resolve("s.properties"), new byte[]{'a', '\n', (byte) 0xff, '\n'});
        assertEquals(f + ": not UTF-8 text",
                assertThrows(UnusableFileException.class, () -> SmallFile.readLines(f, 100)).getMessage());
        Files.writeString(f, "a = 1\nb = 2\n");
        assertEquals(List.of("a = 1", "b = 2"), SmallFile.readLines(f, 100));
    }
}
