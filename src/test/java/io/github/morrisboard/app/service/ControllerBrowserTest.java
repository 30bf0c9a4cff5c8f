package io.github.morrisboard.app.service;

import io.github.morrisboard.app.os.SystemdNotifier;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.sim.BoardStart;
import io.github.morrisboard.sim.SimBoard;
import io.github.morrisboard.sim.SimBrowserTest;
import org.junit.jupiter.api.AfterAll;

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

    @AfterAll
    final void stopService() {
        service.stop();
    }
}
