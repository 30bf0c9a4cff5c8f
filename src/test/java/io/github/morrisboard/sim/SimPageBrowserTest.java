package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.words.Sentence;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The simulator page in headless Chromium, over the in-memory test board. */
class SimPageBrowserTest extends SimBrowserTest {
    private final InMemorySimBoard board = new InMemorySimBoard();

    @Override
    protected SimBoard board() {
        return board;
    }

    @BeforeEach
    void freshBoard() {
        board.reset();
        await("the page to show the reset board", () -> "".equals(record()) && "You play white: move a piece".equals(message())
                && "#000000".equals(ledColour("a1")) && !magnet("d6") && "".equals(piece("d6")));
    }

    @Test
    void drawsTheWholeBoardFromTheJar() {
        assertEquals(24, driver().findElements(By.cssSelector("#points .point")).size());
        assertEquals(2 * 7, driver().findElements(By.cssSelector("#lines polyline")).size(), "7 lines, each with its light lip");
        assertEquals(List.of("hint", "menu"), driver().findElements(By.cssSelector("#buttons .hw-button")).stream()
                .map(b -> b.getDomAttribute("data-button")).toList());
        assertEquals(2, driver().findElements(By.cssSelector("#status .pixel")).size());
        // d6 sits above d5 and level with b6 and f6: the geometry the person sees matches the names.
        double[] d6 = centre("d6");
        double[] b6 = centre("b6");
        double[] d5 = centre("d5");
        assertEquals(d6[1], b6[1], 0.5);
        assertTrue(d6[1] < d5[1], "d6 is drawn above d5");
        assertEquals("live", driver().findElement(By.id("link")).getDomProperty("textContent"));
        assertEquals("en", driver().findElement(By.tagName("html")).getDomAttribute("lang"), "Chromium's own English");
        assertEquals("Game record", driver().findElement(By.cssSelector("h2[data-words='page.record']")).getDomProperty("textContent"));
        assertEquals("hint", driver().findElement(By.id("button-hint")).getDomProperty("textContent").strip());
    }

    @Test
    void clickingAPointTogglesItsMagnet() {
        click("d6");
        await("the board to see the toggle", () -> board.toggles().equals(List.of("d6")));
        await("d6 to show a magnet", () -> magnet("d6"));
        assertTrue(cls("d6").contains("unknown"), "a magnet the game does not know is marked: " + cls("d6"));
        assertEquals("", piece("d6"));

        click("d6");
        await("the board to see the second toggle", () -> board.toggles().equals(List.of("d6", "d6")));
        await("d6 to show no magnet", () -> !magnet("d6"));
        assertFalse(cls("d6").contains("unknown"));

        pointElement("a4").sendKeys(Keys.ENTER);
        await("the keyboard to toggle a4 too", () -> board.toggles().equals(List.of("d6", "d6", "a4")));
    }

    @Test
    void ledsFollowTheBoardLive() {
        board.led("a1", 0x0000ff);
        assertEquals(List.of("a1"), awaitLitPoints());
        awaitLed("a1", "#0000ff");
        assertEquals("#0000ff", driver().findElement(By.id("led-a1")).getDomAttribute("fill"));
        assertTrue(cls("a1").contains("lit"));
        await("a full-brightness LED to glow fully", () -> glowOpacity("a1") > 0.99);

        // A dim white (as after gamma and brightness) is drawn as white, less strongly, never as black.
        board.led("g7", 0x101010);
        awaitLed("g7", "#101010");
        assertEquals("#ffffff", driver().findElement(By.id("led-g7")).getDomAttribute("fill"));
        await("a dim LED to glow softly (opacity " + glowOpacity("g7") + ")", () -> glowOpacity("g7") > 0.3);
        sleepOverTheFade();
        assertTrue(glowOpacity("g7") < 0.8, "dim LED opacity " + glowOpacity("g7"));

        assertEquals(List.of("a1", "g7"), litPoints());
        board.led("a1", 0);
        awaitLed("a1", "#000000");
        assertFalse(cls("a1").contains("lit"));
        assertEquals(List.of("g7"), litPoints());
    }

    @Test
    void aBlinkingLedIsShownBlinkingAndNamedSo() throws InterruptedException {
        for (int i = 0; i < 8; i++) {
            board.led("b4", i % 2 == 0 ? 0xff00ff : 0);
            Thread.sleep(120);
        }
        board.led("b4", 0xff00ff);
        await("b4 to be reported blinking", () -> "blink".equals(ledPattern("b4")));
        awaitLed("b4", "#ff00ff");
    }

    @Test
    void changesSlowerThanTheCoalescingIntervalAllReachThePageInOrder() {
        // The page records each colour c4 shows, with the wall-clock time it arrived.
        script("window.seen = [];"
                + "new MutationObserver(() => window.seen.push([document.getElementById('led-c4').getAttribute('data-colour'), Date.now()]))"
                + ".observe(document.getElementById('led-c4'), {attributes: true, attributeFilter: ['data-colour']});");
        int n = 15;
        long[] sent = new long[n];
        List<String> colours = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            int rgb = 0x010101 * (i + 1) | 0x800000;
            colours.add(StateJson.hex(rgb));
            sent[i] = System.currentTimeMillis();
            board.led("c4", rgb);
            // The next change only once this one is on the page: each change then stays for longer
            // than the coalescing interval however slow the machine, so a change that never reaches
            // the page (or only with the next one) times out here instead of passing by luck.
            awaitLed("c4", colours.get(i));
        }
        @SuppressWarnings("unchecked")
        List<List<Object>> seen = (List<List<Object>>) script("return window.seen;");
        List<String> arrived = seen.stream().map(e -> (String) e.get(0)).distinct().toList();
        assertEquals(colours, arrived, "every change, once, in order");
        long[] latency = new long[n];
        for (int i = 0; i < n; i++) {
            String c = colours.get(i);
            long at = seen.stream().filter(e -> c.equals(e.get(0))).mapToLong(e -> ((Number) e.get(1)).longValue()).min().orElseThrow();
            latency[i] = at - sent[i];
        }
        java.util.Arrays.sort(latency);
        System.out.printf("board change -> page DOM latency over %d changes: median %d ms, max %d ms%n",
                n, latency[n / 2], latency[n - 1]);
    }

    @Test
    void piecesComeFromTheGameAndMissingOnesAreMarked() {
        board.piece("d6", SimState.WHITE).piece("a1", SimState.BLACK);
        awaitPiece("d6", "white");
        awaitPiece("a1", "black");
        assertTrue(cls("d6").contains("piece-white"));
        assertTrue(cls("a1").contains("piece-black"));
        assertFalse(cls("d6").contains("lifted"));

        board.magnet("d6", false);
        await("d6 to be shown lifted", () -> cls("d6").contains("lifted"));
        assertEquals("white", piece("d6"), "the game still believes in the piece");
    }

    /** The sync line of a mismatch, missing d6 and extra a4, as the controller says it. */
    static final Sentence SYNC = Sentence.of("sync.differs",
            Sentence.of("sync.and", Sentence.of("sync.missing.one", "d6"), Sentence.of("sync.extra.one", "a4")));

    @Test
    void textsRecordAndSyncState() {
        board.texts("human-vs-ai", "1. d6 a1", "mismatch: missing [d6] extra [a4]", SYNC,
                Sentence.of("fix.off.one", "a4"), Sentence.of("fix.back.white.one", "d6"), Sentence.of("fault.reed", "a4"));
        awaitRecord("1. d6 a1");
        awaitMessage("Take the piece off a4. Put the white piece back on d6. The sensor at a4 flickers: check the piece there");
        assertEquals("The board differs from the game: a piece missing on d6, an extra piece on a4", sync());
        assertTrue(driver().findElement(By.id("sync")).getDomAttribute("class").contains("mismatch"));
        assertEquals("you against the AI", mode());

        board.texts("human-vs-ai", "1. d6 a1", "in sync", Sentence.of("sync.in-sync"), Sentence.of("you.move.white"));
        await("the sync badge to turn in-sync", () -> driver().findElement(By.id("sync")).getDomAttribute("class").equals("sync in-sync"));
    }

    @Test
    void buttonsReachTheBoard() {
        press("hint");
        press("menu");
        await("both presses", () -> board.presses().equals(List.of("hint", "menu")));
    }

    @Test
    void statusPixelsShowTheirColours() {
        board.status(0xffffff, 0x00ff00, 0);
        await("three status pixels", () -> driver().findElements(By.cssSelector("#status .pixel")).size() == 3
                && "#00ff00".equals(statusColour(1)));
        assertEquals("#ffffff", statusColour(0));
        assertEquals("#000000", statusColour(2));
    }

    @Test
    void theClearButtonLiftsEveryPiece() {
        board.magnet("a1", true).magnet("g7", true);
        await("the magnets to show", () -> magnet("a1") && magnet("g7"));
        driver().findElement(By.id("clear-board")).click();
        await("the board to be cleared", () -> board.clears() == 1);
        await("the page to show no magnets", () -> !magnet("a1") && !magnet("g7"));
    }

    @Test
    void theDeveloperPanelIsCollapsedAndInjectsEachFaultByItsRoute() {
        open();
        assertEquals(null, driver().findElement(By.id("dev-panel")).getDomAttribute("open"), "collapsed by default");
        assertFalse(driver().findElement(By.id("fault-bus-unplug")).isDisplayed());
        driver().findElement(By.cssSelector("#dev-panel summary")).click();

        driver().findElement(By.id("fault-bus-unplug")).click();
        await("the bus to be unplugged", () -> board.faults().equals(List.of(new SimulatedFault.BusUnplugged())));
        new org.openqa.selenium.support.ui.Select(driver().findElement(By.id("fault-point"))).selectByValue("d6");
        driver().findElement(By.id("fault-stuck-closed")).click();
        await("d6 to stick", () -> board.faults().contains(new SimulatedFault.ReedStuck(Point.parse("d6"), true)));
        await("the panel to list both", () -> faultLabels().equals(List.of("I2C bus unplugged", "d6 stuck closed")));
        assertTrue(driver().findElement(By.id("dev-panel")).getDomAttribute("class").contains("faulty"));

        driver().findElement(By.id("fault-power-cycle-0x21")).click();
        await("chip 0x21 to be power-cycled", () -> board.powerCycles().equals(List.of(0x21)));
        driver().findElement(By.id("fault-chatter")).click();
        await("d6 to chatter instead", () -> board.faults().contains(new SimulatedFault.ReedChattering(Point.parse("d6"))));
        screenshot("sim-developer-panel");
        driver().findElement(By.id("fault-clear")).click();
        await("every fault to end", () -> board.faults().isEmpty());
        await("the panel to list none", () -> faultLabels().equals(List.of("none")));
        driver().findElement(By.cssSelector("#dev-panel summary")).click();
    }

    private List<String> faultLabels() {
        return driver().findElements(By.cssSelector("#fault-list li")).stream().map(e -> e.getDomProperty("textContent")).toList();
    }

    @Test
    void aMidGameScreenshot() throws Exception {
        for (String p : List.of("a1", "d6", "g4", "b2", "e3")) {
            board.piece(p, SimState.WHITE);
        }
        for (String p : List.of("a7", "d2", "f4", "c5")) {
            board.piece(p, SimState.BLACK);
        }
        board.magnet("f6", true);             // a magnet the game does not expect
        board.magnet("e3", false);            // a white piece lifted
        board.led("e3", 0x00ffff);            // lifted piece's origin: cyan
        for (String p : List.of("e4", "d3")) {
            board.led(p, 0x303030);           // its legal targets: dim white
        }
        board.led("a7", 0x0000ff);            // AI move: blue
        board.led("f6", 0xff0000);            // extra: red
        board.status(0xffffff, 0x3030ff);
        board.texts("human-vs-ai", "1. a1 a7 2. d6 d2 3. g4 f4 4. b2 c5 5. e3", "moving", Sentence.of("sync.lifted", "e3"),
                Sentence.of("you.move.white"));
        awaitRecord("1. a1 a7 2. d6 d2 3. g4 f4 4. b2 c5 5. e3");
        awaitLed("f6", "#ff0000");
        Path png = screenshot("sim-mid-game");
        byte[] bytes = Files.readAllBytes(png);
        assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, java.util.Arrays.copyOf(bytes, 4));
        assertTrue(bytes.length > 20_000, "a real picture of the board, not a blank page: " + bytes.length + " bytes");
    }

    private double glowOpacity(String point) {
        return Double.parseDouble(driver().findElement(By.id("led-" + point)).getCssValue("opacity"));
    }

    /** The glow fades in over 60 ms (CSS transition). */
    private static void sleepOverTheFade() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private String cls(String point) {
        return pointElement(point).getDomAttribute("class");
    }

    private double[] centre(String point) {
        var r = pointElement(point).getRect();
        return new double[] {r.getX() + r.getWidth() / 2.0, r.getY() + r.getHeight() / 2.0};
    }
}
