package io.github.morrisboard.app.service;

import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The companion page of the assembled controller ({@code web = play}; the simulated board on Pi4J's
 * mock providers stands for the wooden one) in headless Chromium: pairing is refused without
 * presence at the board, granted when the three points the page names are touched there, and the
 * paired phone starts a game; forgetting the phone revokes it. Chromium's default language: the
 * page's own strings and the board's sentences in English ({@link CompanionLanguageBrowserTest}: Russian).
 */
class CompanionPairingBrowserTest extends CompanionBrowserTest {
    CompanionPairingBrowserTest() throws Exception {
    }

    private List<String> askedPoints() {
        String text = driver().findElement(By.id("pair-points")).getDomProperty("textContent").strip();
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\\s+"));
    }

    /** A POST from the page's own script with this CSRF token: its status. */
    private long postFromPage(String path, String csrf) {
        Object status = ((JavascriptExecutor) driver()).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "fetch(arguments[0], {method: 'POST', credentials: 'same-origin', headers: {'X-CSRF-Token': arguments[1]}})"
                        + ".then(r => done(r.status), e => done(-1));", path, csrf);
        return ((Number) status).longValue();
    }

    private String csrfFromPage() {
        return (String) ((JavascriptExecutor) driver()).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "fetch('/api/session', {credentials: 'same-origin'}).then(r => r.json()).then(s => done(s.csrf || ''));");
    }

    @Test
    void pairingIsRefusedWithoutPresenceGrantedWithItAndRevoked() throws Exception {
        open();
        await("the page to know this phone", () -> !body("paired").isEmpty());
        assertEquals("false", body("paired"));
        assertEquals("en", driver().findElement(By.tagName("html")).getDomAttribute("lang"));
        assertEquals("Pair this phone", text(By.id("pair-start")));
        assertEquals("To act from this phone, pair it: the board asks for three points", text(By.id("access-note")));
        await("the menu's words", () -> text(By.id("message")).startsWith("You play white against the AI, level"));
        assertEquals("Menu", text(By.id("sync")));
        assertEquals("menu", text(By.id("mode")));
        assertFalse(driver().findElement(By.id("cmd-start")).isDisplayed(), "no commands before pairing");
        assertEquals(403, postFromPage("/api/commands/start", "anything"));

        // Refused: nobody touches the board. The board says whose pairing it is and lights the step's point.
        driver().findElement(By.id("pair-start")).click();
        await("a point to touch", () -> askedPoints().size() == 1);
        assertTrue(body("pair-step").startsWith("1 "), body("pair-step"));
        assertTrue(text(By.id("pair-status")).startsWith("At the board, put a piece on the lit point " + askedPoints().getFirst()),
                text(By.id("pair-status")));
        await("the board to say whose pairing it is", () -> text(By.id("message")).startsWith("The phone at 127.0.0.1 asks to pair (code "));
        screenshot("companion-pairing");
        new WebDriverWait(driver(), Duration.ofMillis(PAIRING_WINDOW_MS + 15_000), Duration.ofMillis(200))
                .withMessage("the pairing to be refused after " + PAIRING_WINDOW_MS / 1000 + " s")
                .until(d -> body("pairing").equals("refused"));
        assertEquals("false", body("paired"));
        assertEquals("Nobody touched the board within " + PAIRING_WINDOW_MS / 1000 + " seconds: ask again", text(By.id("pair-status")));

        // Granted: a hand at the board does each step at the point lit for it, in order.
        pairAtTheBoard();
        assertTrue(text(By.id("access-note")).startsWith("This phone is paired until "), text(By.id("access-note")));
        assertTrue(text(By.id("access-note")).contains("(a pairing lasts 30 days)"), text(By.id("access-note")));
        assertTrue(driver().findElement(By.id("cmd-start")).isDisplayed());

        // The paired phone starts a game: the same event the menu's start point posts.
        driver().findElement(By.id("cmd-start")).click();
        await("a game to start", () -> body("phase").equals("play"));
        await("white to move", () -> text(By.id("turn")).equals("White to move"));
        assertEquals("you against the AI", text(By.id("mode")));
        await("the first words of the game", () -> text(By.id("message")).equals("You play white: place a piece"));
        board().toggle(Point.parse("d6")); // white's first placement, by hand
        await("the move list to show it", () -> driver().findElement(By.id("moves")).getText().startsWith("1. d6"));
        driver().manage().window().setSize(new Dimension(412, 915));
        script("window.scrollTo(0, 0)"); // as a phone opens the page: the board, the message and the moves first
        screenshot("companion-phone");
        driver().manage().window().setSize(new Dimension(1280, 900));

        // Revoked: the phone forgets itself; its old token no longer acts.
        String csrf = csrfFromPage();
        assertFalse(csrf.isEmpty());
        driver().findElement(By.id("forget-me")).click();
        await("the phone to be forgotten", () -> body("paired").equals("false"));
        assertEquals(403, postFromPage("/api/commands/resign", csrf));
        assertEquals("play", body("phase"), "the game goes on");
    }
}
