package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.board.LedOutput;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import com.pi4j.io.i2c.I2C;
import com.pi4j.io.spi.Spi;
import com.pi4j.io.spi.SpiMode;

import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;

/**
 * Builds the {@link Hardware} from a profile and a Pi4J context. On a Pi:
 * {@code HardwareFactory.open(profile, Pi4J.newAutoContext())} (gpiod for the INT line and buttons,
 * linuxfs I2C and SPI). The simulator builds it on Pi4J's mock providers and models of the chips'
 * registers, and drives the mock devices through the {@link Parts} it is given back.
 */
public final class HardwareFactory {
    /** Pi4J id of the shared reed INT line input. */
    static final String INTERRUPT_ID = "morrisboard-reed-int";
    /** Pi4J id of the LED SPI device. */
    static final String SPI_ID = "morrisboard-leds";

    /** The hardware built and the devices it sits on. */
    public record Built(Hardware hardware, Parts parts) {
    }

    private HardwareFactory() {
    }

    /** Monotonic milliseconds. */
    public static long nowMs() {
        return System.nanoTime() / 1_000_000;
    }

    /** The real board: every chip through Pi4J I2C. */
    public static Hardware open(HardwareProfile profile, Context context) {
        return open(profile, context, address -> new Pi4jRegisters(context.create(I2C.newConfigBuilder(context)
                .id(String.format("morrisboard-mcp23017-0x%02x", address)).bus(profile.reeds().bus()).device(address)), address),
                HardwareFactory::nowMs, UnaryOperator.identity()).hardware();
    }

    /** A Pi with auto-detected providers. */
    public static Hardware openOnPi(HardwareProfile profile) {
        return open(profile, Pi4J.newAutoContext());
    }

    /**
     * Builds everything; {@code chipBus} gives the register access of the chip at an address, and
     * the hardware shows its frames through {@code watchLeds} applied to the real LED output (the
     * simulator hears each frame so). Reeds are configured and started by the caller
     * ({@code hardware.reeds().start(listener)}). If anything fails while building, the context is
     * shut down before the exception leaves.
     */
    public static Built open(HardwareProfile profile, Context context, IntFunction<Registers> chipBus, LongSupplier clockMs,
                             UnaryOperator<LedOutput> watchLeds) {
        try {
            DigitalInput interrupt = context.create(DigitalInput.newConfigBuilder(context)
                    .id(INTERRUPT_ID).name("MCP23017 INTA (both chips, open-drain)")
                    .address(profile.reeds().interruptGpio()).pull(PullResistance.PULL_UP));
            List<Registers> reedChips = profile.reeds().chips().stream().map(chipBus::apply).toList();
            ReedScanner reeds = new ReedScanner(profile.reeds(), reedChips, clockMs,
                    () -> interrupt.state() == DigitalState.LOW);
            interrupt.addListener(e -> {
                if (e.state() == DigitalState.LOW) {
                    reeds.interrupt();
                }
            });
            Optional<Spi> spi = switch (profile.ledBackend()) {
                case WS2812 -> Optional.of(context.create(Spi.newConfigBuilder(context)
                        .id(SPI_ID).name("WS2812B chain")
                        .bus(profile.strip().spiBus()).channel(profile.strip().spiChannel())
                        .baud(profile.strip().clockHz()).mode(SpiMode.MODE_0)));
                case MONO -> Optional.empty();
            };
            LedOutput leds = spi.<LedOutput>map(s -> new SpiPixelStrip(profile.strip(), s))
                    .orElseGet(() -> new MonoLeds(profile.mono(), profile.mono().chips().stream().map(chipBus::apply).toList()));
            Buttons buttons = new Buttons(profile.buttons(), context, clockMs);
            return new Built(new Hardware(profile, context, reeds, watchLeds.apply(leds), buttons),
                    new Parts(interrupt, spi, buttons.inputs()));
        } catch (RuntimeException e) {
            context.shutdown();
            throw e;
        }
    }
}
