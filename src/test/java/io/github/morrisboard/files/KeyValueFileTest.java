package io.github.morrisboard.files;

import io.github.morrisboard.files.KeyValueFile.Entry;
import io.github.morrisboard.files.KeyValueFile.Problem;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KeyValueFileTest {

    private static KeyValueFile parse(String text) {
        return KeyValueFile.parse(text.lines().toList());
    }

    @Test
    void entriesKeepFileOrderAndLineNumbers() {
        KeyValueFile kv = parse("b = 2\n\n  a=1  \nc =\n");
        assertEquals(List.of(new Entry("b", "2", 1), new Entry("a", "1", 3), new Entry("c", "", 4)), kv.entries());
        assertEquals(List.of(), kv.problems());
        assertEquals(Optional.of(new Entry("a", "1", 3)), kv.find("a"));
        assertEquals(Optional.empty(), kv.find("d"));
    }

    @Test
    void aCommentIsAWholeLineStartingWithHashOrBang() {
        KeyValueFile kv = parse("# a comment\n  ! another\nurl = ssl://h:1#x\nsplit = a=b\n");
        assertEquals(List.of(new Entry("url", "ssl://h:1#x", 3), new Entry("split", "a=b", 4)), kv.entries());
    }

    @Test
    void keysAreKeptAsWritten() {
        assertEquals(List.of(new Entry("Level", "3", 1), new Entry("level", "4", 2)), parse("Level = 3\nlevel = 4\n").entries());
    }

    @Test
    void aByteOrderMarkOnTheFirstLineIsDropped() {
        assertEquals(List.of(new Entry("level", "3", 1)), parse("\uFEFFlevel = 3\n").entries());
        assertEquals(List.of(), parse("\uFEFF# settings\n").entries());
    }

    @Test
    void everyProblemIsCollectedNamingItsLine() {
        KeyValueFile kv = parse("level 3\na = 1\n= 2\na = 3\nb = 4\nb = 5\n");
        assertEquals(List.of(
                new Problem(1, Optional.empty(), "expected 'key = value', got \"level 3\""),
                new Problem(3, Optional.empty(), "expected 'key = value', got \"= 2\""),
                new Problem(4, Optional.of("a"), "set twice (first on line 2)"),
                new Problem(6, Optional.of("b"), "set twice (first on line 5)")), kv.problems());
        assertEquals(List.of(new Entry("a", "1", 2), new Entry("b", "4", 5)), kv.entries());
    }

    /** Both shipped files read the same by the old rules of either loader: no end-of-line '#', no upper-case key. */
    @Test
    void theShippedFilesAreReadWithoutProblemsAsBefore() throws IOException {
        for (Path file : List.of(Path.of("systemd/morrisboard.properties"), Path.of("firmware-config/hardware.properties"))) {
            List<String> lines = SmallFile.readLines(file, SmallFile.KIB_64);
            KeyValueFile kv = KeyValueFile.parse(lines);
            assertEquals(List.of(), kv.problems(), file.toString());
            long settings = lines.stream().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#") && !l.startsWith("!")).count();
            assertEquals(settings, kv.entries().size(), file.toString());
            for (Entry e : kv.entries()) {
                assertEquals(e.key().toLowerCase(Locale.ROOT), e.key(), file + ":" + e.line());
                assertTrue(e.value().indexOf('#') < 0, file + ":" + e.line());
            }
        }
    }

    @Provide
    Arbitrary<String> texts() {
        return Mutations.near(List.of("# settings\nmode = human-vs-ai\nlevel = 5\n\n! old\nremote.broker = ssl://b:8883\n",
                "\uFEFFreed.chips = 0x20,0x21\nreed.point.a1 = 0x20:A0\nled.gamma = 2.2\n"));
    }

    /** Any text becomes entries and one-line problems: nothing thrown, every line accounted for once. */
    @Property(tries = 2000)
    void anyTextIsEntriesAndOneLineProblems(@ForAll("texts") String text) {
        List<String> lines = text.lines().toList();
        KeyValueFile kv = KeyValueFile.parse(lines);
        Set<Integer> seen = new HashSet<>();
        Set<String> keys = new HashSet<>();
        for (Entry e : kv.entries()) {
            assertTrue(seen.add(e.line()), "line used twice: " + e);
            assertTrue(keys.add(e.key()), "key twice: " + e);
            assertTrue(!e.key().isEmpty() && e.key().equals(e.key().strip()) && e.value().equals(e.value().strip()), e.toString());
        }
        for (Problem p : kv.problems()) {
            assertTrue(seen.add(p.line()), "line used twice: " + p);
            assertTrue(Mutations.oneLine(p.problem()), p.problem());
        }
        for (int line : seen) {
            assertTrue(line >= 1 && line <= lines.size(), "line " + line + " of " + lines.size());
        }
    }
}
