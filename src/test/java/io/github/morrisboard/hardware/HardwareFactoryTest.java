package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.board.Button;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.sim.RegisterModel;
import io.github.morrisboard.sim.SimulatedBoard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.spi.Spi;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HardwareFactoryTest {
    @TempDir
    Path dir;

    private static HardwareFactory.Built open(HardwareProfile profile, UnaryOperator<LedOutput> watchLeds) {
        Map<Integer, RegisterModel> chips = new HashMap<>();
        for (int a : profile.reeds().chips()) {
            chips.put(a, new RegisterModel(a));
        }
        for (int a : profile.mono().chips()) {
            chips.put(a, new RegisterModel(a));
        }
        return HardwareFactory.open(profile, SimulatedBoard.newMockContext(), chips::get, () -> 0, watchLeds);
    }

    @Test
    void theHardwareComesWithTheDevicesItWasBuiltOn() {
        HardwareProfile profile = TestProfiles.standard();
        HardwareFactory.Built built = open(profile, UnaryOperator.identity());
        try (Hardware hardware = built.hardware()) {
            DigitalInput interrupt = built.parts().interrupt();
            assertEquals(HardwareFactory.INTERRUPT_ID, interrupt.id());
            assertEquals(profile.reeds().interruptGpio(), interrupt.address().intValue());
            Spi spi = built.parts().spi().orElseThrow();
            assertEquals(HardwareFactory.SPI_ID, spi.id());
            assertEquals(Set.copyOf(hardware.buttons().fitted()), built.parts().buttons().keySet());
            for (Button b : hardware.buttons().fitted()) {
                assertEquals(Buttons.id(b), built.parts().buttons().get(b).id());
            }
        }
    }

    @Test
    void monoLedsHaveNoSpiDevice() {
        HardwareFactory.Built built = open(TestProfiles.with(dir, Map.of("led.backend", "mono")), UnaryOperator.identity());
        try (Hardware hardware = built.hardware()) {
            assertTrue(built.parts().spi().isEmpty());
        }
    }

    @Test
    void theLedsShowThroughTheWrapperGiven() {
        List<Frame> seen = new ArrayList<>();
        List<LedOutput> wrapped = new ArrayList<>();
        HardwareFactory.Built built = open(TestProfiles.standard(), leds -> {
            wrapped.add(leds);
            return new LedOutput() {
                @Override
                public void show(Frame frame) {
                    seen.add(frame);
                    leds.show(frame);
                }

                @Override
                public void close() {
                    leds.close();
                }
            };
        });
        try (Hardware hardware = built.hardware()) {
            Frame frame = new Frame(new int[Point.COUNT], new int[0]);
            hardware.leds().show(frame);
            assertEquals(List.of(frame), seen);
            assertEquals(1, wrapped.size());
            assertTrue(wrapped.getFirst() instanceof SpiPixelStrip, "the real LED output is the one wrapped");
        }
    }
}
