package io.github.morrisboard.words;

/** What fills a sentence's placeholder: words said as they are (a point, a number, a move) or another sentence. */
public sealed interface Arg permits Arg.Plain, Sentence {

    /** Said as it is in every language: {@code b4}, {@code 3}, {@code d6-d5}. */
    record Plain(String text) implements Arg {
        public Plain {
            java.util.Objects.requireNonNull(text, "text");
        }
    }
}
