package io.github.morrisboard.config;

import java.nio.file.Path;
import java.util.Optional;

/**
 * A configuration file that cannot be used: unreadable, malformed, an unknown key or a bad value.
 * The message names the place: {@code FILE:LINE: key 'KEY': what is wrong}.
 */
public final class ConfigException extends RuntimeException {

    private final Path file;
    private final int line;
    private final Optional<String> key;

    ConfigException(Path file, int line, Optional<String> key, String problem) {
        super(file + (line > 0 ? ":" + line : "") + ": " + key.map(k -> "key '" + k + "': ").orElse("") + problem);
        this.file = file;
        this.line = line;
        this.key = key;
    }

    /** The file at fault. */
    public Path file() {
        return file;
    }

    /** The 1-based line at fault, 0 when the whole file is (e.g. unreadable). */
    public int line() {
        return line;
    }

    /** The key at fault, if the fault is in one setting. */
    public Optional<String> key() {
        return key;
    }
}
