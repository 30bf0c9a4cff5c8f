package io.github.morrisboard.sim;

import io.github.morrisboard.testing.Chromium;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Base for browser tests of the simulator page: starts a {@link SimServer} on an ephemeral port
 * for the subclass's {@link SimBoard}, takes over the run's headless Chromium for its languages
 * ({@link Chromium}: one for all the browser classes, started by the first) for the whole class,
 * then offers what a person does and sees: {@link #click}, {@link #press}, {@link #ledColour}, {@link #record},
 * {@link #message}, {@link #screenshot}.
 * <p>
 * Without Chromium the tests FAIL (CI installs it: {@code .ci/run}); they never skip.
 * {@code -Dsim.chromium=PATH} and {@code -Dsim.chromedriver=PATH} point elsewhere.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@ExtendWith(Chromium.class)
public abstract class SimBrowserTest {
    /**
     * How long a wait for the page lasts before the test fails: long enough for a busy 2-core CI machine
     * (two test forks, their browsers and boards), where a pairing step's light once took over 10 s to
     * show; a wait that holds ends as soon as it holds, so a longer one costs a passing run nothing.
     */
    protected static final Duration WAIT = Duration.ofSeconds(30);

    private static final Path BASE_DIR = Path.of(System.getProperty("basedir", "."));
    private static final Path SCREENSHOTS = BASE_DIR.resolve("target/screenshots");

    private SimServer server;
    private ChromeDriver driver;
    private WebDriverWait wait;
    private URI page;

    /** The board to serve; called once per class, before the page opens. */
    protected abstract SimBoard board();

    /**
     * Starts what serves the page and returns the page's address; called once per class, before the
     * page opens. By default a {@link SimServer} on an ephemeral port for {@link #board()}; a test of
     * the whole controller overrides this (e.g. to run the jar and read its "simulator: URL" line) and
     * {@link #stopPage()}.
     */
    protected URI startPage() throws IOException {
        server = SimServer.start(board(), 0);
        return server.uri();
    }

    /** Stops what {@link #startPage()} started; called once per class, after its tests. */
    protected void stopPage() {
        if (server != null) {
            server.close();
        }
    }

    @BeforeAll
    final void startServerAndBrowser(Chromium.Shared browsers) throws IOException {
        page = startPage();
        driver = browsers.of(acceptLanguage());
        // The page redraws its lists as the state streams in: an element read between a find and
        // its use may be gone, which only means "read it again".
        wait = new WebDriverWait(driver, WAIT, Duration.ofMillis(25));
        wait.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
        open();
    }

    /**
     * Leaves the page (so it asks nothing of the next class's server), then stops it; the browser stays
     * for the next class ({@link Chromium} quits it when the run ends).
     */
    @AfterAll
    final void leaveAndStopPage() {
        try {
            if (driver != null) {
                driver.get("about:blank");
            }
        } catch (WebDriverException gone) {
            // a browser that has gone is started again for the next class
        } finally {
            stopPage();
        }
    }

    /** The browser's languages (Chromium's {@code --lang}, its {@code Accept-Language}); empty: Chromium's default. */
    protected java.util.Optional<String> acceptLanguage() {
        return java.util.Optional.empty();
    }

    /** The page's address. */
    protected final URI page() {
        return page;
    }

    /** The browser, for what the helpers below do not cover. */
    protected final ChromeDriver driver() {
        return driver;
    }

    /** (Re)loads the page and waits until it has drawn the first state. */
    protected final void open() {
        driver.get(page.toString());
        await("the page to draw its first state",
                () -> "true".equals(driver.findElement(By.tagName("body")).getDomAttribute("data-ready")));
    }

    /** Clicks a point (by name, e.g. "d6") as a person would: toggles its magnet. */
    protected final void click(String point) {
        pointElement(point).click();
    }

    /** Clicks a hardware button on the page ("hint", "menu"). */
    protected final void press(String button) {
        driver.findElement(By.id("button-" + button)).click();
    }

    /** The colour the page shows for a point's LED, "#rrggbb" as the LEDs show it ("#000000" when dark). */
    protected final String ledColour(String point) {
        return driver.findElement(By.id("led-" + point)).getDomAttribute("data-colour");
    }

    /** The LED pattern the page was told ("off", "steady", "blink", "pulse", "changing"). */
    protected final String ledPattern(String point) {
        return pointElement(point).getDomAttribute("data-pattern");
    }

    /** The piece colour the page draws at a point: "white", "black" or "". */
    protected final String piece(String point) {
        return pointElement(point).getDomAttribute("data-piece");
    }

    /** Whether the page shows a magnet felt at a point. */
    protected final boolean magnet(String point) {
        return "true".equals(pointElement(point).getDomAttribute("data-magnet"));
    }

    /** The page's point element, with classes piece-white/piece-black, magnet, lifted, unknown, lit. */
    protected final WebElement pointElement(String point) {
        return driver.findElement(By.id("pt-" + point));
    }

    /** The game record the page shows (as the board sent it; the page puts each move number on a line). */
    protected final String record() {
        String raw = driver.findElement(By.id("record")).getDomAttribute("data-record");
        return raw == null ? "" : raw;
    }

    protected final String message() {
        return driver.findElement(By.id("message")).getDomProperty("textContent");
    }

    protected final String sync() {
        return driver.findElement(By.id("sync")).getDomProperty("textContent");
    }

    protected final String mode() {
        return driver.findElement(By.id("mode")).getDomProperty("textContent");
    }

    /** Status pixel {@code i}'s colour, "#rrggbb". */
    protected final String statusColour(int i) {
        return driver.findElements(By.cssSelector("#status .pixel")).get(i).getDomAttribute("data-colour");
    }

    /** Waits until the page shows this colour at the point's LED. */
    protected final void awaitLed(String point, String colour) {
        await("LED " + point + " to show " + colour + " (it shows " + ledColour(point) + ")",
                () -> colour.equals(ledColour(point)));
    }

    /** Waits until the page shows this game record. */
    protected final void awaitRecord(String record) {
        await("the record to read \"" + record + "\"", () -> record.equals(record()));
    }

    /** Waits until the page shows this piece colour ("white", "black" or "") at the point. */
    protected final void awaitPiece(String point, String colour) {
        await("a \"" + colour + "\" piece at " + point + " (the page shows \"" + piece(point) + "\")",
                () -> colour.equals(piece(point)));
    }

    /** Waits until the page's message reads this. */
    protected final void awaitMessage(String text) {
        await("the message \"" + text + "\" (the page shows \"" + message() + "\")", () -> text.equals(message()));
    }

    /** Waits until some LED on the board shows a colour other than black, and returns the points lit. */
    protected final List<String> awaitLitPoints() {
        await("some point LED to light", () -> !litPoints().isEmpty());
        return litPoints();
    }

    /** The points whose LEDs the page shows lit, in point order. */
    protected final List<String> litPoints() {
        return driver.findElements(By.cssSelector("#points .point.lit")).stream()
                .map(e -> e.getDomAttribute("data-point")).toList();
    }

    /** Waits until the condition holds (checked every 25 ms, for up to {@link #WAIT}). */
    protected final void await(String what, BooleanSupplier condition) {
        try {
            wait.withMessage(() -> "waiting for " + what).until(d -> condition.getAsBoolean());
        } catch (org.openqa.selenium.TimeoutException e) {
            screenshot("timeout-" + getClass().getSimpleName());
            throw e;
        }
    }

    /** Runs JavaScript in the page and returns its result. */
    protected final Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    /** Saves a screenshot of the page as target/screenshots/{name}.png and returns its path. */
    protected final Path screenshot(String name) {
        try {
            Files.createDirectories(SCREENSHOTS);
            Path file = SCREENSHOTS.resolve(name + ".png");
            Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
            return file;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("saving screenshot " + name, e);
        }
    }
}
