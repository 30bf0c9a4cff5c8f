package io.github.morrisboard.control;

/**
 * Where the board is in its round: {@link #STARTING} (the board not read yet; a saved game waits
 * for it), {@link #MENU} (lit options), {@link #SETUP} (a position being set up by hand, the lights
 * showing where each piece goes: a puzzle's, a game's, or a saved game's on a swept board),
 * {@link #PUZZLE} (a puzzle set up and played), {@link #PLAY} and {@link #OVER} (the result shows
 * until the board is cleared, then the menu).
 */
public enum Phase { STARTING, MENU, SETUP, PUZZLE, PLAY, OVER }
