package io.github.morrisboard.lights;

/** A fault the person should know about; shown on the status pixels (see LIGHTS.md). */
public enum Fault {
    NONE,
    /** The reed switches cannot be read (e.g. an I2C error). */
    SENSOR,
    /** The game cannot be saved (disk full, read-only card). */
    STORAGE
}
