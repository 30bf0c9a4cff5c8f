package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.lights.Fault;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.engine.Color;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Setting up a position by lights (issue 33) on the controller: where each colour goes, what to take
 * off, done once the pieces stand (and the board can be read), never a ply recorded or a save written.
 */
class SetUpTest {
    static final Setup HUMANS = ControllerTest.HUMANS;
    /** White d6 d2, black a1 and f4; white to move. */
    static final Game FOUR = Game.replay(Rules.STANDARD, "d6 a1 d2 f4");

    static int bits(String names) {
        int m = 0;
        for (String n : names.split(" ")) {
            m |= Point.bit(Point.parse(n));
        }
        return m;
    }

    /** A history of one game, FOUR's plies, as the store would give it. */
    static final PracticePort HISTORY = PracticePort.of(new io.github.morrisboard.learn.Practice(Optional.empty(),
            () -> java.util.List.of(new io.github.morrisboard.store.HistoryEntry(java.time.Instant.EPOCH, Rules.STANDARD, Mode.HUMAN_HUMAN,
                    java.util.OptionalInt.empty(), "draw agreed", FOUR.plies())), () -> java.time.Instant.EPOCH, java.time.ZoneOffset.UTC));

    private static Scene.SetUp setUp(Rig rig) {
        return assertInstanceOf(Scene.SetUp.class, rig.c.scene());
    }

    @Test
    void theTodoIsEachColoursPointsAndThePiecesWhereNoneBelongs() {
        SetUp s = new SetUp(new SetUp.Then.Play(FOUR));
        assertEquals(new SetUp.Todo(bits("d6 d2"), bits("a1 f4"), 0), s.todo(0));
        assertEquals(new SetUp.Todo(bits("d2"), bits("f4"), bits("g7")), s.todo(bits("d6 a1 g7")));
        assertTrue(s.todo(bits("d6 a1 d2 f4")).done());
        assertEquals("white d2, black f4, off g7", s.todo(bits("d6 a1 g7")).describe());
    }

    @Test
    void aSweptBoardSetsTheSavedGameUpByColourThenResumesIt() {
        Rig rig = new Rig(HUMANS, Optional.of(new Resume(HUMANS, FOUR)), 0);
        assertEquals(Phase.SETUP, rig.c.state().phase());
        assertEquals(new Scene.SetUp(bits("d6 d2"), bits("a1 f4"), 0, Fault.NONE), setUp(rig));
        String said = rig.c.published().view().english();
        assertTrue(said.contains("Put white pieces on d2 d6") && said.contains("Put black pieces on a1 f4"), said);
        rig.place("d6").place("a1");
        assertEquals(new Scene.SetUp(bits("d2"), bits("f4"), 0, Fault.NONE), setUp(rig), "the points already right go dark");
        rig.place("g7");
        assertEquals(bits("g7"), setUp(rig).extra(), "a piece where none belongs is the mismatch's");
        assertTrue(rig.c.published().view().english().contains("Take the piece off g7"), rig.c.published().view().english());
        rig.lift("g7").place("d2");
        assertEquals(Phase.SETUP, rig.c.state().phase());
        assertEquals(java.util.List.of(), rig.saver.saved, "a set-up writes nothing");
        rig.place("f4");
        assertEquals(Phase.PLAY, rig.c.state().phase(), "the position stands: the game resumes");
        assertEquals("d6 a1 d2 f4", rig.record(), "no ply was recorded by the set-up");
        assertEquals(bits("d6 d2"), rig.game().position().white(), "the colours are the position's");
        rig.place("a4");
        assertEquals("d6 a1 d2 f4 a4", rig.record(), "play goes on from the position");
    }

    @Test
    void aBoardThatStillHoldsTheSavedGameResumesWithoutASetUp() {
        Rig rig = new Rig(HUMANS, Optional.of(new Resume(HUMANS, FOUR)), FOUR.position().occupied());
        assertEquals(Phase.PLAY, rig.c.state().phase());
    }

    @Test
    void aPositionOfAGameInTheHistoryIsSetUpFromThePhoneThenPlayedOn() {
        Rig rig = new Rig(ControllerTest.VS_AI, Optional.empty(), 0, HISTORY);
        assertEquals(Phase.MENU, rig.c.state().phase());
        rig.page(new PageCommand.SetUp(1, 3));
        assertEquals(Phase.SETUP, rig.c.state().phase());
        assertEquals(new Scene.SetUp(bits("d6 d2"), bits("a1"), 0, Fault.NONE), setUp(rig));
        View v = rig.c.published().view();
        assertEquals("setup", v.mode());
        assertEquals(bits("d6 d2"), v.white(), "the phone shows the position to set up");
        assertTrue(v.english().startsWith("Set up the position"), v.english());
        rig.place("d6").place("d2").place("a1");
        assertEquals(Phase.PLAY, rig.c.state().phase());
        assertEquals("d6 a1 d2", rig.record());
        rig.advance(100);
        assertFalse(rig.c.state().opponentPlies().isEmpty(), "black (the AI) is to move from the position: it announces its ply");
    }

    @Test
    void aGameOrPlyTheHistoryDoesNotHaveIsIgnored() {
        Rig rig = new Rig(HUMANS, Optional.empty(), 0, HISTORY);
        rig.page(new PageCommand.SetUp(2, 0)).page(new PageCommand.SetUp(1, 9));
        assertEquals(Phase.MENU, rig.c.state().phase());
    }

    @Test
    void leavingASetUpShowsThePiecesToTakeOffThenOpensTheMenu() {
        Rig rig = new Rig(HUMANS, Optional.empty(), 0, HISTORY);
        rig.page(new PageCommand.SetUp(1, 4)).place("d6").place("b4");
        rig.press("menu");
        assertEquals(Phase.SETUP, rig.c.state().phase());
        assertEquals(new Scene.SetUp(0, 0, bits("d6 b4"), Fault.NONE), setUp(rig), "every piece is to come off");
        assertTrue(rig.c.published().view().english().startsWith("Clear the board"), rig.c.published().view().english());
        rig.lift("d6");
        assertEquals(Phase.SETUP, rig.c.state().phase());
        rig.lift("b4");
        assertEquals(Phase.MENU, rig.c.state().phase());
        assertEquals(java.util.List.of(), rig.saver.saved);
        assertEquals(null, rig.saver.abandoned, "nothing went to the history");
    }

    @Test
    void aSetUpDoesNotFinishWhileTheBoardCannotBeRead() {
        Rig rig = new Rig(HUMANS, Optional.of(new Resume(HUMANS, FOUR)), 0);
        FaultSource chip = new FaultSource.Chip(0x21);
        rig.c.handle(new Event.FaultChanged(rig.now, chip, "0x21: no answer", true));
        rig.place("d6").place("a1").place("d2").place("f4").advance(2000);
        assertEquals(Phase.SETUP, rig.c.state().phase(), "the reading is not known: the colours are not trusted yet");
        assertEquals("The board cannot be read now", io.github.morrisboard.words.Words.english().render(rig.c.published().view().syncLine()));
        rig.c.handle(new Event.FaultChanged(rig.now, chip, "0x21 answers", false));
        rig.advance(4000);
        assertEquals(Phase.PLAY, rig.c.state().phase());
        assertEquals("d6 a1 d2 f4", rig.record());
    }

    /** A position of a game of other rules than the menu's (twelve men's) is played on under its own rules. */
    @Test
    void aHistoryGameOfOtherRulesGoesOnUnderItsOwnRules() {
        Game twelve = Game.replay(Rules.TWELVE, "d6 a1");
        PracticePort history = PracticePort.of(new io.github.morrisboard.learn.Practice(Optional.empty(),
                () -> java.util.List.of(new io.github.morrisboard.store.HistoryEntry(java.time.Instant.EPOCH, Rules.TWELVE, Mode.HUMAN_HUMAN,
                        java.util.OptionalInt.empty(), "draw agreed", twelve.plies())), () -> java.time.Instant.EPOCH, java.time.ZoneOffset.UTC));
        Rig rig = new Rig(HUMANS, Optional.empty(), 0, history);
        rig.page(new PageCommand.SetUp(1, 2)).place("d6").place("a1");
        assertEquals(Phase.PLAY, rig.c.state().phase());
        assertEquals(Rules.TWELVE, rig.c.state().setup().rules(), "the game is saved with the rules it is played under");
        assertEquals(Rules.TWELVE, rig.game().rules());
        rig.place("d2");
        assertEquals("d6 a1 d2", rig.record());
    }

    /** White a1 d2 g4, black d6 g7; six and seven to place, black to move (issue 33: typed or tapped on the phone). */
    static final String TYPED = "W:a1,d2,g4 B:d6,g7 hand 6/7 black to move";

    @Test
    void aPositionTypedOnThePhoneIsSetUpThenTwoPeoplePlayOnFromItAsChosen() {
        Rig rig = new Rig(ControllerTest.VS_AI, Optional.empty(), 0);
        io.github.morrisboard.engine.Position typed = io.github.morrisboard.engine.PositionText.parse(Rules.STANDARD, TYPED);
        rig.page(new PageCommand.SetUpPosition(typed, Mode.HUMAN_HUMAN));
        assertEquals(Phase.SETUP, rig.c.state().phase());
        assertEquals(new Scene.SetUp(bits("a1 d2 g4"), bits("d6 g7"), 0, Fault.NONE), setUp(rig));
        View v = rig.c.published().view();
        assertEquals(TYPED, v.start(), "the page knows where the game will start");
        assertTrue(v.english().startsWith("Set up the position"), v.english());
        rig.place("a1").place("d2").place("g4").place("d6");
        assertEquals(Phase.SETUP, rig.c.state().phase(), "g7 still waits");
        assertEquals(java.util.List.of(), rig.saver.saved, "a set-up writes nothing");
        rig.place("g7");
        assertEquals(Phase.PLAY, rig.c.state().phase(), "the position stands: a game goes on from it");
        assertEquals(Mode.HUMAN_HUMAN, rig.c.state().setup().mode(), "two people, as chosen on the phone");
        assertEquals(typed, rig.game().startPosition());
        assertEquals("", rig.record(), "no ply recorded by the set-up");
        rig.place("b4");
        assertEquals("b4", rig.record(), "black places first, as the position says");
        assertEquals(typed, rig.saver.lastSaved.startPosition(), "saved with its start");
        assertEquals(TYPED, rig.c.published().view().start());
    }

    @Test
    void aTypedPositionPlayedAgainstTheAiHasTheAiMoveFirstWhenItIsItsTurn() {
        Rig rig = new Rig(HUMANS, Optional.empty(), 0);
        io.github.morrisboard.engine.Position typed = io.github.morrisboard.engine.PositionText.parse(Rules.STANDARD, TYPED);
        rig.page(new PageCommand.SetUpPosition(typed, Mode.HUMAN_AI));
        rig.place("a1").place("d2").place("g4").place("d6").place("g7");
        assertEquals(Phase.PLAY, rig.c.state().phase());
        assertEquals(Mode.HUMAN_AI, rig.c.state().setup().mode(), "against the AI, as chosen, on the setup's side (black)");
        rig.advance(100);
        assertFalse(rig.c.state().opponentPlies().isEmpty(), "black (the AI) is to move: it announces its ply");
    }

    @Test
    void aTypedPositionOutsideTheMenuIsIgnored() {
        Rig rig = new Rig(HUMANS, Optional.of(new Resume(HUMANS, FOUR)), FOUR.position().occupied());
        assertEquals(Phase.PLAY, rig.c.state().phase());
        rig.page(new PageCommand.SetUpPosition(io.github.morrisboard.engine.PositionText.parse(Rules.STANDARD, TYPED), Mode.HUMAN_HUMAN));
        assertEquals(Phase.PLAY, rig.c.state().phase(), "the game in play goes on");
        assertEquals("d6 a1 d2 f4", rig.record());
    }
}
