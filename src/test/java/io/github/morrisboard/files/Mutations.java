package io.github.morrisboard.files;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * External text for the property tests of every parser: valid inputs mutated (a flipped byte, a cut,
 * a separator inserted, a part deleted or repeated) find more than random bytes, so most texts are
 * near misses of the real thing; some are random, and some are only line breaks (the CI run of
 * a7fe17f found, by chance, that a signed file of blank lines threw out of two decoders).
 */
public final class Mutations {
    /** What a hand, an editor or a torn write puts into a text: separators, quotes, line breaks, odd bytes. */
    public static final List<String> INSERTS = List.of(",", "=", " ", "", "\n", "\r", "\t", "#", "\"", "x", "-",
            ",,", "=,", "\u0000", "\u00e9", "\u2028", "\ufeff", "9", "99999999999999999999", "-1", "crc32 ", "on", "off");

    /** Texts of only line breaks and blanks: nothing is on line 1, which a parser must say rather than index past. */
    public static final List<String> EMPTY_LINES = List.of("", "\n", "\n\n", " \n", "\r\n", "\n\n\n\n");

    private Mutations() {
    }

    /** Texts near {@code seeds}: each seed with one to four mutations, or random text. */
    public static Arbitrary<String> near(List<String> seeds) {
        Arbitrary<String> mutated = Arbitraries.of(seeds).flatMap(s -> mutation().list().ofMinSize(1).ofMaxSize(4)
                .map(ms -> {
                    String t = s;
                    for (UnaryOperator<String> m : ms) {
                        t = m.apply(t);
                    }
                    return t;
                }));
        Arbitrary<String> random = Arbitraries.strings().all().ofMaxLength(80);
        return Arbitraries.frequencyOf(net.jqwik.api.Tuple.of(9, mutated), net.jqwik.api.Tuple.of(1, random),
                net.jqwik.api.Tuple.of(1, Arbitraries.of(EMPTY_LINES)));
    }

    private static Arbitrary<UnaryOperator<String>> mutation() {
        Arbitrary<Double> at = Arbitraries.doubles().between(0, 1);
        return Arbitraries.oneOf(
                at.map(f -> t -> t.substring(0, cut(t, f))), // torn
                Arbitraries.of(INSERTS).flatMap(ins -> at.map(f -> t -> t.substring(0, cut(t, f)) + ins + t.substring(cut(t, f)))),
                at.flatMap(f -> Arbitraries.chars().map(c -> t -> t.isEmpty() ? t
                        : t.substring(0, Math.min(t.length() - 1, cut(t, f))) + c + t.substring(Math.min(t.length(), cut(t, f) + 1)))),
                at.flatMap(f -> Arbitraries.integers().between(1, 12).map(n -> t ->
                        t.substring(0, cut(t, f)) + t.substring(Math.min(t.length(), cut(t, f) + n)))), // a part lost
                at.flatMap(f -> Arbitraries.integers().between(1, 12).map(n -> t -> {
                    int a = cut(t, f), b = Math.min(t.length(), a + n);
                    return t.substring(0, b) + t.substring(a, b) + t.substring(b); // a part repeated
                })));
    }

    private static int cut(String t, double f) {
        return (int) Math.round(f * t.length());
    }

    /** Whether a refusal is one line. */
    public static boolean oneLine(String message) {
        return message != null && !message.isBlank() && message.indexOf('\n') < 0 && message.indexOf('\r') < 0;
    }
}
