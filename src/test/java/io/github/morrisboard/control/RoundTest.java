package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import static io.github.morrisboard.control.ControllerTest.VS_AI;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The game in play alone, on a sensor and a fake clock: what it hands the controller to carry out, and in which order. */
class RoundTest {
    /** The AI plays white, so it is asked at the start. */
    private static final Setup AI_WHITE = new Setup(Mode.HUMAN_AI, Color.WHITE, 4, true, Rules.STANDARD);
    private static final long SETTLED = SensingTimings.DEFAULTS.settleMs() + 100;
    private final GameEnding ending = new GameEnding();
    private final Round round = new Round(ending, VS_AI);
    private long now = 1000;
    private BoardSensor sensor;

    private List<Round.Act> start(Game g, Setup setup, int reading) {
        sensor = new BoardSensor(SensingTimings.DEFAULTS, reading, now);
        return round.start(g, sensor, ReconcileSettings.DEFAULTS.withTakebacks(false), setup, now);
    }

    /** A reed edge, then time for it to settle: everything the round decided meanwhile. */
    private List<Round.Act> edge(int point, boolean occupied) {
        List<Round.Act> acts = new ArrayList<>(round.onEdge(point, occupied, now));
        now += SETTLED;
        acts.addAll(round.onTick(now));
        return acts;
    }

    private List<Round.Act> carryOut(Ply ply) {
        return switch (ply.kind()) {
            case PLACE -> edge(ply.to(), true);
            case MOVE -> {
                List<Round.Act> acts = new ArrayList<>(edge(ply.from(), false));
                acts.addAll(edge(ply.to(), true));
                yield acts;
            }
            case REMOVE -> edge(ply.to(), false);
        };
    }

    private static Round.Act.Ask ask(List<Round.Act> acts) {
        return assertInstanceOf(Round.Act.Ask.class, acts.getLast(), acts.toString());
    }

    @Test
    void aGameOnAnAgreeingBoardIsSavedAndTheOpponentAskedOnItsTurn() {
        List<Round.Act> acts = start(Game.start(Rules.STANDARD), AI_WHITE, 0);
        assertEquals(new Round.Act.Save(), acts.getFirst(), "a new game is saved");
        Round.Act.Ask ask = ask(acts);
        assertEquals(0, ask.request().game().plyCount());
        assertTrue(round.stop(), "the open request is closed");
        assertFalse(round.stop(), "only once");
    }

    @Test
    void aPlyOnTheBoardIsSavedThenTheOpponentAskedAndOnlyItsLatestAnswerIsAnnounced() {
        assertEquals(List.of(new Round.Act.Save()), start(Game.start(Rules.STANDARD), VS_AI, 0), "a person's turn: nobody is asked");
        List<Round.Act> acts = edge(0, true);
        assertEquals(List.of(new Round.Act.Save(), new Round.Act.Ending(new GameEnding.Act.Nothing())), acts.subList(0, 2), acts.toString());
        Round.Act.Ask ask = ask(acts);
        assertEquals(1, ask.request().game().plyCount());
        Ply answer = ask.request().game().position().legalPlies().getFirst();
        round.answer(new Event.OpponentPly(now, ask.request().id() - 1, answer), round.game(), now);
        assertEquals(List.of(), round.announced(), "a late answer is dropped");
        round.answer(new Event.OpponentPly(now, ask.request().id(), answer), Optional.empty(), now);
        assertEquals(List.of(), round.announced(), "no answer counts outside play");
        acts = round.askHint();
        assertEquals(List.of(), acts, "no hint on the opponent's turn");
    }

    @Test
    void anAnswerInPlayIsAnnouncedThenCarriedOutByHand() {
        List<Round.Act> first = start(Game.start(Rules.STANDARD), AI_WHITE, 0);
        Round.Act.Ask ask = ask(first);
        Ply answer = Ply.place(5);
        assertEquals(List.of(), round.answer(new Event.OpponentPly(now, ask.request().id(), answer), round.game(), now));
        assertEquals(List.of(answer), round.announced());
        List<Round.Act> acts = carryOut(answer);
        assertEquals(new Round.Act.Save(), acts.getFirst(), acts.toString());
        assertEquals(1, round.game().orElseThrow().plyCount());
        assertEquals(List.of(), round.announced());
        assertInstanceOf(Round.Act.Ask.class, round.askHint().getFirst(), "a person's turn: a hint may be asked");
    }

    @Test
    void aResumedGameAsksTheOpponentOnlyAfterTheBoardAgreesWithIt() {
        Game one = Game.start(Rules.STANDARD).play(Ply.place(0));
        Setup aiBlack = VS_AI;
        assertEquals(List.of(new Round.Act.Save()), start(one, aiBlack, 0), "the board was cleared: the opponent waits");
        List<Round.Act> acts = edge(0, true);
        assertEquals(1, ask(acts).request().game().plyCount(), "the board agrees: now it is asked");
    }

    @Test
    void theGameOverIsTheLastActOfItsBatch() {
        Rules rules = Rules.parse("standard,repetition=off,draw-plies=0");
        Game g = Game.start(rules);
        SplittableRandom rnd = new SplittableRandom(3);
        while (!g.outcome().isOver()) {
            List<Ply> plies = g.position().legalPlies();
            g = g.play(plies.get(rnd.nextInt(plies.size())));
        }
        Game before = g.undo();
        Setup setup = new Setup(Mode.HUMAN_HUMAN, Color.BLACK, 3, true, rules);
        start(before, setup, before.position().occupied());
        assertInstanceOf(Round.Act.Ask.class, round.askHint().getFirst(), "a hint is asked and not answered");
        List<Round.Act> acts = carryOut(g.lastPly().orElseThrow());
        assertEquals(List.of(new Round.Act.Save(), new Round.Act.Ending(new GameEnding.Act.Nothing()), new Round.Act.Over()), acts,
                "nothing follows the end: the controller ending the game closes the open request");
        assertTrue(round.stop(), "still open for the controller to cancel");
        assertTrue(round.game().orElseThrow().outcome().isOver());
    }

    @Test
    void theMenuButtonPressedTwiceLeavesTheGame() {
        start(Game.start(Rules.STANDARD), VS_AI, 0);
        assertEquals(List.of(), round.menuPressed(now));
        assertEquals(List.of(new Round.Act.Ending(new GameEnding.Act.Abandon("the menu button was pressed twice"))), round.menuPressed(now + 1000));
        assertEquals(List.of(), round.menuPressed(now + 1000 + Gestures.ABANDON_PRESS_MS + 1), "counted afresh");
    }

    @Test
    void aBoardClearedOnPurposeForLongEnoughLeavesTheGameButNotWhileTheSensingIsFaulty() {
        start(Game.start(Rules.STANDARD), VS_AI.withMode(Mode.HUMAN_HUMAN), 0);
        edge(0, true);
        edge(0, false);
        assertEquals(0, round.settled());
        assertEquals(List.of(), round.emptyBoard(false, now));
        assertEquals(now + Gestures.ABANDON_EMPTY_MS, round.nextWake(), "the round wakes when the wait is over");
        assertEquals(List.of(), round.emptyBoard(true, now + Gestures.ABANDON_EMPTY_MS), "a faulty reading is no wish");
        long later = now + Gestures.ABANDON_EMPTY_MS + 1;
        assertEquals(List.of(), round.emptyBoard(false, later), "the wait starts again");
        assertEquals(List.of(new Round.Act.Ending(new GameEnding.Act.Abandon("the board was cleared for " + Gestures.ABANDON_EMPTY_MS / 1000 + " s"))),
                round.emptyBoard(false, later + Gestures.ABANDON_EMPTY_MS));
    }

    @Test
    void aTakebackGoesToAPersonsLastTurnAndTheNotesKeepTheEnd() {
        start(Game.start(Rules.STANDARD), VS_AI.withMode(Mode.HUMAN_HUMAN), 0);
        assertEquals(Optional.empty(), round.takeBackTarget(), "nothing played yet");
        edge(Point.parse("a1"), true);
        assertEquals(Optional.of(0), round.takeBackTarget().map(Game::plyCount));
        round.over(now);
        assertEquals(now, round.overSince());
    }
}
