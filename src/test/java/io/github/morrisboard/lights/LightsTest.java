package io.github.morrisboard.lights;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.board.Frame;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LightsTest {
    static final LightSettings RGB = new LightSettings(100, false, true, Style.RGB, 2);
    static final LightSettings MONO = RGB.withStyle(Style.MONO);
    static final int W = Palette.WHITE, OFF = Frame.BLACK;
    static final Position START = Position.start(Rules.STANDARD);
    /** White closed the mill a1 a4 a7 and owes a removal; black has d1 d2. */
    static final Position OWES = Game.replay(Rules.STANDARD, "a1 d1 a4 d2 a7").position();

    static int p(String name) {
        return Point.parse(name);
    }

    static int bit(String names) {
        int m = 0;
        for (String n : names.split(" ")) {
            m |= Point.bit(p(n));
        }
        return m;
    }

    static int at(Scene s, LightSettings set, long t, String point) {
        return Lights.frame(s, set, t).point(p(point));
    }

    static int lit(Frame f) {
        int m = 0;
        for (int i = 0; i < Point.COUNT; i++) {
            if (f.point(i) != OFF) {
                m |= Point.bit(i);
            }
        }
        return m;
    }

    @Test
    void legalTargetsAreDimWhiteWithHintsAndDarkWithout() {
        Scene s = Scene.Play.of(START).withTargets(START.empty());
        Frame f = Lights.frame(s, RGB, 0);
        assertEquals(Point.ALL, lit(f));
        assertEquals(Palette.DIM_WHITE, f.point(p("d6")));
        assertEquals(0, lit(Lights.frame(s, RGB.withHints(false), 0)));
    }

    @Test
    void guidingFillsTheHintsTheRulesGive() {
        assertEquals(Point.ALL, Scene.Play.guiding(START, 0).mask(Signal.TARGET));
        Scene.Play owes = Scene.Play.guiding(OWES, 0);
        assertEquals(bit("d1 d2"), owes.mask(Signal.REMOVABLE));
        assertEquals(0, owes.mask(Signal.TARGET));
        // moving phase (four white pieces: no flying); white lifts a1, then a4
        Position moving = Position.of(Rules.STANDARD, bit("a1 a4 g7 b6"), bit("d1 d7 g1"), 0, 0, Color.WHITE, 0);
        Scene.Play lifted = Scene.Play.guiding(moving, bit("a1"));
        assertEquals(0, lifted.mask(Signal.TARGET), "a1's neighbours a4 and d1 are taken");
        assertEquals(bit("a7 b4"), Scene.Play.guiding(moving, bit("a4")).mask(Signal.TARGET));
        Position flying = Position.of(Rules.STANDARD, bit("a1 a4 g7"), bit("d1 d7 g1"), 0, 0, Color.WHITE, 0);
        assertEquals(flying.empty(), Scene.Play.guiding(flying, bit("a1")).mask(Signal.TARGET), "three pieces fly");
        assertEquals(Palette.CYAN, at(Scene.Play.guiding(moving, bit("a4")), RGB, 0, "a4"));
        assertEquals(Palette.DIM_WHITE, at(Scene.Play.guiding(moving, bit("a4")), RGB, 0, "a7"));
    }

    @Test
    void liftedOriginIsCyanAndBeatsTargets() {
        Scene s = Scene.Play.of(START).withTargets(bit("a1 a4 d1")).withLifted(p("a1"));
        assertEquals(Palette.CYAN, at(s, RGB, 0, "a1"));
        assertEquals(Palette.CYAN, at(s, RGB, 700, "a1"));
        assertEquals(Palette.DIM_WHITE, at(s, RGB, 0, "a4"));
    }

    @Test
    void aiMoveBlinksFromAndHoldsToAndHidesTargets() {
        Scene s = Scene.Play.of(START).withTargets(START.empty()).withAiPly(Ply.move(p("a1"), p("a4")));
        assertEquals(Palette.BLUE, at(s, RGB, 0, "a1"));
        assertEquals(OFF, at(s, RGB, 600, "a1"));
        assertEquals(Palette.BLUE, at(s, RGB, 1000, "a1"));
        assertEquals(Palette.BLUE, at(s, RGB, 0, "a4"));
        assertEquals(Palette.BLUE, at(s, RGB, 600, "a4"));
        assertEquals(bit("a1 a4"), lit(Lights.frame(s, RGB, 0)));
    }

    @Test
    void aiPlacementShowsOnlyTheTarget() {
        Scene s = Scene.Play.of(START).withAiPly(Ply.place(p("d6")));
        assertEquals(bit("d6"), lit(Lights.frame(s, RGB, 0)));
        assertEquals(bit("d6"), lit(Lights.frame(s, RGB, 600)));
    }

    @Test
    void aiRemovalBlinksMagentaFastAndSlowAtNight() {
        Scene s = Scene.Play.of(OWES).withRemovable(bit("d1 d2")).withAiPly(Ply.remove(p("d1")));
        assertEquals(Palette.MAGENTA, at(s, RGB, 0, "d1"));
        assertEquals(OFF, at(s, RGB, 130, "d1"));
        assertEquals(Palette.MAGENTA, at(s, RGB, 250, "d1"));
        assertEquals(OFF, at(s, RGB, 130, "d2"), "the AI's removal hides the removable hints");
        LightSettings night = RGB.withNight(true);
        assertEquals(Palette.scale(Palette.MAGENTA, 0.25), at(s, night, 130, "d1"));
        assertEquals(OFF, at(s, night, 600, "d1"));
    }

    @Test
    void millPulsesGoldForAWhileFromWhenItFormed() {
        long since = 10_000;
        Scene s = Scene.Play.of(OWES).withMill(bit("a1 a4 a7"), since);
        assertEquals(Palette.GOLD, at(s, RGB, since, "a4"));
        assertEquals(Palette.scale(Palette.GOLD, 0.2), at(s, RGB, since + 400, "a4"));
        assertEquals(Palette.GOLD, at(s, RGB, since + 800, "a4"));
        assertEquals(OFF, at(s, RGB, since + Lights.MILL_MS, "a4"));
        assertEquals(OFF, at(s, RGB, since - 1, "a4"));
        int mid = at(s, RGB, since + 200, "a4");
        assertTrue(mid != Palette.GOLD && mid != OFF, "smooth, not a blink: " + Integer.toHexString(mid));
    }

    @Test
    void removablePiecesPulseRedSlowlyWithHints() {
        Scene s = Scene.Play.of(OWES).withRemovable(bit("d1 d2"));
        assertEquals(Palette.RED, at(s, RGB, 0, "d2"));
        assertEquals(Palette.scale(Palette.RED, 0.15), at(s, RGB, 1000, "d2"));
        assertEquals(0, lit(Lights.frame(s, RGB.withHints(false), 0)));
    }

    @Test
    void removalOwedBlinksTheSideStatusPixelEvenWithoutHints() {
        Scene s = Scene.Play.of(OWES).withRemovable(bit("d1 d2"));
        LightSettings noHints = RGB.withHints(false);
        assertEquals(W, Lights.frame(s, noHints, 0).statusPixel(0));
        assertEquals(OFF, Lights.frame(s, noHints, 600).statusPixel(0));
        assertEquals(OFF, Lights.frame(s, noHints, 0).statusPixel(1));
    }

    @Test
    void hintIsGreenAndBeatsTargets() {
        Scene s = Scene.Play.of(START).withTargets(START.empty()).withHint(Ply.place(p("d6")));
        assertEquals(Palette.GREEN, at(s, RGB, 0, "d6"));
        assertEquals(Palette.GREEN, at(s, RGB, 600, "d6"));
        assertEquals(Palette.DIM_WHITE, at(s, RGB, 0, "d7"));
        Scene move = Scene.Play.of(START).withHint(Ply.move(p("a1"), p("a4")));
        assertEquals(Palette.GREEN, at(move, RGB, 0, "a1"));
        assertEquals(OFF, at(move, RGB, 600, "a1"));
        assertEquals(Palette.GREEN, at(move, RGB, 600, "a4"));
    }

    @Test
    void mismatchShowsMissingAndExtraAndNothingElse() {
        Scene s = Scene.Play.of(OWES).withMill(bit("a1 a4 a7"), 0).withAiPly(Ply.place(p("g7")))
                .withLifted(p("d2")).withMismatch(bit("a4"), bit("b4"));
        assertEquals(Palette.AMBER, at(s, RGB, 0, "a4"));
        assertEquals(OFF, at(s, RGB, 600, "a4"));
        assertEquals(Palette.RED, at(s, RGB, 0, "b4"));
        assertEquals(Palette.RED, at(s, RGB, 600, "b4"));
        assertEquals(bit("a4 b4"), lit(Lights.frame(s, RGB, 0)));
    }

    @Test
    void priorityFollowsTheSignalOrderOnEveryPair() {
        Signal[] all = Signal.values();
        int point = p("d2");
        for (int i = 0; i < all.length; i++) {
            for (int j = i + 1; j < all.length; j++) {
                Scene s = with(with(Scene.Play.of(OWES), all[j], point), all[i], point);
                Scene alone = with(Scene.Play.of(OWES), all[i], point);
                for (long t : new long[]{0, 40, 130, 600}) {
                    assertEquals(at(alone, RGB, t, "d2"), at(s, RGB, t, "d2"), all[i] + " over " + all[j] + " at " + t);
                }
            }
        }
    }

    /** The scene with {@code sig} on {@code point} as well. */
    static Scene.Play with(Scene.Play s, Signal sig, int point) {
        return s.with(sig, s.mask(sig) | Point.bit(point));
    }

    @Test
    void namedWithersSetTheirSignals() {
        Scene.Play s = Scene.Play.of(START);
        assertEquals(bit("a1"), s.withAiPly(Ply.move(p("a1"), p("a4"))).mask(Signal.AI_FROM));
        assertEquals(bit("a4"), s.withAiPly(Ply.move(p("a1"), p("a4"))).mask(Signal.AI_TO));
        assertEquals(0, s.withAiPly(Ply.place(p("a4"))).mask(Signal.AI_FROM));
        assertEquals(bit("a4"), s.withAiPly(Ply.remove(p("a4"))).mask(Signal.AI_REMOVAL));
        assertEquals(bit("a4"), s.withHint(Ply.remove(p("a4"))).mask(Signal.HINT_TO));
        assertEquals(bit("b4"), s.withMismatch(bit("a4"), bit("b4")).mask(Signal.EXTRA));
        assertEquals(s, s.withTargets(bit("a4")).withTargets(0), "a zero mask is no mask");
        assertThrows(IllegalArgumentException.class, () -> s.with(Signal.TARGET, 1 << 24));
    }

    @Test
    void everySignalHasItsColourAtTimeZero() {
        int point = p("d2");
        for (Signal sig : Signal.values()) {
            assertEquals(sig.color(), at(with(Scene.Play.of(OWES), sig, point), RGB, 0, "d2"), sig.name());
        }
    }

    @Test
    void statusPixelsShowWhoseTurnAndBreatheWhileThinking() {
        Position blackToMove = START.play(Ply.place(p("d6")));
        Frame w = Lights.frame(Scene.Play.of(START), RGB, 0);
        assertEquals(W, w.statusPixel(0));
        assertEquals(OFF, w.statusPixel(1));
        Frame b = Lights.frame(Scene.Play.of(blackToMove), RGB, 0);
        assertEquals(OFF, b.statusPixel(0));
        assertEquals(Palette.VIOLET, b.statusPixel(1));
        Scene thinking = Scene.Play.of(blackToMove).withThinking(true);
        assertEquals(Palette.VIOLET, Lights.frame(thinking, RGB, 0).statusPixel(1));
        assertEquals(Palette.scale(Palette.VIOLET, 0.05), Lights.frame(thinking, RGB, 1500).statusPixel(1));
        int quarter = Lights.frame(thinking, RGB, 750).statusPixel(1);
        assertTrue(quarter != Palette.VIOLET && quarter != Palette.scale(Palette.VIOLET, 0.05));
        Frame one = Lights.frame(Scene.Play.of(blackToMove), RGB.withStatusPixels(1), 0);
        assertEquals(1, one.statusCount());
        assertEquals(Palette.VIOLET, one.statusPixel(0));
        Frame three = Lights.frame(Scene.Play.of(START), RGB.withStatusPixels(3), 0);
        assertEquals(W, three.statusPixel(2));
        assertEquals(0, Lights.frame(Scene.Play.of(START), RGB.withStatusPixels(0), 0).statusCount());
    }

    @Test
    void faultTakesTheStatusPixelsWithADoubleBlink() {
        Scene s = Scene.Play.of(START).withFault(Fault.SENSOR).withTargets(bit("a1"));
        assertEquals(Palette.RED, Lights.frame(s, RGB, 0).statusPixel(0));
        assertEquals(Palette.RED, Lights.frame(s, RGB, 0).statusPixel(1));
        assertEquals(OFF, Lights.frame(s, RGB, 150).statusPixel(0));
        assertEquals(Palette.RED, Lights.frame(s, RGB, 250).statusPixel(1));
        assertEquals(OFF, Lights.frame(s, RGB, 600).statusPixel(1));
        assertEquals(Palette.DIM_WHITE, at(s, RGB, 0, "a1"), "the points carry on");
        Scene storage = Scene.Play.of(START).withFault(Fault.STORAGE);
        assertEquals(Palette.AMBER, Lights.frame(storage, RGB, 0).statusPixel(0));
    }

    @Test
    void waitingForTheOpponentPulsesEveryStatusPixelBlueAndThePointsCarryOn() {
        Scene s = Scene.Play.of(START).withFault(Fault.OPPONENT_AWAY).withTargets(bit("a1"));
        for (int i = 0; i < 2; i++) {
            assertEquals(Palette.BLUE, Lights.frame(s, RGB, 0).statusPixel(i), "pixel " + i + " at the pulse's top");
        }
        int low = Lights.frame(s, RGB, 1000).statusPixel(0);
        assertTrue(low != Palette.BLUE && low != OFF, "a smooth pulse, not a blink: " + Integer.toHexString(low));
        assertEquals(Palette.DIM_WHITE, at(s, RGB, 0, "a1"), "the points carry on");
        // on/off LEDs: a short flash every 2 s (the double blink is the board's own faults)
        assertTrue(Lights.frame(s, MONO, 50).statusPixel(0) != OFF);
        assertEquals(OFF, Lights.frame(s, MONO, 150).statusPixel(0));
        assertEquals(OFF, Lights.frame(s, MONO, 1900).statusPixel(1));
        assertTrue(Lights.frame(s, MONO, 2050).statusPixel(1) != OFF);
        // the same scene without it shows whose turn it is
        assertEquals(W, Lights.frame(Scene.Play.of(START), RGB, 1000).statusPixel(0));
    }

    @Test
    void gameOverSweepsTheWinnersPiecesThenGlows() {
        // white: a1 a4 a7 d7; black: d1 only (and none in hand): white has won
        Position pos = Position.of(Rules.STANDARD, bit("a1 a4 a7 d7"), bit("d1"), 0, 0, Color.BLACK, 0);
        Outcome win = new Outcome.Win(Color.WHITE, Outcome.WinReason.PIECES);
        long since = 5000;
        Scene s = new Scene.Over(pos, win, since, Fault.NONE);
        // ring order: a7 d7 g7 g4 g1 d1 a1 a4 → white's pieces sweep a7, d7, a1, a4
        String[] order = {"a7", "d7", "a1", "a4"};
        for (int step = 0; step < 2 * order.length; step++) {
            Frame f = Lights.frame(s, RGB, since + step * Lights.SWEEP_STEP_MS + 10);
            for (int i = 0; i < order.length; i++) {
                int want = i == step % order.length ? W : Palette.scale(W, Lights.SWEEP_DIM);
                assertEquals(want, f.point(p(order[i])), "step " + step + " " + order[i]);
            }
            assertEquals(OFF, f.point(p("d1")), "the loser's pieces stay dark");
            assertEquals(W, f.statusPixel(0));
        }
        long end = since + Lights.SWEEP_ROUNDS * order.length * Lights.SWEEP_STEP_MS;
        assertEquals(end, Lights.nextChange(s, RGB, end - 1));
        Frame idle = Lights.frame(s, RGB, end + 60_000);
        assertEquals(Palette.scale(W, Lights.IDLE_GLOW), idle.point(p("a4")));
        assertEquals(Long.MAX_VALUE, Lights.nextChange(s, RGB, end));
        Frame mono = Lights.frame(s, MONO, since);
        assertEquals(bit("a7"), lit(mono));
    }

    @Test
    void settingsAndScenesRejectNonsense() {
        var e = assertThrows(IllegalArgumentException.class, () -> RGB.withBrightness(101));
        assertTrue(e.getMessage().contains("0..100"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> RGB.withStatusPixels(-1));
        e = assertThrows(IllegalArgumentException.class, () -> Scene.Over.of(START, Outcome.ONGOING, 0));
        assertTrue(e.getMessage().contains("game on"), e.getMessage());
    }

    @Test
    void drawSweepsAllPiecesInTheirColours() {
        Position pos = Position.of(Rules.STANDARD, bit("a1"), bit("d1"), 0, 0, Color.WHITE, 0);
        Scene s = new Scene.Over(pos, new Outcome.Draw(Outcome.DrawReason.REPETITION), 0, Fault.NONE);
        Frame f = Lights.frame(s, RGB, 0); // ring order: d1 before a1
        assertEquals(Palette.VIOLET, f.point(p("d1")));
        assertEquals(Palette.scale(W, Lights.SWEEP_DIM), f.point(p("a1")));
        assertEquals(W, f.statusPixel(0));
        assertEquals(Palette.VIOLET, f.statusPixel(1));
    }

    @Test
    void monoFramesAreOnlyWhiteOrBlackAndEachSignalKeepsItsPattern() {
        Random r = new Random(6);
        for (int n = 0; n < 300; n++) {
            Scene.Play s = Scene.Play.of(OWES).withThinking(r.nextBoolean());
            for (Signal sig : Signal.values()) {
                if (r.nextInt(3) == 0) {
                    s = with(s, sig, r.nextInt(Point.COUNT));
                }
            }
            Frame f = Lights.frame(s, MONO, r.nextInt(100_000));
            for (int i = 0; i < Point.COUNT; i++) {
                assertTrue(f.point(i) == W || f.point(i) == OFF, f.toString());
            }
            for (int i = 0; i < f.statusCount(); i++) {
                assertTrue(f.statusPixel(i) == W || f.statusPixel(i) == OFF, f.toString());
            }
        }
        int d2 = p("d2");
        for (Signal sig : Signal.values()) {
            Scene s = with(Scene.Play.of(OWES), sig, d2);
            Pattern want = sig.pattern(Style.MONO);
            for (long t = 0; t < 2400; t += 20) {
                assertEquals(want.on(t) ? W : OFF, at(s, MONO, t, "d2"), sig + " at " + t);
            }
        }
    }

    @Test
    void monoPatternsTellCoOccurringSignalsApart() {
        // a mill just formed (double blink) next to removable pieces (slow blink)
        Scene s = Scene.Play.of(OWES).withMill(bit("a1 a4 a7"), 0).withRemovable(bit("d1 d2"));
        assertEquals(W, at(s, MONO, 250, "a4"));
        assertEquals(W, at(s, MONO, 250, "d1"));
        assertEquals(OFF, at(s, MONO, 150, "a4"));
        assertEquals(W, at(s, MONO, 150, "d1"));
        // a hint's target (double blink) among legal targets (steady)
        Scene hint = Scene.Play.of(START).withTargets(START.empty()).withHint(Ply.place(p("d6")));
        assertEquals(OFF, at(hint, MONO, 150, "d6"));
        assertEquals(W, at(hint, MONO, 150, "d7"));
        // the lifted origin blinks among steady targets
        Scene lifted = Scene.Play.of(START).withTargets(bit("a4")).withLifted(p("a1"));
        assertEquals(OFF, at(lifted, MONO, 600, "a1"));
        assertEquals(W, at(lifted, MONO, 600, "a4"));
    }

    @Test
    void brightnessScalesAndNightQuarters() {
        Scene s = Scene.Play.of(START).withAiPly(Ply.place(p("d6")));
        assertEquals(Palette.scale(Palette.BLUE, 0.5), at(s, RGB.withBrightness(50), 0, "d6"));
        assertEquals(Palette.scale(Palette.BLUE, 0.125), at(s, RGB.withBrightness(50).withNight(true), 0, "d6"));
        assertTrue(Lights.frame(s, RGB.withBrightness(0), 0).isDark());
        assertTrue(Lights.frame(s, MONO.withBrightness(0), 0).isDark());
        assertEquals(W, at(s, MONO.withBrightness(10), 0, "d6"), "mono LEDs are on or off");
    }

    @Test
    void nightModeHasNoFastBlinks() {
        LightSettings night = RGB.withNight(true);
        for (Signal sig : Signal.values()) {
            for (Style style : Style.values()) {
                Scene.Play alone = with(Scene.Play.of(START), sig, p("d2"));
                long shortest = shortestOnOff(alone, night.withStyle(style), f -> f.point(p("d2")));
                assertTrue(shortest >= 120, sig + " " + style + " changes after " + shortest + " ms at night");
            }
        }
        // the status pixel of a removal owed on mono LEDs blinks fast by day, slowly at night
        Scene owes = Scene.Play.of(OWES);
        assertEquals(125, shortestOnOff(owes, MONO, f -> f.statusPixel(0)));
        assertEquals(500, shortestOnOff(owes, MONO.withNight(true), f -> f.statusPixel(0)));
        Scene removal = Scene.Play.of(OWES).withAiPly(Ply.remove(p("d1")));
        for (long t = 0; t < 2000; t += 10) {
            assertEquals(t % 1000 < 500, at(removal, night, t, "d1") != OFF, "slow blink at night, t=" + t);
        }
    }

    /** The shortest time one light (picked from the frame) stays on or off within 3 s. */
    static long shortestOnOff(Scene s, LightSettings set, java.util.function.ToIntFunction<Frame> light) {
        long shortest = Long.MAX_VALUE, lastEdge = -1;
        boolean was = false;
        for (long t = 0; t < 3000; t += 5) {
            boolean on = light.applyAsInt(Lights.frame(s, set, t)) != OFF;
            if (t > 0 && on != was) {
                if (lastEdge >= 0) {
                    shortest = Math.min(shortest, t - lastEdge);
                }
                lastEdge = t;
            }
            was = on;
        }
        return shortest;
    }

    @Test
    void nothingChangesBeforeNextChange() {
        Random r = new Random(61);
        for (int n = 0; n < 200; n++) {
            Scene.Play s = Scene.Play.of(r.nextBoolean() ? OWES : START).withThinking(r.nextBoolean());
            for (Signal sig : Signal.values()) {
                if (r.nextInt(4) == 0) {
                    s = with(s, sig, r.nextInt(Point.COUNT));
                }
            }
            if (s.mask(Signal.MILL) != 0) {
                s = s.withMill(s.mask(Signal.MILL), r.nextInt(3000));
            }
            LightSettings set = (r.nextBoolean() ? RGB : MONO).withNight(r.nextBoolean());
            long t = r.nextInt(10_000);
            long next = Lights.nextChange(s, set, t);
            assertTrue(next > t);
            Frame now = Lights.frame(s, set, t);
            for (long u = t; u < Math.min(next, t + 3000); u += 7) {
                assertEquals(now, Lights.frame(s, set, u), s + " between " + t + " and " + next + " at " + u);
            }
        }
    }

    /** The times the loop would wake over {@code ms} from 0, each with the frame it would show. */
    private static int wakes(Scene s, LightSettings set, long ms) {
        int wakes = 0;
        Frame shown = Lights.frame(s, set, 0);
        for (long t = Lights.nextChange(s, set, 0); t < ms; t = Lights.nextChange(s, set, t)) {
            Frame f = Lights.frame(s, set, t);
            assertNotEquals(shown, f, "a wake at " + t + " for an unchanged frame (" + set + ")");
            shown = f;
            wakes++;
        }
        return wakes;
    }

    @Test
    void theLoopWakesOnlyForAFrameThatDiffers() {
        Scene menu = Scene.Menu.of(io.github.morrisboard.setup.MenuState.of(Setups.EXAMPLE));
        int bright = wakes(menu, RGB.withBrightness(80), 10_000);
        assertTrue(bright > 10_000 / Pattern.SLOT_MS * 8 / 10, "a bright pulse keeps its 25 steps a second: " + bright);
        int dim = wakes(menu, RGB.withBrightness(10).withNight(true), 10_000);
        assertTrue(dim < 10_000 / Pattern.SLOT_MS / 4, "a dim pulse's steps that round alike are skipped: " + dim);
        Scene mill = Scene.Play.of(START).withMill(bit("a1 a4 a7"), 0);
        wakes(mill, RGB, Lights.MILL_MS);
        wakes(mill, RGB.withBrightness(3), Lights.MILL_MS);
    }

    @Test
    void aStillSceneNeverChanges() {
        Scene s = Scene.Play.of(START).withTargets(START.empty()).withLifted(p("a1"));
        assertEquals(Long.MAX_VALUE, Lights.nextChange(s, RGB, 1234));
        Scene mill = Scene.Play.of(START).withMill(bit("a1 a4 a7"), 1000);
        assertEquals(1000, Lights.nextChange(mill, RGB, 0), "a mill that has not begun starts at its time");
        assertEquals(Long.MAX_VALUE, Lights.nextChange(mill, RGB, 1000 + Lights.MILL_MS));
        assertEquals(1040, Lights.nextChange(mill, RGB, 1000));
    }

    /** A phone's pairing point shows pink, triple blink, over whatever the scene shows there, in the menu and in play; nothing else changes. */
    @Test
    void thePairingPointShowsOverAnyScene() {
        Scene menu = Scene.Menu.of(io.github.morrisboard.setup.MenuState.of(Setups.EXAMPLE));
        Scene play = Scene.Play.guiding(Game.start(Rules.STANDARD).position(), 0);
        for (Scene under : java.util.List.of(menu, play)) {
            for (Style style : Style.values()) {
                LightSettings set = LightSettings.DEFAULT.withStyle(style);
                Frame f = Lights.frame(new Scene.Pairing(under, p("d2")), set, 0);
                assertNotEquals(OFF, f.point(p("d2")), style + ": lit at the start of its triple blink");
                assertEquals(OFF, Lights.frame(new Scene.Pairing(under, p("d2")), set, 200).point(p("d2")), "between its flashes");
                Frame plain = Lights.frame(under, set, 0);
                for (int q = 0; q < Point.COUNT; q++) {
                    if (q != p("d2")) {
                        assertEquals(plain.point(q), f.point(q), "the other points as the scene shows them: " + Point.name(q));
                    }
                }
            }
        }
        assertEquals(Pattern.TRIPLE_BLINK, Signal.PAIRING.pattern(Style.MONO), "told apart from every other signal on on/off LEDs");
        for (Signal sig : Signal.values()) {
            if (sig != Signal.PAIRING) {
                assertNotEquals(Signal.PAIRING.pattern(Style.MONO), sig.pattern(Style.MONO), sig.name());
                assertNotEquals(Signal.PAIRING.color(), sig.color(), sig.name());
            }
        }
    }

    /** Setting up a position (issue 33): white's points blink white, black's violet, an extra piece is the mismatch's red; told apart by pattern on on/off LEDs. */
    @Test
    void aSetUpShowsEachColoursPointsAndThePiecesToTakeOff() {
        Scene.SetUp s = new Scene.SetUp(bit("a1 d2"), bit("g7"), bit("b4"), Fault.NONE);
        assertEquals(Palette.WHITE, at(s, RGB, 0, "a1"));
        assertEquals(Palette.VIOLET, at(s, RGB, 0, "g7"));
        assertEquals(Palette.RED, at(s, RGB, 0, "b4"));
        assertEquals(0, at(s, RGB, 600, "a1"), "a slow blink: off in its second half second");
        assertEquals(Palette.RED, at(s, RGB, 600, "b4"), "the piece to take off is steady");
        assertEquals(0, at(s, RGB, 0, "d7"), "a point already right is dark");
        Frame f = Lights.frame(s, RGB, 0);
        assertTrue(java.util.Arrays.stream(f.status()).allMatch(c -> c == 0), "nobody is to move yet: the status pixels are dark");
        assertEquals(Pattern.SLOW_BLINK, Signal.PLACE_WHITE.pattern(Style.MONO));
        assertEquals(Pattern.DOUBLE_BLINK, Signal.PLACE_BLACK.pattern(Style.MONO), "on on/off LEDs black's points differ by pattern");
        assertNotEquals(Signal.PLACE_WHITE.pattern(Style.MONO), Signal.EXTRA.pattern(Style.MONO));
        Legend l = Legend.of(s, RGB, 0);
        assertEquals(java.util.List.of("signal.EXTRA", "signal.PLACE_WHITE", "signal.PLACE_BLACK"), l.lit().stream().map(Legend.Entry::key).toList());
        assertTrue(Lights.nextChange(s, RGB, 0) < Long.MAX_VALUE, "a blink changes");
        assertThrows(IllegalArgumentException.class, () -> new Scene.SetUp(bit("a1"), bit("a1"), 0, Fault.NONE), "one point, one colour");
    }

    /**
     * A scene at rest ({@link Scene.Still}, unchanged for a while): its smooth patterns (the menu's
     * start point, the removable pieces, the breathing status pixels) still pulse and breathe, sampled
     * every {@link Pattern#REST_SLOT_MS} instead of every {@link Pattern#SLOT_MS}, so it wakes the loop a
     * few times a second; its blinks are as they were; the legend says the same as before it rested.
     */
    @Test
    void aSceneAtRestPulsesInCoarserStepsAndKeepsItsBlinksAndItsMeaning() {
        Scene menu = Scene.Menu.of(io.github.morrisboard.setup.MenuState.of(io.github.morrisboard.testing.Setups.EXAMPLE));
        Scene still = new Scene.Still(menu);
        assertEquals(Pattern.REST_SLOT_MS, Lights.nextChange(still, RGB, 0), "the start point's pulse takes its next step a rest slot on");
        assertEquals(Lights.frame(still, RGB, 0), Lights.frame(still, RGB, Pattern.REST_SLOT_MS - 1), "one frame for the whole slot");
        java.util.Set<Integer> levels = new java.util.HashSet<>();
        int wakeUps = 0;
        for (long t = 0; t < Pattern.SLOW_PULSE.period(); t = Lights.nextChange(still, RGB, t)) {
            levels.add(at(still, RGB, t, "d1"));
            wakeUps++;
        }
        assertTrue(levels.size() >= 5, "the start point still pulses at rest: " + levels.size() + " levels in a period");
        assertTrue(wakeUps <= Pattern.SLOW_PULSE.period() / Pattern.REST_SLOT_MS,
                "at most one wake-up a rest slot: " + wakeUps + " in a pulse's period (moving: " + Pattern.SLOW_PULSE.period() / Pattern.SLOT_MS + ")");
        assertEquals(Palette.GREEN, at(still, RGB, 0, "d1"), "the pulse at its full level where it starts");

        Scene owes = Scene.Play.of(OWES).withRemovable(bit("d1 d2")).withThinking(true);
        Scene held = new Scene.Still(owes);
        assertNotEquals(at(held, RGB, 0, "d1"), at(held, RGB, Pattern.SLOW_PULSE.period() / 2, "d1"), "the removable pieces still pulse: not the mismatch's steady red");
        assertNotEquals(Lights.frame(held, RGB, 0).statusPixel(0), Lights.frame(held, RGB, 1_500).statusPixel(0), "the status pixel still breathes");
        Scene blinking = Scene.Play.of(OWES).withRemovable(bit("d1 d2")); // status pixel 0 blinks: a removal is owed
        Scene blinkingStill = new Scene.Still(blinking);
        for (long t = 0; t < 2_000; t += 125) {
            assertEquals(Lights.frame(blinking, RGB, t).statusPixel(0), Lights.frame(blinkingStill, RGB, t).statusPixel(0), "the blink as it was, at " + t);
        }
        assertEquals(new Scene.Still(new Scene.Starting(Fault.STORAGE)).fault(), Fault.STORAGE);
        assertEquals(Legend.of(owes, RGB, 0), Legend.of(held, RGB, 0), "at rest every light means what it meant");
        assertEquals(Lights.frame(menu, RGB, 0), Lights.frame(still, RGB, 0), "the first frame at rest is the moving one's at the same time");
    }
}
