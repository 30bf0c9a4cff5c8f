package io.github.morrisboard.app.cli;

import picocli.CommandLine;
import java.util.List;
import java.util.Locale;

/**
 * One option of the {@code uci} command as a front end sees it: its name, type, default and range,
 * announced in the reply to {@code uci}, and the values {@code setoption} accepts for it.
 *
 * @param name         as announced ({@code setoption} matches it ignoring case)
 * @param type         check, spin, combo or string
 * @param defaultValue as announced
 * @param min          the smallest value of a spin
 * @param max          the largest value of a spin
 * @param vars         the values of a combo
 */
record UciOption(String name, Type type, String defaultValue, long min, long max, List<String> vars) {

    enum Type { CHECK, SPIN, COMBO, STRING }

    UciOption {
        vars = List.copyOf(vars);
    }

    static UciOption check(String name, boolean defaultValue) {
        return new UciOption(name, Type.CHECK, String.valueOf(defaultValue), 0, 0, List.of());
    }

    static UciOption spin(String name, long defaultValue, long min, long max) {
        return new UciOption(name, Type.SPIN, String.valueOf(defaultValue), min, max, List.of());
    }

    static UciOption combo(String name, String defaultValue, String... vars) {
        return new UciOption(name, Type.COMBO, defaultValue, 0, 0, List.of(vars));
    }

    static UciOption string(String name, String defaultValue) {
        return new UciOption(name, Type.STRING, defaultValue, 0, 0, List.of());
    }

    /** The line that announces the option: {@code option name Flying type check default true}. */
    String announce() {
        String line = "option name " + name + " type " + type.name().toLowerCase(Locale.ROOT) + " default " + defaultValue;
        return switch (type) {
            case SPIN -> line + " min " + min + " max " + max;
            case COMBO -> line + " var " + String.join(" var ", vars);
            default -> line;
        };
    }

    /**
     * The value in its plain form ({@code true}/{@code false}, a number, one of the vars, the text);
     * throws {@link IllegalArgumentException} saying what the option takes otherwise. A check also
     * takes {@code on} and {@code off}, as the rules are written.
     */
    String parse(String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        return switch (type) {
            case CHECK -> switch (v) {
                case "true", "on" -> "true";
                case "false", "off" -> "false";
                default -> throw refused(value, "true or false");
            };
            case SPIN -> {
                long n;
                try {
                    n = Long.parseLong(v);
                } catch (NumberFormatException e) {
                    throw refused(value, "a whole number from " + min + " to " + max);
                }
                if (n < min || n > max) {
                    throw refused(value, "a whole number from " + min + " to " + max);
                }
                yield String.valueOf(n);
            }
            case COMBO -> {
                if (!vars.contains(v)) {
                    throw refused(value, "one of " + String.join(", ", vars));
                }
                yield v;
            }
            case STRING -> value.strip();
        };
    }

    private static IllegalArgumentException refused(String value, String allowed) {
        return new IllegalArgumentException("\"" + value.strip() + "\" is not " + allowed);
    }
}
