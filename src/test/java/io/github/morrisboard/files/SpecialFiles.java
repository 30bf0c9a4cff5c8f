package io.github.morrisboard.files;

import java.io.IOException;
import java.nio.file.Path;

/** Files that are not files, for tests of every reader. */
public final class SpecialFiles {
    private SpecialFiles() {
    }

    /** A FIFO made with mkfifo(1); nobody ever writes to it, so opening it for reading would block forever. */
    public static Path fifo(Path at) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("mkfifo", at.toString()).inheritIO().start();
        if (p.waitFor() != 0) {
            throw new IOException("mkfifo " + at + " failed");
        }
        return at;
    }
}
