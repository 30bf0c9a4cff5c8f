package io.github.morrisboard.hardware.profile;

import java.nio.file.Path;

/** One thing wrong with a hardware profile: the file, the line (0 if none), the key (empty for a line that has none) and the problem. */
public record ProfileProblem(Path file, int line, String key, String problem) {

    @Override
    public String toString() {
        return file + (line > 0 ? ":" + line : "") + ": " + (key.isEmpty() ? "" : key + ": ") + problem;
    }
}
