package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.sensing.SensingTimings;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The board outside play alone: its first reading, later readings as edges, settled news, and the empty board after a game. */
class IdleBoardTest {
    private static final SensingTimings TIMINGS = SensingTimings.DEFAULTS;
    private static final long SETTLED = TIMINGS.noiseMs() + TIMINGS.settleMs() + 100;

    private static int at(String point) {
        return Point.bit(Point.parse(point));
    }

    @Test
    void theFirstReadingBeginsTheSensorAndHandsOverTheWaitingGameOnce() {
        Game saved = Game.start(Rules.STANDARD);
        IdleBoard board = new IdleBoard(TIMINGS, Optional.of(saved));
        assertEquals(Optional.of(saved), board.waiting());
        assertTrue(board.sensor().isEmpty());
        assertEquals(List.of(), board.onEdge(Point.parse("a1"), true, 500), "an edge before the reading is part of it");
        assertEquals(List.of(), board.onTick(Phase.STARTING, 0, 600));
        assertEquals(Long.MAX_VALUE, board.nextWake(Phase.STARTING, 0));

        assertEquals(List.of(new IdleBoard.Act.Begin(Optional.of(saved))), board.onRead(at("a1"), 1000));
        assertTrue(board.sensor().isPresent());
        assertEquals(at("a1"), board.settled());
        assertEquals(Optional.empty(), board.waiting(), "the game was handed over");
    }

    @Test
    void aLaterReadingIsNewsAsEdges() {
        IdleBoard board = new IdleBoard(TIMINGS, Optional.empty());
        assertEquals(List.of(new IdleBoard.Act.Begin(Optional.empty())), board.onRead(at("a1") | at("d1"), 1000));
        assertEquals(List.of(new IdleBoard.Act.Edge(Point.parse("a1"), false), new IdleBoard.Act.Edge(Point.parse("g7"), true)),
                board.onRead(at("d1") | at("g7"), 2000));
        board.onEdge(Point.parse("a1"), false, 2000); // the controller hands them on
        board.onEdge(Point.parse("g7"), true, 2000);
        assertEquals(List.of(), board.onRead(at("d1") | at("g7"), 2100), "the same reading again: no news");
    }

    @Test
    void aSettledBoardIsNewsOnce() {
        IdleBoard board = new IdleBoard(TIMINGS, Optional.empty());
        board.onRead(0, 1000);
        assertEquals(List.of(), board.onEdge(Point.parse("a4"), true, 1100));
        long wake = board.nextWake(Phase.MENU, 0);
        assertTrue(wake > 1100 && wake <= 1100 + SETTLED, "the sensor wakes to settle: " + wake);
        List<IdleBoard.Act> acts = board.onTick(Phase.MENU, 0, 1100 + SETTLED);
        assertEquals(List.of(new IdleBoard.Act.Settled(at("a4"))), acts);
        assertEquals(List.of(), board.onTick(Phase.MENU, 0, 1200 + SETTLED));
    }

    @Test
    void aGameOverOnAnEmptyBoardGivesWayToTheMenuAfterItsResultShowed() {
        IdleBoard board = new IdleBoard(TIMINGS, Optional.empty());
        board.onRead(0, 1000);
        long over = 2000;
        assertEquals(over + IdleBoard.OVER_EMPTY_MS, board.nextWake(Phase.OVER, over));
        assertEquals(List.of(), board.onTick(Phase.OVER, over, over + IdleBoard.OVER_EMPTY_MS - 1));
        assertEquals(List.of(new IdleBoard.Act.Cleared()), board.onTick(Phase.OVER, over, over + IdleBoard.OVER_EMPTY_MS));
        assertEquals(List.of(), board.onTick(Phase.MENU, over, over + IdleBoard.OVER_EMPTY_MS + 1), "only after a game");
    }

    @Test
    void aBoardWithPiecesAfterAGameWaitsForThemToBeCleared() {
        IdleBoard board = new IdleBoard(TIMINGS, Optional.empty());
        board.onRead(at("a1"), 1000);
        assertEquals(Long.MAX_VALUE, board.nextWake(Phase.OVER, 2000));
        assertEquals(List.of(), board.onTick(Phase.OVER, 2000, 2000 + 10 * IdleBoard.OVER_EMPTY_MS));
        board.onEdge(Point.parse("a1"), false, 60_000);
        assertInstanceOf(IdleBoard.Act.Settled.class, board.onTick(Phase.OVER, 2000, 60_000 + SETTLED).getFirst());
    }
}
