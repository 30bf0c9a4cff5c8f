package io.github.morrisboard.control;

import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.learn.PlyScores;
import io.github.morrisboard.learn.Practice;
import io.github.morrisboard.learn.Progress;
import io.github.morrisboard.learn.Puzzle;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.lights.Signal;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Puzzles on the board (issue 33): chosen in the menu or from a phone, set up by lights, then played
 * by hand against the puzzle's line: right is said and a longer line's reply announced as the AI's
 * plies are; wrong is put back, what it cost is said and the better ply lit in the hint colour, to be
 * played or tried again without; the result counted once; never the game, its save or the history.
 */
class PuzzleTest {
    static final io.github.morrisboard.setup.Setup HUMANS = ControllerTest.HUMANS;

    private static Rig rig(PracticePort port) {
        return new Rig(HUMANS, Optional.empty(), 0, port);
    }

    /** Puts every piece the set-up asks for (the phone shows the position: its white and black points). */
    private static void setUp(Rig rig) {
        assertEquals(Phase.SETUP, rig.c.state().phase());
        View v = rig.c.published().view();
        int all = v.white() | v.black();
        for (int m = all; m != 0; m &= m - 1) {
            rig.place(Point.name(Integer.numberOfTrailingZeros(m)));
        }
    }

    private static String said(Rig rig) {
        return rig.c.published().view().english();
    }

    private static Scene.Play play(Rig rig) {
        return assertInstanceOf(Scene.Play.class, rig.c.scene());
    }

    private static Puzzle puzzle(PracticePort port, String id) {
        return port.progress().puzzles().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void aPuzzleTappedInTheMenuIsSetUpByLightsThenSolved() {
        PracticePort port = PracticePort.of(Practice.builtIn());
        Puzzle b1 = puzzle(port, "b1");
        Rig rig = rig(port);
        rig.place("f4").lift("f4"); // the menu's puzzle point
        assertEquals(Phase.SETUP, rig.c.state().phase());
        assertTrue(said(rig).startsWith("Puzzle: close a mill. Set up its position"), said(rig));
        assertEquals(b1.position().position().white(), rig.c.published().view().white(), "the next to practise: the first never solved");
        setUp(rig);
        assertEquals(Phase.PUZZLE, rig.c.state().phase());
        assertEquals(b1.sideToMove(), play(rig).position().sideToMove(), "the side to move is shown");
        assertTrue(said(rig).contains("You play " + b1.sideToMove().label()), said(rig));
        rig.carryOut(b1.answer());
        assertEquals(Phase.SETUP, rig.c.state().phase(), "played through: the board is cleared for the menu");
        assertTrue(said(rig).startsWith("Solved: that was the best move. Clear the board for the menu"), said(rig));
        Puzzle counted = puzzle(port, "b1");
        assertEquals(1, counted.solved());
        assertEquals(0, counted.failed());
        int pieces = rig.c.published().view().white() | rig.c.published().view().black();
        assertEquals(0, pieces, "nothing is to be put: the board is to be cleared");
        for (int m = b1.position().position().occupied() | Point.bit(b1.answer().to()); m != 0; m &= m - 1) {
            rig.lift(Point.name(Integer.numberOfTrailingZeros(m)));
        }
        assertEquals(Phase.MENU, rig.c.state().phase());
        assertEquals(List.of(), rig.saver.saved, "a puzzle saves no game");
        assertNull(rig.saver.finished, "nor anything to the history");
        assertNull(rig.saver.abandoned);
    }

    @Test
    void aWrongPlyCostsItsWordsIsPutBackThenTheBetterOneLightsGreen() {
        PracticePort port = PracticePort.of(Practice.builtIn());
        Puzzle b1 = puzzle(port, "b1");
        Rig rig = rig(port);
        rig.page(new PageCommand.Puzzle(Optional.of("b1")));
        setUp(rig);
        Ply wrong = b1.position().position().legalPlies().stream().filter(p -> !p.equals(b1.answer())).findFirst().orElseThrow();
        rig.carryOut(wrong);
        assertEquals(Phase.PUZZLE, rig.c.state().phase());
        assertTrue(said(rig).contains("Not the best move: it costs about"), said(rig));
        assertTrue(said(rig).contains("Take the piece off " + Point.name(wrong.to())), said(rig));
        assertEquals(Point.bit(wrong.to()), play(rig).mask(Signal.EXTRA), "the wrong ply is put back first");
        assertEquals(1, puzzle(port, "b1").failed(), "failed at the first wrong ply");
        rig.lift(Point.name(wrong.to()));
        assertEquals(Point.bit(b1.answer().to()), play(rig).mask(Signal.HINT_TO), "the better ply in the hint colour");
        assertTrue(said(rig).contains("Hint: place on " + Point.name(b1.answer().to())
                + ". The better move lights green: play it, or press the hint button to try again without it"), said(rig));
        rig.press("hint");
        assertEquals(0, play(rig).mask(Signal.HINT_TO), "tried again without it");
        assertTrue(said(rig).contains("Try again: find the best move"), said(rig));
        rig.press("hint");
        assertEquals(Point.bit(b1.answer().to()), play(rig).mask(Signal.HINT_TO));
        rig.carryOut(b1.answer());
        assertTrue(said(rig).startsWith("Puzzle played through with the solution"), said(rig));
        assertEquals(0, puzzle(port, "b1").solved(), "the solution taken solves nothing");
        assertEquals(1, puzzle(port, "b1").failed(), "and is counted once");
    }

    /** A port with one puzzle of three plies (white d6, the reply a1, white d2) and a fixed cost, counting what it is told. */
    private static final class LongLine implements PracticePort {
        final Puzzle puzzle = new Puzzle("p1", Rules.STANDARD, List.of(), List.of(Notation.parsePly("d6"), Notation.parsePly("a1"),
                Notation.parsePly("d2")), Puzzle.Kind.BETTER, Puzzle.Source.builtIn(0), 0, 0);
        final List<String> counted = new ArrayList<>();

        @Override
        public Optional<Game> position(int game, int ply) {
            return Optional.empty();
        }

        @Override
        public Optional<Puzzle> puzzle(Optional<String> id) {
            return Optional.of(puzzle);
        }

        @Override
        public boolean count(Puzzle p, boolean solved) {
            counted.add(p.id() + (solved ? " solved" : " failed"));
            return true;
        }

        @Override
        public PlyScores.Cost cost(Game at, Ply played, Ply better) {
            return new PlyScores.Cost(Analysis.Harm.PIECES, 2);
        }

        @Override
        public Progress progress() {
            return PracticePort.NONE.progress();
        }
    }

    @Test
    void aLongerLinesReplyIsAnnouncedAsTheAisPliesAre() {
        LongLine port = new LongLine();
        Rig rig = rig(port);
        rig.page(new PageCommand.Puzzle(Optional.empty()));
        assertEquals(Phase.PUZZLE, rig.c.state().phase(), "an empty position stands at once");
        rig.place("d6");
        assertEquals(Point.bit(Point.parse("a1")), play(rig).mask(Signal.AI_TO), "the reply, announced in the AI's blue");
        assertTrue(said(rig).contains("Right, that is the best move. The AI places a black piece on a1: put it there"), said(rig));
        rig.place("a1");
        assertTrue(said(rig).contains("You play white: place a piece"), said(rig));
        rig.place("g7");
        assertTrue(said(rig).contains("Not the best move: it costs about 2 pieces"), said(rig));
        rig.lift("g7").place("d2");
        assertEquals(List.of("p1 failed"), port.counted);
        assertEquals(Phase.SETUP, rig.c.state().phase());
    }

    @Test
    void leavingAPuzzleClearsTheBoardThenOpensTheMenu() {
        LongLine port = new LongLine();
        Rig rig = rig(port);
        rig.page(new PageCommand.Puzzle(Optional.empty())).place("d6");
        rig.page(new PageCommand.Leave());
        assertEquals(Phase.SETUP, rig.c.state().phase());
        assertTrue(said(rig).startsWith("Clear the board: the menu opens once it is empty"), said(rig));
        rig.lift("d6");
        assertEquals(Phase.MENU, rig.c.state().phase());
        assertEquals(List.of(), port.counted, "a puzzle left unplayed counts nothing");
    }
}
