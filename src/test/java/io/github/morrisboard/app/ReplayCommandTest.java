package io.github.morrisboard.app;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReplayCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream oldOut;
    private PrintStream oldErr;

    @BeforeEach
    void capture() {
        oldOut = System.out;
        oldErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(oldOut);
        System.setErr(oldErr);
    }

    static Path fixture(String name) {
        try {
            return Path.of(ReplayCommandTest.class.getResource("/traces/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private List<String> lines() {
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void replaysAHandRecordedTraceWithBounceNoiseAFastRemovalATakebackAndAWrongLift() {
        assertEquals(0, Main.run("replay", fixture("placing-by-hand.trace").toString()));
        assertEquals(List.of("d6", "a1", "b6", "g1", "f6", "xa1", "d1", "a4", "undo", "a7",
                        "# 15500 ms: mismatch (a piece of the side not to move was lifted): missing [d6] extra []",
                        "# 16500 ms: back in sync",
                        "g4",
                        "# end: 9 plies; game on"),
                lines());
    }

    @Test
    void withoutTakebacksRestoringTheBoardIsAMismatchUntilPutRight() {
        assertEquals(0, Main.run("replay", "--no-takeback", fixture("placing-by-hand.trace").toString()));
        List<String> l = lines();
        assertEquals(List.of("d6", "a1", "b6", "g1", "f6", "xa1", "d1", "a4"), l.subList(0, 8));
        assertEquals("# 12500 ms: mismatch (a piece of the side not to move was lifted): missing [a4] extra []", l.get(8));
        assertEquals("# the board does not show the game's position: mismatch (a piece of the side not to move was lifted): "
                + "missing [a4] extra [a7 g4]", l.getLast());
        assertTrue(l.stream().noneMatch("undo"::equals), l::toString);
    }

    @Test
    void aMalformedLineIsAnErrorNamingItsNumber() {
        assertEquals(Main.EXIT_USAGE, Main.run("replay", fixture("broken-line.trace").toString()));
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.contains("line 4: unknown point \"d4\""), e);
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMissingFileAndBadRulesAreUsageErrors(@TempDir Path dir) throws IOException {
        assertEquals(Main.EXIT_USAGE, Main.run("replay", dir.resolve("none.trace").toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("cannot read"), err::toString);
        Path t = Files.writeString(dir.resolve("ok.trace"), "0 d6 1\n");
        assertEquals(Main.EXIT_USAGE, Main.run("replay", "--rules", "thirteen", t.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("unknown preset \"thirteen\""), err::toString);
    }
}
