package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static io.github.morrisboard.control.ControllerTest.VS_AI;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The menu alone: taps, the buttons, the page's menu commands, and the wait for a cleared board. */
class MenuSessionTest {
    private static final int CODE = Point.bit(0) | Point.bit(1) | Point.bit(2) | Point.bit(3);
    private final MenuSession menu = new MenuSession(VS_AI, () -> CODE);

    private static int at(String point) {
        return Point.bit(Point.parse(point));
    }

    @Test
    void aPiecePlacedOnAnOptionAndLiftedChoosesIt() {
        menu.open(VS_AI, 0);
        assertInstanceOf(MenuSession.Act.None.class, menu.onSettled(at("a4")));
        assertEquals(at("a4"), menu.held());
        MenuSession.Act act = menu.onSettled(0);
        Setup chosen = assertInstanceOf(MenuSession.Act.Remember.class, act).setup();
        assertEquals(Mode.HUMAN_HUMAN, chosen.mode());
        assertEquals(Optional.of(new MenuOption.PickMode(Mode.HUMAN_HUMAN)), menu.facts(true).chosen());
        assertEquals(0, menu.held());
    }

    @Test
    void twoPiecesOrAnUnlitPointAreNoTap() {
        menu.open(VS_AI, 0);
        menu.onSettled(at("a4") | at("b4"));
        assertEquals(0, menu.held(), "two pieces hold nothing");
        assertInstanceOf(MenuSession.Act.None.class, menu.onSettled(0));
        menu.onSettled(at("a4"));
        menu.onSettled(at("a4") | at("b4"));
        assertInstanceOf(MenuSession.Act.None.class, menu.onSettled(0), "a second piece cancels the hold");
    }

    @Test
    void afterAnAbandonedGameTheBoardIsClearedFirst() {
        menu.abandoned(true);
        menu.open(VS_AI, 0);
        assertTrue(menu.facts(true).toClear());
        menu.onSettled(at("a4"));
        assertInstanceOf(MenuSession.Act.None.class, menu.onSettled(0), "the last piece lifted is no tap");
        assertFalse(menu.facts(true).toClear());
        menu.onSettled(at("a4"));
        assertInstanceOf(MenuSession.Act.Remember.class, menu.onSettled(0));
    }

    @Test
    void theButtonsStepAndChooseOrStart() {
        menu.open(VS_AI, 0);
        assertEquals(new MenuSession.Act.Start(VS_AI), menu.onMenuButton(VS_AI), "no cursor: the game starts");
        menu.onHint();
        assertTrue(menu.facts(true).cursor() >= 0);
        assertEquals(menu.state().next(-1), menu.facts(true).cursor());
    }

    @Test
    void thePageOpensAndJoinsOnlyWithAFreshCode() {
        MenuSession none = new MenuSession(VS_AI, () -> 0);
        none.open(VS_AI, 0);
        assertEquals(Optional.empty(), none.onPage(new PageCommand.Open(), VS_AI), "no broker: nothing to open");
        menu.open(VS_AI, 0);
        MenuSession.Act open = menu.onPage(new PageCommand.Open(), VS_AI).orElseThrow();
        Setup opened = assertInstanceOf(MenuSession.Act.Start.class, open).setup();
        assertEquals(Mode.REMOTE, opened.mode());
        assertEquals(Optional.of(new GameCode(CODE)), opened.code());
        assertEquals(Optional.empty(), menu.onPage(new PageCommand.Hint(), VS_AI), "not a menu command");
    }

    @Test
    void thePageChoosesASetupOfTheSameRules() {
        menu.open(VS_AI, 0);
        Setup white = new Setup(Mode.HUMAN_AI, Color.WHITE, 5, false, Rules.STANDARD);
        assertEquals(Optional.of(new MenuSession.Act.Remember(white)), menu.onPage(new PageCommand.Choose(white), VS_AI));
        assertEquals(white, menu.state().setup());
        Setup twelve = white.withRules(Rules.TWELVE);
        assertEquals(Optional.empty(), menu.onPage(new PageCommand.Choose(twelve), white), "other rules are chosen on the board");
    }
}
