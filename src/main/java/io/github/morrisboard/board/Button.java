package io.github.morrisboard.board;

/** The two optional buttons. */
public enum Button {
    HINT, MENU
}
