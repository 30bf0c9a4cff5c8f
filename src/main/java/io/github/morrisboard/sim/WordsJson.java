package io.github.morrisboard.sim;

import io.github.morrisboard.words.Language;
import io.github.morrisboard.web.JsonWriter;
import io.github.morrisboard.words.Words;

import java.util.Optional;

/**
 * The JSON of {@code GET /api/words}: the page's language and its whole catalog, with which the
 * page says the state's sentences and its own strings:
 * <pre>
 * {"language":"ru","words":{"ai.move":"Компьютер ходит с {0} на {1}: передвиньте фишку", …}}
 * </pre>
 */
final class WordsJson {
    private WordsJson() {
    }

    /** The language for a request: the board's setting, or with {@code auto} (empty) the browser's best of ours. */
    static Language language(Optional<Language> setting, String acceptLanguage) {
        return setting.orElseGet(() -> Language.fromAcceptLanguage(acceptLanguage));
    }

    static String encode(Language language) {
        JsonWriter w = new JsonWriter().beginObject().field("language", language.tag()).name("words").beginObject();
        Words.of(language).templates().forEach(w::field);
        return w.endObject().endObject().toString();
    }
}
