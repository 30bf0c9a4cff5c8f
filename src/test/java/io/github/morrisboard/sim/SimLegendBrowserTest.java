package io.github.morrisboard.sim;

import io.github.morrisboard.testing.Setups;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LegendTexts;
import io.github.morrisboard.lights.Lights;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Palette;
import io.github.morrisboard.lights.Pattern;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The page's light legend in headless Chromium: the signals lit now and the menu map, in each language. */
class SimLegendBrowserTest extends SimBrowserTest {
    private final InMemorySimBoard board = new InMemorySimBoard();

    private static final Legend AI_PLACES = new Legend(List.of(
            new Legend.Entry("signal.AI_TO", Palette.BLUE, Pattern.STEADY, Point.bit(Point.parse("b4"))),
            new Legend.Entry("signal.MILL", Palette.GOLD, Pattern.PULSE,
                    Point.bit(Point.parse("a1")) | Point.bit(Point.parse("a4")) | Point.bit(Point.parse("a7"))),
            new Legend.Entry("status.THINKING", Palette.VIOLET, Pattern.BREATHE, 0)), List.of());

    @Override
    protected SimBoard board() {
        return board;
    }

    @BeforeEach
    void freshBoard() {
        board.reset();
        await("the legend to be empty", () -> items("legend-lit").equals(List.of("")) && menuHidden());
    }

    /** The data-key of each item of a legend list ("" for the "nothing lit" line). */
    private List<String> items(String list) {
        return driver().findElements(By.cssSelector("#" + list + " li")).stream()
                .map(li -> String.valueOf(li.getDomAttribute("data-key") == null ? "" : li.getDomAttribute("data-key"))).toList();
    }

    private WebElement item(String list, String key) {
        return driver().findElement(By.cssSelector("#" + list + " li[data-key='" + key + "']"));
    }

    private String text(WebElement e, String part) {
        return e.findElement(By.className(part)).getDomProperty("textContent");
    }

    private boolean menuHidden() {
        return driver().findElement(By.id("legend-menu")).getDomProperty("hidden").equals("true");
    }

    @Test
    void showsEachSignalLitWithItsSwatchMeaningAndPoints() {
        board.legend(AI_PLACES, "en");
        await("the legend to list the lit signals",
                () -> items("legend-lit").equals(List.of("signal.AI_TO", "signal.MILL", "status.THINKING")));
        WebElement to = item("legend-lit", "signal.AI_TO");
        assertEquals(LegendTexts.of("en").text("signal.AI_TO"), text(to, "meaning"));
        assertEquals("b4", text(to, "where"));
        WebElement swatch = to.findElement(By.className("swatch"));
        assertTrue(swatch.getDomAttribute("class").contains("pattern-steady"), swatch.getDomAttribute("class"));
        assertEquals("rgba(0, 64, 255, 1)", swatch.getCssValue("background-color"));
        WebElement mill = item("legend-lit", "signal.MILL");
        assertEquals("a1 a4 a7", text(mill, "where"));
        assertFalse("none".equals(mill.findElement(By.className("swatch")).getCssValue("animation-name")), "a pulse is animated");
        assertEquals("Lights now", driver().findElement(By.id("legend-title")).getDomProperty("textContent"));
        assertTrue(menuHidden(), "no menu map outside the menu");
        screenshot("legend-play");
    }

    @Test
    void theMenuMapExplainsEachLitMenuPoint() {
        Legend menu = Legend.of(Scene.Menu.of(MenuState.of(Setups.EXAMPLE)), LightSettings.DEFAULT, 0);
        board.legend(menu, "en");
        await("the menu map to show", () -> !menuHidden() && items("legend-menu-list").size() == menu.menu().size());
        List<String> points = driver().findElements(By.cssSelector("#legend-menu-list li")).stream()
                .map(li -> li.getDomAttribute("data-point")).toList();
        assertEquals(menu.menu().stream().map(m -> Point.name(m.point())).toList(), points);
        WebElement level3 = driver().findElement(By.cssSelector("#legend-menu-list li[data-point='g7']"));
        assertEquals("AI level 3 (chosen)", text(level3, "meaning"), "the default level is 3");
        assertTrue(level3.getDomAttribute("class").contains("chosen"));
        WebElement level4 = driver().findElement(By.cssSelector("#legend-menu-list li[data-point='b6']"));
        assertEquals("AI level 4", text(level4, "meaning"));
        assertEquals("Start the game", text(driver().findElement(By.cssSelector("#legend-menu-list li[data-point='d1']")), "meaning"));
        assertEquals(List.of("status.MENU"), items("legend-lit"));
        screenshot("legend-menu");
    }

    @Test
    void speaksEachLanguageTheServerNames() {
        Legend menu = Legend.of(Scene.Menu.of(MenuState.of(Setups.EXAMPLE)), LightSettings.DEFAULT, 0);
        for (String lang : LegendTexts.LANGUAGES) {
            LegendTexts t = LegendTexts.of(lang);
            board.legend(AI_PLACES, lang);
            await(lang + ": the legend in its words", () -> items("legend-lit").contains("status.THINKING")
                    && t.text("status.THINKING").equals(text(item("legend-lit", "status.THINKING"), "meaning")));
            assertEquals(t.text("signal.AI_TO"), text(item("legend-lit", "signal.AI_TO"), "meaning"));
            assertEquals(t.text("page.LIGHTS"), driver().findElement(By.id("legend-title")).getDomProperty("textContent"));
            assertEquals(lang, driver().findElement(By.id("legend")).getDomAttribute("lang"));

            board.legend(menu, lang);
            await(lang + ": the menu map in its words", () -> !menuHidden()
                    && t.text("menu.START").equals(text(driver().findElement(By.cssSelector("#legend-menu-list li[data-point='d1']")), "meaning")));
            assertEquals(t.text("page.MENU"), driver().findElement(By.id("legend-menu-title")).getDomProperty("textContent"));
        }
    }

    /**
     * A lit point's tooltip says how its light changes in the legend's words, in each language (issue 32,
     * X8: it said the simulator's own English label, «светодиод #ff0000 slow-blink»).
     */
    @Test
    void aLitPointsTooltipSaysItsPatternInTheLegendsWords() {
        board.led("b4", Palette.BLUE).led("a1", Palette.GOLD);
        for (String lang : LegendTexts.LANGUAGES) {
            LegendTexts t = LegendTexts.of(lang);
            board.legend(AI_PLACES, lang);
            await(lang + ": the tooltips in its words", () -> title("a1").endsWith(" " + t.text(Pattern.PULSE)));
            assertTrue(title("b4").endsWith(" " + t.text(Pattern.STEADY)), lang + ": " + title("b4"));
            assertEquals(title("a1"), pointElement("a1").getDomAttribute("aria-label"));
            assertTrue(title("c3").endsWith(", LED off"), "a dark point: " + title("c3"));
        }
    }

    private String title(String point) {
        return pointElement(point).findElement(By.tagName("title")).getDomProperty("textContent");
    }

    @Test
    void followsTheLiveLegendOfARealScene() {
        Scene s = Scene.Play.guiding(io.github.morrisboard.engine.Position.start(io.github.morrisboard.engine.Rules.STANDARD), 0);
        board.legend(Legend.of(s, LightSettings.DEFAULT, 0), "en");
        await("targets and the turn", () -> items("legend-lit").equals(List.of("signal.TARGET", "status.TURN_WHITE")));
        assertEquals(24, text(item("legend-lit", "signal.TARGET"), "where").split(" ").length);
        board.legend(Legend.of(s, LightSettings.DEFAULT.withHints(false), Lights.MILL_MS), "en");
        await("hints off: the turn only", () -> items("legend-lit").equals(List.of("status.TURN_WHITE")));
    }
}
