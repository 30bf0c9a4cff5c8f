package io.github.morrisboard.sensing;

import io.github.morrisboard.board.Point;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads a sensor trace from lines of text. Format, one edge per line:
 * <pre>
 * # comment
 * &lt;t_ms&gt; &lt;point&gt; &lt;0|1&gt;
 * </pre>
 * Times are milliseconds, non-decreasing; the board starts empty; each edge changes its point
 * (an edge to the level the point already has is an error). Blank lines are allowed. A comment
 * {@code # rules R} before the first edge names the rules the game was played under
 * ({@link #headerRules}).
 * Pure: the caller reads the file.
 */
public final class TraceParser {

    private TraceParser() {
    }

    /** The edges of the trace; throws {@link TraceFormatException} naming the first bad line. */
    public static List<TraceEdge> parse(List<String> lines) {
        List<TraceEdge> edges = new ArrayList<>();
        long lastT = 0;
        int occupied = 0;
        for (int i = 0; i < lines.size(); i++) {
            int lineNo = i + 1;
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\s+");
            if (f.length != 3) {
                throw new TraceFormatException(lineNo, "expected \"<t_ms> <point> <0|1>\", got " + f.length
                        + " field" + (f.length == 1 ? "" : "s") + ": \"" + line + "\"");
            }
            long t = parseTime(lineNo, f[0]);
            if (t < lastT) {
                throw new TraceFormatException(lineNo, "time " + t + " ms is before the previous line's " + lastT + " ms (times must not decrease)");
            }
            int point = Point.find(f[1]).orElseThrow(() -> new TraceFormatException(lineNo,
                    "unknown point \"" + f[1] + "\" (points are a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6 g1 g4 g7)"));
            boolean occ = switch (f[2]) {
                case "1" -> true;
                case "0" -> false;
                default -> throw new TraceFormatException(lineNo, "state must be 0 or 1, got \"" + f[2] + "\"");
            };
            if (((occupied >> point & 1) == 1) == occ) {
                throw new TraceFormatException(lineNo, Point.name(point) + " is already " + (occ ? "occupied" : "empty")
                        + " (each line must be a change; the board starts empty)");
            }
            occupied ^= 1 << point;
            lastT = t;
            edges.add(new TraceEdge(t, point, occ));
        }
        return edges;
    }

    /** The rules text of a {@code # rules R} comment before the first edge, if there is one. */
    public static java.util.Optional<String> headerRules(List<String> lines) {
        for (String raw : lines) {
            String line = raw.strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                break; // the header ends with the first edge
            }
            String comment = line.isEmpty() ? "" : line.substring(1).strip();
            if (comment.startsWith("rules ") || comment.equals("rules")) {
                return java.util.Optional.of(comment.substring(5).strip());
            }
        }
        return java.util.Optional.empty();
    }

    private static long parseTime(int lineNo, String s) {
        if (!s.matches("\\d{1,18}")) {
            throw new TraceFormatException(lineNo, "time must be a whole number of milliseconds >= 0, got \"" + s + "\"");
        }
        return Long.parseLong(s);
    }

    /** The lines of a trace for these edges (the inverse of {@link #parse}). */
    public static List<String> format(List<TraceEdge> edges) {
        return edges.stream().map(TraceEdge::format).toList();
    }
}
