package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reading and writing plies. One ply: {@code d6} (placement), {@code a1-a4} (slide or flight),
 * {@code xa7} (removal). Game records may also join a ply and its removals: {@code a1-a4xa7},
 * {@code d6xa7}, {@code a1-a4xa7xb2}; both forms parse. Plies are separated by white space
 * (commas are accepted too).
 */
public final class Notation {
    private Notation() {
    }

    /** Parses one ply. Throws {@link IllegalArgumentException} naming what is wrong. */
    public static Ply parsePly(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.startsWith("x")) {
            return Ply.remove(point(t.substring(1), text));
        }
        int dash = t.indexOf('-');
        if (dash >= 0) {
            return Ply.move(point(t.substring(0, dash), text), point(t.substring(dash + 1), text));
        }
        return Ply.place(point(t, text));
    }

    private static int point(String name, String whole) {
        return Point.find(name).orElseThrow(() -> new IllegalArgumentException(name.isEmpty()
                ? "not a ply (write d6, a1-a4 or xa7)"
                : "\"" + name + "\" is not a point (points are a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6 g1 g4 g7)"));
    }

    /** The tokens of a record, split into single plies ({@code a1-a4xa7} gives {@code a1-a4} and {@code xa7}). */
    public static List<String> splitPlies(String record) {
        List<String> out = new ArrayList<>();
        for (String token : record.trim().split("[\\s,]+")) {
            if (token.isEmpty()) {
                continue;
            }
            String t = token;
            int x = t.indexOf('x', 1);
            while (x > 0) {
                out.add(t.substring(0, x));
                t = t.substring(x);
                x = t.indexOf('x', 1);
            }
            out.add(t);
        }
        return out;
    }

    /**
     * Plays a record from {@code start}. Throws {@link IllegalPlyException} naming the (1-based)
     * ply, its text and why it is malformed or illegal.
     */
    public static List<Ply> parseRecord(Position start, String record) {
        List<Ply> plies = new ArrayList<>();
        Position p = start;
        int index = 0;
        for (String token : splitPlies(record)) {
            index++;
            Ply ply;
            try {
                ply = parsePly(token);
            } catch (IllegalArgumentException e) {
                throw new IllegalPlyException(index, token, e.getMessage());
            }
            var why = p.whyIllegal(ply);
            if (why.isPresent()) {
                throw new IllegalPlyException(index, token, why.get());
            }
            p = p.play(ply);
            plies.add(ply);
        }
        return plies;
    }

    /** Space-separated standard notation, one ply per token. */
    public static String format(List<Ply> plies) {
        StringBuilder sb = new StringBuilder();
        for (Ply p : plies) {
            if (!sb.isEmpty()) {
                sb.append(' ');
            }
            sb.append(p);
        }
        return sb.toString();
    }

    /** The compact form: each removal joined to the ply that closed the mill ({@code a1-a4xa7}). */
    public static String formatCompact(List<Ply> plies) {
        StringBuilder sb = new StringBuilder();
        for (Ply p : plies) {
            if (!sb.isEmpty() && !p.isRemoval()) {
                sb.append(' ');
            }
            sb.append(p);
        }
        return sb.toString();
    }
}
