package io.github.morrisboard.lights;

/** A fault the person should know about; shown on the status pixels (see LIGHTS.md). */
public enum Fault {
    NONE,
    /** The reed switches cannot be read (e.g. an I2C error). */
    SENSOR,
    /** The game cannot be saved (disk full, read-only card). */
    STORAGE,
    /** Remote play: the broker cannot be reached or the link dropped; waiting for the opponent. */
    OPPONENT_AWAY;

    /** What the status pixels show for this fault (see LIGHTS.md): the one place Lights and the legend take it from. */
    Look look(Style style) {
        return switch (this) {
            case NONE -> Look.OFF;
            case SENSOR -> Look.of(Palette.RED, Pattern.DOUBLE_BLINK);
            case STORAGE -> Look.of(Palette.AMBER, Pattern.DOUBLE_BLINK);
            case OPPONENT_AWAY -> Look.of(Palette.BLUE, style == Style.RGB ? Pattern.SLOW_PULSE : Pattern.BLIP);
        };
    }
}
