package io.github.morrisboard.hardware.profile;

import java.util.OptionalInt;

/** The two optional momentary buttons (to GND, internal pull-up): their BCM GPIO numbers and debounce time. */
public record ButtonConfig(OptionalInt hintGpio, OptionalInt menuGpio, long debounceMs) {
}
