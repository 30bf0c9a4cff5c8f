package io.github.morrisboard.hardware.profile;

import java.util.List;

/** Single-colour LEDs on MCP23017 outputs: the chips, the output pin of each point (index = point), polarity. */
public record MonoConfig(List<Integer> chips, List<ChipPin> pins, boolean activeLow) {
    public MonoConfig {
        chips = List.copyOf(chips);
        pins = List.copyOf(pins);
    }
}
