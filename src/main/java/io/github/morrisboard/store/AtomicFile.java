package io.github.morrisboard.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/**
 * Replaces a file's content crash-safely: write a temp file in the same directory, fsync it,
 * rename it over the target atomically, fsync the directory. A crash at any moment leaves either
 * the old content or the new, never a mix.
 */
public final class AtomicFile {

    /** Writes bytes to a channel; tests put one here that fails part-way to simulate a crash. */
    interface Sink {
        Sink FULL = (ch, buf) -> {
            while (buf.hasRemaining()) {
                ch.write(buf);
            }
        };

        void write(FileChannel ch, ByteBuffer buf) throws IOException;
    }

    private AtomicFile() {
    }

    /** The temp file next to {@code target}. */
    static Path temp(Path target) {
        return target.resolveSibling(target.getFileName() + ".tmp");
    }

    /** Replaces {@code target}'s content with {@code bytes} crash-safely (the simulator keeps its board this way). */
    public static void replace(Path target, byte[] bytes) throws IOException {
        write(target, bytes, Sink.FULL, null);
    }

    /**
     * As {@link #replace(Path, byte[])}, the new content taking {@code permissions} before it takes the
     * target's place (a settings file or a unit's drop-in keeps its mode: never a moment with another).
     */
    public static void replace(Path target, byte[] bytes, Set<PosixFilePermission> permissions) throws IOException {
        write(target, bytes, Sink.FULL, permissions);
    }

    static void write(Path target, byte[] bytes, Sink sink) throws IOException {
        write(target, bytes, sink, null);
    }

    private static void write(Path target, byte[] bytes, Sink sink, Set<PosixFilePermission> permissions) throws IOException {
        Path tmp = temp(target);
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE)) {
            sink.write(ch, ByteBuffer.wrap(bytes));
            ch.force(true);
        }
        if (permissions != null) {
            Files.setPosixFilePermissions(tmp, permissions);
        }
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        syncDirectory(target.toAbsolutePath().getParent());
    }

    /** Makes a rename in {@code dir} durable (works on Linux; where a directory cannot be opened, skipped). */
    static void syncDirectory(Path dir) throws IOException {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (UnsupportedOperationException | java.nio.file.AccessDeniedException e) {
            // not supported on this platform (Windows); the rename itself is still atomic
        }
    }
}
