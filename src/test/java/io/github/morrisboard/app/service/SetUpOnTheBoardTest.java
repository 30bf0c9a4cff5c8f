package io.github.morrisboard.app.service;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.FaultSource;
import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.control.View;
import io.github.morrisboard.learn.BuiltinPuzzles;
import io.github.morrisboard.learn.Puzzle;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.store.GameStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Setting up a position by lights (issue 33) on the assembled board, wired as production wires it
 * ({@link BoardAssembly}: the store and the puzzle book on real files, Pi4J's mock providers, the reed
 * scanner, the WS2812 driver): from an empty board, from a board with wrong pieces on it, and with a reed
 * chip failing in the middle. After every step: no ply is recorded, the game file and the history are as
 * they were, and the lights' legend names the set-up's signals.
 */
class SetUpOnTheBoardTest {
    @TempDir
    Path dir;

    private AssembledBoard b;
    private String saved;
    private String history;

    private void start() throws Exception {
        b = new AssembledBoard(dir, AssembledBoard.defaults(dir)).powerOn(0);
        assertEquals(Phase.MENU, b.c.state().phase());
        saved = b.saved();
        history = b.history();
    }

    /** Nothing of the game was touched: no game in play or recorded, the files as before. */
    private void untouched(String when) throws Exception {
        assertTrue(b.c.state().game().isEmpty(), when + ": no game, no ply recorded");
        assertEquals(saved, b.saved(), when + ": the game file is as it was");
        assertEquals(history, b.history(), when + ": the history is as it was");
    }

    private void page(PageCommand command) {
        b.c.handle(new Event.FromPage(b.clock.get(), command));
        b.drain();
    }

    private List<String> legend() {
        return b.c.published().legend().lit().stream().map(Legend.Entry::key).toList();
    }

    private static Puzzle puzzle(String id) {
        return BuiltinPuzzles.load().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    private static List<String> names(int mask) {
        return List.of(Point.names(mask).split(" ")).stream().filter(s -> !s.isEmpty()).toList();
    }

    @Test
    void fromAnEmptyBoardThePuzzleTappedInTheMenuIsSetUp() throws Exception {
        start();
        b.place("f4").lift("f4");
        assertEquals(Phase.SETUP, b.c.state().phase());
        Puzzle b1 = puzzle("b1");
        View v = b.c.published().view();
        assertEquals(b1.position().position().white(), v.white());
        assertEquals(b1.position().position().black(), v.black());
        assertEquals(List.of("signal.PLACE_WHITE", "signal.PLACE_BLACK"), legend());
        untouched("lit");
        for (String p : names(v.white() | v.black())) {
            b.place(p);
            untouched("after " + p);
        }
        b.advance(500);
        assertEquals(Phase.PUZZLE, b.c.state().phase(), "the position stands: the puzzle begins");
        untouched("the puzzle begins");
        assertTrue(b.c.published().view().english().contains("You play " + b1.sideToMove().label()), b.c.published().view().english());
    }

    @Test
    void fromABoardWithWrongPiecesTheyAreShownToTakeOff() throws Exception {
        start();
        Puzzle b8 = puzzle("b8");
        int target = b8.position().position().occupied();
        int empty = Point.ALL & ~target;
        int wrong = Integer.lowestOneBit(empty) | Integer.lowestOneBit(empty & (empty - 1)); // two points the puzzle leaves empty
        for (String p : names(wrong)) {
            b.place(p);
        }
        int right = Integer.lowestOneBit(target);
        b.place(Point.name(Integer.numberOfTrailingZeros(right)));
        page(new PageCommand.Puzzle(Optional.of("b8")));
        assertEquals(Phase.SETUP, b.c.state().phase());
        assertTrue(legend().contains("signal.EXTRA"), "the wrong pieces in the mismatch's red: " + legend());
        assertEquals(wrong, b.c.published().legend().lit().stream().filter(e -> e.key().equals("signal.EXTRA")).findFirst().orElseThrow().points());
        String said = b.c.published().view().english();
        assertTrue(said.contains("Take the piece" + (Integer.bitCount(wrong) == 1 ? " off " : "s off ") + Point.names(wrong)), said);
        assertFalse(said.contains(Point.name(Integer.numberOfTrailingZeros(right))), "a piece already right is not asked for: " + said);
        for (String p : names(target & ~right)) {
            b.place(p);
        }
        assertEquals(Phase.SETUP, b.c.state().phase(), "the wrong pieces still stand");
        for (String p : names(wrong)) {
            b.lift(p);
        }
        b.advance(500);
        assertEquals(Phase.PUZZLE, b.c.state().phase());
        untouched("set up");
    }

    @Test
    void aChipFailingInTheMiddleHoldsTheSetUpUntilItAnswers() throws Exception {
        start();
        page(new PageCommand.Puzzle(Optional.of("b2")));
        Puzzle b2 = puzzle("b2");
        List<String> points = names(b2.position().position().occupied());
        for (String p : points.subList(0, points.size() / 2)) {
            b.place(p);
        }
        b.board.chip(0x21).setFailing(true);
        b.advance(500);
        assertTrue(b.c.state().faults().containsKey(new FaultSource.Chip(0x21)), b.c.state().faults().toString());
        for (String p : points.subList(points.size() / 2, points.size())) {
            b.place(p);
        }
        b.advance(3000);
        assertEquals(Phase.SETUP, b.c.state().phase(), "the board cannot be read: the colours are not trusted yet");
        assertEquals("The board cannot be read now", io.github.morrisboard.words.Words.english().render(b.c.published().view().syncLine()));
        untouched("the chip down");
        b.board.chip(0x21).setFailing(false);
        b.advance(3000);
        assertFalse(b.c.state().faults().containsKey(new FaultSource.Chip(0x21)));
        assertEquals(Phase.PUZZLE, b.c.state().phase(), "the chip answers: its pieces are seen, the position stands");
        untouched("the chip back");
    }

    @Test
    void thePositionOfAGameInTheHistoryIsSetUpThenAGameGoesOnFromIt() throws Exception {
        start();
        b.c.newGame(b.clock.get());
        b.drain();
        b.place("d6").advance(200);
        String ai = Point.name(b.c.state().opponentPlies().getFirst().to());
        b.place(ai);
        b.c.handle(new Event.ButtonPressed(b.clock.get(), io.github.morrisboard.board.Button.MENU));
        b.c.handle(new Event.ButtonPressed(b.clock.get(), io.github.morrisboard.board.Button.MENU));
        b.drain();
        b.lift("d6").lift(ai).advance(1000);
        assertEquals(Phase.MENU, b.c.state().phase(), "the game was left, the board cleared");
        assertFalse(b.history().isEmpty(), "the game left is in the history");
        saved = b.saved();
        history = b.history();
        page(new PageCommand.SetUp(1, 1));
        assertEquals(Phase.SETUP, b.c.state().phase());
        assertEquals(Point.bit(Point.parse("d6")), b.c.published().view().white());
        assertEquals(0, b.c.published().view().black(), "after one ply: white's d6");
        assertEquals(saved, b.saved());
        assertEquals(history, b.history());
        b.place("d6").advance(500);
        assertEquals(Phase.PLAY, b.c.state().phase(), "a game goes on from the position");
        assertEquals("d6", b.record());
        assertEquals(history, b.history(), "the history has only what it had");
        assertTrue(Files.readString(dir.resolve(GameStore.FILE)).contains("plies d6"), "the new game is saved as any game is");
    }

    /**
     * A position typed on the phone, set up, played on, then the power cut (twice): with the pieces standing it
     * resumes at once from its own start; with the board swept while the power was off it is set up again by
     * lights first. The game file says the start; nothing is lost or replayed from the rules' start.
     */
    @Test
    void aGameFromATypedPositionSurvivesPowerCutsWithItsStart() throws Exception {
        start();
        String typed = "W:a1,d2,g4 B:d6,g7 hand 6/7 black to move";
        io.github.morrisboard.engine.Position from = io.github.morrisboard.engine.PositionText.parse(
                io.github.morrisboard.engine.Rules.STANDARD, typed);
        page(new PageCommand.SetUpPosition(from, io.github.morrisboard.setup.Mode.HUMAN_HUMAN));
        for (String p : List.of("a1", "d2", "g4", "d6", "g7")) {
            b.place(p);
        }
        b.advance(500);
        assertEquals(Phase.PLAY, b.c.state().phase());
        b.place("b4").place("e4");
        assertEquals("b4 e4", b.record());
        assertTrue(b.saved().contains("start " + typed + "\ngame on\nplies b4 e4\n"), b.saved());

        b.powerCut().powerOn(b.magnets());
        assertEquals(Phase.PLAY, b.c.state().phase(), "the pieces stand: it resumes at once");
        assertEquals(from, b.game().startPosition());
        assertEquals("b4 e4", b.record());
        assertEquals(from.play(io.github.morrisboard.engine.Ply.place(Point.parse("b4")))
                .play(io.github.morrisboard.engine.Ply.place(Point.parse("e4"))), b.game().position());
        b.place("b6");
        assertEquals("b4 e4 b6", b.record(), "play goes on after the restart");

        int standing = b.magnets();
        b.powerCut();
        for (String p : names(standing)) {
            b.setWhileOff(Point.parse(p), false); // swept while the power was off
        }
        b.powerOn(0);
        assertEquals(Phase.SETUP, b.c.state().phase(), "the swept board is set up again first");
        assertEquals(from.white() | Point.bit(Point.parse("e4")), b.c.published().view().white());
        for (String p : names(standing)) {
            b.place(p);
        }
        b.advance(500);
        assertEquals(Phase.PLAY, b.c.state().phase());
        assertEquals("b4 e4 b6", b.record());
        assertEquals(from, b.game().startPosition());
        assertEquals(typed, b.c.published().view().start());
        assertFalse(b.history().contains("start="), "nothing went to the history: the game goes on");
    }
}
