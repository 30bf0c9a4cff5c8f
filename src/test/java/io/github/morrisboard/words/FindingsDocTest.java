package io.github.morrisboard.words;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * docs/findings.md keeps to what it says: every finding of the two reviews has one row with a status
 * (fixed, stays or open), and a fixed row's evidence names only keys the English catalogs have and test
 * classes (and methods) that are under src/test.
 */
class FindingsDocTest {
    static final Path FINDINGS = Path.of("docs", "findings.md");
    static final Path TESTS = Path.of("src", "test", "java");
    static final Path RESOURCES = Path.of("src", "main", "resources", "io", "github", "morrisboard");
    static final Set<String> STATUSES = Set.of("fixed", "stays", "open");
    private static final Pattern ROW = Pattern.compile("^\\| ((?:ru|pl|cs|hu)-\\d+|X\\d+|N\\d+b?) \\|(.*)$");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9-]*(?:\\.[A-Za-z0-9_-]+)+(?:\\.\\*)?");
    private static final Pattern FILE = Pattern.compile(".*\\.(?:md|js|java|properties|png|pdf|css|html|txt|sh|json)");
    private static final Pattern TEST = Pattern.compile("([A-Z][A-Za-z0-9]*(?:Test|IT))(?:\\.([a-z][A-Za-z0-9_]*))?");

    /** One row: the finding's id, what it says, its status and its evidence. */
    record Row(String id, String finding, String status, String evidence) {
    }

    static List<Row> rows(List<String> lines) {
        List<Row> rows = new ArrayList<>();
        for (String line : lines) {
            Matcher m = ROW.matcher(line);
            if (!m.matches()) continue;
            String[] cells = m.group(2).split(" \\| ", -1);
            assertEquals(3, cells.length, "a row has an id, the finding, its status and the evidence: " + line);
            rows.add(new Row(m.group(1), cells[0].strip(), cells[1].strip(), cells[2].replaceAll("\\|\\s*$", "").strip()));
        }
        return rows;
    }

    static List<Row> rows() throws IOException {
        return rows(Files.readAllLines(FINDINGS, StandardCharsets.UTF_8));
    }

    /** The English catalogs' keys: every sentence's and every light's. */
    static Set<String> englishKeys() throws IOException {
        Set<String> keys = new TreeSet<>();
        for (Path p : List.of(RESOURCES.resolve("words/words_en.properties"), RESOURCES.resolve("lights/legend_en.properties"))) {
            Properties props = new Properties();
            try (Reader r = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
                props.load(r);
            }
            keys.addAll(props.stringPropertyNames());
        }
        return keys;
    }

    /** Every test source's simple name, with its text. */
    static Map<String, String> testSources() throws IOException {
        Map<String, String> sources = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(TESTS)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String name = p.getFileName().toString();
                sources.put(name.substring(0, name.length() - ".java".length()), Files.readString(p, StandardCharsets.UTF_8));
            }
        }
        return sources;
    }

    /** What a row's evidence names that is not there, each problem a line. Only a row that says fixed is checked. */
    static List<String> problems(Row row, Set<String> keys, Map<String, String> tests) {
        List<String> problems = new ArrayList<>();
        if (!row.status().equals("fixed")) return problems;
        Matcher code = CODE.matcher(row.evidence());
        while (code.find()) {
            String token = code.group(1);
            Matcher test = TEST.matcher(token);
            if (test.matches()) {
                String source = tests.get(test.group(1));
                if (source == null) {
                    problems.add(row.id() + ": no test class " + test.group(1) + " under " + TESTS);
                } else if (test.group(2) != null && !source.contains(" " + test.group(2) + "(")) {
                    problems.add(row.id() + ": " + test.group(1) + " has no method " + test.group(2));
                }
            } else if (KEY.matcher(token).matches() && !FILE.matcher(token).matches()) {
                String prefix = token.endsWith(".*") ? token.substring(0, token.length() - 1) : token + ".";
                boolean known = (!token.endsWith(".*") && keys.contains(token))
                        || keys.stream().anyMatch(k -> k.startsWith(prefix));
                if (!known) problems.add(row.id() + ": no key " + token + " in the English catalogs");
            }
        }
        return problems;
    }

    @Test
    void everyFindingOfBothReviewsHasOneRowWithAStatus() throws IOException {
        Set<String> expected = new TreeSet<>();
        Map<String, Integer> counts = Map.of("ru-", 21, "pl-", 17, "cs-", 18, "hu-", 15, "X", 10, "N", 22);
        counts.forEach((prefix, n) -> {
            for (int i = 1; i <= n; i++) expected.add(prefix + i);
        });
        List<Row> rows = rows();
        Set<String> seen = new TreeSet<>();
        for (Row row : rows) {
            assertTrue(seen.add(row.id()), "one row a finding: " + row.id() + " twice");
            assertTrue(STATUSES.contains(row.status()), row.id() + ": the status is one of " + STATUSES + ", was " + row.status());
            assertTrue(!row.finding().isEmpty() && !row.evidence().isEmpty(), row.id() + ": says the finding and its evidence");
        }
        Set<String> missing = new TreeSet<>(expected);
        missing.removeAll(seen);
        assertEquals(Set.of(), missing, "findings without a row in " + FINDINGS);
    }

    @Test
    void aFixedRowNamesOnlyKeysAndTestsThatExist() throws IOException {
        Set<String> keys = englishKeys();
        Map<String, String> tests = testSources();
        List<String> problems = new ArrayList<>();
        for (Row row : rows()) problems.addAll(problems(row, keys, tests));
        assertEquals(List.of(), problems, FINDINGS + " names what is not there");
    }

    @Test
    void theCheckFindsAKeyOrATestThatIsNotThere() throws IOException {
        Set<String> keys = englishKeys();
        Map<String, String> tests = testSources();
        Row made = new Row("ru-99", "made up", "fixed",
                "`no.such.key`, `nothing.here.*`, `NoSuchTest`, `CardTest.noSuchMethod`, `sync.unknown`, `CardTest`, `web/web/analysis.js`");
        assertEquals(List.of(
                "ru-99: no key no.such.key in the English catalogs",
                "ru-99: no key nothing.here.* in the English catalogs",
                "ru-99: no test class NoSuchTest under " + TESTS,
                "ru-99: CardTest has no method noSuchMethod"), problems(made, keys, tests));
        assertEquals(List.of(), problems(new Row("X99", "made up", "stays", "`no.such.key`"), keys, tests));
    }
}
