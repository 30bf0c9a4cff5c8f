package io.github.morrisboard.words;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WordsTest {

    /** Every language has exactly English's keys, each with the same placeholders. */
    @ParameterizedTest
    @EnumSource(Language.class)
    void everyLanguageHasEveryKeyWithTheSamePlaceholders(Language language) {
        Map<String, String> english = Words.english().templates();
        Map<String, String> other = Words.of(language).templates();
        TreeSet<String> missing = new TreeSet<>(english.keySet());
        missing.removeAll(other.keySet());
        TreeSet<String> unknown = new TreeSet<>(other.keySet());
        unknown.removeAll(english.keySet());
        assertEquals(List.of(), List.copyOf(missing), Words.file(language) + " lacks these keys");
        assertEquals(List.of(), List.copyOf(unknown), Words.file(language) + " has keys English does not");
        english.forEach((key, template) -> assertEquals(Words.placeholders(template), Words.placeholders(other.get(key)),
                Words.file(language) + ": the placeholders of " + key + " (\"" + other.get(key) + "\")"));
    }

    /** A sentence never ends with a separator or a stop (messages join sentences with ". "); no value is blank. */
    @ParameterizedTest
    @EnumSource(Language.class)
    void noSentenceEndsWithASeparator(Language language) {
        Words.of(language).templates().forEach((key, text) -> {
            assertFalse(text.isBlank(), key + " is blank in " + Words.file(language));
            boolean paragraph = key.equals("page.help");
            assertFalse(text.matches(paragraph ? "(?s).*[;:,]$" : "(?s).*[;:,.]$"),
                    Words.file(language) + ": " + key + " ends with a separator: \"" + text + "\"");
            assertFalse(text.contains("  ") || text.contains(" ;") || text.contains(" :") || text.contains(" ,"),
                    Words.file(language) + ": " + key + " has a stray space: \"" + text + "\"");
        });
    }

    /** The translations are translations: only the page title, menu, and the like may read as the English. */
    @ParameterizedTest
    @EnumSource(value = Language.class, names = "EN", mode = EnumSource.Mode.EXCLUDE)
    void translated(Language language) {
        Map<String, String> english = Words.english().templates();
        long same = Words.of(language).templates().entrySet().stream()
                .filter(e -> e.getValue().equals(english.get(e.getKey())))
                .filter(e -> e.getValue().replaceAll("\\{\\d+}", "").chars().anyMatch(Character::isLetter)) // "{0}, {1}": nothing to translate
                .count();
        assertTrue(same <= 5, same + " entries of " + Words.file(language) + " read as the English");
    }

    @Test
    void rendersPlaceholdersAndNestedSentences() {
        Words en = Words.english();
        assertEquals("The AI moves b4 to c4: carry it out", en.render(Sentence.of("ai.move", "b4", "c4")));
        assertEquals("The board differs from the game: a piece missing on c4, extra pieces on e5 f4", en.render(Sentence.of("sync.differs",
                Sentence.of("sync.and", Sentence.of("sync.missing.one", "c4"), Sentence.of("sync.extra.many", "e5 f4")))));
        assertEquals("Level 3 chosen. Hints on", en.render(List.of(Sentence.of("chosen.level", 3), Sentence.of("setup.hints.on"))));
        assertEquals("Компьютер ходит с b4 на c4: передвиньте фишку", Words.of(Language.RU).render(Sentence.of("ai.move", "b4", "c4")));
    }

    @Test
    void aMissingKeyOrArgumentIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Words.english().render(Sentence.of("no.such")));
        assertTrue(e.getMessage().contains("no.such") && e.getMessage().contains("words_en.properties"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Words.english().render(Sentence.of("ai.move", "b4")));
        assertTrue(e.getMessage().contains("{1}"), e.getMessage());
    }

    @Test
    void languagesParseWithAClearError() {
        assertEquals(Language.RU, Language.parse("ru"));
        assertEquals(Language.HU, Language.parse(" HU "));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Language.parse("de"));
        assertEquals("unknown language \"de\" (languages: en, ru, pl, cs, hu)", e.getMessage());
    }

    @Test
    void theBrowsersLanguageIsTheBestOfOurs() {
        assertEquals(Language.RU, Language.fromAcceptLanguage("ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7"));
        assertEquals(Language.PL, Language.fromAcceptLanguage("de-DE,de;q=0.9,pl;q=0.8,en;q=0.5"));
        assertEquals(Language.CS, Language.fromAcceptLanguage("en;q=0.4, cs"));
        assertEquals(Language.HU, Language.fromAcceptLanguage("hu"));
        assertEquals(Language.EN, Language.fromAcceptLanguage("de-DE,fr;q=0.9"));
        assertEquals(Language.EN, Language.fromAcceptLanguage(""));
        assertEquals(Language.EN, Language.fromAcceptLanguage("ru;q=0, *"));
        assertEquals(Language.EN, Language.fromAcceptLanguage("ru;q=nonsense"));
    }
}
