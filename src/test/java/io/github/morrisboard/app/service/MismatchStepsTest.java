package io.github.morrisboard.app.service;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.reconcile.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Newcomer finding 2 on the assembled board (the production wiring on the simulated board, the LEDs
 * read from the WS2812 stream): a person who follows the mismatch's words or its lights gets no ply
 * they did not ask for, and a person who takes another order gets the ply the rules allow, without
 * being asked on the way for a step the board does not need.
 */
class MismatchStepsTest {
    @TempDir
    Path dir;

    /** A game against the AI (white for the person), d6 placed and the AI's reply carried out; returns the point of a free corner. */
    private static String aGameWithAStrayPieceOnACorner(AssembledBoard b) {
        b.place("d1").lift("d1");
        b.place("d6").advance(100);
        b.place(Point.name(b.c.state().opponentPlies().getFirst().to()));
        return List.of("a1", "g1", "a7", "g7").stream().filter(p -> (b.magnets() & Point.bit(Point.parse(p))) == 0).findFirst().orElseThrow();
    }

    @Test
    void followedByItsWordsOrItsLightsTheMismatchMakesNoPly() throws Exception {
        AssembledBoard b = new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0);
        String stray = aGameWithAStrayPieceOnACorner(b);
        String record = b.record();
        int asked = b.aiRequests;

        b.lift("d6").place(stray).advance(3000); // d6 slid to a corner in the placing phase
        assertEquals("Take the piece off " + stray + ". Put the white piece back on d6", b.c.published().view().english());
        assertEquals(Map.of("signal.EXTRA", stray), lit(b), "only the piece to take off first is lit: d6 back first would make "
                + stray + " a placement");
        assertEquals(List.of(0), litAt(b, "d6"), "d6 stays dark");

        b.lift(stray);
        assertEquals("Put the white piece back on d6", b.c.published().view().english());
        assertEquals(Map.of("signal.MISSING", "d6"), lit(b));
        assertTrue(litAt(b, "d6").stream().anyMatch(c -> c != 0), "d6 blinks now");

        b.place("d6").advance(500);
        assertInstanceOf(Verdict.InSync.class, b.c.state().verdict());
        assertEquals(record, b.record(), "no ply");
        assertEquals(asked, b.aiRequests, "the AI was not asked");
    }

    @Test
    void inTheOtherOrderThePieceLeftIsAPlacementAndNothingAsksForItOnTheWay() throws Exception {
        AssembledBoard b = new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0);
        String stray = aGameWithAStrayPieceOnACorner(b);
        String record = b.record();
        b.lift("d6").place(stray).advance(3000);
        assertInstanceOf(Verdict.Mismatch.class, b.c.state().verdict());

        b.set("d6", true).advance(100); // against the lights: d6 back while the stray piece stands, not settled yet
        assertFalse(b.c.state().verdict() instanceof Verdict.Mismatch, "the board does not ask for " + stray + " to come off: it will take it");
        assertFalse(b.c.published().view().english().contains("Take the piece off"), b.c.published().view().english());
        assertFalse(lit(b).containsKey("signal.EXTRA"), "nor do the lights: " + lit(b));
        b.advance(900);
        assertEquals(record + " " + stray, b.record(), "the piece left is white's placement, as the rules allow");
    }

    /** The signals lit now and their points (status lights left out). */
    private static Map<String, String> lit(AssembledBoard b) {
        return b.c.published().legend().lit().stream().filter(e -> e.points() != 0)
                .collect(Collectors.toMap(Legend.Entry::key, e -> Point.names(e.points())));
    }

    /** The colours the LED at {@code point} shows over a blink's period and more (1.2 s), distinct, in order seen. */
    private static List<Integer> litAt(AssembledBoard b, String point) {
        java.util.LinkedHashSet<Integer> seen = new java.util.LinkedHashSet<>();
        for (int i = 0; i < 12; i++) {
            seen.add(b.board.pointColours()[Point.parse(point)]);
            b.advance(100);
        }
        return List.copyOf(seen);
    }
}
