package io.github.morrisboard.words;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.SortedSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * One language's catalog: every sentence a person reads and the page's own strings, from
 * {@code words_<tag>.properties} beside this class (UTF-8). A template's placeholders are
 * {@code {0}}, {@code {1}}, …; nothing else in it is special. A test holds every language to
 * English's keys and placeholders.
 *
 * <p>Sentences of one message are joined with {@link #JOIN}; no sentence ends with a stop.
 */
public final class Words {
    /** Between the sentences of one message. */
    public static final String JOIN = ". ";
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)}");
    private static final Map<Language, Words> LOADED = Collections.synchronizedMap(new EnumMap<>(Language.class));

    private final Language language;
    private final Map<String, String> templates;

    private Words(Language language, Map<String, String> templates) {
        this.language = language;
        this.templates = templates;
    }

    /** The catalog of {@code language} (read once). */
    public static Words of(Language language) {
        return LOADED.computeIfAbsent(language, Words::load);
    }

    public static Words english() {
        return of(Language.EN);
    }

    public Language language() {
        return language;
    }

    /** Every key with its template, sorted by key. */
    public SequencedMap<String, String> templates() {
        return Collections.unmodifiableSequencedMap(new TreeMap<>(templates));
    }

    /** The template of {@code key}; throws naming the key and the file when it is missing. */
    public String template(String key) {
        String t = templates.get(key);
        if (t == null) {
            throw new IllegalArgumentException("no words for \"" + key + "\" in " + file(language));
        }
        return t;
    }

    /** The sentence in this language. */
    public String render(Sentence s) {
        String t = template(s.key());
        Matcher m = PLACEHOLDER.matcher(t);
        StringBuilder out = new StringBuilder(t.length() + 16);
        while (m.find()) {
            int i = Integer.parseInt(m.group(1));
            if (i >= s.args().size()) {
                throw new IllegalArgumentException("\"" + s.key() + "\" needs argument {" + i + "}, given " + s.args());
            }
            m.appendReplacement(out, Matcher.quoteReplacement(switch (s.args().get(i)) {
                case Arg.Plain p -> p.text();
                case Sentence inner -> render(inner);
            }));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** A message of several sentences, joined with {@link #JOIN}. */
    public String render(List<Sentence> message) {
        return message.stream().map(this::render).collect(Collectors.joining(JOIN));
    }

    /** The placeholder numbers a template uses. */
    public static SortedSet<Integer> placeholders(String template) {
        SortedSet<Integer> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(template);
        while (m.find()) {
            found.add(Integer.parseInt(m.group(1)));
        }
        return found;
    }

    /** The catalog's resource name, for messages: {@code io/github/morrisboard/words/words_ru.properties}. */
    public static String file(Language language) {
        return Words.class.getPackageName().replace('.', '/') + "/words_" + language.tag() + ".properties";
    }

    private static Words load(Language language) {
        String name = "words_" + language.tag() + ".properties";
        return new Words(language, Catalog.read(Words.class, name).orElseThrow(() -> new IllegalStateException(
                "the words of " + language.tag() + " are missing from the jar: " + file(language))));
    }
}
