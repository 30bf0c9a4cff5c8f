package io.github.morrisboard.app;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.sim.SimBoard;
import io.github.morrisboard.sim.SimBrowserTest;
import io.github.morrisboard.web.Pairing;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The companion page of the assembled controller ({@code web = play}; the simulated board on Pi4J's
 * mock providers stands for the wooden one) in headless Chromium: pairing is refused without
 * presence at the board, granted when the three points the page names are touched there, and the
 * paired phone starts a game; forgetting the phone revokes it.
 */
class CompanionPairingBrowserTest extends SimBrowserTest {
    private final BoardService service;
    private final Path stateDir;

    CompanionPairingBrowserTest() throws Exception {
        stateDir = Files.createTempDirectory("morrisboard-companion");
        Config config = ConfigLoader.parse(stateDir.resolve("test.properties"),
                        List.of("web = play", "web.port = 0", "port = 0"), Map.of())
                .withStateDir(stateDir);
        service = new BoardService(new ServiceLifecycle(SystemdNotifier.none(), ServiceLifecycle.DEFAULT_SHUTDOWN_BOUND));
        service.start(config, true, new io.github.morrisboard.sim.BoardStart.Given(0), new PrintWriter(new StringWriter()));
    }

    @Override
    protected SimBoard board() {
        return service.simBoard().orElseThrow();
    }

    @Override
    protected URI startPage() {
        return URI.create("http://127.0.0.1:" + service.companion().orElseThrow().port() + "/");
    }

    @Override
    protected void stopPage() {
        // the service stops its pages
    }

    @AfterAll
    void stopService() {
        service.stop();
    }

    private String body(String attribute) {
        String v = driver().findElement(By.tagName("body")).getDomAttribute("data-" + attribute);
        return v == null ? "" : v;
    }

    private List<String> askedPoints() {
        String text = driver().findElement(By.id("pair-points")).getDomProperty("textContent").strip();
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\\s+"));
    }

    /** A hand at the board: a piece put down on the point and lifted again. */
    private void touch(String point) throws InterruptedException {
        board().toggle(Point.parse(point));
        Thread.sleep(300);
        board().toggle(Point.parse(point));
        Thread.sleep(300);
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
        assertFalse(driver().findElement(By.id("cmd-start")).isDisplayed(), "no commands before pairing");
        assertEquals(403, postFromPage("/api/commands/start", "anything"));

        // Refused: nobody touches the board.
        driver().findElement(By.id("pair-start")).click();
        await("three points to touch", () -> askedPoints().size() == Pairing.POINTS);
        screenshot("companion-pairing");
        new WebDriverWait(driver(), Duration.ofMillis(Pairing.WINDOW_MS + 15_000), Duration.ofMillis(200))
                .withMessage("the pairing to be refused after " + Pairing.WINDOW_MS / 1000 + " s")
                .until(d -> body("pairing").equals("refused"));
        assertEquals("false", body("paired"));
        assertTrue(driver().findElement(By.id("pair-status")).getText().contains("no presence"));

        // Granted: a hand at the board touches the three points, in any order.
        driver().findElement(By.id("pair-start")).click();
        await("three points to touch", () -> askedPoints().size() == Pairing.POINTS);
        List<String> points = askedPoints();
        for (String p : points.reversed()) {
            touch(p);
        }
        await("the phone to be paired", () -> body("paired").equals("true"));
        assertTrue(driver().findElement(By.id("cmd-start")).isDisplayed());

        // The paired phone starts a game: the same event the menu's start point posts.
        driver().findElement(By.id("cmd-start")).click();
        await("a game to start", () -> body("phase").equals("play"));
        await("white to move", () -> driver().findElement(By.id("turn")).getText().startsWith("white"));
        board().toggle(Point.parse("d6")); // white's first placement, by hand
        await("the move list to show it", () -> driver().findElement(By.id("moves")).getText().startsWith("1. d6"));
        driver().manage().window().setSize(new Dimension(412, 915));
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
