package io.github.morrisboard.lights;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LegendTextsTest {
    static final List<String> LANGUAGES = LegendTexts.LANGUAGES;
    /** Words a translation may keep from English (names, and the MENU button's label). */
    static final Set<String> SAME_ANYWHERE = Set.of("menu.CURSOR");

    /** The keys of the page, the card and the patterns, besides those a legend names. */
    static List<String> allKeys() {
        List<String> keys = new ArrayList<>(Legend.keys());
        keys.addAll(List.of("page.LIGHTS", "page.MENU", "page.NONE", "page.CHOSEN", "page.MENU_HOW",
                "card.TITLE", "card.LIGHTS", "card.STATUS", "card.OVER", "card.OVER_HOW", "card.MENU", "card.PRIORITY", "card.SETUP"));
        for (Pattern p : Pattern.values()) {
            keys.add("pattern." + p.name());
        }
        return keys;
    }

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void eachLanguageHasExactlyTheKeysEveryLegendAndTheCardNeed(String lang) {
        LegendTexts t = LegendTexts.load(lang);
        assertEquals(new TreeSet<>(allKeys()), new TreeSet<>(t.texts().keySet()), "legend_" + lang + ".properties");
        t.texts().forEach((k, v) -> {
            assertFalse(v.isBlank(), lang + " " + k + " is empty");
            assertEquals(k.equals("menu.LEVEL"), v.contains("{n}"), lang + " " + k + ": {n} only in menu.LEVEL");
        });
    }

    /**
     * Newcomer finding 11: a line of the legend stands alone on the page (an AI placement lights
     * its target only), so none is the half of a sentence ("…to here (or places one here)").
     */
    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void everyLegendLineIsAWholeSentence(String lang) {
        LegendTexts t = LegendTexts.load(lang);
        for (String k : Legend.keys()) {
            String text = t.text(k);
            assertFalse(text.startsWith("…") || text.endsWith("…") || text.contains(": …"), lang + " " + k + " is half a sentence: " + text);
            assertFalse(k.startsWith("signal.") && text.contains("("), lang + " " + k + " gives a second instruction in brackets: " + text);
        }
    }

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void translationsAreTranslatedAndReadAsUtf8(String lang) {
        if (lang.equals("en")) {
            return;
        }
        LegendTexts en = LegendTexts.load("en"), t = LegendTexts.load(lang);
        for (String k : allKeys()) {
            if (!SAME_ANYWHERE.contains(k)) {
                assertFalse(en.text(k).equals(t.text(k)), lang + " " + k + " is still English: " + t.text(k));
            }
            assertFalse(t.text(k).contains("\uFFFD") || t.text(k).contains("Ã"), lang + " " + k + " is mis-decoded: " + t.text(k));
        }
        String letters = switch (lang) {
            case "ru" -> "ё";  // Хода чёрных
            case "pl" -> "ł";
            case "cs" -> "ř";
            case "hu" -> "ő";
            default -> throw new AssertionError(lang);
        };
        assertTrue(String.join(" ", t.texts().values()).contains(letters), lang + " has its own letters (" + letters + ")");
    }

    @Test
    void aLanguageIsFoundFromABrowsersTagAndAnUnknownOneGetsEnglish() {
        assertEquals("ru", LegendTexts.of("ru-RU").lang());
        assertEquals("pl", LegendTexts.of("PL").lang());
        assertEquals("hu", LegendTexts.of("hu_HU").lang());
        assertEquals("en", LegendTexts.of("de").lang());
        assertEquals("en", LegendTexts.of("../../etc/passwd").lang());
        assertEquals("Уровень компьютера 7",
                LegendTexts.of("ru").text(new Legend.MenuPoint(0, "menu.LEVEL", 7, Palette.BLUE, false)));
        assertEquals("slow blink", LegendTexts.of("en").text(Pattern.SLOW_BLINK));
    }
}
