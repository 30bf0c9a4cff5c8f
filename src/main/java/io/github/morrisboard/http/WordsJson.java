package io.github.morrisboard.http;

import com.sun.net.httpserver.HttpExchange;
import io.github.morrisboard.words.Arg;
import io.github.morrisboard.words.Language;
import io.github.morrisboard.words.Sentence;
import io.github.morrisboard.words.Words;

import java.util.List;
import java.util.Optional;

/**
 * The pages' words (the simulator's and the companion's). {@code GET /api/words}: the page's
 * language and its whole catalog, with which the page says the state's sentences and its own strings:
 * <pre>
 * {"language":"ru","words":{"ai.move":"Компьютер ходит с {0} на {1}: передвиньте фишку", …}}
 * </pre>
 * and in the state, the sentences themselves ({@link #say}).
 */
public final class WordsJson {
    private WordsJson() {
    }

    /** The language for a request: the board's setting, or with {@code auto} (empty) the browser's best of ours. */
    public static Language language(Optional<Language> setting, String acceptLanguage) {
        return setting.orElseGet(() -> Language.fromAcceptLanguage(acceptLanguage));
    }

    public static String encode(Language language) {
        JsonWriter w = new JsonWriter().beginObject().field("language", language.tag()).name("words").beginObject();
        Words.of(language).templates().forEach(w::field);
        return w.endObject().endObject().toString();
    }

    /** Answers {@code GET /api/words} for this request (its {@code Accept-Language} when the setting is {@code auto}). */
    public static void send(HttpExchange ex, Optional<Language> setting) throws java.io.IOException {
        String accept = Optional.ofNullable(ex.getRequestHeaders().getFirst("Accept-Language")).orElse("");
        ex.getResponseHeaders().set("Vary", "Accept-Language");
        Http.sendJson(ex, 200, encode(language(setting, accept)));
    }

    /**
     * {@code "say":{"sync":{…},"message":[{…}, …]}}: the sync line and the message as sentences for
     * the page to say in its language.
     */
    public static void say(JsonWriter w, Sentence sync, List<Sentence> message) {
        w.name("say").beginObject().name("sync");
        sentence(w, sync);
        w.name("message").beginArray();
        message.forEach(s -> sentence(w, s));
        w.endArray().endObject();
    }

    /**
     * {@code {"key":"ai.move","args":["b4","c4"]}}: a sentence for the page to say in its language
     * (an argument is a string said as it is, or a sentence).
     */
    public static void sentence(JsonWriter w, Sentence s) {
        w.beginObject().field("key", s.key()).name("args").beginArray();
        for (Arg a : s.args()) {
            switch (a) {
                case Arg.Plain p -> w.value(p.text());
                case Sentence inner -> sentence(w, inner);
            }
        }
        w.endArray().endObject();
    }
}
