package io.github.morrisboard.app.service;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.wiring.PngWriter;
import io.github.morrisboard.wiring.WiringFiles;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README's screenshots of the simulator, taken here from the whole controller on the simulated
 * board, so they cannot go stale unseen: each docs/simulator-*.png records the hash of the words the
 * page showed when it was taken (the mode, the message, the sync line, the lights' legend, with the
 * point names left out: the AI's choice varies), and this test fails when today's page shows other
 * words. {@code -Dreadme.screenshots=write} writes them afresh instead.
 */
class ReadmeScreenshotsBrowserTest extends ControllerBrowserTest {
    private static final Pattern AI_PLACES = Pattern.compile("The AI places a black piece on (\\S+): put it there");

    ReadmeScreenshotsBrowserTest() throws Exception {
    }

    @Test
    void theReadmesScreenshotsShowTodaysPage() throws IOException {
        open();
        await("the menu", () -> "menu".equals(mode()));
        // d1 put down and lifted again: a game with the settings shown
        await("the start point to light", () -> !"#000000".equals(ledColour("d1")));
        click("d1");
        await("d1 to be held", () -> legendKeys().contains("menu.HELD"));
        click("d1");
        await("a game to start", () -> "you against the AI".equals(mode()));

        click("d6");
        await("the AI to announce its placement", () -> AI_PLACES.matcher(message()).find());
        Matcher m = AI_PLACES.matcher(message());
        assertTrue(m.find());
        String ai = Point.name(Notation.parsePly(m.group(1)).to());
        await("the legend to name the AI's light", () -> legendKeys().contains("signal.AI_TO"));
        List<String> stale = new ArrayList<>();
        readmeShot("simulator-ai-move.png", stale);

        click(ai);
        await("the AI's placement to be carried out", () -> record().equals("d6 " + ai));
        String wrong = List.of("a1", "g1", "a7", "g7").stream().filter(p -> "".equals(piece(p))).findFirst().orElseThrow();
        click("d6");
        click(wrong);
        await("the mismatch's words", () -> message().equals("Take the piece off " + wrong + ". Put the white piece back on d6"));
        // the piece to take off is lit first (d6 put back first would leave it a placement)
        await("the legend to name the mismatch's light", () -> legendKeys().contains("signal.EXTRA") && !legendKeys().contains("signal.MISSING"));
        readmeShot("simulator-mismatch.png", stale);
        click(wrong);
        click("d6");
        await("back in sync", () -> sync().equals("The board matches the game"));

        assertEquals(List.of(), stale);
        String readme = Files.readString(DOCS.resolveSibling("README.md"));
        for (String name : List.of("simulator-ai-move.png", "simulator-mismatch.png")) {
            assertTrue(readme.contains("docs/" + name), "the README shows " + name);
        }
    }

}
