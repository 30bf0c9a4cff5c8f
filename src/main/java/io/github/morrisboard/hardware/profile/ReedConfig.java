package io.github.morrisboard.hardware.profile;

import java.util.List;

/**
 * The reed switches: I2C bus, the MCP23017 addresses, the Pi GPIO their INT lines share, the
 * safety-net poll period, chatter detection, and the chip pin of each point (index = point).
 */
public record ReedConfig(int bus, List<Integer> chips, int interruptGpio, long pollMs,
                         int chatterEdges, long chatterWindowMs, List<ChipPin> pins) {
    public ReedConfig {
        chips = List.copyOf(chips);
        pins = List.copyOf(pins);
    }

    public ChipPin pin(int point) {
        return pins.get(point);
    }
}
