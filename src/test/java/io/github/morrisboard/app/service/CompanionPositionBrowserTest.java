package io.github.morrisboard.app.service;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.testing.Setups;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Positions set up from the phone (issue 33), clicked in Chromium on the assembled board (a 360 px phone):
 * a game of the history set up after one of its plies (its form's button), played on against the AI and
 * resigned; then a position tapped on the page's small board (a typed text refused first, in the page's words),
 * set up by lights, and two people play on from it, the page numbering its moves from the position.
 */
class CompanionPositionBrowserTest extends CompanionBrowserTest {
    /** The game in the history: white d6 d2, black a1 f4. */
    static final Game HISTORY = Game.replay(Rules.STANDARD, "d6 a1 d2 f4");

    CompanionPositionBrowserTest() throws Exception {
        super(withAGame(), "play");
    }

    private static Path withAGame() throws Exception {
        Path stateDir = Files.createTempDirectory("morrisboard-position");
        new GameStore(stateDir).appendHistory(Setups.EXAMPLE, HISTORY, "abandoned");
        return stateDir;
    }

    private void put(String... points) throws InterruptedException {
        for (String p : points) {
            board().toggle(io.github.morrisboard.board.Point.parse(p));
            Thread.sleep(150);
        }
    }

    @Test
    void aHistoryGamesPlyAndATappedPositionAreSetUpAndPlayedOn() throws Exception {
        driver().executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 360, "height", 800, "deviceScaleFactor", 1, "mobile", true));
        open();
        await("the page", () -> body("ready").equals("true") && body("position").equals("ready"));
        assertFalse(driver().findElement(By.id("position")).isDisplayed(), "an unpaired phone sets no position up");
        pairAtTheBoard();
        await("the menu again after pairing", () -> body("phase").equals("menu"));

        // the history's game after its third ply: white d6 d2, black a1; the AI (black) to move
        WebElement ply = driver().findElement(By.cssSelector("#games form.setup input[name=ply]"));
        ply.clear();
        ply.sendKeys("3");
        driver().findElement(By.cssSelector("#games form.setup button")).click();
        await("the board to set the game's position up", () -> body("phase").equals("setup"));
        assertEquals("white", driver().findElement(By.id("pt-d6")).getDomAttribute("class").replaceAll(".*piece-(\\w+).*", "$1"));
        put("d6", "a1", "d2");
        await("a game going on from the position", () -> body("phase").equals("play"));
        assertEquals(List.of("1. d6 a1", "2. d2"), driver().findElements(By.cssSelector("#moves li")).stream().map(WebElement::getText).toList());
        driver().findElement(By.id("cmd-resign")).click();
        driver().findElement(By.id("cmd-resign")).click();
        await("the game resigned", () -> body("phase").equals("over"));
        put("d6", "a1", "d2");
        await("the menu on the cleared board", () -> body("phase").equals("menu"));

        // a text the board cannot set up: refused at once, in the page's words
        WebElement text = driver().findElement(By.id("position-text"));
        text.clear();
        text.sendKeys("W:a1,z9 B:g7 white to move");
        driver().findElement(By.id("position-go")).click();
        await("the refusal", () -> body("position-sent").equals("400"));
        assertEquals("Refused: “z9” is not a point of the board", driver().findElement(By.id("position-status")).getText());
        assertEquals("white", pointOf("a1"), "the typed text is shown on the small board as far as it reads");

        // tapped: a1 white, g7 black (two taps), d1 tapped thrice (back to empty), eight each to place, white to move
        for (String tap : List.of("a1", "a1", "a1", "g7", "g7", "d1", "d1", "d1")) {
            driver().findElement(By.id("pos-" + tap)).click();
        }
        setValue("position-hand-white", "8");
        setValue("position-hand-black", "8");
        new org.openqa.selenium.support.ui.Select(driver().findElement(By.id("position-players"))).selectByValue("human-vs-human");
        assertEquals("W:a1 B:g7 hand 8/8 white to move", text.getDomProperty("value"));
        assertEquals(List.of("white", "black", "none"), List.of(pointOf("a1"), pointOf("g7"), pointOf("d1")));
        assertFits();
        screenshot("companion-position");
        driver().findElement(By.id("position-go")).click();
        await("the board to set the tapped position up", () -> body("phase").equals("setup"));
        assertEquals("202", body("position-sent"));
        assertEquals("Sent to the board: set up the position as its lights show", driver().findElement(By.id("position-status")).getText());
        put("a1", "g7");
        try {
            await("two people playing on from it", () -> body("phase").equals("play") && text(By.id("mode")).equals("two players"));
        } catch (RuntimeException e) {
            throw new AssertionError(body("phase") + " | " + text(By.id("mode")) + " | " + text(By.id("message")) + " | " + text(By.id("sync")), e);
        }
        assertEquals("White to move", text(By.id("turn")));
        put("d6");
        await("white's d6, numbered from the position", () -> driver().findElements(By.cssSelector("#moves li")).stream()
                .map(WebElement::getText).toList().equals(List.of("1. d6")));
        assertTrue(Files.readString(stateDir.resolve(GameStore.FILE)).contains("start W:a1 B:g7 hand 8/8 white to move\ngame on\nplies d6\n"),
                "saved with its start");
    }

    private String pointOf(String point) {
        return driver().findElement(By.id("pos-" + point)).getDomAttribute("class").replaceAll(".*piece-(\\w+).*", "$1");
    }

    private void setValue(String id, String value) {
        script("const e = document.getElementById(arguments[0]); e.value = arguments[1]; e.dispatchEvent(new Event('input'));", id, value);
    }

    /** Nothing of the section runs past a 360 px phone's right edge, and the page does not scroll sideways. */
    private void assertFits() {
        @SuppressWarnings("unchecked")
        List<String> over = (List<String>) script("""
                const out = [], w = window.innerWidth;
                if (w !== 360) out.push('the window is ' + w + ' px wide');
                if (document.documentElement.scrollWidth > w) out.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px');
                for (const e of document.querySelectorAll('#position, #position *')) {
                  const r = e.getBoundingClientRect();
                  if (r.width > 0 && r.right > w + 0.5) out.push((e.id || e.tagName) + ' ends at ' + Math.round(r.right) + ' px');
                }
                return out;""");
        assertEquals(List.of(), over);
    }
}
