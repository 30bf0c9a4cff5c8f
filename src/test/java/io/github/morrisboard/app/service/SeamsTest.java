package io.github.morrisboard.app.service;


import io.github.morrisboard.config.Config;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.control.FaultSource;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.LedBackend;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Style;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.store.GameStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each seam the adversarial tries broke (issue 11), on the assembled board: the production wiring
 * on the simulated board, real files, restarts as power cuts.
 */
class SeamsTest {
    @TempDir
    Path dir;

    private AssembledBoard humanVsHuman() throws Exception {
        Config c = new Config(Mode.HUMAN_HUMAN, Color.BLACK, 3, true, io.github.morrisboard.engine.Rules.STANDARD,
                80, 15, java.time.LocalTime.MIDNIGHT, java.time.LocalTime.MIDNIGHT, true, true, dir,
                Config.LogLevel.INFO, java.util.Optional.empty(), "127.0.0.1", 0, java.time.Duration.ofMillis(200), java.time.Duration.ZERO,
                1, java.util.OptionalLong.of(1), Config.Hardware.SIMULATOR, java.util.Optional.empty(), Config.Web.OFF, 0, Config.Remote.OFF);
        return new AssembledBoard(dir, c);
    }

    /** Starts a game from the menu: the start point d1 tapped (a piece put down and lifted). */
    private static void startFromMenu(AssembledBoard b) {
        assertEquals(Phase.MENU, b.c.state().phase());
        b.place("d1").lift("d1");
        assertEquals(Phase.PLAY, b.c.state().phase());
    }

    /**
     * Finding 1: restart against the AI with the board cleared while off. The swept board is set up
     * again by lights (issue 33: a1 lit as white's), nothing is taken back or saved meanwhile, and
     * putting a1 back resumes the game, the AI announcing its reply again.
     */
    @Test
    void aResumedGameWhoseBoardWasClearedAsksForItsPiecesAndNeverTakesBack() throws Exception {
        AssembledBoard b = new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0);
        startFromMenu(b);
        b.place("a1");
        assertEquals("a1", b.record());
        b.advance(100); // the AI (black) announces its reply
        assertFalse(b.c.state().opponentPlies().isEmpty());
        b.powerCut();
        b.setWhileOff(Point.parse("a1"), false);
        String saved = b.saved();
        int asked = b.aiRequests;
        b.powerOn(0).advance(3000);
        assertEquals(Phase.SETUP, b.c.state().phase(), "the swept board is set up again first");
        assertEquals(Point.bit(Point.parse("a1")), b.c.published().view().white(), "a1 is asked for, as white's");
        assertTrue(b.c.published().view().english().contains("Put a white piece on a1"), b.c.published().view().english());
        b.advance(15_000);
        assertEquals(Phase.SETUP, b.c.state().phase(), "an empty board found at start is not abandoned");
        assertEquals(saved, b.saved(), "the saved game is not touched while it is set up");
        assertEquals(asked, b.aiRequests, "the AI waits until the board is restored");
        b.place("a1").advance(500);
        assertEquals(Phase.PLAY, b.c.state().phase());
        assertEquals("a1", b.record());
        assertInstanceOf(Verdict.InSync.class, b.c.state().verdict());
        assertFalse(b.c.state().opponentPlies().isEmpty(), "the AI announces its reply again");
        String to = Point.name(b.c.state().opponentPlies().get(0).to());
        b.place(to);
        assertEquals("a1 " + to, b.record());
        assertTrue(b.saved().contains("plies a1 " + to), b.saved());
    }

    /**
     * Finding 1: black placed g7 while the controller was down. It is not guessed (a piece found on
     * an empty point may be of either colour, or a ply made but not saved before the cut): it is shown
     * to take away, and once the board agrees, black's g7 is recorded as black's, and so is every later ply.
     */
    @Test
    void aPieceAddedWhileThePowerWasOffIsShownThenPlayedUnderTheRightColour() throws Exception {
        AssembledBoard b = humanVsHuman().powerOn(0);
        startFromMenu(b);
        b.place("a1");
        b.powerCut();
        b.setWhileOff(Point.parse("g7"), true);
        b.powerOn(b.magnets()).advance(2000);
        assertEquals("a1", b.record());
        Verdict.Mismatch m = assertInstanceOf(Verdict.Mismatch.class, b.c.state().verdict());
        assertEquals(Point.bit(Point.parse("g7")), m.extra());
        assertEquals(Verdict.Reason.RESTORE, m.reason());
        b.lift("g7").advance(500);
        assertInstanceOf(Verdict.InSync.class, b.c.state().verdict());
        b.place("g7");
        assertEquals("a1 g7", b.record());
        assertEquals(Point.bit(Point.parse("g7")), b.game().position().black());
        assertTrue(b.saved().contains("plies a1 g7"), b.saved());
        b.place("d7");
        assertEquals("a1 g7 d7", b.record());
        assertEquals(Point.bit(Point.parse("a1")) | Point.bit(Point.parse("d7")), b.game().position().white());
    }

    /** Finding 2: the I2C bus down at boot is not an empty board: the game survives, and resumes when the bus is back. */
    @Test
    void aBusDownAtBootNeverErasesTheGame() throws Exception {
        AssembledBoard b = humanVsHuman().powerOn(0);
        startFromMenu(b);
        b.place("a1").place("g7");
        b.powerCut();
        b.powerOn(b.magnets(), sim -> {
            sim.chip(0x20).setFailing(true);
            sim.chip(0x21).setFailing(true);
        }).advance(30_000);
        assertEquals(Phase.STARTING, b.c.state().phase());
        assertTrue(b.c.state().faults().containsKey(new FaultSource.Chip(0x20)), b.c.state().faults().toString());
        assertTrue(b.saved().contains("plies a1 g7"), "the saved game is untouched: " + b.saved());
        assertTrue(b.history().isEmpty());
        b.board.chip(0x20).setFailing(false);
        b.board.chip(0x21).setFailing(false);
        b.advance(2000);
        assertEquals(Phase.PLAY, b.c.state().phase());
        assertEquals("a1 g7", b.record());
        assertInstanceOf(Verdict.InSync.class, b.c.state().verdict());
        assertTrue(b.c.state().faults().isEmpty(), b.c.state().faults().toString());
    }

    /** Finding 3: clearing a board that was in sync abandons the game into the history, with its plies. */
    @Test
    void anAbandonedGameIsKeptInTheHistory() throws Exception {
        AssembledBoard b = humanVsHuman().powerOn(0);
        startFromMenu(b);
        b.place("a1").place("g7");
        b.lift("a1").lift("g7").advance(11_000);
        assertEquals(Phase.MENU, b.c.state().phase());
        assertTrue(b.history().contains("a1 g7"), b.history());
        assertFalse(b.saved().contains("game on"), b.saved());
    }

    /** Finding 6: single-colour LEDs get the mono light language. */
    @Test
    void monoLedsGetTheMonoLightLanguage() throws Exception {
        Path builtIn = Path.of("firmware-config", "hardware.properties");
        java.util.List<String> lines = new java.util.ArrayList<>(Files.readAllLines(builtIn));
        lines.replaceAll(l -> l.startsWith("led.backend") ? "led.backend = mono" : l);
        HardwareProfile mono = ProfileLoader.parse(dir.resolve("mono.properties"), lines);
        assertEquals(LedBackend.MONO, mono.ledBackend());
        LightSettings s = BoardAssembly.lightSettings(mono);
        assertEquals(Style.MONO, s.style());
        assertEquals(Style.RGB, BoardAssembly.lightSettings(ProfileLoader.builtIn()).style());
    }

    /** Finding 7: a fault is cleared only by its own source. */
    @Test
    void aFaultClearsOnlyWhenItsSourceRecovers() throws Exception {
        AssembledBoard b = humanVsHuman().powerOn(0);
        startFromMenu(b);
        b.board.chip(0x21).setFailing(true);
        b.advance(500);
        assertTrue(b.c.state().faults().containsKey(new FaultSource.Chip(0x21)));
        // a chattering reed on the other chip comes and goes, and a ply is saved meanwhile
        int a1 = Point.parse("a1");
        assertEquals(0x20, b.profile.reeds().pin(a1).address());
        for (int i = 0; i < 12; i++) {
            b.set(a1, i % 2 == 0).advance(30);
        }
        b.advance(3000);
        b.set(a1, true).advance(2000); // a placement, saved
        assertTrue(b.c.state().faults().containsKey(new FaultSource.Chip(0x21)), "still dead: " + b.c.state().faults());
        b.board.chip(0x21).setFailing(false);
        b.advance(500);
        assertFalse(b.c.state().faults().containsKey(new FaultSource.Chip(0x21)), b.c.state().faults().toString());
    }

    /** Finding 8: menu choices are remembered across a restart even when no game was started. */
    @Test
    void menuChoicesAreRememberedWithoutAGame() throws Exception {
        AssembledBoard b = new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0);
        assertEquals(Phase.MENU, b.c.state().phase());
        int before = b.c.state().setup().level();
        b.place("a7").lift("a7"); // level 1
        assertEquals(1, b.c.state().setup().level());
        assertTrue(before != 1);
        b.powerCut().powerOn(0);
        assertEquals(1, b.c.state().setup().level());
    }
}
