package io.github.morrisboard.engine;

import io.github.morrisboard.board.OnOff;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The variant being played: a named preset with options overridden.
 * Written as on the command line: {@code standard}, {@code twelve,flying=off},
 * {@code standard,double-removal=on,draw-plies=50}.
 *
 * @param preset          {@code standard} or {@code twelve}
 * @param pieces          pieces per side (9 standard, 12 twelve)
 * @param geometry        the board's lines ({@link Geometry#TWELVE} has diagonals)
 * @param flying          a side with 3 pieces on the board and none in hand may move to any empty point
 * @param doubleRemoval   each mill closed by one ply gives a removal (otherwise one removal per ply); a removal
 *                        that leaves the opponent two pieces ends the game at once, and no further one is owed
 * @param oneTimeMill     each line (the same three points) gives its player a removal only the first time that
 *                        player closes it; "the same mill" is the same line, not the same points: a line closed
 *                        for the first time removes even when each of its points was part of earlier mills
 * @param removeFromMills pieces in mills may always be removed (otherwise only when every opponent piece is in one)
 * @param drawPlies       moving-phase plies without a placement or removal that draw the game (0: never)
 * @param repetitionDraw  the third occurrence of a position draws
 * @param fullBoardDraw   a full board at the end of placing is a draw (twelve)
 */
public record Rules(String preset, int pieces, Geometry geometry, boolean flying, boolean doubleRemoval,
                   boolean oneTimeMill, boolean removeFromMills, int drawPlies, boolean repetitionDraw,
                   boolean fullBoardDraw) {

    public static final Rules STANDARD = new Rules("standard", 9, Geometry.NINE, true, false, false, false, 100, true, false);
    public static final Rules TWELVE = new Rules("twelve", 12, Geometry.TWELVE, true, false, false, false, 100, true, true);

    public Rules {
        if (pieces < 3 || pieces > 12) {
            throw new IllegalArgumentException("pieces must be 3..12, not " + pieces);
        }
        if (drawPlies < 0) {
            throw new IllegalArgumentException("draw-plies must be 0 (off) or more, not " + drawPlies);
        }
    }

    /** The options a player may set, as written after the preset. */
    public static final List<String> OPTIONS = List.of(
            "flying=on|off", "double-removal=on|off", "one-time-mill=on|off",
            "remove-from-mills=always|last-resort", "draw-plies=N", "repetition=on|off");

    /**
     * Parses {@code PRESET[,OPTION=VALUE…]}: rules, or an {@link IllegalArgumentException} whose message
     * is one line naming the part that is wrong and what is allowed (the only exception it throws,
     * whatever the text: every reader of rules text, from the settings to a remote seat, relies on it).
     */
    public static Rules parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("rules: empty (try \"standard\" or \"twelve,flying=off\")");
        }
        String[] parts = text.strip().toLowerCase(Locale.ROOT).split(",", -1);
        for (String part : parts) {
            if (part.isBlank()) {
                throw new IllegalArgumentException("rules " + quoted(text)
                        + ": an empty part (a comma with nothing before or after it)");
            }
        }
        String preset = parts[0].strip();
        Rules r = switch (preset) {
            case "standard", "nine" -> STANDARD;
            case "twelve" -> TWELVE;
            default -> throw new IllegalArgumentException(
                    "rules " + quoted(text) + ": unknown preset " + quoted(preset) + " (presets: standard, twelve)");
        };
        for (int i = 1; i < parts.length; i++) {
            r = r.with(parts[i].strip(), text);
        }
        return r;
    }

    /** The most characters of a text a refusal quotes: a longer text is cut and its length said. */
    static final int QUOTED_AT_MOST = 60;

    /**
     * {@code text} in quotes, a control character (a line break) written as {@code \\uXXXX}: always one
     * short line. A text longer than {@value #QUOTED_AT_MOST} characters (a table file's damaged length
     * makes one of 35,000) is quoted up to there, then an ellipsis and its length.
     */
    private static String quoted(String text) {
        StringBuilder sb = new StringBuilder("\"");
        int end = text.offsetByCodePoints(0, Math.min(text.codePointCount(0, text.length()), QUOTED_AT_MOST));
        text.substring(0, end).codePoints().forEach(c -> {
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                String hex = Integer.toHexString(c);
                sb.append("\\u").append("0000", hex.length(), 4).append(hex);
            } else {
                sb.appendCodePoint(c);
            }
        });
        sb.append('"');
        return end == text.length() ? sb.toString() : sb.append("… (").append(text.length()).append(" characters)").toString();
    }

    private Rules with(String option, String whole) {
        int eq = option.indexOf('=');
        if (eq < 0) {
            throw new IllegalArgumentException("rules " + quoted(whole) + ": option " + quoted(option)
                    + " needs a value (options: " + String.join(", ", OPTIONS) + ")");
        }
        String key = option.substring(0, eq).strip();
        String value = option.substring(eq + 1).strip();
        return switch (key) {
            case "flying" -> new Rules(preset, pieces, geometry, onOff(key, value, whole), doubleRemoval, oneTimeMill,
                    removeFromMills, drawPlies, repetitionDraw, fullBoardDraw);
            case "double-removal" -> new Rules(preset, pieces, geometry, flying, onOff(key, value, whole), oneTimeMill,
                    removeFromMills, drawPlies, repetitionDraw, fullBoardDraw);
            case "one-time-mill" -> new Rules(preset, pieces, geometry, flying, doubleRemoval, onOff(key, value, whole),
                    removeFromMills, drawPlies, repetitionDraw, fullBoardDraw);
            case "remove-from-mills" -> new Rules(preset, pieces, geometry, flying, doubleRemoval, oneTimeMill,
                    switch (value) {
                        case "always" -> true;
                        case "last-resort" -> false;
                        default -> throw bad(key, value, "always or last-resort", whole);
                    }, drawPlies, repetitionDraw, fullBoardDraw);
            case "draw-plies" -> {
                int n;
                try {
                    n = Integer.parseInt(value);
                } catch (NumberFormatException e) {
                    throw bad(key, value, "a whole number (0 turns the rule off)", whole);
                }
                if (n < 0) {
                    throw bad(key, value, "a whole number (0 turns the rule off)", whole);
                }
                yield new Rules(preset, pieces, geometry, flying, doubleRemoval, oneTimeMill, removeFromMills, n,
                        repetitionDraw, fullBoardDraw);
            }
            case "repetition" -> new Rules(preset, pieces, geometry, flying, doubleRemoval, oneTimeMill, removeFromMills,
                    drawPlies, onOff(key, value, whole), fullBoardDraw);
            default -> throw new IllegalArgumentException("rules " + quoted(whole) + ": unknown option " + quoted(key)
                    + " (options: " + String.join(", ", OPTIONS) + ")");
        };
    }

    private static boolean onOff(String key, String value, String whole) {
        return OnOff.parse(value).orElseThrow(() -> bad(key, value, "on or off", whole));
    }

    private static IllegalArgumentException bad(String key, String value, String allowed, String whole) {
        return new IllegalArgumentException("rules " + quoted(whole) + ": " + quoted(key + "=" + value) + " is not allowed ("
                + key + " takes " + allowed + ")");
    }

    private Rules presetRules() {
        return preset.equals("twelve") ? TWELVE : STANDARD;
    }

    /** The canonical text: the preset, then each option that differs from it; {@code parse} reads it back. */
    @Override
    public String toString() {
        Rules base = presetRules();
        List<String> parts = new ArrayList<>();
        parts.add(preset);
        if (flying != base.flying) parts.add("flying=" + (flying ? "on" : "off"));
        if (doubleRemoval != base.doubleRemoval) parts.add("double-removal=" + (doubleRemoval ? "on" : "off"));
        if (oneTimeMill != base.oneTimeMill) parts.add("one-time-mill=" + (oneTimeMill ? "on" : "off"));
        if (removeFromMills != base.removeFromMills) parts.add("remove-from-mills=" + (removeFromMills ? "always" : "last-resort"));
        if (drawPlies != base.drawPlies) parts.add("draw-plies=" + drawPlies);
        if (repetitionDraw != base.repetitionDraw) parts.add("repetition=" + (repetitionDraw ? "on" : "off"));
        return String.join(",", parts);
    }
}
