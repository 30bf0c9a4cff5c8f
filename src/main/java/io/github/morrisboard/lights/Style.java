package io.github.morrisboard.lights;

/** What kind of LEDs the board has. */
public enum Style {
    /** Addressable colour pixels (WS2812B): each signal has a colour and a pattern. */
    RGB,
    /** Single-colour LEDs that are only on or off: each signal is told apart by its pattern alone. */
    MONO
}
