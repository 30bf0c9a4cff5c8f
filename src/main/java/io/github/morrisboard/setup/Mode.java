package io.github.morrisboard.setup;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Who plays: people on both sides, a person against the AI, the AI against itself (a demo), or a person
 * against a friend on another board ({@code remote}: the other side's plies arrive over MQTT and are
 * announced like the AI's).
 */
public enum Mode {
    HUMAN_HUMAN("human-vs-human"), HUMAN_AI("human-vs-ai"), AI_AI("ai-vs-ai"), REMOTE("remote");

    private final String label;

    Mode(String label) {
        this.label = label;
    }

    /** As written in files and on the command line: {@code human-vs-ai}. */
    public String label() {
        return label;
    }

    /** Reads a label; throws with the allowed values otherwise. */
    public static Mode parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(m -> m.label.equals(t)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown mode \"" + text + "\" (modes: "
                        + Arrays.stream(values()).map(Mode::label).collect(Collectors.joining(", ")) + ")"));
    }

    /** Whether the AI plays at all (then its level matters). */
    public boolean hasAi() {
        return this == HUMAN_AI || this == AI_AI;
    }
}
