package io.github.morrisboard.app.service;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.learn.BuiltinPuzzles;
import io.github.morrisboard.learn.Puzzle;
import io.github.morrisboard.learn.PuzzleBook;
import io.github.morrisboard.store.GameStore;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two puzzles end to end in the simulator (issue 33), clicked in the shared Chromium on the whole
 * controller: the menu's puzzle point, the position set up by its lights, one puzzle solved, the next
 * failed (a wrong ply, put back, the better ply lit green, hidden and shown by the hint button, then
 * played). The counts land in the puzzle book on disk; no game is saved or recorded. The README's
 * practise screenshot is taken here ({@link #readmeShot}).
 */
class PuzzleBrowserTest extends ControllerBrowserTest {
    PuzzleBrowserTest() throws Exception {
    }

    private Puzzle puzzle(String id) {
        return BuiltinPuzzles.load().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    /** A person puts a piece down or lifts one (click) and lets it settle. */
    private void toggle(String point) throws InterruptedException {
        toggle(point, 900);
    }

    /**
     * As {@link #toggle(String)}, waiting {@code ms} after: a set-up and a clearing count only the pieces
     * where they end (the board settles as a whole), so the hand goes on from piece to piece.
     */
    private void toggle(String point, long ms) throws InterruptedException {
        boolean had = magnet(point);
        click(point);
        await(point + (had ? " lifted" : " down"), () -> magnet(point) != had);
        Thread.sleep(ms);
    }

    private void carryOut(Ply ply) throws InterruptedException {
        switch (ply.kind()) {
            case PLACE -> toggle(Point.name(ply.to()));
            case MOVE -> {
                toggle(Point.name(ply.from()));
                toggle(Point.name(ply.to()));
            }
            case REMOVE -> toggle(Point.name(ply.to()));
        }
    }

    /** The menu's f4 tapped: the next puzzle set up by following the lights; returns once it is played. */
    private void tapPuzzleAndSetUp(Puzzle p, List<String> stale, String shot) throws Exception {
        await("the menu", () -> "menu".equals(mode()));
        await("f4, the puzzle point, to light", () -> !"#000000".equals(ledColour("f4")));
        toggle("f4");
        toggle("f4");
        await("the set-up", () -> "setting up".equals(mode()));
        Position pos = p.position().position();
        await("the legend to name where each colour goes", () -> legendKeys().containsAll(List.of("signal.PLACE_WHITE", "signal.PLACE_BLACK")));
        assertTrue(message().startsWith(p.kind() == Puzzle.Kind.MILL ? "Puzzle: close a mill. Set up its position" : "Puzzle:"), message());
        if (shot != null) {
            String white = Point.name(Integer.numberOfTrailingZeros(pos.white()));
            await("the blinking points to go dark", () -> "#000000".equals(ledColour(white)));
            await("and light again: the picture shows them on", () -> !"#000000".equals(ledColour(white)));
            readmeShot(shot, stale);
        }
        for (int m = pos.occupied(); m != 0; m &= m - 1) {
            toggle(Point.name(Integer.numberOfTrailingZeros(m)), 150);
        }
        await("the puzzle", () -> "puzzle".equals(mode()));
        assertTrue(message().contains("You play " + p.sideToMove().label()), message());
    }

    private void clearTheBoard() throws InterruptedException {
        for (String n : Point.names(Point.ALL).split(" ")) {
            if (magnet(n)) {
                toggle(n, 150);
            }
        }
        await("the menu again", () -> "menu".equals(mode()));
    }

    @Test
    void onePuzzleSolvedAndOneFailedByClicking() throws Exception {
        open();
        List<String> stale = new ArrayList<>();
        Puzzle b1 = puzzle("b1");
        tapPuzzleAndSetUp(b1, stale, "simulator-setup.png");
        carryOut(b1.answer());
        await("solved", () -> message().startsWith("Solved: that was the best move. Clear the board for the menu"));
        clearTheBoard();

        Puzzle b2 = puzzle("b2"); // the next never solved
        tapPuzzleAndSetUp(b2, stale, null);
        Ply wrong = b2.position().position().legalPlies().stream().filter(q -> !q.equals(b2.answer())).findFirst().orElseThrow();
        carryOut(wrong);
        await("what the wrong ply cost", () -> message().contains("Not the best move: it"));
        assertTrue(message().contains("Take the piece off " + Point.name(wrong.to())), message());
        toggle(Point.name(wrong.to()));
        if (wrong.kind() == Ply.Kind.MOVE) {
            toggle(Point.name(wrong.from()));
        }
        Ply better = b2.answer();
        String hint = better.kind() == Ply.Kind.MOVE ? "Hint: move " + Point.name(better.from()) + " to " + Point.name(better.to())
                : "Hint: place on " + Point.name(better.to());
        await("the better ply in the hint's words", () -> message().contains(hint));
        await("and lit green", () -> legendKeys().contains("signal.HINT_TO"));
        press("hint");
        await("tried again without it", () -> message().contains("Try again: find the best move"));
        // the legend is the page's list of what is lit, refreshed on its own: it may follow the words by a refresh
        await("and the hint's green gone from the legend", () -> !legendKeys().contains("signal.HINT_TO"));
        press("hint");
        await("shown again", () -> legendKeys().contains("signal.HINT_TO"));
        carryOut(b2.answer());
        await("played through with the solution", () -> message().startsWith("Puzzle played through with the solution"));
        clearTheBoard();

        String book = Files.readString(stateDir().resolve(PuzzleBook.FILE));
        assertTrue(book.contains("b1 standard mill built-in@20 solved=1 failed=0"), book);
        assertTrue(book.contains("b2 standard mill built-in@24 solved=0 failed=1"), book);
        assertFalse(Files.exists(stateDir().resolve(GameStore.HISTORY)), "no game went to the history");
        String saved = Files.exists(stateDir().resolve(GameStore.FILE)) ? Files.readString(stateDir().resolve(GameStore.FILE)) : "game none";
        assertTrue(saved.contains("game none"), "no game was saved: " + saved);
        assertEquals(List.of(), stale);
        assertTrue(Files.readString(DOCS.resolveSibling("README.md")).contains("docs/simulator-setup.png"), "the README shows the set-up");
    }
}
