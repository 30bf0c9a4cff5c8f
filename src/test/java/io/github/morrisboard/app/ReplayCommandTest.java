package io.github.morrisboard.app;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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

    /** Generated fixtures (see TraceFixtures): the printed plies are exactly the plies the simulated hands intended. */
    @ParameterizedTest
    @CsvSource({"standard-simulated, standard, true", "twelve-simulated, twelve, true",
            "standard-no-takeback-simulated, standard, false"})
    void replaysGeneratedTracesToTheIntendedPlies(String name, String rules, boolean takebacks) throws IOException {
        String trace = fixture(name + ".trace").toString();
        int status = takebacks ? Main.run("replay", "--rules", rules, trace) : Main.run("replay", "--rules", rules, "--no-takeback", trace);
        assertEquals(0, status);
        List<String> plies = lines().stream().filter(l -> !l.startsWith("#")).toList();
        assertEquals(Files.readAllLines(fixture(name + ".plies")), plies);
        assertTrue(lines().getLast().startsWith("# end: "), lines()::toString);
        assertEquals(!takebacks, plies.stream().noneMatch("undo"::equals));
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
