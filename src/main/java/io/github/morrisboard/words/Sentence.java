package io.github.morrisboard.words;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Something to tell a person, before it has a language: a key of the catalog ({@link Words}) and
 * what fills its placeholders {@code {0}}, {@code {1}}, … The controller decides what to say;
 * rendering ({@link Words#render}, or the page with the same catalog) decides how.
 */
public record Sentence(String key, List<Arg> args) implements Arg {

    public Sentence {
        Objects.requireNonNull(key, "key");
        args = List.copyOf(args);
    }

    /** A sentence whose arguments are strings and numbers (said as they are) or other sentences. */
    public static Sentence of(String key, Object... args) {
        return new Sentence(key, Arrays.stream(args).map(Sentence::arg).toList());
    }

    private static Arg arg(Object o) {
        return switch (o) {
            case Arg a -> a;
            case String s -> new Arg.Plain(s);
            case Integer n -> new Arg.Plain(n.toString());
            default -> throw new IllegalArgumentException("a sentence's argument is text, a number or a sentence, not "
                    + o.getClass().getSimpleName());
        };
    }
}
