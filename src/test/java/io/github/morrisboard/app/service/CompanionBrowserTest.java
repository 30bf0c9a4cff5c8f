package io.github.morrisboard.app.service;

import io.github.morrisboard.app.os.SystemdNotifier;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.sim.SimBoard;
import io.github.morrisboard.sim.SimBrowserTest;
import org.junit.jupiter.api.AfterAll;
import org.openqa.selenium.By;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The companion page of the assembled controller ({@code web = play}; the simulated board on Pi4J's
 * mock providers stands for the wooden one) in headless Chromium, for the tests of that page.
 */
abstract class CompanionBrowserTest extends SimBrowserTest {
    private final BoardService service;
    protected final Path stateDir;

    CompanionBrowserTest() throws Exception {
        this(new String[0]);
    }

    /** With these settings besides {@code web = play} (e.g. {@code "mode = human-vs-human"}). */
    CompanionBrowserTest(String... settings) throws Exception {
        this(Files.createTempDirectory("morrisboard-companion"), "play", settings);
    }

    /** On a state directory prepared beforehand, with {@code web = access} and these settings. */
    CompanionBrowserTest(Path stateDir, String access, String... settings) throws Exception {
        this.stateDir = stateDir;
        List<String> lines = new java.util.ArrayList<>(List.of("web = " + access, "web.port = 0", "port = 0"));
        lines.addAll(List.of(settings));
        Config config = ConfigLoader.parse(stateDir.resolve("test.properties"), lines, Map.of())
                .withStateDir(stateDir);
        service = new BoardService(new ServiceLifecycle(SystemdNotifier.none(), ServiceLifecycle.DEFAULT_SHUTDOWN_BOUND), PAIRING_WINDOW_MS);
        service.start(config, true, new io.github.morrisboard.sim.BoardStart.Given(0), new PrintWriter(new StringWriter()));
    }

    /** The pairing window of these tests' board: short, so a refusal for lateness is not waited out for 30 s. */
    static final long PAIRING_WINDOW_MS = 4_000;

    /**
     * Pairs this page's phone as a person at the board would: asks, then for each step touches the
     * point the page names (and the board lights): a piece lifted and put back, or put down and lifted.
     */
    protected final void pairAtTheBoard() throws InterruptedException {
        driver().findElement(By.id("pair-start")).click();
        String last = "";
        while (true) {
            String before = last;
            try {
                await("the next step, or paired", () -> body("paired").equals("true")
                        || !body("pair-step").isEmpty() && !body("pair-step").equals(before));
            } catch (RuntimeException e) {
                throw new AssertionError("pairing stuck after step \"" + before + "\": the page says \"" + text(By.id("pair-status"))
                        + "\", the board \"" + text(By.id("message")) + "\"", e);
            }
            if (body("paired").equals("true")) {
                return;
            }
            last = body("pair-step");
            int point = Point.parse(last.substring(last.indexOf(' ') + 1));
            board().toggle(point); // held past the settle time (600 ms): the board counts what was meant
            Thread.sleep(1000);
            board().toggle(point);
            Thread.sleep(1000);
        }
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

    /** The page's {@code data-NAME} on its body ("" when absent). */
    protected final String body(String attribute) {
        String v = driver().findElement(By.tagName("body")).getDomAttribute("data-" + attribute);
        return v == null ? "" : v;
    }

    /** An element's text as the page wrote it (shown or not). */
    protected final String text(By by) {
        return driver().findElement(by).getDomProperty("textContent").strip();
    }

    /** A hand at the board: a piece put down on the point and lifted again. */
    protected final void touch(String point) throws InterruptedException {
        board().toggle(Point.parse(point));
        Thread.sleep(300);
        board().toggle(Point.parse(point));
        Thread.sleep(300);
    }
}
