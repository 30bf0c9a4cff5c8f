package io.github.morrisboard.app.service;

/**
 * The order of a controlled shutdown. Steps run phase by phase, and within a phase in the order
 * they were registered, so each part can register its own step whenever it is built.
 */
public enum ShutdownPhase {
    /** Stop producing work: the AI's search, timers, the event loop. */
    STOP_WORK,
    /** Save what must survive: the game, the settings. */
    SAVE,
    /** Turn the LEDs dark. */
    LIGHTS_OFF,
    /** Release the hardware and other resources: Pi4J's shutdown, servers, files. */
    RELEASE,
    /** Give up the state directory's lock, last: nothing of this process reads or writes there any more. */
    UNLOCK
}
