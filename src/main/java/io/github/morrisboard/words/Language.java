package io.github.morrisboard.words;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The languages the board speaks. Log lines and the service's status line stay English. */
public enum Language {
    EN, RU, PL, CS, HU;

    /** The two-letter tag, as in the settings file, the properties file name and {@code Accept-Language}: {@code ru}. */
    public String tag() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads a tag ({@code ru}, {@code RU}); throws naming the languages otherwise. */
    public static Language parse(String text) {
        return find(text).orElseThrow(() -> new IllegalArgumentException("unknown language \"" + text + "\" (languages: "
                + tags() + ")"));
    }

    /** Every tag, comma-separated: {@code en, ru, pl, cs, hu}. */
    public static String tags() {
        return Arrays.stream(values()).map(Language::tag).collect(Collectors.joining(", "));
    }

    /**
     * The best of ours for an HTTP {@code Accept-Language} header ({@code ru-RU,ru;q=0.9,en;q=0.8}):
     * the highest-weighted language we speak (a region or script is ignored; ties go to the
     * earlier entry); English when none matches or the header is empty or malformed.
     */
    public static Language fromAcceptLanguage(String header) {
        Language best = EN;
        double bestWeight = 0;
        for (String entry : header.split(",")) {
            String[] parts = entry.strip().split(";");
            String primary = parts[0].strip().split("[-_]")[0];
            Optional<Language> l = find(primary);
            double weight = weight(parts);
            if (l.isPresent() && weight > bestWeight) {
                best = l.get();
                bestWeight = weight;
            }
        }
        return best;
    }

    private static Optional<Language> find(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(l -> l.tag().equals(t)).findFirst();
    }

    /** The {@code q=} of one entry (1 without it, 0 when it does not read). */
    private static double weight(String[] parts) {
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip();
            if (p.startsWith("q=")) {
                try {
                    double q = Double.parseDouble(p.substring(2));
                    return q >= 0 && q <= 1 ? q : 0;
                } catch (NumberFormatException e) {
                    return 0;
                }
            }
        }
        return 1;
    }
}
