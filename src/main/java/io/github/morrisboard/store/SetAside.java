package io.github.morrisboard.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;

/**
 * A file that cannot be trusted is set aside, never deleted or overwritten: renamed to
 * {@code FILE.corrupt-<UTC time>} ({@code -N} added when that name is taken) in its directory, the
 * rename made durable. The owner can look at it, or rename it back. The game file, the history and
 * the simulator's kept board all go this way.
 */
public final class SetAside {
    private SetAside() {
    }

    /** The name {@code file} would be set aside as at {@code now}. */
    public static Path name(Path file, Instant now) {
        String base = file.getFileName() + ".corrupt-" + HistoryFile.STAMP.format(now);
        Path to = file.resolveSibling(base);
        for (int i = 1; Files.exists(to, LinkOption.NOFOLLOW_LINKS); i++) {
            to = file.resolveSibling(base + "-" + i);
        }
        return to;
    }

    /** Renames {@code file} (a link itself, not what it points to) aside; the new path. */
    public static Path move(Path file, Instant now) throws IOException {
        Path to = name(file, now);
        Files.move(file, to);
        AtomicFile.syncDirectory(file.toAbsolutePath().getParent());
        return to;
    }
}
