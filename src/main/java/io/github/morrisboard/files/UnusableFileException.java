package io.github.morrisboard.files;

import java.io.IOException;
import java.nio.file.Path;

/** A file refused by {@link SmallFile}: the message is one line, {@code FILE: why}. */
public final class UnusableFileException extends IOException {
    private final transient Path file;
    private final String problem;

    public UnusableFileException(Path file, String problem) {
        super(file + ": " + problem);
        this.file = file;
        this.problem = problem;
    }

    /** The file refused. */
    public Path file() {
        return file;
    }

    /** Why, without the file's name: {@code not a regular file (a FIFO)}. */
    public String problem() {
        return problem;
    }
}
