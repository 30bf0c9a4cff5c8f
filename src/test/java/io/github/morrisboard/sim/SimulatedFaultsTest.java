package io.github.morrisboard.sim;

import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.HardwareException;
import io.github.morrisboard.hardware.HardwareFault;
import io.github.morrisboard.hardware.Mcp23017;
import io.github.morrisboard.hardware.RecordingListener;
import io.github.morrisboard.hardware.ReedScanner;
import io.github.morrisboard.hardware.TestProfiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The simulated board's faults as the software meets them: the real {@link ReedScanner} on the
 * simulated chips, driven scan by scan with a fake clock (the chatter test uses its reader thread).
 */
class SimulatedFaultsTest {
    static final int D6 = Point.parse("d6");   // chip 0x21
    static final int A1 = Point.parse("a1");   // chip 0x20
    static final int G7 = Point.parse("g7");

    final AtomicLong clock = new AtomicLong(1000);
    final RecordingListener listener = new RecordingListener();
    SimulatedBoard board = SimulatedBoard.open(TestProfiles.standard(), clock::get);

    @AfterEach
    void close() {
        board.close();
    }

    ReedScanner scanner() {
        return (ReedScanner) board.hardware().reeds();
    }

    List<RecordingListener.Edge> edges() {
        List<RecordingListener.Edge> out = new ArrayList<>();
        listener.edges.drainTo(out);
        return out;
    }

    @Test
    void anUnpluggedBusFailsEveryChipUntilPluggedBackAndNothingIsMadeUp() {
        board.setMagnet(D6, true);
        scanner().attach(listener);
        board.inject(new SimulatedFault.BusUnplugged());
        board.setMagnet(A1, true);                           // put down while the cable is out
        scanner().scan(true);
        HardwareFault first = listener.faults.poll();
        HardwareFault second = listener.faults.poll();
        assertEquals(0x20, assertInstanceOf(HardwareFault.I2cFailure.class, first).address());
        assertEquals(0x21, assertInstanceOf(HardwareFault.I2cFailure.class, second).address());
        assertTrue(first.describe().contains("did not acknowledge"), first.describe());
        assertEquals(List.of(), edges(), "no edge while nothing answers");
        assertThrows(HardwareException.class, scanner()::read, "a failed read is never an empty board");
        assertEquals(List.of(new SimulatedFault.BusUnplugged()), board.faults());

        board.clear(new SimulatedFault.BusUnplugged());
        clock.set(2000);
        scanner().scan(true);
        List<RecordingListener.Edge> after = edges();
        assertEquals(1, after.size(), "the real change, once: " + after);
        assertEquals(A1, after.get(0).point());
        assertTrue(after.get(0).occupied());
        assertEquals(0x20, assertInstanceOf(HardwareFault.I2cRecovered.class, listener.faults.poll()).address());
        assertEquals(0x21, assertInstanceOf(HardwareFault.I2cRecovered.class, listener.faults.poll()).address());
        assertEquals(Point.bit(A1) | Point.bit(D6), scanner().read());
        assertEquals(List.of(), board.faults());
    }

    @Test
    void aPowerCycledChipFloatsUntilTheScannerConfiguresItAgain() {
        board.setMagnet(D6, true);
        scanner().attach(listener);
        board.powerCycle(0x21);
        RegisterModel chip = board.chip(0x21);
        assertEquals(0xFF, chip.peek(Mcp23017.IODIR), "all inputs");
        assertEquals(0, chip.peek(Mcp23017.GPPU), "no pull-ups");
        assertEquals(0, chip.peek(Mcp23017.GPINTEN), "no interrupts");
        assertEquals(0, chip.peek(Mcp23017.IOCON));
        board.setMagnet(D6, false);
        assertEquals(Point.bit(D6), gpioOccupied(0x21), "without its pull-up the pin floats, holding low: the lift is not felt");

        scanner().scan(true);
        assertEquals(0x21, assertInstanceOf(HardwareFault.ChipReset.class, listener.faults.poll()).address());
        assertEquals(List.of(new RecordingListener.Edge(1000, D6, false)), edges(), "configured again, the lift is seen");
        assertEquals(0, scanner().read());
        board.setMagnet(Point.parse("d7"), true);
        scanner().scan(false);
        assertEquals(List.of(new RecordingListener.Edge(1000, Point.parse("d7"), true)), edges(), "interrupts work again");
    }

    @Test
    void aChipPowerCycledBetweenPollsGivesNoPhantomPiecesOnTheOtherChipsInterrupt() {
        board.setMagnet(D6, true);
        scanner().attach(listener);
        board.powerCycle(0x21);
        board.setMagnet(D6, false);                          // the pin floats: felt only once the pull-ups are back
        board.setMagnet(G7, true);                           // felt: the reed pulls the pin low
        board.setMagnet(A1, true);                           // chip 0x20 interrupts; the scan reads both chips
        scanner().scan(false);                               // and reconfigures 0x21 before reading it
        List<RecordingListener.Edge> seen = edges();
        assertEquals(java.util.Set.of(new RecordingListener.Edge(1000, A1, true), new RecordingListener.Edge(1000, D6, false),
                new RecordingListener.Edge(1000, G7, true)), java.util.Set.copyOf(seen), "exactly what changed, nothing made up");
        scanner().scan(true);
        edges();
        assertEquals(Point.bit(A1) | Point.bit(G7), scanner().read(), "the poll puts the reset chip right");
    }

    /** The points a chip's GPIO shows occupied now (a raw read, as a driver that skipped configuration would see). */
    private int gpioOccupied(int address) {
        byte[] gpio = new byte[2];
        board.chip(address).read(Mcp23017.GPIO, gpio);
        int pins = ~((gpio[0] & 0xFF) | (gpio[1] & 0xFF) << 8) & 0x7F7F;
        int mask = 0;
        for (int p = 0; p < Point.COUNT; p++) {
            ChipPin pin = board.profile().reeds().pin(p);
            if (pin.address() == address && (pins >> pin.pin() & 1) != 0) {
                mask |= Point.bit(p);
            }
        }
        return mask;
    }

    @Test
    void aStuckReedIgnoresTheMagnetUntilItIsSoundAgain() {
        scanner().attach(listener);
        board.inject(new SimulatedFault.ReedStuck(D6, true));
        scanner().scan(false);
        assertEquals(List.of(new RecordingListener.Edge(1000, D6, true)), edges(), "welded shut: a piece is felt");
        board.setMagnet(D6, true);
        board.setMagnet(D6, false);
        scanner().scan(true);
        assertEquals(List.of(), edges(), "the magnet makes no difference");
        board.setMagnet(D6, true);
        board.inject(new SimulatedFault.ReedStuck(D6, false));
        scanner().scan(false);
        assertEquals(List.of(new RecordingListener.Edge(1000, D6, false)), edges(), "broken open: the piece on it is not felt");
        assertEquals(List.of(new SimulatedFault.ReedStuck(D6, false)), board.faults(), "a point has one reed fault");

        board.clear(new SimulatedFault.ReedStuck(D6, false));
        scanner().scan(false);
        assertEquals(List.of(new RecordingListener.Edge(1000, D6, true)), edges(), "sound again: the magnet on it is felt");
    }

    /** Chatter is judged by the sensing (one detector, see sensing.BoardSensor): the reed input delivers every flip. */
    @Test
    void aChatteringReedFlipsUntilClearedThenFollowsItsMagnet() throws InterruptedException {
        board.setMagnet(D6, true);
        board.hardware().reeds().start(listener);
        board.inject(new SimulatedFault.ReedChattering(D6));
        for (int i = 0; i < 4; i++) {
            assertEquals(D6, listener.nextEdge().point(), "every flip is an edge");
        }
        board.clear(new SimulatedFault.ReedChattering(D6));
        assertEquals(Point.bit(D6), board.hardware().reeds().read(), "the reed follows its magnet again");
    }

    @Test
    void contentsAreTheMagnetsAndFaultsAndEveryChangeIsAnnounced() throws Exception {
        AtomicInteger changes = new AtomicInteger();
        try (AutoCloseable s = board.onContentsChange(changes::incrementAndGet)) {
            board.setMagnet(A1, true);
            board.setMagnet(G7, true);
            board.inject(new SimulatedFault.ReedStuck(D6, true));
            board.inject(new SimulatedFault.BusUnplugged());
            board.powerCycle(0x20);                          // a moment, not contents
            board.hardware().leds().show(io.github.morrisboard.board.Frame.dark(2));
            assertEquals(new BoardContents(Point.bit(A1) | Point.bit(G7),
                    List.of(new SimulatedFault.ReedStuck(D6, true), new SimulatedFault.BusUnplugged())), board.contents());
            assertEquals(4, changes.get());
            board.clearFaults();
            assertEquals(6, changes.get());
            assertEquals(List.of(), board.faults());
        }
    }

    @Test
    void aBoardSwitchedOnWithContentsReadsThemAtOnce() {
        board.close();
        board = SimulatedBoard.open(TestProfiles.standard(), clock::get,
                new BoardContents(Point.bit(A1) | Point.bit(G7), List.of(new SimulatedFault.ReedStuck(D6, true))));
        scanner().attach(listener);
        assertEquals(Point.bit(A1) | Point.bit(G7) | Point.bit(D6), scanner().read());
        assertEquals(List.of(), edges());
        assertTrue(board.magnet(A1));
    }

    @Test
    void faultsReadBackFromTheirTokens() {
        for (SimulatedFault f : List.of(new SimulatedFault.BusUnplugged(), new SimulatedFault.ReedStuck(D6, true),
                new SimulatedFault.ReedStuck(A1, false), new SimulatedFault.ReedChattering(G7))) {
            assertEquals(f, SimulatedFault.parse(f.token()));
        }
        assertEquals("d6 stuck closed", new SimulatedFault.ReedStuck(D6, true).label());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SimulatedFault.parse("stuck-closed z9"));
        assertTrue(e.getMessage().contains("\"z9\""), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SimulatedFault.parse("melted d6"));
    }
}
