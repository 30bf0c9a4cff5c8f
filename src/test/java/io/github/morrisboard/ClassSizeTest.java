package io.github.morrisboard;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The control loop stays small parts (issue 31): {@code Controller} is the phase machine and the
 * event switch, and a new feature is a class of its own beside it, not more lines in it. Counted
 * in the source files, every line (a Javadoc line counts as much as code).
 */
class ClassSizeTest {
    static final int MOST_LINES = 300;
    static final Path CONTROL = Path.of("src/main/java/io/github/morrisboard/control");

    @Test
    void noClassOfTheControlLoopIsOverThreeHundredLines() throws IOException {
        List<String> over;
        try (Stream<Path> files = Files.list(CONTROL)) {
            over = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> lines(f) > MOST_LINES)
                    .map(f -> f.getFileName() + " (" + lines(f) + " lines)")
                    .sorted().toList();
        }
        assertEquals(List.of(), over, "classes of control over " + MOST_LINES + " lines: split them into parts of their own");
    }

    @Test
    void theControllerIsCounted() {
        long n = lines(CONTROL.resolve("Controller.java"));
        assertTrue(n > 100 && n <= MOST_LINES, "Controller.java has " + n + " lines");
    }

    private static long lines(Path f) {
        try (Stream<String> l = Files.lines(f)) {
            return l.count();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
