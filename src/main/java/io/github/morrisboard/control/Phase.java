package io.github.morrisboard.control;

/**
 * Where the board is in its round: {@link #STARTING} (the board not read yet; a saved game waits
 * for it), {@link #MENU} (lit options), {@link #PLAY} and {@link #OVER} (the result shows until the
 * board is cleared, then the menu).
 */
public enum Phase { STARTING, MENU, PLAY, OVER }
