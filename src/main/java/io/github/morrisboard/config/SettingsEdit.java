package io.github.morrisboard.config;

import io.github.morrisboard.files.KeyValueFile;

import java.util.ArrayList;
import java.util.List;

/**
 * One setting changed in the settings file's lines, everything else kept as written (comments,
 * blank lines, order): the line setting the key is replaced, or the setting appended when no line
 * sets it; an empty value removes the key's line, so the default applies.
 */
public final class SettingsEdit {
    private SettingsEdit() {
    }

    /** {@code lines} with {@code key = value}, as above. */
    public static List<String> with(List<String> lines, String key, String value) {
        List<String> out = new ArrayList<>(lines);
        String setting = key + " = " + value;
        KeyValueFile.parse(lines).find(key).ifPresentOrElse(e -> {
            if (value.isEmpty()) {
                out.remove(e.line() - 1);
            } else {
                out.set(e.line() - 1, setting);
            }
        }, () -> {
            if (!value.isEmpty()) {
                out.add(setting);
            }
        });
        return out;
    }
}
