package io.github.morrisboard.app.service;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.lights.LegendTexts;
import io.github.morrisboard.lights.Lights;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The light legend on the companion page of the assembled board ({@code web = play}, two people
 * playing) in headless Chromium: the simulator page's legend (legend.js), computed by the controller
 * from the scene its lights last showed. In the menu, the menu map; in a game, after a mill, the
 * mill's and the removable pieces' entries, and the mill's going out after its
 * {@link Lights#MILL_MS} ms while the page stays open. Russian: {@link CompanionLanguageBrowserTest}.
 */
class CompanionLegendBrowserTest extends CompanionBrowserTest {
    private static final LegendTexts EN = LegendTexts.of("en");

    CompanionLegendBrowserTest() throws Exception {
        super("mode = human-vs-human");
    }

    /** The data-key of each item of a legend list ("" for the "nothing lit" line). */
    private List<String> items(String list) {
        return driver().findElements(By.cssSelector("#" + list + " li")).stream()
                .map(li -> li.getDomAttribute("data-key") == null ? "" : li.getDomAttribute("data-key")).toList();
    }

    private WebElement item(String list, String key) {
        return driver().findElement(By.cssSelector("#" + list + " li[data-key='" + key + "']"));
    }

    private String part(WebElement li, String part) {
        return li.findElement(By.className(part)).getDomProperty("textContent");
    }

    private boolean menuHidden() {
        return "true".equals(driver().findElement(By.id("legend-menu")).getDomProperty("hidden"));
    }

    /** A piece put down, held past the settle time, and lifted: a tap on a menu point. */
    private void tap(String point) throws InterruptedException {
        board().toggle(Point.parse(point));
        Thread.sleep(1500);
        board().toggle(Point.parse(point));
    }

    @Test
    void theMenuMapInTheMenuThenAMillsAndTheRemovablePiecesLights() throws Exception {
        // The menu: its map, the controller's own (same points, same order), in English.
        await("the menu map", () -> !menuHidden() && !items("legend-menu-list").isEmpty());
        List<String> expected = board().legend().menu().stream().map(m -> Point.name(m.point())).toList();
        await("the menu map of the board's lights", () -> driver().findElements(By.cssSelector("#legend-menu-list li")).stream()
                .map(li -> li.getDomAttribute("data-point")).toList().equals(expected));
        assertTrue(expected.contains("d1"), expected.toString());
        assertEquals(EN.text("menu.START"), part(driver().findElement(By.cssSelector("#legend-menu-list li[data-point='d1']")), "meaning"));
        List<String> chosen = driver().findElements(By.cssSelector("#legend-menu-list li.chosen")).stream()
                .map(li -> part(li, "meaning")).toList();
        assertEquals(List.of(EN.text("menu.MODE_HUMAN_HUMAN") + " (chosen)", EN.text("menu.HINTS_ON") + " (chosen)",
                EN.text("menu.RULES_STANDARD") + " (chosen)"), chosen, "the configured choices (two people: no AI level)");
        assertEquals(List.of("status.MENU"), items("legend-lit"));
        assertEquals(EN.text("status.MENU"), part(item("legend-lit", "status.MENU"), "meaning"));
        assertEquals("Lights now", text(By.id("legend-title")));
        assertEquals("Menu map", text(By.id("legend-menu-title")));
        assertEquals(EN.text("page.MENU_HOW"), text(By.id("legend-menu-how")));
        screenshot("companion-legend-menu");

        // A game: the map goes, the places to put a piece and whose turn it is are lit.
        tap("d1");
        await("a game to start", () -> body("phase").equals("play"));
        await("the game's lights", () -> menuHidden() && items("legend-lit").equals(List.of("signal.TARGET", "status.TURN_WHITE")));
        assertEquals(24, part(item("legend-lit", "signal.TARGET"), "where").split(" ").length);
        phone("companion-legend-phone-targets");

        List<String> record = List.of("1. a1", "1. a1 b2", "1. a1 b2 2. a4", "1. a1 b2 2. a4 b4");
        List<String> placed = List.of("a1", "b2", "a4", "b4");
        for (int i = 0; i < placed.size(); i++) {
            board().toggle(Point.parse(placed.get(i)));
            String r = record.get(i);
            await("the record " + r, () -> String.join(" ", moves()).equals(r));
        }
        // Every entry the page draws from now on, with its points: the mill's light lasts 2.4 s only,
        // so it is collected as drawn, not looked for by polling.
        script("window.legendSeen = [];"
                + "const list = document.getElementById('legend-lit');"
                + "const note = () => { for (const li of list.querySelectorAll('li[data-key]')) {"
                + "  const e = li.dataset.key + ' @ ' + (li.querySelector('.where') || { textContent: '' }).textContent;"
                + "  if (!window.legendSeen.includes(e)) window.legendSeen.push(e); } };"
                + "new MutationObserver(note).observe(list, { childList: true });");
        board().toggle(Point.parse("a7")); // white's mill a1 a4 a7

        await("the removable pieces' entry", () -> items("legend-lit").contains("signal.REMOVABLE"));
        WebElement removable = item("legend-lit", "signal.REMOVABLE");
        assertEquals("b2 b4", part(removable, "where"), "black's pieces outside a mill");
        assertEquals(EN.text("signal.REMOVABLE"), part(removable, "meaning"));
        assertTrue(removable.findElement(By.className("swatch")).getDomAttribute("class").contains("pattern-slow-pulse"));
        await("the mill's entry to have been drawn", () -> seen().contains("signal.MILL @ a1 a4 a7"));
        assertTrue(seen().contains("signal.REMOVABLE @ b2 b4"), seen().toString());
        // No new view after the mill, yet the page follows the lights: the mill's goes out, the removal stays owed.
        await("the mill's light to go out (" + Lights.MILL_MS + " ms)",
                () -> !items("legend-lit").contains("signal.MILL") && items("legend-lit").contains("signal.REMOVABLE"));
        assertTrue(menuHidden(), "no menu map in a game");
        screenshot("companion-legend-mill");
        phone("companion-legend-phone-removal");
    }

    /** A screenshot on a phone-sized window, scrolled to the legend. */
    private void phone(String name) {
        driver().manage().window().setSize(new org.openqa.selenium.Dimension(412, 915));
        script("document.getElementById('legend').scrollIntoView()");
        screenshot(name);
        driver().manage().window().setSize(new org.openqa.selenium.Dimension(1280, 900));
    }

    private List<String> moves() {
        return driver().findElements(By.cssSelector("#moves li:not(.none)")).stream()
                .map(li -> li.getDomProperty("textContent").strip()).toList();
    }

    @SuppressWarnings("unchecked")
    private List<String> seen() {
        return (List<String>) script("return window.legendSeen;");
    }
}
