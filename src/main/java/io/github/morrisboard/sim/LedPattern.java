package io.github.morrisboard.sim;

/** What an LED has been doing lately, inferred from the colours it showed (a hint for scripts and the page). */
public enum LedPattern {
    /** Dark and not changing. */
    OFF,
    /** One colour, not changing. */
    STEADY,
    /** Switching between one colour and dark. */
    BLINK,
    /** One hue at changing brightness (pulse, breathing). */
    PULSE,
    /** Several hues in turn (a sweep or an animation that is neither of the above). */
    CHANGING;

    /** The name used in the JSON API: lower case. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
