package io.github.morrisboard.hardware.profile;

/** Which LEDs the board has: a WS2812B/SK6812 chain on SPI, or single-colour LEDs on MCP23017 outputs. */
public enum LedBackend {
    WS2812, MONO
}
