package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Cli;
import io.github.morrisboard.app.Main;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReplayCommandTest {

    static Path fixture(String name) {
        try {
            return Path.of(ReplayCommandTest.class.getResource("/traces/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> lines(Cli run) {
        return run.out().lines().toList();
    }

    @Test
    void replaysAHandRecordedTraceWithBounceNoiseAFastRemovalATakebackAndAWrongLift() {
        Cli run = Cli.run("replay", fixture("placing-by-hand.trace").toString());
        assertEquals(0, run.status());
        assertEquals(List.of("d6", "a1", "b6", "g1", "f6", "xa1", "d1", "a4", "undo", "a7",
                        "# 15500 ms: mismatch (a piece of the side not to move was lifted): missing [d6] extra []",
                        "# 16500 ms: back in sync",
                        "g4",
                        "# end: 9 plies; game on"),
                lines(run));
    }

    @Test
    void withoutTakebacksRestoringTheBoardIsAMismatchUntilPutRight() {
        Cli run = Cli.run("replay", "--no-takeback", fixture("placing-by-hand.trace").toString());
        assertEquals(0, run.status());
        List<String> l = lines(run);
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
        Cli run = takebacks ? Cli.run("replay", "--rules", rules, trace) : Cli.run("replay", "--rules", rules, "--no-takeback", trace);
        assertEquals(0, run.status());
        List<String> plies = lines(run).stream().filter(l -> !l.startsWith("#")).toList();
        assertEquals(Files.readAllLines(fixture(name + ".plies")), plies);
        assertTrue(lines(run).getLast().startsWith("# end: "), run::out);
        assertEquals(!takebacks, plies.stream().noneMatch("undo"::equals));
    }

    @Test
    void aMalformedLineIsAnErrorNamingItsNumber() {
        Cli run = Cli.run("replay", fixture("broken-line.trace").toString());
        assertEquals(Main.EXIT_USAGE, run.status());
        assertTrue(run.err().contains("line 4: unknown point \"d4\""), run.err());
        assertEquals("", run.out());
    }

    @Test
    void aMissingFileAndBadRulesAreUsageErrors(@TempDir Path dir) throws IOException {
        Cli missing = Cli.run("replay", dir.resolve("none.trace").toString());
        assertEquals(Main.EXIT_USAGE, missing.status());
        assertTrue(missing.err().contains("cannot read"), missing::err);
        Path t = Files.writeString(dir.resolve("ok.trace"), "0 d6 1\n");
        Cli badRules = Cli.run("replay", "--rules", "thirteen", t.toString());
        assertEquals(Main.EXIT_USAGE, badRules.status());
        assertTrue(badRules.err().contains("unknown preset \"thirteen\""), badRules::err);
    }

    @Test
    void theRulesNamedInTheTracesHeaderAreHonouredAndRulesOverridesThem(@TempDir Path dir) throws IOException {
        Path trace = dir.resolve("twelve.trace");
        Files.writeString(trace, "# rules twelve\n" + Files.readString(fixture("twelve-simulated.trace")));
        List<String> plies = lines(Cli.run("replay", trace.toString())).stream().filter(l -> !l.startsWith("#")).toList();
        assertEquals(Files.readAllLines(fixture("twelve-simulated.plies")), plies);
        List<String> standard = lines(Cli.run("replay", "--rules", "standard", trace.toString()));
        assertTrue(!standard.stream().filter(l -> !l.startsWith("#")).toList().equals(plies), "--rules standard overrides the header");
        Files.writeString(trace, "# rules thirteen\n0 d6 1\n");
        Cli bad = Cli.run("replay", trace.toString());
        assertEquals(Main.EXIT_USAGE, bad.status());
        assertTrue(bad.err().startsWith("error: " + trace + ": the header's \"# rules thirteen\": "), bad::err);
    }

    @Test
    @org.junit.jupiter.api.Timeout(value = 60, threadMode = org.junit.jupiter.api.Timeout.ThreadMode.SEPARATE_THREAD)
    void aTraceThatIsNotAFileIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Cli zero = Cli.run("replay", "/dev/zero");
        assertEquals(Main.EXIT_USAGE, zero.status());
        assertEquals("error: /dev/zero: not a regular file (a character device)", zero.err().strip());
        Path fifo = io.github.morrisboard.files.SpecialFiles.fifo(dir.resolve("trace.fifo"));
        Cli f = Cli.run("replay", fifo.toString());
        assertEquals(Main.EXIT_USAGE, f.status());
        assertEquals("error: " + fifo + ": not a regular file (a FIFO)", f.err().strip());
    }
}
