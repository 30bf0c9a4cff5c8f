package io.github.morrisboard.sim;

import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.LedBackend;
import io.github.morrisboard.board.Button;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.AssemblyCheck;
import io.github.morrisboard.hardware.Hardware;
import io.github.morrisboard.hardware.HardwareFactory;
import io.github.morrisboard.hardware.Mcp23017;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.spi.Spi;
import com.pi4j.io.spi.SpiConfig;
import com.pi4j.plugin.mock.platform.MockPlatform;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;
import com.pi4j.plugin.mock.provider.i2c.MockI2CProvider;
import com.pi4j.plugin.mock.provider.spi.MockSpi;
import com.pi4j.plugin.mock.provider.spi.MockSpiProviderImpl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The board without copper: the same {@link Hardware} code on Pi4J's mock providers (GPIO, SPI)
 * and {@link RegisterModel}s for the MCP23017s (Pi4J's mock I2C is a per-register FIFO, not a
 * chip). The simulator and tests use the hooks here: put a magnet on a point or take it away
 * ({@link #setMagnet}: the chip's pin goes low and its INT line fires, as on the real board), see
 * what the LEDs show ({@link #pixels()} decodes the very bytes written to the mock SPI), press a
 * button, and give it the faults a wooden board suffers ({@link #inject} a {@link SimulatedFault}:
 * unplug the I2C bus, stick a reed, make one chatter; {@link #powerCycle} a chip). What stands on it
 * and its lasting faults ({@link #contents()}) are announced to {@link #onContentsChange} listeners,
 * so the simulator can keep them through a restart.
 */
public final class SimulatedBoard implements AutoCloseable {
    private final HardwareProfile profile;
    /** How the board is really wired (normally the profile itself; a test can miswire it). */
    private final HardwareProfile physical;
    private final Map<Integer, RegisterModel> chips = new LinkedHashMap<>();
    private final Hardware hardware;
    private final MockDigitalInput interruptLine;
    private final Map<Button, MockDigitalInput> buttons;
    private final Ws2812Decoder decoder;
    /** Chattering reeds flip this often (fast enough for the chatter detector at any profile setting). */
    static final long CHATTER_PERIOD_MS = 40;

    private final boolean[] magnets = new boolean[Point.COUNT];
    /** The lasting faults, in the order given; guarded by {@link #magnets}. */
    private final List<SimulatedFault> faults = new ArrayList<>();
    /** Per point, whether a chattering reed is closed now; guarded by {@link #magnets}. */
    private final boolean[] chatterClosed = new boolean[Point.COUNT];
    private Optional<ScheduledExecutorService> chatterTimer = Optional.empty();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> contentListeners = new CopyOnWriteArrayList<>();
    private final Optional<MockSpi> spi;
    private int[] pixels;

    private SimulatedBoard(HardwareProfile profile, HardwareProfile physical, LongSupplier clockMs,
                           BoardContents start) {
        this.profile = profile;
        this.physical = physical;
        for (int a : profile.reeds().chips()) {
            chips.put(a, new RegisterModel(a));
        }
        // What stood on the board before it was switched on: set before anything reads a reed.
        for (int p = 0; p < magnets.length; p++) {
            magnets[p] = (start.magnets() & Point.bit(p)) != 0;
            ChipPin pin = physical.reeds().pin(p);
            chips.get(pin.address()).setLevel(pin.pin(), !magnets[p]);
        }
        for (int a : profile.mono().chips()) {
            chips.put(a, new RegisterModel(a));
        }
        HardwareFactory.Built built = HardwareFactory.open(profile, newMockContext(), chips::get, clockMs, leds -> new LedOutput() {
            @Override
            public void show(Frame frame) {
                leds.show(frame);
                changed();
            }

            @Override
            public void close() {
                leds.close();
                changed();
            }
        });
        this.hardware = built.hardware();
        this.interruptLine = mock(built.parts().interrupt());
        this.buttons = new EnumMap<>(Button.class);
        built.parts().buttons().forEach((b, in) -> buttons.put(b, mock(in)));
        for (int a : profile.reeds().chips()) {
            chips.get(a).onInterrupt(asserted -> updateInterruptLine());
        }
        updateInterruptLine();
        for (Button b : hardware.buttons().fitted()) {
            setButton(b, false);                           // pulled up: released reads high
        }
        this.spi = built.parts().spi().map(s -> (MockSpi) s);
        this.decoder = Ws2812Decoder.of(profile.strip());
        this.pixels = new int[profile.strip().chainLength()];
        start.faults().forEach(this::inject);
    }

    /** An empty simulated board with the monotonic clock. Start the reeds with {@code hardware().reeds().start(...)}. */
    public static SimulatedBoard open(HardwareProfile profile) {
        return new SimulatedBoard(profile, profile, HardwareFactory::nowMs, BoardContents.EMPTY);
    }

    /** An empty simulated board whose edges carry times from {@code clockMs} (tests). */
    public static SimulatedBoard open(HardwareProfile profile, LongSupplier clockMs) {
        return open(profile, clockMs, BoardContents.EMPTY);
    }

    /**
     * A simulated board switched on with {@code start} on it: its magnets already stand on their
     * points (the reeds' first reading sees them) and its faults are already there.
     */
    public static SimulatedBoard open(HardwareProfile profile, LongSupplier clockMs, BoardContents start) {
        return new SimulatedBoard(profile, profile, clockMs, start);
    }

    /**
     * A board built differently from the profile the software uses: reeds and pixels sit where
     * {@code physical} says (same chips). For testing what {@code hardware-check} finds on a miswired board.
     */
    public static SimulatedBoard miswired(HardwareProfile profile, HardwareProfile physical) {
        return new SimulatedBoard(profile, physical, HardwareFactory::nowMs, BoardContents.EMPTY);
    }

    /** An input made on the mock context, as the mock it is. */
    private static MockDigitalInput mock(DigitalInput in) {
        return (MockDigitalInput) in;
    }

    /** A Pi4J context with only the mock platform and providers (the SPI one {@linkplain QuietSpiProvider quiet}). */
    public static Context newMockContext() {
        return Pi4J.newContextBuilder()
                .add(new MockPlatform())
                .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance(),
                        MockI2CProvider.newInstance(), new QuietSpiProvider())
                .build();
    }

    /**
     * Pi4J's mock SPI whose writes keep the bytes as its own do but build no log line: Pi4J's spells
     * every LED frame in hex for a log call whatever the level, which was half the time of a test
     * that drives the assembled board through thousands of frames.
     */
    private static final class QuietSpiProvider extends MockSpiProviderImpl {
        @Override
        public Spi create(SpiConfig config) {
            MockSpi spi = new MockSpi(this, config) {
                @Override
                public int write(byte[] data, int offset, int length) {
                    Objects.checkFromIndexSize(offset, length, data.length);
                    for (int i = offset; i < offset + length; i++) {
                        raw.add(data[i]);
                    }
                    return length;
                }
            };
            context.registry().add(spi);
            return spi;
        }
    }

    public Hardware hardware() {
        return hardware;
    }

    public HardwareProfile profile() {
        return profile;
    }

    /** The register model of the chip at this address (reed or mono LED chip). */
    public RegisterModel chip(int address) {
        RegisterModel m = chips.get(address);
        if (m == null) {
            throw new IllegalArgumentException(String.format("no simulated chip at 0x%02x", address));
        }
        return m;
    }

    /** Puts a magnet on the point (its reed closes, pulling its pin low, unless the reed is faulty) or takes it away. */
    public void setMagnet(int point, boolean present) {
        synchronized (magnets) {
            magnets[point] = present;
            applyReed(point);
        }
        changed();
        contentsChanged();
    }

    /** Drives the point's pin as its reed is now: closed by the magnet, or as its fault makes it. Holds the lock. */
    private void applyReed(int point) {
        boolean closed = magnets[point];
        for (SimulatedFault f : faults) {
            if (f instanceof SimulatedFault.ReedStuck s && s.point() == point) {
                closed = s.closed();
            } else if (f instanceof SimulatedFault.ReedChattering c && c.point() == point) {
                closed = chatterClosed[point];
            }
        }
        ChipPin pin = physical.reeds().pin(point);
        chip(pin.address()).setLevel(pin.pin(), !closed);
    }

    /**
     * Gives the board a lasting fault (until {@link #clear}): a point's new reed fault replaces its
     * old one; giving a fault it already has changes nothing.
     */
    public void inject(SimulatedFault fault) {
        synchronized (magnets) {
            if (faults.contains(fault)) {
                return;
            }
            if (fault instanceof SimulatedFault.ReedFault r) {
                faults.removeIf(f -> f instanceof SimulatedFault.ReedFault o && o.point() == r.point());
            }
            faults.add(fault);
            applyFaults(fault);
        }
        changed();
        contentsChanged();
    }

    /** Ends a fault (nothing if the board does not have it): the bus is plugged back, the reed is sound again. */
    public void clear(SimulatedFault fault) {
        synchronized (magnets) {
            if (!faults.remove(fault)) {
                return;
            }
            applyFaults(fault);
        }
        changed();
        contentsChanged();
    }

    /** Ends every fault. */
    public void clearFaults() {
        for (SimulatedFault f : faults()) {
            clear(f);
        }
    }

    /** The lasting faults, in the order given. */
    public List<SimulatedFault> faults() {
        synchronized (magnets) {
            return List.copyOf(faults);
        }
    }

    /** Makes the hardware follow a fault just given or ended. Holds the lock. */
    private void applyFaults(SimulatedFault changed) {
        switch (changed) {
            case SimulatedFault.BusUnplugged b -> {
                boolean out = faults.contains(b);
                chips.values().forEach(c -> c.setFailing(out));
            }
            case SimulatedFault.ReedStuck s -> applyReed(s.point());
            case SimulatedFault.ReedChattering c -> {
                chatterClosed[c.point()] = magnets[c.point()];
                applyReed(c.point());
                boolean any = faults.stream().anyMatch(f -> f instanceof SimulatedFault.ReedChattering);
                if (any && chatterTimer.isEmpty()) {
                    ScheduledExecutorService t = Executors.newSingleThreadScheduledExecutor(
                            r -> Thread.ofPlatform().name("morrisboard-sim-chatter").daemon(true).unstarted(r));
                    t.scheduleAtFixedRate(this::chatter, CHATTER_PERIOD_MS, CHATTER_PERIOD_MS, TimeUnit.MILLISECONDS);
                    chatterTimer = Optional.of(t);
                } else if (!any) {
                    chatterTimer.ifPresent(ExecutorService::shutdown);
                    chatterTimer = Optional.empty();
                }
            }
        }
    }

    /** One flip of every chattering reed (on the chatter timer's thread). */
    private void chatter() {
        synchronized (magnets) {
            for (SimulatedFault f : faults) {
                if (f instanceof SimulatedFault.ReedChattering c) {
                    chatterClosed[c.point()] = !chatterClosed[c.point()];
                    applyReed(c.point());
                }
            }
        }
    }

    /**
     * Switches one chip off and on again (a brown-out, a loose supply wire): its registers go back
     * to their power-on values (all inputs, no pull-ups, no interrupts), so its reed inputs float
     * until the software configures it again.
     */
    public void powerCycle(int chipAddress) {
        chip(chipAddress).powerOnReset();
        changed();
    }

    /** The addresses of the reed chips. */
    public List<Integer> reedChips() {
        return profile.reeds().chips();
    }

    /** The magnets standing on the board and its lasting faults. */
    public BoardContents contents() {
        synchronized (magnets) {
            int mask = 0;
            for (int p = 0; p < magnets.length; p++) {
                if (magnets[p]) {
                    mask |= Point.bit(p);
                }
            }
            return new BoardContents(mask, faults);
        }
    }

    /**
     * Calls {@code changed} (on the thread that made the change) after every change of
     * {@link #contents()}: a magnet put down or lifted, a fault given or ended. Close the result to stop.
     */
    public AutoCloseable onContentsChange(Runnable changed) {
        contentListeners.add(changed);
        return () -> contentListeners.remove(changed);
    }

    private void contentsChanged() {
        for (Runnable r : contentListeners) {
            r.run();
        }
    }

    /** Lifts the magnet if there is one on the point, else puts one there; returns whether one is there now. */
    public boolean toggleMagnet(int point) {
        boolean now;
        synchronized (magnets) {
            now = !magnets[point];
        }
        setMagnet(point, now);
        return now;
    }

    /**
     * Calls {@code changed} (on whatever thread made the change) after every LED frame, magnet
     * change and button change, so a page can refresh; close the result to stop.
     */
    public AutoCloseable onChange(Runnable changed) {
        listeners.add(changed);
        return () -> listeners.remove(changed);
    }

    private void changed() {
        for (Runnable r : listeners) {
            r.run();
        }
    }

    public boolean magnet(int point) {
        synchronized (magnets) {
            return magnets[point];
        }
    }

    /** Both chips' open-drain INT outputs on one pulled-up line: low while either asserts. */
    private void updateInterruptLine() {
        synchronized (interruptLine) {
            boolean any = profile.reeds().chips().stream().anyMatch(a -> chips.get(a).interruptAsserted());
            interruptLine.mockState(any ? DigitalState.LOW : DigitalState.HIGH);
        }
    }

    /** A simulated hand: puts a magnet on whichever point's LED is lit, and lifts it again. */
    public AssemblyCheck.Hand hand() {
        return new AssemblyCheck.Hand() {
            private int placed = 0;

            @Override
            public void placeOnLitPoint() {
                placed = litPoints();
                setMagnets(placed, true);
            }

            @Override
            public void lift() {
                setMagnets(placed, false);
                placed = 0;
            }
        };
    }

    private void setMagnets(int points, boolean present) {
        for (int m = points; m != 0; m &= m - 1) {
            setMagnet(Integer.numberOfTrailingZeros(m), present);
        }
    }

    /** Presses or releases a button (the input goes low while pressed). */
    public void setButton(Button button, boolean pressed) {
        MockDigitalInput in = buttons.get(button);
        if (in == null) {
            throw new IllegalArgumentException("no " + button + " button fitted");
        }
        in.mockState(pressed ? DigitalState.LOW : DigitalState.HIGH);
        changed();
    }

    /** A short press: down, then up. */
    public void pressButton(Button button) {
        setButton(button, true);
        setButton(button, false);
    }

    /** The colour each point's LED shows now, as a person sees it (RGBW folded into RGB), index = point. */
    public int[] pointColours() {
        int[] px = pixels();
        int[] out = new int[Point.COUNT];
        for (int p = 0; p < out.length; p++) {
            out[p] = Ws2812Decoder.visible(px[physical.strip().pixel(p)], profile.strip().order());
        }
        return out;
    }

    /** The colour each status pixel shows now, in the profile's status order (none for mono LEDs). */
    public int[] statusColours() {
        if (profile.ledBackend() == LedBackend.MONO) {
            return new int[0];
        }
        int[] px = pixels();
        return physical.strip().statusPixels().stream()
                .mapToInt(i -> Ws2812Decoder.visible(px[i], profile.strip().order())).toArray();
    }

    /**
     * Takes every byte written to the mock SPI since the last call (LED writes are held off
     * meanwhile). Empty for the mono backend.
     */
    public byte[] drainSpi() {
        return spi.map(s -> {
            synchronized (s) {
                return s.readEntireMockBuffer();
            }
        }).orElseGet(() -> new byte[0]);
    }

    /**
     * What each pixel of the chain shows now (wire colours, index = chain position), decoded from
     * the bytes last written to the SPI; for the mono backend, 0xFFFFFF for a lit LED and 0 for a
     * dark one, indexed by the profile's pixel of each point.
     */
    public synchronized int[] pixels() {
        if (profile.ledBackend() == LedBackend.MONO) {
            int[] out = new int[profile.strip().chainLength()];
            for (int p = 0; p < Point.COUNT; p++) {
                out[physical.strip().pixel(p)] = monoLit(p) ? 0xFFFFFF : 0;
            }
            return out;
        }
        byte[] bytes = drainSpi();
        int[] decoded = decoder.decodeLast(bytes);
        if (decoded.length == pixels.length) {
            pixels = decoded;
        }
        return pixels.clone();
    }

    /** The wire colour of the LED physically at a point (see {@link #pixels()}). */
    public int pointColour(int point) {
        return pixels()[physical.strip().pixel(point)];
    }

    /** The points whose LED is lit now (non-black), as a mask. */
    public int litPoints() {
        int[] px = pixels();
        int mask = 0;
        for (int p = 0; p < Point.COUNT; p++) {
            if (px[physical.strip().pixel(p)] != 0) {
                mask |= 1 << p;
            }
        }
        return mask;
    }

    private boolean monoLit(int point) {
        ChipPin pin = physical.mono().pins().get(point);
        boolean high = (chip(pin.address()).peek(Mcp23017.OLAT + (pin.pin() >> 3)) >> (pin.pin() & 7) & 1) == 1;
        return high != profile.mono().activeLow();
    }

    /** Stops any chattering, darkens the LEDs, stops the reeds and shuts the mock context down. */
    @Override
    public void close() {
        synchronized (magnets) {
            chatterTimer.ifPresent(ExecutorService::shutdownNow);
            chatterTimer = Optional.empty();
        }
        hardware.close();
    }

    @Override
    public String toString() {
        return "SimulatedBoard[" + Arrays.toString(profile.reeds().chips().toArray()) + "]";
    }
}
