package io.github.morrisboard.app.service;

import io.github.morrisboard.app.os.SystemdNotifier;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.sim.BoardStart;
import io.github.morrisboard.sim.SimBoard;
import io.github.morrisboard.sim.SimBrowserTest;
import io.github.morrisboard.wiring.PngWriter;
import io.github.morrisboard.wiring.WiringFiles;
import org.junit.jupiter.api.AfterAll;
import org.openqa.selenium.By;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Base for browser tests of the whole controller on the simulated board (Pi4J mock providers, the
 * real WS2812 encoder, sensing, reconciliation, AI, lights and store), started in this JVM on an
 * empty board with a fresh state directory and no night dimming (at night's 15 % the AI's blue fades
 * to equal green and blue, #002424), and stopped after the class.
 */
abstract class ControllerBrowserTest extends SimBrowserTest {
    private final BoardService service;
    private final Path stateDir;

    ControllerBrowserTest() throws Exception {
        stateDir = Files.createTempDirectory("morrisboard-browser");
        Config config = ConfigLoader.parse(stateDir.resolve("test.properties"),
                List.of("night.from = 00:00", "night.until = 00:00"), Map.of()).withStateDir(stateDir).withPort(0);
        service = new BoardService(new ServiceLifecycle(SystemdNotifier.none(), ServiceLifecycle.DEFAULT_SHUTDOWN_BOUND));
        service.start(config, true, new BoardStart.Given(0), new PrintWriter(new StringWriter()));
    }

    /** The controller's state directory (its game, history). */
    protected final Path stateDir() {
        return stateDir;
    }

    @Override
    protected final SimBoard board() {
        return service.simBoard().orElseThrow();
    }

    /** Where the README's screenshots are (docs/), and whether this run writes them afresh ({@code -Dreadme.screenshots=write}). */
    static final Path DOCS = Path.of(System.getProperty("basedir", ".")).resolve("docs");
    private static final boolean WRITE = "write".equals(System.getProperty("readme.screenshots"));
    private static final String FIX = ": stale (the page shows other words); run `mvn -o test -Dtest='ReadmeScreenshotsBrowserTest,PuzzleBrowserTest'"
            + " -Dreadme.screenshots=write` and commit docs/";

    /** The words on the page now, each on a line, the points' names left out. */
    protected final String words() {
        String legend = (String) script("return [...document.querySelectorAll('#legend-lit li')]"
                + ".map((li) => (li.querySelector('.meaning') || li).textContent).join('\\n');");
        return String.join("\n", mode(), message(), sync(), legend).replaceAll("\\b[a-g][1-7]\\b", "·");
    }

    /** The keys of the lights' legend the page shows now. */
    protected final List<String> legendKeys() {
        return driver().findElements(By.cssSelector("#legend-lit li")).stream().map(li -> li.getDomAttribute("data-key")).toList();
    }

    /**
     * A README screenshot, {@code name} in docs/: each records the hash of the words the page showed when it was
     * taken ({@link #words}); written afresh when asked, else noted in {@code stale} when docs/ has other words.
     */
    protected final void readmeShot(String name, List<String> stale) throws IOException {
        String words = words();
        String sha = WiringFiles.sha256(words.getBytes(StandardCharsets.UTF_8));
        byte[] png = PngWriter.withSource(Files.readAllBytes(screenshot(name.replace(".png", ""))), sha);
        Path docs = DOCS.resolve(name);
        if (WRITE) {
            Files.write(docs, png);
        } else if (!Files.exists(docs) || !PngWriter.sourceHash(Files.readAllBytes(docs)).orElse("none").equals(sha)) {
            stale.add("docs/" + name + FIX + "; the page shows:\n" + words);
        }
    }

    @AfterAll
    final void stopService() {
        service.stop();
    }
}
