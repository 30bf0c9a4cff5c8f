package io.github.morrisboard.app.service;

import io.github.morrisboard.config.Config;
import io.github.morrisboard.config.ConfigLoader;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The whole controller on the simulated board (Pi4J mock providers, the real WS2812 encoder, the
 * real sensing, reconciliation, AI, lights and store), played by clicking in headless Chromium:
 * the menu's start point, then the opening of a game against the AI. What the page shows is
 * decoded from the bytes the LED driver wrote to the mock SPI.
 */
class PlayInBrowserTest extends ControllerBrowserTest {
    private static final Pattern AI_PLY = Pattern.compile("The AI places a black piece on (\\S+): put it there");

    PlayInBrowserTest() throws Exception {
    }

    /** A person puts a piece down (click) and lets it settle. */
    private void placeAndSettle(String point) throws InterruptedException {
        click(point);
        await(point + " to hold a magnet", () -> magnet(point));
        Thread.sleep(900);
    }

    private void liftAndSettle(String point) throws InterruptedException {
        click(point);
        await(point + " to be lifted", () -> !magnet(point));
        Thread.sleep(900);
    }

    @Test
    void playsTheOpeningAgainstTheAiByClicking() throws Exception {
        open();
        await("the menu", () -> "menu".equals(mode()));
        screenshot("play-0-menu");
        String start = "d1";
        await("the start point to light (it pulses)", () -> !"#000000".equals(ledColour(start)));
        placeAndSettle(start);
        liftAndSettle(start);
        await("a game to start", () -> "you against the AI".equals(mode()));
        assertEquals("You play white: place a piece", message());
        assertEquals("", record());

        placeAndSettle("d6");
        await("white's placement to be accepted", () -> record().startsWith("d6"));
        await("the AI to announce its ply", () -> AI_PLY.matcher(message()).find());
        Matcher m = AI_PLY.matcher(message());
        assertTrue(m.find());
        Ply ai = Notation.parsePly(m.group(1));
        String to = Point.name(ai.to());
        String blue = ledColour(to);
        int rgb = Integer.parseInt(blue.substring(1), 16);
        assertTrue((rgb & 0xff) > 2 * (rgb >> 16 & 0xff) && (rgb & 0xff) > 2 * (rgb >> 8 & 0xff),
                "the AI's placement shows blue at " + to + ": " + blue);
        screenshot("play-1-ai-announces");
        assertEquals("d6", record(), "announced is not played");

        placeAndSettle(to);
        await("the AI's ply to be accepted", () -> record().equals("d6 " + ai));
        assertEquals("black", piece(to));
        assertEquals("white", piece("d6"));

        // white's second placement: f4, or another point if the AI took it (its choice varies)
        String second = java.util.stream.Stream.of("f4", "g1", "a7").filter(p -> "".equals(piece(p))).findFirst().orElseThrow();
        placeAndSettle(second);
        await("the second exchange", () -> AI_PLY.matcher(message()).find());
        Matcher m2 = AI_PLY.matcher(message());
        assertTrue(m2.find());
        Ply ai2 = Notation.parsePly(m2.group(1));
        placeAndSettle(Point.name(ai2.to()));
        await("four plies", () -> record().equals("d6 " + ai + " " + second + " " + ai2));
        screenshot("play-2-four-plies");

        // a wrong piece for white is shown, not accepted: a piece on an occupied-looking wrong spot
        String wrong = Point.name(Integer.numberOfTrailingZeros(~(Point.bit(Point.parse("d6")) | Point.bit(Point.parse(second))
                | Point.bit(ai.to()) | Point.bit(ai2.to()))));
        // (d6 first: no state on the way is a legal ply; the extra piece alone would be white's placement)
        click("d6");
        click(wrong);
        await("a mismatch", () -> sync().startsWith("The board differs from the game"));
        await("the words for it", () -> message().equals("Take the piece off " + wrong + ". Put the white piece back on d6"));
        screenshot("play-3-mismatch");
        // the extra piece off first: with d6 back first, d6 and the extra piece would be white's placement on it
        click(wrong);
        click("d6");
        await("back in sync", () -> sync().equals("The board matches the game"));
        assertEquals("d6 " + ai + " " + second + " " + ai2, record(), "the mistake changed nothing");
        assertTrue(Files.readString(stateDir().resolve("game.txt")).contains(ai2.toString()), "the game is saved");
    }
}
