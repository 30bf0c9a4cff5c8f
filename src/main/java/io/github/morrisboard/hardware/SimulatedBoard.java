package io.github.morrisboard.hardware;

import io.github.morrisboard.board.Button;

import io.github.morrisboard.board.LedOutput;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.platform.MockPlatform;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;
import com.pi4j.plugin.mock.provider.i2c.MockI2CProvider;
import com.pi4j.plugin.mock.provider.spi.MockSpi;
import com.pi4j.plugin.mock.provider.spi.MockSpiProvider;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The board without copper: the same {@link Hardware} code on Pi4J's mock providers (GPIO, SPI)
 * and {@link RegisterModel}s for the MCP23017s (Pi4J's mock I2C is a per-register FIFO, not a
 * chip). The simulator and tests use the hooks here: put a magnet on a point or take it away
 * ({@link #setMagnet}: the chip's pin goes low and its INT line fires, as on the real board), see
 * what the LEDs show ({@link #pixels()} decodes the very bytes written to the mock SPI), press a
 * button, pull a cable ({@link #chip}{@code .setFailing(true)}).
 */
public final class SimulatedBoard implements AutoCloseable {
    private final HardwareProfile profile;
    /** How the board is really wired (normally the profile itself; a test can miswire it). */
    private final HardwareProfile physical;
    private final Map<Integer, RegisterModel> chips = new LinkedHashMap<>();
    private final Hardware hardware;
    private final MockDigitalInput interruptLine;
    private final Ws2812Decoder decoder;
    private final boolean[] magnets = new boolean[io.github.morrisboard.board.Point.COUNT];
    private final java.util.List<Runnable> listeners = new java.util.concurrent.CopyOnWriteArrayList<>();
    private final java.util.Optional<MockSpi> spi;
    private int[] pixels;

    private SimulatedBoard(HardwareProfile profile, HardwareProfile physical, java.util.function.LongSupplier clockMs) {
        this.profile = profile;
        this.physical = physical;
        for (int a : profile.reeds().chips()) {
            chips.put(a, new RegisterModel(a));
        }
        for (int a : profile.mono().chips()) {
            chips.put(a, new RegisterModel(a));
        }
        Hardware built = HardwareFactory.open(profile, newMockContext(), chips::get, clockMs);
        LedOutput leds = built.leds();
        this.hardware = new Hardware(profile, built.context(), built.reeds(), new LedOutput() {
            @Override
            public void show(io.github.morrisboard.board.Frame frame) {
                leds.show(frame);
                changed();
            }

            @Override
            public void close() {
                leds.close();
                changed();
            }
        }, built.buttons());
        this.interruptLine = hardware.context().registry().get(HardwareFactory.INTERRUPT_ID, MockDigitalInput.class);
        for (int a : profile.reeds().chips()) {
            chips.get(a).onInterrupt(asserted -> updateInterruptLine());
        }
        updateInterruptLine();
        for (Button b : hardware.buttons().fitted()) {
            setButton(b, false);                           // pulled up: released reads high
        }
        this.spi = hardware.context().registry().exists(HardwareFactory.SPI_ID)
                ? java.util.Optional.of(hardware.context().registry().get(HardwareFactory.SPI_ID, MockSpi.class))
                : java.util.Optional.empty();
        this.decoder = Ws2812Decoder.of(profile.strip());
        this.pixels = new int[profile.strip().chainLength()];
    }

    /** A simulated board with the monotonic clock. Start the reeds with {@code hardware().reeds().start(...)}. */
    public static SimulatedBoard open(HardwareProfile profile) {
        return new SimulatedBoard(profile, profile, HardwareFactory::nowMs);
    }

    /** A simulated board whose edges carry times from {@code clockMs} (tests). */
    public static SimulatedBoard open(HardwareProfile profile, java.util.function.LongSupplier clockMs) {
        return new SimulatedBoard(profile, profile, clockMs);
    }

    /**
     * A board built differently from the profile the software uses: reeds and pixels sit where
     * {@code physical} says (same chips). For testing what {@code hardware-check} finds on a miswired board.
     */
    public static SimulatedBoard miswired(HardwareProfile profile, HardwareProfile physical) {
        return new SimulatedBoard(profile, physical, HardwareFactory::nowMs);
    }

    /** A Pi4J context with only the mock platform and providers. */
    public static Context newMockContext() {
        return Pi4J.newContextBuilder()
                .add(new MockPlatform())
                .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance(),
                        MockI2CProvider.newInstance(), MockSpiProvider.newInstance())
                .build();
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

    /** Puts a magnet on the point (its reed closes, pulling its pin low) or takes it away. */
    public void setMagnet(int point, boolean present) {
        synchronized (magnets) {
            magnets[point] = present;
        }
        ChipPin pin = physical.reeds().pin(point);
        chip(pin.address()).setLevel(pin.pin(), !present);
        changed();
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

    /** Presses or releases a button (the input goes low while pressed). */
    public void setButton(Button button, boolean pressed) {
        MockDigitalInput in = hardware.context().registry().get(Buttons.id(button), MockDigitalInput.class);
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
        int[] out = new int[io.github.morrisboard.board.Point.COUNT];
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
            for (int p = 0; p < io.github.morrisboard.board.Point.COUNT; p++) {
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
        for (int p = 0; p < io.github.morrisboard.board.Point.COUNT; p++) {
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

    /** Darkens the LEDs, stops the reeds and shuts the mock context down. */
    @Override
    public void close() {
        hardware.close();
    }

    @Override
    public String toString() {
        return "SimulatedBoard[" + Arrays.toString(profile.reeds().chips().toArray()) + "]";
    }
}
