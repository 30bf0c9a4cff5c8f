package io.github.morrisboard.web;

/** Who may do what on the companion page. */
public enum Access {
    /** Anyone on the LAN sees the board, the record, the games and the settings; nothing changes anything. */
    VIEW,
    /** As {@link #VIEW}, and a phone paired by presence at the board may act (start, choose, hint, take back, resign). */
    PLAY;

    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
