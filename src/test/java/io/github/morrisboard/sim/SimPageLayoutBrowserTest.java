package io.github.morrisboard.sim;

import io.github.morrisboard.words.Sentence;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How the simulator page lays out what it shows: the mode chip inside the panel at a desk's and a
 * phone's width, nothing scrolling sideways, the game record as numbered moves with no ply split
 * across lines, and a light going out without a dark glow.
 */
class SimPageLayoutBrowserTest extends SimBrowserTest {
    private final InMemorySimBoard board = new InMemorySimBoard();

    @Override
    protected SimBoard board() {
        return board;
    }

    @BeforeEach
    void freshBoard() {
        board.reset();
        await("the page to show the reset board", () -> "".equals(record()) && "#000000".equals(ledColour("c5")));
    }

    @AfterEach
    void deskWidth() {
        driver().manage().window().setSize(new Dimension(1280, 900));
    }

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {1280, 1024, 412})
    void theModeChipStaysInsideThePanelAndNothingScrollsSideways(int width) {
        driver().manage().window().setSize(new Dimension(width, 900));
        open();
        await("the mode to be shown", () -> "you against the AI".equals(mode()));
        double chipRight = right("#mode");
        double panelInside = ((Number) script("const p = document.querySelector('.panel');"
                + "return p.getBoundingClientRect().right - parseFloat(getComputedStyle(p).paddingRight);")).doubleValue();
        assertTrue(chipRight <= panelInside + 0.5, "the chip ends at " + chipRight + " px, the panel's inside at " + panelInside);
        long scrollWidth = ((Number) script("return document.documentElement.scrollWidth;")).longValue();
        long innerWidth = ((Number) script("return document.documentElement.clientWidth;")).longValue();
        assertTrue(scrollWidth <= innerWidth, "the page is " + scrollWidth + " px wide in a " + innerWidth + " px window");
    }

    @ParameterizedTest(name = "{0} px wide")
    @ValueSource(ints = {1280, 412})
    void theRecordShowsNumberedMovesOneALineNeverSplittingAPly(int width) {
        driver().manage().window().setSize(new Dimension(width, 900));
        open();
        board.texts("human-vs-ai", "d6 b4 d2 f4 d5-d7 a1 c4-c5 g1-g4 xd7 e3 b6", "in sync", Sentence.of("sync.in-sync"),
                Sentence.of("you.move.white"));
        awaitRecord("d6 b4 d2 f4 d5-d7 a1 c4-c5 g1-g4 xd7 e3 b6");
        List<String> lines = List.of("1. d6 b4", "2. d2 f4", "3. d5-d7 a1", "4. c4-c5 g1-g4xd7", "5. e3 b6");
        assertEquals(String.join("\n", lines), driver().findElement(By.id("record")).getDomProperty("textContent"));
        long drawn = ((Number) script("const r = document.createRange(); r.selectNodeContents(document.getElementById('record'));"
                + "return new Set([...r.getClientRects()].map((c) => Math.round(c.top))).size;")).longValue();
        assertEquals(lines.size(), drawn, "each move on one line of its own");
    }

    @Test
    void aRecordThePageCannotReadIsShownAsItCame() {
        board.texts("human-vs-ai", "1. d6 a1", "in sync", Sentence.of("sync.in-sync"), Sentence.of("you.move.white"));
        awaitRecord("1. d6 a1");
        assertEquals("1. d6 a1", driver().findElement(By.id("record")).getDomProperty("textContent"));
    }

    @Test
    void aLightGoingOutFadesInItsOwnColourNotInBlack() {
        board.piece("c5", SimState.WHITE).led("c5", 0x00ff00);
        awaitLed("c5", "#00ff00");
        board.led("c5", 0);
        awaitLed("c5", "#000000");
        // The glow fades out over 60 ms: drawn in black meanwhile, it is a dark halo round the piece.
        assertNotEquals("#000000", driver().findElement(By.id("led-c5")).getDomAttribute("fill"),
                "the fading glow is drawn in the light's colour");
        assertTrue(!pointElement("c5").getDomAttribute("class").contains("lit"), "and the point is no longer lit");
    }

    private double right(String selector) {
        return ((Number) script("return document.querySelector(arguments[0]).getBoundingClientRect().right;", selector))
                .doubleValue();
    }
}
