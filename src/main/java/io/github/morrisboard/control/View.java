package io.github.morrisboard.control;

/**
 * What the controller shows besides the lights, published after every event for other threads
 * (the simulator page, the service status): an immutable snapshot.
 *
 * @param phase   menu, play or game over
 * @param mode    who plays, e.g. {@code human-vs-ai}
 * @param record  the game record in standard notation (empty in the menu before a game)
 * @param white   the points the game believes hold white pieces
 * @param black   the points the game believes hold black pieces
 * @param sync    the board against the game: in sync, moving, lifted, mismatch with the points
 * @param message one line for the person
 */
public record View(Controller.Phase phase, String mode, String record, int white, int black, String sync, String message) {
    public static final View STARTING = new View(Controller.Phase.STARTING, "starting", "", 0, 0, "unknown", "Reading the board");
}
