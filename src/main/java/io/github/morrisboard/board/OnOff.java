package io.github.morrisboard.board;

import java.util.Locale;
import java.util.Optional;

/**
 * The words a person writes for a switch, in the settings, the profile, the rules and the page's
 * form: {@code on}, {@code true}, {@code yes} and {@code off}, {@code false}, {@code no}, in any case.
 * Each reader words its own refusal of anything else. Storage formats the board writes itself (the
 * game file) stay strict and do not use this.
 */
public final class OnOff {
    private OnOff() {
    }

    /** The switch {@code word} names, or empty when it names none. */
    public static Optional<Boolean> parse(String word) {
        return switch (word.strip().toLowerCase(Locale.ROOT)) {
            case "on", "true", "yes" -> Optional.of(true);
            case "off", "false", "no" -> Optional.of(false);
            default -> Optional.empty();
        };
    }
}
