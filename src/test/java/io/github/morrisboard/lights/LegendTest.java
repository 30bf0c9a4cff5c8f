package io.github.morrisboard.lights;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;

import static io.github.morrisboard.lights.LightsTest.OWES;
import static io.github.morrisboard.lights.LightsTest.RGB;
import static io.github.morrisboard.lights.LightsTest.START;
import static io.github.morrisboard.lights.LightsTest.bit;
import static io.github.morrisboard.lights.LightsTest.lit;
import static io.github.morrisboard.lights.LightsTest.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LegendTest {

    private static List<String> keys(Legend l) {
        return l.lit().stream().map(Legend.Entry::key).toList();
    }

    private static Legend.Entry entry(Legend l, String key) {
        return l.lit().stream().filter(e -> e.key().equals(key)).findFirst().orElseThrow(() -> new AssertionError(key + " not in " + l));
    }

    @Test
    void theAiPlacementHidesTheTargetsAsTheLightsDo() {
        Scene s = Scene.Play.of(START).withTargets(START.empty()).withAiPly(Ply.place(p("b4")));
        Legend l = Legend.of(s, RGB, 0);
        assertEquals(List.of("signal.AI_TO", "status.TURN_WHITE"), keys(l));
        Legend.Entry to = entry(l, "signal.AI_TO");
        assertEquals(bit("b4"), to.points());
        assertEquals(Palette.BLUE, to.color());
        assertEquals(Pattern.STEADY, to.pattern());
        assertEquals(List.of(), l.menu());
    }

    @Test
    void targetsShowWithHintsOnlyAndTheirPointsAreThoseLit() {
        Scene s = Scene.Play.of(START).withTargets(bit("a1 d6"));
        assertEquals(bit("a1 d6"), entry(Legend.of(s, RGB, 0), "signal.TARGET").points());
        assertEquals(List.of("status.TURN_WHITE"), keys(Legend.of(s, RGB.withHints(false), 0)));
    }

    @Test
    void aMismatchHidesEverythingElse() {
        Scene s = Scene.Play.guiding(START, 0).withHint(Ply.place(p("d6"))).withMismatch(bit("a1"), bit("g7"));
        assertEquals(List.of("signal.MISSING", "signal.EXTRA", "status.TURN_WHITE"), keys(Legend.of(s, RGB, 0)));
    }

    @Test
    void aSignalCoveredEverywhereByAHigherOneIsNotListed() {
        // The hint's target is the lifted piece's origin: cyan wins there, and green is lit nowhere.
        Scene s = Scene.Play.of(START).withLifted(p("d6")).with(Signal.HINT_TO, bit("d6 a1"));
        Legend l = Legend.of(s, RGB, 0);
        assertEquals(bit("d6"), entry(l, "signal.LIFTED").points());
        assertEquals(bit("a1"), entry(l, "signal.HINT_TO").points());
        assertFalse(keys(Legend.of(Scene.Play.of(START).withLifted(p("d6")).with(Signal.HINT_TO, bit("d6")), RGB, 0))
                .contains("signal.HINT_TO"));
    }

    @Test
    void aMillIsListedWhileItPulsesOnly() {
        Scene s = Scene.Play.of(OWES).withMill(bit("a1 a4 a7"), 1000);
        assertTrue(keys(Legend.of(s, RGB, 1000 + Lights.MILL_MS - 1)).contains("signal.MILL"));
        assertFalse(keys(Legend.of(s, RGB, 1000 + Lights.MILL_MS)).contains("signal.MILL"));
        assertTrue(keys(Legend.of(s, RGB, 0)).contains("status.REMOVAL"), "white owes a removal");
    }

    /** Newcomer finding 11: while the AI takes a piece, the status line said "Take one of the other side's pieces". */
    @Test
    void whileTheAiOrTheFriendsBoardTakesAPieceTheStatusSaysWhosePieceGoes() {
        Legend l = Legend.of(Scene.Play.of(OWES).withAiPly(Ply.remove(p("d1"))), RGB, 0);
        assertEquals(List.of("signal.AI_REMOVAL", "status.TAKES_WHITE"), keys(l));
        Legend.Entry status = entry(l, "status.TAKES_WHITE");
        assertEquals(Palette.WHITE, status.color());
        assertEquals(Pattern.SLOW_BLINK, status.pattern(), "the removal's pattern, as the pixels show it");
        assertEquals("White takes a black piece", LegendTexts.of("en").text(status.key()));
        assertEquals("Take one of the other side's pieces", LegendTexts.of("en").text(
                entry(Legend.of(Scene.Play.of(OWES), RGB, 0), "status.REMOVAL").key()), "the person's own removal");
    }

    @Test
    void theStatusPixelSaysThinkingAndAFaultTakesItOver() {
        Scene.Play thinking = Scene.Play.of(START).withThinking(true);
        Legend.Entry e = entry(Legend.of(thinking, RGB, 0), "status.THINKING");
        assertEquals(Pattern.BREATHE, e.pattern());
        assertEquals(Palette.WHITE, e.color());
        assertEquals(Pattern.SLOW_BLINK, entry(Legend.of(thinking, RGB.withStyle(Style.MONO), 0), "status.THINKING").pattern());
        assertEquals(List.of("status.FAULT_SENSOR"), keys(Legend.of(thinking.withFault(Fault.SENSOR), RGB, 0)));
        assertEquals(List.of("status.FAULT_STORAGE"), keys(Legend.of(new Scene.Starting(Fault.STORAGE), RGB, 0)));
        assertEquals(Legend.NONE, Legend.of(new Scene.Starting(Fault.NONE), RGB, 0));
        Legend.Entry away = entry(Legend.of(thinking.withFault(Fault.OPPONENT_AWAY), RGB, 0), "status.FAULT_OPPONENT_AWAY");
        assertEquals(Palette.BLUE, away.color());
        assertEquals(Pattern.SLOW_PULSE, away.pattern());
        assertEquals(Pattern.BLIP, entry(Legend.of(thinking.withFault(Fault.OPPONENT_AWAY), RGB.withStyle(Style.MONO), 0),
                "status.FAULT_OPPONENT_AWAY").pattern());
        assertEquals("Waiting for the opponent: no connection, or the boards disagree (the page says why)", LegendTexts.of("en")
                .text("status.FAULT_OPPONENT_AWAY"));
    }

    @Test
    void gameOverNamesTheWinnerAndItsPieces() {
        Position pos = LightsTest.OWES;
        Legend l = Legend.of(Scene.Over.of(pos, new Outcome.Win(Color.BLACK, Outcome.WinReason.values()[0]), 0), RGB, 0);
        assertEquals(List.of("over.WIN_BLACK"), keys(l));
        assertEquals(pos.pieces(Color.BLACK), l.lit().getFirst().points());
        assertEquals(Palette.VIOLET, l.lit().getFirst().color());
    }

    @Test
    void theMenuMapListsEveryOfferedPointWithItsMeaning() {
        Setup human = Setups.EXAMPLE.withMode(Mode.HUMAN_HUMAN);
        Legend l = Legend.of(Scene.Menu.of(MenuState.of(human)).withHeld(bit("a4 d5")), RGB, 0);
        List<String> points = l.menu().stream().map(m -> Point.name(m.point())).toList();
        assertEquals(List.of("a4", "b4", "c4", "b2", "f2", "a1", "g1", "d1", "e3", "f4"), points, "no levels or AI side for two people");
        Legend.MenuPoint a4 = l.menu().getFirst();
        assertEquals("menu.MODE_HUMAN_HUMAN", a4.key());
        assertTrue(a4.chosen());
        assertEquals(Palette.CYAN, a4.color());
        assertEquals(List.of("menu.HELD", "menu.NO_OPTION", "status.MENU"), keys(l));
        assertEquals(bit("a4"), entry(l, "menu.HELD").points());
        assertEquals(bit("d5"), entry(l, "menu.NO_OPTION").points());

        Legend ai = Legend.of(Scene.Menu.of(MenuState.of(human.withMode(Mode.HUMAN_AI).withLevel(7))), RGB, 0);
        Legend.MenuPoint c5 = ai.menu().stream().filter(m -> m.point() == p("c5")).findFirst().orElseThrow();
        assertEquals("menu.LEVEL", c5.key());
        assertEquals(7, c5.number());
        assertTrue(c5.chosen());
        assertTrue(ai.menu().stream().anyMatch(m -> m.key().equals("menu.AI_BLACK")));
    }

    /** Whatever the scene, the legend names exactly the points the frame lights (at t = 0 every pattern is on). */
    @Test
    void theLegendsPointsAreTheFramesLitPoints() {
        Random r = new Random(14);
        Signal[] signals = Signal.values();
        for (int i = 0; i < 2000; i++) {
            Scene.Play s = Scene.Play.of(r.nextBoolean() ? START : OWES);
            for (Signal sig : signals) {
                if (r.nextInt(3) == 0) {
                    s = s.with(sig, r.nextInt(1 << Point.COUNT) & r.nextInt(1 << Point.COUNT) & r.nextInt(1 << Point.COUNT));
                }
            }
            s = s.withMill(s.mask(Signal.MILL), 0);
            LightSettings set = r.nextBoolean() ? RGB : RGB.withHints(false);
            Legend l = Legend.of(s, set, 0);
            Frame f = Lights.frame(s, set, 0);
            int union = 0;
            for (Legend.Entry e : l.lit()) {
                assertEquals(0, union & e.points(), "each point is listed once: " + l);
                union |= e.points();
                for (int m = e.points(); m != 0; m &= m - 1) {
                    assertEquals(e.color(), f.point(Integer.numberOfTrailingZeros(m)), e.key() + " in " + s);
                }
            }
            assertEquals(lit(f), union, s.toString());
        }
        for (Mode mode : Mode.values()) {
            Scene.Menu m = Scene.Menu.of(MenuState.of(Setups.EXAMPLE.withMode(mode)));
            int menuPoints = Legend.of(m, RGB, 0).menu().stream().mapToInt(x -> Point.bit(x.point())).reduce(0, (a, b) -> a | b);
            assertEquals(lit(Lights.frame(m, RGB, 0)), menuPoints, mode.toString());
        }
    }
}
