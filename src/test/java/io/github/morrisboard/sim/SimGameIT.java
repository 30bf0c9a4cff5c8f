package io.github.morrisboard.sim;

import io.github.morrisboard.setup.MenuLayout;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.testing.SimulatorAddress;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The whole controller in the browser: {@code target/morrisboard.jar} runs as a subprocess (the
 * simulator: Pi4J's mock providers under the real hardware, sensing, reconciliation, control, lights
 * and AI code), and Chromium plays the opening of a game against the AI by clicking the page, as a
 * person would: choose the game on the menu, place, carry out the AI's placements as its LEDs show
 * them, and check the record. Screenshots: target/screenshots/game-*.png; the controller's log:
 * target/sim-game-controller.log.
 */
class SimGameIT extends SimBrowserTest {
    /** Longer than sensing's settle time (600 ms by default), with room for a busy machine. */
    private static final long SETTLE_MS = 1200;

    private Process controller;
    private Path dir;
    private Path out;

    @Override
    protected SimBoard board() {
        throw new UnsupportedOperationException("the jar serves its own board");
    }

    @Override
    protected URI startPage() throws IOException {
        Path jar = Path.of("target", "morrisboard.jar");
        assertTrue(Files.exists(jar), "run after package: " + jar.toAbsolutePath());
        dir = Files.createTempDirectory("sim-game-");
        Path config = dir.resolve("morrisboard.properties");
        Files.writeString(config, String.join("\n",
                "state.dir = " + dir.resolve("state"),
                "port = 0",
                "mode = human-vs-ai",
                "ai.color = black",
                "level = 1",
                "ai.movetime = 200",
                "hints = false", // so the only lit point in the game is the AI's move
                // No night dimming: at night's 15 % the AI's blue fades to equal green and blue (#002424)
                // and the test failed from 22:00 to 07:00.
                "night.from = 00:00",
                "night.until = 00:00",
                ""));
        out = dir.resolve("out.txt");
        String java = ProcessHandle.current().info().command().orElseThrow();
        controller = new ProcessBuilder(java, "-XX:+UseSerialGC", "-Xmx128m", "--enable-native-access=ALL-UNNAMED",
                "-jar", jar.toString(), "--config", config.toString())
                .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        try {
            return URI.create(SimulatorAddress.await(controller, out, Duration.ofMillis(100)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted waiting for the simulator's address");
        }
    }

    @Override
    protected void stopPage() {
        if (controller != null) {
            controller.destroy(); // SIGTERM: the controller saves and shuts down
            try {
                if (!controller.waitFor(10, TimeUnit.SECONDS)) {
                    controller.destroyForcibly();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                controller.destroyForcibly();
            }
        }
        if (out != null) {
            try { // the controller's log, for when a step did not happen
                Files.copy(out, Path.of("target", "sim-game-controller.log"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                System.err.println("could not keep the controller's log " + out + ": " + e);
            }
        }
    }

    @Test
    void playsTheOpeningAgainstTheAiByClicking() throws IOException {
        await("the menu", () -> "menu".equals(mode()));
        String start = Point.name(MenuLayout.pointOf(new MenuOption.Start()));
        await("the menu's start point " + start + " to be lit", () -> litPoints().contains(start));
        screenshot("game-1-menu");

        // Put a piece on the start point and lift it: a game begins.
        click(start);
        await("the magnet on " + start, () -> magnet(start));
        sleep(SETTLE_MS); // a person's hand rests: sensing takes a reading as meant once it holds 600 ms
        click(start);
        await("the game to begin", () -> "you against the AI".equals(mode()));

        // White places twice; the second point is the first of these the AI has not taken (its choice varies).
        List<String> candidates = List.of("d6", "a1", "g7", "a7", "g1");
        StringBuilder record = new StringBuilder();
        for (int turn = 0; turn < 2; turn++) {
            String white = candidates.stream().filter(p -> "".equals(piece(p))).findFirst().orElseThrow();
            click(white);
            awaitPiece(white, "white");
            record.append(record.isEmpty() ? "" : " ").append(white);
            // The AI announces its placement by lighting the point; a person carries it out.
            await("the AI to light its placement", () -> litPoints().stream().anyMatch(p -> "".equals(piece(p))));
            String ai = litPoints().stream().filter(p -> "".equals(piece(p))).findFirst().orElseThrow();
            int rgb = Integer.parseInt(ledColour(ai).substring(1), 16);
            assertTrue((rgb & 0xff) > (rgb >> 16 & 0xff) && (rgb & 0xff) > (rgb >> 8 & 0xff),
                    "the AI's move shows blue: " + ledColour(ai) + " at " + ai);
            assertTrue(message().contains(ai), "the message names the AI's point: " + message());
            if (turn == 0) {
                screenshot("game-2-ai-move");
            }
            click(ai);
            awaitPiece(ai, "black");
            record.append(' ').append(ai);
            awaitRecord(record.toString());
            await("the AI's light to go out at " + ai, () -> !litPoints().contains(ai));
        }
        assertEquals(List.of(), litPoints(), "nothing lit while it is white's turn without hints");
        assertFalse(sync().startsWith("The board differs"), sync());
        screenshot("game-3-opening");
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
