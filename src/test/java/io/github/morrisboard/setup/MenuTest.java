package io.github.morrisboard.lights;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.MenuLayout;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.setup.MenuResult;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.github.morrisboard.lights.LightsTest.RGB;
import static io.github.morrisboard.lights.LightsTest.MONO;
import static io.github.morrisboard.lights.LightsTest.at;
import static io.github.morrisboard.lights.LightsTest.bit;
import static io.github.morrisboard.lights.LightsTest.lit;
import static io.github.morrisboard.lights.LightsTest.p;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MenuTest {

    static MenuState tap(MenuState m, String point) {
        return assertInstanceOf(MenuResult.Changed.class, m.tap(p(point))).state();
    }

    @Test
    void layoutPutsEachOptionOnItsPoint() {
        String[] levels = {"a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "d3"};
        for (int i = 0; i < levels.length; i++) {
            assertEquals(new MenuOption.Level(i + 1), MenuLayout.at(p(levels[i])).orElseThrow());
        }
        assertEquals(new MenuOption.PickMode(Mode.AI_AI), MenuLayout.at(p("c4")).orElseThrow());
        assertEquals(new MenuOption.Start(), MenuLayout.at(p("d1")).orElseThrow());
        assertEquals(p("g1"), MenuLayout.pointOf(new MenuOption.Preset(Rules.TWELVE)));
        assertEquals(new MenuOption.PickMode(Mode.REMOTE), MenuLayout.at(p("c3")).orElseThrow());
        assertEquals(new MenuOption.Join(), MenuLayout.at(p("d2")).orElseThrow());
        assertEquals(new MenuOption.ForgetPhones(), MenuLayout.at(p("e3")).orElseThrow());
        assertEquals(new MenuOption.Puzzle(), MenuLayout.at(p("f4")).orElseThrow());
        assertEquals(Point.ALL, MenuLayout.all(), "f4, the last dark point, holds the puzzles");
    }

    @Test
    void tappingChangesOneChoice() {
        MenuState m = MenuState.of(Setups.EXAMPLE);
        assertEquals(7, tap(m, "c5").setup().level());
        assertEquals(10, tap(m, "d3").setup().level());
        assertEquals(Mode.AI_AI, tap(m, "c4").setup().mode());
        assertEquals(Color.WHITE, tap(m, "e4").setup().opponentColor());
        assertEquals(false, tap(m, "b2").setup().hints());
        assertEquals(Rules.TWELVE, tap(m, "g1").setup().rules());
        MenuState changed = tap(tap(m, "g1"), "f6");
        assertEquals(Setups.EXAMPLE.withRules(Rules.TWELVE).withLevel(6), changed.setup());
    }

    @Test
    void startReturnsTheSetup() {
        MenuState m = tap(tap(MenuState.of(Setups.EXAMPLE), "a4"), "f2");
        assertEquals(new MenuResult.Start(Setups.EXAMPLE.withMode(Mode.HUMAN_HUMAN)), m.tap(p("d1")));
    }

    @Test
    void forgettingThePhonesIsAnActNotAChoice() {
        MenuState m = tap(MenuState.of(Setups.EXAMPLE), "a4");
        assertEquals(new MenuResult.ForgetPhones(m), m.tap(p("e3")));
        assertEquals(0, m.chosen() & bit("e3"), "never lit as the current choice");
        assertTrue((m.offered() & bit("e3")) != 0, "offered in every mode");
    }

    @Test
    void darkOrNotOfferedPointsAreIgnored() {
        MenuState m = MenuState.of(Setups.EXAMPLE);
        assertEquals(new MenuResult.Puzzle(m), m.tap(p("f4")), "a puzzle: an act, the menu as it was");
        MenuState hh = tap(m, "a4");
        MenuResult.Ignored dark = assertInstanceOf(MenuResult.Ignored.class, hh.tap(p("a7")));
        assertTrue(dark.why().contains("a7"), dark.why());
        assertEquals(hh, dark.state());
        assertInstanceOf(MenuResult.Ignored.class, hh.tap(p("e4")));
        assertInstanceOf(MenuResult.Ignored.class, hh.tap(p("d5")), "no level without an AI");
        MenuState aa = tap(m, "c4");
        assertInstanceOf(MenuResult.Ignored.class, aa.tap(p("g4")), "no AI side when the AI plays both");
        assertInstanceOf(MenuResult.Changed.class, aa.tap(p("d5")));
    }

    @Test
    void offeredAndChosenFollowTheMode() {
        MenuState m = MenuState.of(Setups.EXAMPLE); // human-ai, AI black, level 3, hints on, standard
        assertEquals(MenuLayout.all() & ~bit("c3"), m.offered(), "no remote play without a broker; d2 the adaptive level");
        assertEquals(bit("g7 b4 g4 f2 a1"), m.chosen());
        MenuState hh = tap(m, "a4");
        assertEquals(bit("a4 b4 c4 b2 f2 a1 g1 d1 e3 f4"), hh.offered());
        assertEquals(bit("a4 f2 a1"), hh.chosen());
    }

    @Test
    void menuFrameLightsChoicesBrightOffersDimAndStartPulses() {
        Scene s = Scene.Menu.of(MenuState.of(Setups.EXAMPLE));
        assertEquals(MenuLayout.all() & ~bit("c3"), lit(Lights.frame(s, RGB, 0)));
        assertEquals(Palette.BLUE, at(s, RGB, 0, "g7"), "level 3 chosen");
        assertEquals(Palette.scale(Palette.BLUE, Lights.MENU_DIM), at(s, RGB, 0, "d7"));
        assertEquals(Palette.VIOLET, at(s, RGB, 0, "g4"), "AI plays black");
        assertEquals(Palette.scale(Palette.WHITE, Lights.MENU_DIM), at(s, RGB, 0, "e4"));
        assertEquals(Palette.CYAN, at(s, RGB, 0, "b4"));
        assertEquals(Palette.GOLD, at(s, RGB, 0, "a1"));
        assertEquals(Palette.GREEN, at(s, RGB, 0, "d1"));
        assertEquals(Palette.scale(Palette.GREEN, 0.15), at(s, RGB, 1000, "d1"));
        assertEquals(Palette.scale(Palette.MAGENTA, Lights.MENU_DIM), at(s, RGB, 0, "e3"), "forget phones: an act, never the choice");
        assertEquals(Palette.scale(Palette.GREEN, Lights.MENU_DIM), at(s, RGB, 0, "f4"), "a puzzle: an act, never the choice");
        Scene hh = Scene.Menu.of(tap(MenuState.of(Setups.EXAMPLE), "a4"));
        assertEquals(bit("a4 b4 c4 b2 f2 a1 g1 d1 e3 f4"), lit(Lights.frame(hh, RGB, 0)));
    }

    @Test
    void aPieceOnTheBoardInTheMenuShowsWhiteOnAnOptionAndRedElsewhere() {
        Scene s = Scene.Menu.of(tap(MenuState.of(Setups.EXAMPLE), "a4")).withHeld(bit("a4 d2"));
        assertEquals(Palette.WHITE, at(s, RGB, 0, "a4"));
        assertEquals(Palette.RED, at(s, RGB, 0, "d2"), "two players: no joining (remote play), no adaptive level (against the AI)");
    }

    @Test
    void monoMenuChosenSteadyOffersBlipStartBlinks() {
        Scene s = Scene.Menu.of(MenuState.of(Setups.EXAMPLE));
        assertEquals(Palette.WHITE, at(s, MONO, 500, "g7"));
        assertEquals(Palette.WHITE, at(s, MONO, 50, "d7"));
        assertEquals(Frame.BLACK, at(s, MONO, 500, "d7"));
        assertEquals(Palette.WHITE, at(s, MONO, 100, "d1"));
        assertEquals(Frame.BLACK, at(s, MONO, 600, "d1"));
    }

    @Test
    void withABrokerTheMenuOffersRemoteWhichOpensAGameUnderTheFreshCode() {
        int fresh = bit("a1 b4 d2 g7");
        MenuState m = MenuState.of(Setups.EXAMPLE, fresh);
        assertEquals(MenuLayout.all(), m.offered(), "remote offered; d2 the adaptive level until remote is chosen, then joining");
        MenuState remote = tap(m, "c3");
        assertEquals(Mode.REMOTE, remote.setup().mode());
        assertEquals(bit("a4 b4 c4 c3 e4 g4 b2 f2 a1 g1 d1 d2 e3 f4"), remote.offered(), "no levels; the friend's side; start, join, forget phones, a puzzle");
        MenuState open = tap(remote, "d1");
        assertEquals(MenuState.Screen.OPEN, open.screen());
        assertEquals(fresh, open.offered());
        assertEquals(fresh, open.chosen(), "the code's four points bright");
        assertInstanceOf(MenuResult.Ignored.class, open.tap(p("d1")), "only the code's points start it");
        assertEquals(new MenuResult.Start(remote.setup().withCode(GameCode.ofId("a1-b4-d2-g7"))), open.tap(p("d2")));
    }

    @Test
    void joiningTakesTheFourPointsTouchedInAnyOrderAndASecondTouchTakesOneOut() {
        MenuState join = tap(tap(MenuState.of(Setups.EXAMPLE, bit("a1 b4 d2 g7")), "c3"), "d2");
        assertEquals(MenuState.Screen.JOIN, join.screen());
        assertEquals(Point.ALL, join.offered(), "every point may be part of a code");
        assertEquals(0, join.chosen());
        MenuState two = tap(tap(join, "g1"), "d1");
        assertEquals(bit("g1 d1"), two.chosen());
        MenuState back = tap(two, "g1");
        assertEquals(bit("d1"), back.chosen(), "a second touch takes a point out");
        MenuState three = tap(tap(back, "a7"), "f4");
        MenuResult r = three.tap(p("c3"));
        assertEquals(new MenuResult.Start(join.setup().withCode(GameCode.parse("f4 a7 d1 c3"))), r,
                "the id is the game code's, in point order");
        Scene.Menu s = Scene.Menu.of(three);
        assertEquals(Point.ALL, lit(Lights.frame(s, RGB, 0)));
        assertEquals(Lights.CODE, at(s, RGB, 0, "f4"), "entered: bright");
        assertEquals(Palette.scale(Lights.CODE, Lights.MENU_DIM), at(s, RGB, 0, "g7"), "not entered: dim");
        assertEquals(Palette.WHITE, at(s.withHeld(bit("g7")), RGB, 0, "g7"), "a piece held on a point: white");
        Legend l = Legend.of(s, RGB, 0);
        assertEquals(bit("a7 f4 d1"), l.lit().stream().filter(e -> e.key().equals("menu.CODE")).findFirst().orElseThrow().points());
        assertEquals(Point.ALL & ~bit("a7 f4 d1"),
                l.lit().stream().filter(e -> e.key().equals("menu.CODE_FREE")).findFirst().orElseThrow().points());
        assertEquals(java.util.List.of(), l.menu(), "no option map on a code screen");
    }

    @Test
    void buttonsStepACursorThroughTheOfferedPointsAndTapIt() {
        MenuState hh = tap(MenuState.of(Setups.EXAMPLE), "a4"); // human-human: no levels, no AI side
        int c = hh.next(-1);
        StringBuilder seen = new StringBuilder();
        for (int i = 0; i < 11; i++) {
            seen.append(Point.name(c)).append(' ');
            c = hh.next(c);
        }
        assertEquals("a4 b4 c4 b2 f2 a1 g1 d1 e3 f4 a4 ", seen.toString());
        assertEquals(p("a7"), MenuState.of(Setups.EXAMPLE).next(-1));
        assertEquals(p("d3"), MenuState.of(Setups.EXAMPLE).next(p("e5")));
        Scene.Menu s = Scene.Menu.of(hh).withCursor(p("g1"));
        assertEquals(Palette.WHITE, at(s, RGB, 0, "g1"));
        assertEquals(Frame.BLACK, at(s, RGB, 600, "g1"));
        assertEquals(Palette.WHITE, at(s, MONO, 250, "g1"));
        assertEquals(Frame.BLACK, at(s, MONO, 150, "g1"));
        assertEquals(Rules.TWELVE, assertInstanceOf(MenuResult.Changed.class, hh.tap(p("g1"))).state().setup().rules());
    }

    @Test
    void setupAndModeRejectNonsense() {
        assertThrows(IllegalArgumentException.class, () -> Setups.EXAMPLE.withLevel(11));
        var e = assertThrows(IllegalArgumentException.class, () -> Mode.parse("solo"));
        assertTrue(e.getMessage().contains("human-vs-ai"), e.getMessage());
        assertEquals(Mode.AI_AI, Mode.parse("AI-VS-AI"));
        assertTrue(Setups.EXAMPLE.opponentPlays(Color.BLACK));
        assertTrue(!Setups.EXAMPLE.opponentPlays(Color.WHITE));
        assertTrue(Setups.EXAMPLE.withMode(Mode.AI_AI).opponentPlays(Color.WHITE));
    }

    /** Issue 33: against the AI, d2 chooses the adaptive level (a level of its own: the levels' points go dim); in remote play it joins. */
    @Test
    void theAdaptiveLevelIsAChoiceOnD2WhichJoiningHasInRemotePlay() {
        MenuState m = MenuState.of(Setups.EXAMPLE);
        assertEquals(new MenuOption.Adaptive(), MenuLayout.at(p("d2"), m.setup()).orElseThrow());
        assertEquals(new MenuOption.Join(), MenuLayout.at(p("d2"), m.setup().withMode(Mode.REMOTE)).orElseThrow());
        assertEquals(List.of(new MenuOption.Join(), new MenuOption.Adaptive()), MenuLayout.options(p("d2")));
        assertEquals(p("d2"), MenuLayout.pointOf(new MenuOption.Adaptive()));
        MenuState adaptive = tap(m, "d2");
        assertTrue(adaptive.setup().adaptive());
        assertEquals(bit("d2 b4 g4 f2 a1"), adaptive.chosen(), "the adaptive level is the level chosen: no level point is");
        Scene s = Scene.Menu.of(adaptive);
        assertEquals(Palette.BLUE, at(s, RGB, 0, "d2"));
        assertEquals(Palette.scale(Palette.BLUE, Lights.MENU_DIM), at(s, RGB, 0, "g7"), "level 3 no longer chosen");
        assertEquals("menu.LEVEL_ADAPTIVE", Legend.of(s, RGB, 0).menu().stream().filter(x -> x.point() == p("d2")).findFirst().orElseThrow().key());
        MenuState fixed = tap(adaptive, "c5");
        assertFalse(fixed.setup().adaptive(), "a level chosen ends the adaptive one");
        assertEquals(7, fixed.setup().level());
        assertEquals(0, tap(adaptive, "a4").offered() & bit("d2"), "two players: no adaptive level");
    }
}
