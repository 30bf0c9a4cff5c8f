package io.github.morrisboard.lights;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code LIGHTS.md}, the living table of the light language, says what {@link Signal} does: its table of
 * point signals names every signal once, in priority order, each with its colour and its pattern on
 * colour pixels and on on/off LEDs.
 */
class LightsDocTest {
    static final Path DOC = Path.of("src/main/java/io/github/morrisboard/lights/LIGHTS.md");
    private static final Pattern NAME = Pattern.compile("`([A-Z_]+)`");
    private static final Pattern HEX = Pattern.compile("`([0-9A-F]{6})`");

    /** The rows of the table of point signals. */
    static List<String> rows() throws IOException {
        String doc = Files.readString(DOC);
        String table = doc.substring(doc.indexOf("## Points, in priority order"), doc.indexOf("Rules on top of the order"));
        return table.lines().filter(l -> l.startsWith("| ") && NAME.matcher(l).find()).toList();
    }

    /** How the table words a pattern: {@code SLOW_BLINK} is "slow blink". */
    static String word(io.github.morrisboard.lights.Pattern p) {
        return p.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The longest pattern's word the cell names (at its start with {@code first}), or "". */
    static String named(String cell, boolean first) {
        String found = "";
        for (io.github.morrisboard.lights.Pattern p : io.github.morrisboard.lights.Pattern.values()) {
            String w = word(p);
            if ((first ? cell.startsWith(w) : cell.contains(w)) && w.length() > found.length()) {
                found = w;
            }
        }
        return found;
    }

    @Test
    void theTableNamesEverySignalOnceInPriorityOrder() throws IOException {
        List<String> named = new ArrayList<>();
        for (String row : rows()) {
            Matcher m = NAME.matcher(row.split("\\|")[3]);
            assertTrue(m.find(), row);
            named.add(m.group(1));
        }
        assertEquals(Arrays.stream(Signal.values()).map(Signal::name).toList(), named);
    }

    @Test
    void eachRowSaysTheSignalsColourAndPatterns() throws IOException {
        for (String row : rows()) {
            String[] cells = row.split("\\|");
            Matcher m = NAME.matcher(cells[3]);
            assertTrue(m.find(), row);
            Signal sig = Signal.valueOf(m.group(1));
            String rgb = cells[4].strip(), mono = cells[5].strip();
            Matcher hex = HEX.matcher(rgb);
            if (hex.find()) {
                assertEquals(String.format("%06X", sig.color()), hex.group(1), sig + "'s colour in " + row);
            }
            assertEquals(word(sig.pattern(Style.RGB)), named(rgb, false), sig + " on colour pixels: " + rgb);
            assertEquals(word(sig.pattern(Style.MONO)), named(mono, true), sig + " on on/off LEDs: " + mono);
        }
    }
}
