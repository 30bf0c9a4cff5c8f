package io.github.morrisboard.files;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The lines of a {@code key = value} file (the settings, the hardware profile) as ordered entries,
 * each with its line number, and every problem found, each naming its line. One rule for both files:
 *
 * <ul>
 * <li>a line is {@code key = value}, split at its first {@code =}; key and value are stripped of
 * blanks, the key is kept as written (keys are compared exactly), the value may be empty and may
 * hold {@code =} and {@code #};</li>
 * <li>a blank line, and a line whose first non-blank character is {@code #} or {@code !}, is a
 * comment; there are no comments at the end of a line;</li>
 * <li>a byte-order mark at the start of the first line (an editor's invisible mark) is dropped;</li>
 * <li>a line without {@code =} or with nothing before it, and a key set a second time, are
 * problems; the first setting of a key is the entry.</li>
 * </ul>
 *
 * <p>Parsing never throws: what the typed schema on top makes of the entries is its own affair.
 *
 * @param entries  the settings in file order, one per key
 * @param problems what is wrong, in file order; empty if nothing
 */
public record KeyValueFile(List<Entry> entries, List<Problem> problems) {

    private static final String BYTE_ORDER_MARK = "\uFEFF";

    /** One {@code key = value} line; {@code line} is 1-based. */
    public record Entry(String key, String value, int line) {
    }

    /**
     * A line the lexer refuses: {@code key} is the key it concerns (empty for a line that is not
     * {@code key = value}); {@code problem} is one line saying what is wrong, without the line number.
     */
    public record Problem(int line, Optional<String> key, String problem) {
    }

    public KeyValueFile {
        entries = List.copyOf(entries);
        problems = List.copyOf(problems);
    }

    /** Reads {@code lines} (as from {@link SmallFile#readLines}) by the rule above. */
    public static KeyValueFile parse(List<String> lines) {
        List<Entry> entries = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        Map<String, Integer> firstLine = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            int lineNo = i + 1;
            String line = lines.get(i);
            if (i == 0 && line.startsWith(BYTE_ORDER_MARK)) {
                line = line.substring(BYTE_ORDER_MARK.length());
            }
            line = line.strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("!")) {
                continue;
            }
            int eq = line.indexOf('=');
            String key = eq < 0 ? "" : line.substring(0, eq).strip();
            if (key.isEmpty()) {
                problems.add(new Problem(lineNo, Optional.empty(), "expected 'key = value', got \"" + OneLine.of(line) + "\""));
                continue;
            }
            Integer first = firstLine.putIfAbsent(key, lineNo);
            if (first != null) {
                problems.add(new Problem(lineNo, Optional.of(OneLine.of(key)), "set twice (first on line " + first + ")"));
                continue;
            }
            entries.add(new Entry(key, line.substring(eq + 1).strip(), lineNo));
        }
        return new KeyValueFile(entries, problems);
    }

    /** The entry for {@code key}, if the file sets it. */
    public Optional<Entry> find(String key) {
        return entries.stream().filter(e -> e.key().equals(key)).findFirst();
    }
}
