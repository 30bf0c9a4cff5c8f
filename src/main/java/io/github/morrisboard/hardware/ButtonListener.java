package io.github.morrisboard.hardware;

import io.github.morrisboard.board.Button;

/** Receives debounced button changes; called on a Pi4J thread, so it must only hand the event on. */
public interface ButtonListener {
    void onButton(long timeMs, Button button, boolean pressed);
}
