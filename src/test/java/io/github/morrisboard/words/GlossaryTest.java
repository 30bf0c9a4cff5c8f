package io.github.morrisboard.words;

import io.github.morrisboard.lights.LegendTexts;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The catalogs keep to docs/glossary.md: no text of a language uses a word its table rejects, and
 * each table names every concept a player meets (the list), flying among them.
 */
class GlossaryTest {
    static final Path GLOSSARY = Path.of("docs", "glossary.md");
    /** The concepts every language's table chooses a word for. */
    static final Set<String> CONCEPTS = Set.of("the game", "a game (one match)", "a mill", "a piece", "a point", "place",
            "move", "fly", "take off (after a mill)", "blocked", "the board", "register");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    /** One row of a language's table: the concept, the words chosen, and the words it rejects, as patterns. */
    record Row(String concept, String chosen, List<Pattern> rejected) {
    }

    /** The rows of each language's table ("## ru" and so on), in the file's order. */
    static Map<String, List<Row>> tables() throws IOException {
        Map<String, List<Row>> tables = new LinkedHashMap<>();
        List<Row> rows = null;
        for (String line : Files.readAllLines(GLOSSARY, StandardCharsets.UTF_8)) {
            if (line.startsWith("## ")) {
                rows = new ArrayList<>();
                tables.put(line.substring(3).strip(), rows);
            } else if (rows != null && line.startsWith("| ") && !line.startsWith("| concept ")) {
                String[] cells = line.substring(1).split("(?<!\\\\)\\|", -1);
                List<Pattern> rejected = new ArrayList<>();
                Matcher m = CODE.matcher(cells[2]);
                while (m.find()) {
                    String word = m.group(1).replace("\\|", "|");
                    rejected.add(Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + word + ")(?![\\p{L}\\p{N}])",
                            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE));
                }
                rows.add(new Row(cells[0].strip(), cells[1].strip(), rejected));
            }
        }
        return tables;
    }

    /** Every text of a language, by where it is: "words_cs.properties: key" and "legend_cs.properties: key". */
    static Map<String, String> texts(Language language) {
        Map<String, String> texts = new TreeMap<>();
        Words.of(language).templates().forEach((k, v) -> texts.put(Words.file(language) + ": " + k, v));
        String tag = language.tag();
        LegendTexts.of(tag).texts().forEach((k, v) -> texts.put("legend_" + tag + ".properties: " + k, v));
        return texts;
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = "EN", mode = EnumSource.Mode.EXCLUDE)
    void noCatalogUsesAWordItsGlossaryRejects(Language language) throws IOException {
        String tag = language.tag();
        List<Row> rows = tables().get(tag);
        assertTrue(rows != null && !rows.isEmpty(), GLOSSARY + " has no table for " + tag);
        List<String> found = new ArrayList<>();
        texts(language).forEach((where, text) -> {
            for (Row row : rows) {
                for (Pattern p : row.rejected()) {
                    Matcher m = p.matcher(text);
                    while (m.find()) {
                        found.add(where + " uses «" + m.group() + "» (" + row.concept() + ")");
                    }
                }
            }
        });
        assertEquals(List.of(), found, "words " + GLOSSARY + " rejects for " + tag);
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = "EN", mode = EnumSource.Mode.EXCLUDE)
    void eachTableChoosesAWordForEveryConceptAndRejectsSome(Language language) throws IOException {
        List<Row> rows = tables().get(language.tag());
        assertTrue(rows != null, GLOSSARY + " has no table for " + language);
        Set<String> concepts = new TreeSet<>(CONCEPTS);
        rows.forEach(r -> concepts.remove(r.concept()));
        assertEquals(Set.of(), concepts, GLOSSARY + ": " + language + " names no word for these");
        assertTrue(rows.stream().mapToInt(r -> r.rejected().size()).sum() >= 5, GLOSSARY + ": " + language + " rejects almost nothing");
    }

    /** Flying has a word: the catalog's rules.flying names it with the glossary's first choice. */
    @ParameterizedTest
    @EnumSource(value = Language.class, names = "EN", mode = EnumSource.Mode.EXCLUDE)
    void flyingIsCalledByTheGlossarysWord(Language language) throws IOException {
        String word = tables().get(language.tag()).stream().filter(r -> r.concept().equals("fly")).findFirst()
                .orElseThrow().chosen().split(",")[0].strip();
        String text = Words.of(language).template("rules.flying");
        assertTrue(text.toLowerCase(Locale.ROOT).startsWith(word.toLowerCase(Locale.ROOT) + ":"),
                Words.file(language) + ": rules.flying (\"" + text + "\") does not open with the glossary's word «" + word + "»");
    }
}
