package io.github.morrisboard.hardware;

/** The two optional buttons. */
public enum Button {
    HINT, MENU
}
