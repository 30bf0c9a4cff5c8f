package io.github.morrisboard.sensing;

import io.github.morrisboard.board.Point;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TraceParserTest {

    @Test
    void theHeaderMayNameTheRules() {
        assertEquals(java.util.Optional.of("twelve,flying=off"),
                TraceParser.headerRules(List.of("# a game", "", "#  rules twelve,flying=off", "0 d6 1")));
        assertEquals(java.util.Optional.empty(), TraceParser.headerRules(List.of("# a game", "0 d6 1", "# rules twelve")),
                "only before the first edge");
        assertEquals(java.util.Optional.empty(), TraceParser.headerRules(List.of("# Generated (seed 1, rules twelve)")));
    }

    @Test
    void readsCommentsBlankLinesAndEdges() {
        List<TraceEdge> edges = TraceParser.parse(List.of(
                "# white places d6",
                "",
                "0 d6 1",
                "  1200   a1 1  ",
                "1200 d6 0"));
        assertEquals(List.of(new TraceEdge(0, Point.parse("d6"), true), new TraceEdge(1200, Point.parse("a1"), true),
                new TraceEdge(1200, Point.parse("d6"), false)), edges);
    }

    private static void assertBadLine(String expectedPart, int line, String... lines) {
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceParser.parse(List.of(lines)));
        assertEquals(line, e.lineNumber());
        assertTrue(e.getMessage().startsWith("line " + line + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(expectedPart), e.getMessage());
    }

    @Test
    void aMalformedLineNamesItsNumberAndWhatIsWrong() {
        assertBadLine("unknown point \"d4\"", 2, "# x", "10 d4 1");
        assertBadLine("0 or 1", 1, "10 d6 2");
        assertBadLine("whole number", 1, "-5 d6 1");
        assertBadLine("whole number", 1, "1.5 d6 1");
        assertBadLine("got 2 fields", 3, "0 a1 1", "", "5 a1");
        assertBadLine("before the previous", 2, "100 a1 1", "99 a4 1");
        assertBadLine("already empty", 1, "0 a1 0");
        assertBadLine("already occupied", 2, "0 a1 1", "5 a1 1");
    }

    @Property(tries = 200)
    void formatAndParseAreInverse(@ForAll @Size(max = 40) List<@IntRange(min = 0, max = 23) Integer> points,
                                  @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 5000) Integer> gaps) {
        List<TraceEdge> edges = new ArrayList<>();
        int occ = 0;
        long t = 0;
        for (int i = 0; i < points.size(); i++) {
            int p = points.get(i);
            t += i < gaps.size() ? gaps.get(i) : 0;
            occ ^= 1 << p;
            edges.add(new TraceEdge(t, p, (occ >> p & 1) == 1));
        }
        assertEquals(edges, TraceParser.parse(TraceParser.format(edges)));
    }
}
