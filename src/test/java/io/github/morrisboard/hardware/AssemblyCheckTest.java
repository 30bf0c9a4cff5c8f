package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.sim.SimulatedBoard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AssemblyCheckTest {
    @TempDir
    Path dir;

    private static AssemblyCheck.Result resultFor(List<AssemblyCheck.Result> results, String point) {
        return results.stream().filter(r -> r.point() == Point.parse(point)).findFirst().orElseThrow();
    }

    @Test
    void swappedReedWiresAreFoundAndNamed() throws InterruptedException {
        HardwareProfile profile = TestProfiles.standard();
        HardwareProfile built = TestProfiles.with(dir, Map.of("reed.point.d5", "0x21:A1", "reed.point.d6", "0x21:A0"));
        StringWriter text = new StringWriter();
        try (SimulatedBoard board = SimulatedBoard.miswired(profile, built)) {
            List<AssemblyCheck.Result> results = new AssemblyCheck(board.hardware(), new PrintWriter(text),
                    Duration.ofSeconds(2), board.hand()).run();
            AssemblyCheck.Result d6 = resultFor(results, "d6");
            assertEquals(AssemblyCheck.Verdict.FAIL, d6.verdict());
            assertTrue(d6.detail().contains("over the reed of d5"), d6.detail());
            assertEquals(AssemblyCheck.Verdict.FAIL, resultFor(results, "d5").verdict());
            assertEquals(22, results.stream().filter(r -> r.verdict() == AssemblyCheck.Verdict.PASS).count());
        }
        assertTrue(text.toString().contains("22 of 24 points pass: FAIL"), text.toString());
    }

    @Test
    void swappedPixelsAreFoundToo() throws InterruptedException {
        HardwareProfile profile = TestProfiles.standard();
        HardwareProfile built = TestProfiles.with(dir, Map.of("led.point.a1", "1", "led.point.a4", "0"));
        try (SimulatedBoard board = SimulatedBoard.miswired(profile, built)) {
            List<AssemblyCheck.Result> results = new AssemblyCheck(board.hardware(), new PrintWriter(new StringWriter()),
                    Duration.ofSeconds(2), board.hand()).run();
            assertTrue(resultFor(results, "a1").detail().contains("over the reed of a4"));
            assertEquals(AssemblyCheck.Verdict.PASS, resultFor(results, "g7").verdict());
        }
    }

    @Test
    void aStuckReedAndADeadReedFail() throws InterruptedException {
        HardwareProfile profile = TestProfiles.standard();
        StringWriter text = new StringWriter();
        try (SimulatedBoard board = SimulatedBoard.open(profile)) {
            board.chip(0x20).setLevel(0, false);              // a1's reed welded shut
            AssemblyCheck.Hand hand = board.hand();
            AssemblyCheck.Hand deadAtG7 = new AssemblyCheck.Hand() {
                @Override
                public void placeOnLitPoint() {
                    if (board.litPoints() != Point.bit(Point.parse("g7"))) {
                        hand.placeOnLitPoint();
                    }
                }

                @Override
                public void lift() {
                    hand.lift();
                }
            };
            List<AssemblyCheck.Result> results = new AssemblyCheck(board.hardware(), new PrintWriter(text),
                    Duration.ofMillis(600), deadAtG7).run();
            assertTrue(resultFor(results, "a1").detail().contains("stuck"), resultFor(results, "a1").detail());
            assertTrue(resultFor(results, "g7").detail().contains("no reed closed"), resultFor(results, "g7").detail());
            assertEquals(22, results.stream().filter(r -> r.verdict() == AssemblyCheck.Verdict.PASS).count());
        }
        assertTrue(text.toString().contains("Remove all pieces and magnets first: closed now a1"), text.toString());
    }

    @Test
    void anUnreadableChipFailsItsPointsAndIsReported() throws InterruptedException {
        StringWriter text = new StringWriter();
        try (SimulatedBoard board = SimulatedBoard.open(TestProfiles.standard())) {
            board.chip(0x21).setFailing(true);
            List<AssemblyCheck.Result> results = new AssemblyCheck(board.hardware(), new PrintWriter(text),
                    Duration.ofMillis(300), board.hand()).run();
            for (AssemblyCheck.Result r : results) {
                assertEquals(r.reed().address() == 0x21 ? AssemblyCheck.Verdict.FAIL : AssemblyCheck.Verdict.PASS, r.verdict(),
                        Point.name(r.point()));
            }
        }
        assertTrue(text.toString().contains("cannot read the reeds: reed expander 0x21"), text.toString());
        assertTrue(text.toString().contains("fault: reed expander 0x21 does not answer"), text.toString());
    }

    /**
     * On a machine without the board no expander answers: every point fails at once, named, and the
     * check says why, instead of waiting out each point (the newcomer waited 30 s a point, 12 min).
     * Each point here would wait an hour: the check must end on the faults, not on the waits.
     */
    @Test
    @Timeout(120)
    void withNoExpanderAnsweringEveryPointFailsAtOnceAndTheCheckSaysWhy() throws InterruptedException {
        StringWriter text = new StringWriter();
        try (SimulatedBoard board = SimulatedBoard.open(TestProfiles.standard())) {
            board.chip(0x20).setFailing(true);
            board.chip(0x21).setFailing(true);
            List<AssemblyCheck.Result> results = new AssemblyCheck(board.hardware(), new PrintWriter(text),
                    Duration.ofHours(1), board.hand()).run();
            for (AssemblyCheck.Result r : results) {
                assertEquals(AssemblyCheck.Verdict.FAIL, r.verdict(), Point.name(r.point()));
                assertTrue(r.detail().contains("does not answer"), Point.name(r.point()) + ": " + r.detail());
            }
        }
        assertTrue(text.toString().contains("No reed expander answers"), text.toString());
        assertTrue(text.toString().contains("hardware-check --simulate"), text.toString());
    }
}
