package io.github.morrisboard.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One controller per state directory: a lock ({@link FileLock}) on {@value #FILE} in it, held for
 * the life of the controller and released by the system when the process ends, however it ends.
 * Two controllers sharing a directory would overwrite each other's game; the second is refused.
 */
public final class StateLock implements AutoCloseable {
    public static final String FILE = "morrisboard.lock";

    /** The state directory is in use; the message is one line naming it. */
    public static final class InUse extends IOException {
        InUse(Path dir) {
            super(dir.toAbsolutePath() + ": the state directory is in use by another running morrisboard"
                    + " (it holds the lock on " + FILE + "); stop that one first, or give this one its own state.dir");
        }
    }

    private final FileChannel channel;
    private final FileLock lock;

    private StateLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock of {@code dir} (which must exist); throws {@link InUse} when another controller holds it. */
    public static StateLock take(Path dir) throws IOException {
        FileChannel ch = FileChannel.open(dir.resolve(FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            FileLock lock = ch.tryLock();
            if (lock == null) {
                throw new InUse(dir);
            }
            return new StateLock(ch, lock);
        } catch (OverlappingFileLockException e) { // held by this process (another controller in the same JVM)
            ch.close();
            throw new InUse(dir);
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e;
        }
    }

    /** Releases the lock (the lock file stays: it is empty, and removing it would race the next start). */
    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
