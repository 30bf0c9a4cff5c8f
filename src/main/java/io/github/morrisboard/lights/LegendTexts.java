package io.github.morrisboard.lights;

import io.github.morrisboard.words.Catalog;
import io.github.morrisboard.words.Language;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The legend's words in one language: {@code legend_<lang>.properties} next to this class (UTF-8),
 * keyed as {@link Legend} names them, plus {@code page.*} (the page's headings), {@code card.*} (the
 * printable card's) and {@code pattern.*} (each {@link Pattern}, for the card).
 *
 * @param lang  the language's code, e.g. {@code en}
 * @param texts key to text
 */
public record LegendTexts(String lang, Map<String, String> texts) {
    /** The languages there are files for; English is the default. */
    public static final List<String> LANGUAGES = Arrays.stream(Language.values()).map(Language::tag).toList();
    public static final String DEFAULT = Language.EN.tag();

    public LegendTexts {
        texts = Map.copyOf(texts);
    }

    /** The words in {@code lang} ({@code en}, {@code ru-RU}, {@code PL}, …); an unknown language gets English. */
    public static LegendTexts of(String lang) {
        return load(Language.fromAcceptLanguage(lang).tag());
    }

    /** Exactly the file of {@code code} (one of {@link #LANGUAGES}). */
    static LegendTexts load(String code) {
        String name = "legend_" + code + ".properties";
        return new LegendTexts(code, Catalog.read(LegendTexts.class, name).orElseThrow(() -> new IllegalStateException(
                "legend texts missing from the jar: " + LegendTexts.class.getPackageName().replace('.', '/') + "/" + name)));
    }

    /** The text of {@code key}; a key the file lacks is named in the error. */
    public String text(String key) {
        String t = texts.get(key);
        if (t == null) {
            throw new IllegalArgumentException("legend_" + lang + ".properties has no key " + key);
        }
        return t;
    }

    /** A menu point's text: {@code {n}} replaced by its number. */
    public String text(Legend.MenuPoint p) {
        return text(p.key()).replace("{n}", String.valueOf(p.number()));
    }

    /** A pattern's name, e.g. "slow blink". */
    public String text(Pattern pattern) {
        return text("pattern." + pattern.name());
    }
}
