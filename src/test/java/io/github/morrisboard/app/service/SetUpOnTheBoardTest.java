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
}
