package io.github.morrisboard.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;

/**
 * Reads a small file whole, safely: only a regular file (symlinks followed), never more than the
 * caller's limit. What is not a regular file (a FIFO, a device such as {@code /dev/zero}, a
 * directory, a socket) is refused from its attributes, without opening it, so a FIFO never hangs
 * the reader and a device never fills the memory. Every refusal is an {@link UnusableFileException}
 * whose message is one line naming the file and why: {@code /var/lib/morrisboard/game.txt: not a
 * regular file (a FIFO)}, {@code …: larger than 64 KiB (70000 bytes)}.
 *
 * <p>Pure file I/O: no threads, no hardware; every package that reads a file it was given uses it.
 */
public final class SmallFile {

    /** 64 KiB: settings, profiles, saved games, traces of a game. */
    public static final long KIB_64 = 64L * 1024;

    private SmallFile() {
    }

    /** The file's bytes; throws {@link UnusableFileException} (or NoSuchFileException) naming the file and why. */
    public static byte[] read(Path file, long maxBytes) throws IOException {
        check(file, maxBytes);
        try (InputStream in = Files.newInputStream(file)) {
            // Bounded even if the file grew since it was checked, or reports no size (/proc, /sys).
            byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
            if (bytes.length > maxBytes) {
                throw new UnusableFileException(file, "larger than " + size(maxBytes));
            }
            return bytes;
        }
    }

    /** The file's text lines as UTF-8 (a leading byte-order mark kept); refuses bytes that are not UTF-8. */
    public static List<String> readLines(Path file, long maxBytes) throws IOException {
        return readText(file, maxBytes).lines().toList();
    }

    /** The file's text as UTF-8, exactly; refuses bytes that are not UTF-8. */
    public static String readText(Path file, long maxBytes) throws IOException {
        byte[] bytes = read(file, maxBytes);
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new UnusableFileException(file, "not UTF-8 text");
        }
    }

    /**
     * Opens a file too big to hold whole (an endgame table) as a stream: checked as {@link #check}
     * does, and bounded: reading past {@code maxBytes} (a file that grew since) throws
     * {@link UnusableFileException}.
     */
    public static InputStream open(Path file, long maxBytes) throws IOException {
        check(file, maxBytes);
        InputStream in = Files.newInputStream(file);
        return new java.io.FilterInputStream(in) {
            private long count;

            @Override
            public int read() throws IOException {
                int b = super.read();
                counted(b < 0 ? 0 : 1);
                return b;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = super.read(b, off, len);
                counted(Math.max(0, n));
                return n;
            }

            @Override
            public long skip(long n) throws IOException {
                long skipped = super.skip(n);
                counted(skipped);
                return skipped;
            }

            private void counted(long n) throws UnusableFileException {
                count += n;
                if (count > maxBytes) {
                    throw new UnusableFileException(file, "larger than " + size(maxBytes));
                }
            }
        };
    }

    /**
     * Checks, without opening it, that {@code file} is a regular file of at most {@code maxBytes};
     * throws {@link NoSuchFileException} if it is missing, {@link UnusableFileException} otherwise.
     */
    public static void check(Path file, long maxBytes) throws IOException {
        BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class); // follows symlinks
        if (!a.isRegularFile()) {
            throw new UnusableFileException(file, "not a regular file (" + kind(file, a) + ")");
        }
        if (a.size() > maxBytes) {
            throw new UnusableFileException(file, "larger than " + size(maxBytes) + " (" + a.size() + " bytes)");
        }
    }

    /** What a file that is not a regular file is, for people: "a directory", "a FIFO", "a character device". */
    static String kind(Path file, BasicFileAttributes a) {
        if (a.isDirectory()) {
            return "a directory";
        }
        try {
            int type = (Integer) Files.getAttribute(file, "unix:mode") & 0170000;
            return switch (type) {
                case 0010000 -> "a FIFO";
                case 0020000 -> "a character device";
                case 0060000 -> "a block device";
                case 0140000 -> "a socket";
                default -> "a special file";
            };
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return "a special file";
        }
    }

    /** {@code 64 KiB}, {@code 16 MiB}, or bytes when not a whole number of either. */
    static String size(long bytes) {
        if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0) {
            return bytes / (1024 * 1024) + " MiB";
        }
        if (bytes >= 1024 && bytes % 1024 == 0) {
            return bytes / 1024 + " KiB";
        }
        return bytes + " bytes";
    }
}
