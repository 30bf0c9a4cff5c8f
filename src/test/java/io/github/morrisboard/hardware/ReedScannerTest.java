package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.sim.RegisterModel;
import io.github.morrisboard.sim.SimulatedBoard;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reed scanner on register models, driven synchronously (no reader thread) with a fake clock. */
class ReedScannerTest {
    static final int D6 = Point.parse("d6");
    static final int A1 = Point.parse("a1");

    final HardwareProfile profile = TestProfiles.standard();
    final AtomicLong clock = new AtomicLong(1000);
    final RegisterModel chip20 = new RegisterModel(0x20);
    final RegisterModel chip21 = new RegisterModel(0x21);
    final RecordingListener listener = new RecordingListener();
    ReedScanner scanner;

    @BeforeEach
    void setUp() {
        chip20.onInterrupt(asserted -> {
            if (asserted) {
                scanner.interrupt();
            }
        });
        chip21.onInterrupt(asserted -> {
            if (asserted) {
                scanner.interrupt();
            }
        });
        scanner = new ReedScanner(profile.reeds(), List.of(chip20, chip21), clock::get,
                () -> chip20.interruptAsserted() || chip21.interruptAsserted());
    }

    void magnet(int point, boolean present) {
        ChipPin pin = profile.reeds().pin(point);
        (pin.address() == 0x20 ? chip20 : chip21).setLevel(pin.pin(), !present);
    }

    @Test
    void initialisationConfiguresBothChips() {
        scanner.attach(listener);
        for (RegisterModel chip : List.of(chip20, chip21)) {
            assertEquals(Mcp23017.IOCON_MIRROR | Mcp23017.IOCON_ODR, chip.peek(Mcp23017.IOCON), "mirror + open-drain");
            assertEquals(0x7F, chip.peek(Mcp23017.IODIR), "GPA0..6 inputs, GPA7 output-only");
            assertEquals(0x7F, chip.peek(Mcp23017.IODIR + 1));
            assertEquals(0x7F, chip.peek(Mcp23017.GPPU), "pull-ups on");
            assertEquals(0x7F, chip.peek(Mcp23017.GPPU + 1));
            assertEquals(0x3F, chip.peek(Mcp23017.GPINTEN), "interrupts on the 6 reed pins of port A");
            assertEquals(0x3F, chip.peek(Mcp23017.GPINTEN + 1));
            assertEquals(0, chip.peek(Mcp23017.INTCON), "compare against the previous value");
            assertEquals(0, chip.peek(Mcp23017.IPOL));
        }
        assertTrue(listener.edges.isEmpty());
        assertTrue(listener.faults.isEmpty());
    }

    @Test
    void interruptThenReadGivesOneEdgeStampedAtTheInterrupt() {
        scanner.attach(listener);
        magnet(D6, true);                       // INT asserts, scanner.interrupt() records t = 1000
        assertTrue(chip21.interruptAsserted());
        clock.set(1007);
        scanner.scan(false);
        assertEquals(new RecordingListener.Edge(1000, D6, true), listener.edges.poll());
        assertNull(listener.edges.poll());
        assertFalse(chip21.interruptAsserted(), "reading INTCAP/GPIO clears the interrupt");
        assertEquals(Point.bit(D6), scanner.read());
        magnet(D6, false);
        scanner.scan(false);
        assertEquals(new RecordingListener.Edge(1007, D6, false), listener.edges.poll());
    }

    @Test
    void aChangeOverBeforeTheReadIsStillSeenThroughIntcap() {
        scanner.attach(listener);
        magnet(A1, true);
        magnet(A1, false);
        scanner.scan(false);
        assertEquals(new RecordingListener.Edge(1000, A1, true), listener.edges.poll());
        assertEquals(new RecordingListener.Edge(1000, A1, false), listener.edges.poll());
        assertNull(listener.edges.poll());
    }

    @Test
    void pollFindsAChangeWhoseInterruptWasMissed() {
        chip21.onInterrupt(asserted -> { });    // the INT wire is cut
        scanner.attach(listener);
        magnet(D6, true);
        scanner.scan(false);                    // nothing woke us, but a scan of any kind reads GPIO
        assertEquals(D6, listener.edges.poll().point());
        magnet(D6, false);
        scanner.scan(true);
        assertEquals(new RecordingListener.Edge(1000, D6, false), listener.edges.poll());
    }

    @Test
    void busFailureIsReportedOnceAndNeverMakesAPhantomEdge() {
        scanner.attach(listener);
        magnet(A1, true);
        scanner.scan(false);
        listener.edges.clear();
        chip21.setFailing(true);
        magnet(D6, true);                       // happens while chip 0x21 does not answer
        scanner.scan(false);
        scanner.scan(true);
        scanner.scan(true);
        HardwareFault f = listener.faults.poll();
        assertInstanceOf(HardwareFault.I2cFailure.class, f);
        assertEquals(0x21, ((HardwareFault.I2cFailure) f).address());
        assertNull(listener.faults.poll(), "reported once");
        assertNull(listener.edges.poll(), "no edge from a chip that does not answer, and none from the healthy one");
        HardwareException e = assertThrows(HardwareException.class, scanner::read);
        assertTrue(e.getMessage().contains("0x21"), e.getMessage());

        chip21.setFailing(false);
        clock.set(2000);
        scanner.scan(true);
        assertEquals(new RecordingListener.Edge(2000, D6, true), listener.edges.poll(), "the real change, once");
        assertNull(listener.edges.poll());
        HardwareFault back = listener.faults.poll();
        assertInstanceOf(HardwareFault.I2cRecovered.class, back);
        assertEquals(Point.bit(A1) | Point.bit(D6), ((HardwareFault.I2cRecovered) back).occupancy());
    }

    @Test
    void aShortGlitchIsRetriedSilently() {
        scanner.attach(listener);
        magnet(D6, true);
        chip21.failNext(2);
        scanner.scan(false);
        assertEquals(D6, listener.edges.poll().point());
        assertTrue(listener.faults.isEmpty());
    }

    @Test
    void aChipResetByAPowerGlitchIsReconfiguredWithoutPhantomEdges() {
        scanner.attach(listener);
        magnet(D6, true);
        scanner.scan(false);
        listener.edges.clear();
        chip21.powerOnReset();
        scanner.scan(true);
        assertInstanceOf(HardwareFault.ChipReset.class, listener.faults.poll());
        assertEquals(Mcp23017.IOCON_REEDS, chip21.peek(Mcp23017.IOCON));
        assertNull(listener.edges.poll());
        assertEquals(Point.bit(D6), scanner.read());
    }

    /** Found by the simulator's faults: a chip reset between polls was read unconfigured on the other chip's interrupt. */
    @Test
    void aChipResetBetweenPollsIsReconfiguredBeforeAnInterruptScanReadsIt() {
        magnet(D6, true);
        scanner.attach(listener);
        listener.starts.clear();
        chip21.powerOnReset();
        magnet(A1, true);                       // chip 0x20's interrupt wakes the reader
        scanner.scan(false);
        assertInstanceOf(HardwareFault.ChipReset.class, listener.faults.poll(), "seen on an interrupt scan too");
        assertEquals(Mcp23017.IOCON_REEDS, chip21.peek(Mcp23017.IOCON));
        assertEquals(new RecordingListener.Edge(1000, A1, true), listener.edges.poll());
        assertNull(listener.edges.poll(), "no phantom edge from the reset chip");
    }

    @Test
    void theStartReadingIsTheFirstThingDeliveredAndHoldsWhatWasOnTheBoard() {
        magnet(D6, true);
        magnet(A1, true);
        scanner.attach(listener);
        assertEquals(Point.bit(D6) | Point.bit(A1), listener.starts.poll(), "the whole board, once");
        assertNull(listener.starts.poll());
        assertNull(listener.edges.poll(), "what was there at start is not an edge");
        magnet(A1, false);
        scanner.scan(false);
        assertEquals(new RecordingListener.Edge(1000, A1, false), listener.edges.poll());
        assertNull(listener.starts.poll(), "only once");
    }

    /** A bus down at boot is not an empty board: no start reading until every chip has answered. */
    @Test
    void aChipDeadAtBootHoldsBackTheStartReadingUntilItAnswers() {
        magnet(D6, true);
        chip21.setFailing(true);
        scanner.attach(listener);
        assertInstanceOf(HardwareFault.I2cFailure.class, listener.faults.poll());
        assertNull(listener.starts.poll(), "nothing is known of chip 0x21's points yet");
        magnet(A1, true);                      // on the working chip: an edge, and part of the start reading
        scanner.scan(true);
        assertNull(listener.starts.poll());
        assertEquals(A1, listener.edges.poll().point(), "a working chip's edges still come (hardware-check shows them)");
        chip21.setFailing(false);
        clock.addAndGet(100);
        scanner.scan(true);
        assertEquals(Point.bit(D6) | Point.bit(A1), listener.starts.poll());
        assertInstanceOf(HardwareFault.ChipReset.class, listener.faults.poll(), "never configured: configured now");
        assertInstanceOf(HardwareFault.I2cRecovered.class, listener.faults.poll());
        assertNull(listener.edges.poll(), "what the dead chip reads at its first answer is part of the start reading");
    }

    @Test
    void aStuckInterruptLineThatComesFreeIsReportedFreed() {
        boolean[] low = {true};
        scanner = new ReedScanner(profile.reeds(), List.of(chip20, chip21), clock::get, () -> low[0]);
        scanner.attach(listener);
        scanner.scan(true);
        clock.addAndGet(ReedScanner.STUCK_MS);
        scanner.scan(true);
        assertInstanceOf(HardwareFault.InterruptStuck.class, listener.faults.poll());
        low[0] = false;
        scanner.scan(true);
        assertEquals(new HardwareFault.InterruptFreed(clock.get(), profile.reeds().interruptGpio()), listener.faults.poll());
    }

    /** Stuck: low for three scans and for STUCK_MS on the scanner's clock, not for either alone. */
    @Test
    void aStuckInterruptLineIsReportedOnceLowForEnoughScansAndLongEnough() {
        scanner = new ReedScanner(profile.reeds(), List.of(chip20, chip21), clock::get, () -> true);
        scanner.attach(listener);
        for (int i = 0; i < 5; i++) {
            scanner.scan(false);
        }
        assertNull(listener.faults.poll(), "six scans at once are not long enough");
        clock.addAndGet(ReedScanner.STUCK_MS - 1);
        scanner.scan(true);
        assertNull(listener.faults.poll(), "not yet " + ReedScanner.STUCK_MS + " ms");
        clock.addAndGet(1);
        scanner.scan(true);
        assertEquals(new HardwareFault.InterruptStuck(clock.get(), profile.reeds().interruptGpio()), listener.faults.poll());
        clock.addAndGet(ReedScanner.STUCK_MS);
        scanner.scan(true);
        assertNull(listener.faults.poll(), "reported once");
    }

    /**
     * The emulated Pi's flake: each register read takes a millisecond on the scanner's clock, and the
     * INT line rises 20 ms after the read that clears the interrupt, later than three immediate
     * rescans take. That is a slow line, not a stuck one: no fault, and the one edge delivered.
     */
    @Test
    void aLineThatRisesAFewMillisecondsAfterTheReadIsNotStuck() {
        long[] clearedAt = {Long.MIN_VALUE / 2};
        RegisterModel[] chips = {chip20, chip21};
        for (RegisterModel chip : chips) {
            chip.onInterrupt(asserted -> {
                if (asserted) {
                    scanner.interrupt();
                } else {
                    clearedAt[0] = clock.get();
                }
            });
        }
        scanner = new ReedScanner(profile.reeds(), List.of(slow(chip20), slow(chip21)), clock::get,
                () -> chip20.interruptAsserted() || chip21.interruptAsserted() || clock.get() < clearedAt[0] + 20);
        scanner.attach(listener);
        listener.edges.clear();
        for (int move = 0; move < 3; move++) {
            magnet(D6, move % 2 == 0);
            scanner.scan(false);
            for (int rescan = 0; rescan < 3; rescan++) { // what the reader does at once while the line is low
                scanner.scan(false);
            }
            clock.addAndGet(profile.reeds().pollMs());
            scanner.scan(true);
            assertNull(listener.faults.poll(), "move " + move + ": the line rose " + (clock.get() - clearedAt[0]) + " ms ago");
            assertEquals(move % 2 == 0, listener.edges.poll().occupied(), "move " + move);
            assertNull(listener.edges.poll(), "move " + move + ": one edge");
        }
    }

    /** A chip whose every transfer takes a millisecond on the test's clock. */
    private Registers slow(RegisterModel chip) {
        return new Registers() {
            @Override
            public int address() {
                return chip.address();
            }

            @Override
            public void write(int register, int value) {
                clock.incrementAndGet();
                chip.write(register, value);
            }

            @Override
            public void read(int register, byte[] into) {
                clock.incrementAndGet();
                chip.read(register, into);
            }
        };
    }

    /** The real reader thread: interrupt wakes it, and so does the poll. */
    @Nested
    class WithReaderThread {
        @TempDir
        Path dir;

        @Test
        void interruptWakesTheReader() throws InterruptedException {
            HardwareProfile slowPoll = TestProfiles.with(dir, Map.of("reed.poll.ms", "60000"));
            try (SimulatedBoard board = SimulatedBoard.open(slowPoll)) {
                RecordingListener l = new RecordingListener();
                board.hardware().reeds().start(l);
                board.setMagnet(D6, true);
                RecordingListener.Edge e = l.nextEdge();
                assertEquals(D6, e.point());
                assertTrue(e.occupied());
            }
        }

        private static long readers() {
            return Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> t.getName().equals("morrisboard-reeds") && t.isAlive()).count();
        }

        @Test
        void closingStopsTheReaderThread() {
            long before = readers();
            SimulatedBoard board = SimulatedBoard.open(TestProfiles.standard());
            board.hardware().reeds().start(new RecordingListener());
            assertEquals(before + 1, readers());
            board.close();
            assertEquals(before, readers());
        }

        @Test
        void pollPicksUpAMoveWhenTheInterruptIsLost() throws InterruptedException {
            HardwareProfile fastPoll = TestProfiles.with(dir, Map.of("reed.poll.ms", "50"));
            try (SimulatedBoard board = SimulatedBoard.open(fastPoll)) {
                board.chip(0x21).onInterrupt(asserted -> { });
                RecordingListener l = new RecordingListener();
                board.hardware().reeds().start(l);
                board.setMagnet(D6, true);
                assertEquals(D6, l.nextEdge().point());
                assertNull(l.edges.poll(200, TimeUnit.MILLISECONDS));
            }
        }
    }
}
