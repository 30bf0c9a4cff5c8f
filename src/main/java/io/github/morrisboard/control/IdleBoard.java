package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.sensing.SensorEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The board while no game is in play: its one sensor, begun by the reed input's first reading (a
 * saved game waits for that reading), and what the board's news mean before the first reading, in
 * the menu and after a game. During play the {@link Round}'s referee drives the same sensor. Pure:
 * the phase and time come in as parameters; what the controller does next comes out ({@link Act}).
 */
final class IdleBoard {
    private static final Logger log = LoggerFactory.getLogger(IdleBoard.class);
    /** A game over on a board that is already empty (resigned by clearing it) shows its result this long, then the menu. */
    static final long OVER_EMPTY_MS = 5000;

    /** What the controller does next, in the order given. */
    sealed interface Act {
        /** The board has been read for the first time: the waiting game resumes, or with none the menu opens. */
        record Begin(Optional<Game> waiting) implements Act {
        }

        /** A later full reading differs at {@code point}: news as an edge (a game may be in play). */
        record Edge(int point, boolean occupied) implements Act {
        }

        /** The board settled on {@code settled} (in the menu, a choice; after a game, an empty board opens the menu). */
        record Settled(int settled) implements Act {
        }

        /** A game over on an empty board has shown its result long enough: the menu opens. */
        record Cleared() implements Act {
        }

        /** A reed chatters (or stopped): a fault to show. */
        record Chatter(SensorEvent.Chatter chatter) implements Act {
        }
    }

    private final SensingTimings timings;
    /** The board's one sensor, from its first reading on. */
    private Optional<BoardSensor> sensor = Optional.empty();
    /** A saved game waiting for the board's first reading. */
    private Optional<Game> waiting;

    IdleBoard(SensingTimings timings, Optional<Game> waiting) {
        this.timings = timings;
        this.waiting = waiting;
    }

    /** The reed input's whole reading: the first begins the sensor; a later one's differences are news, as edges. */
    List<Act> onRead(int occupancy, long t) {
        List<Act> acts = new ArrayList<>();
        if (sensor.isPresent()) {
            int live = sensor.get().reading().live();
            for (int d = (live ^ occupancy) & Point.ALL; d != 0; d &= d - 1) {
                int p = Integer.numberOfTrailingZeros(d);
                acts.add(new Act.Edge(p, (occupancy >> p & 1) != 0));
            }
            return acts;
        }
        sensor = Optional.of(new BoardSensor(timings, occupancy & Point.ALL, t));
        log.info("the board reads [{}]", Point.names(occupancy & Point.ALL));
        acts.add(new Act.Begin(waiting));
        waiting = Optional.empty();
        return acts;
    }

    /** A reed's edge outside play. */
    List<Act> onEdge(int point, boolean occupied, long t) {
        if (sensor.isEmpty()) {
            log.debug("reed edge at {} before the whole board was read: part of that reading", Point.name(point));
            return List.of();
        }
        return heard(sensor.get().onEdge(t, point, occupied));
    }

    /**
     * Time passes outside play: the sensor's deadlines; then, in {@code phase} {@link Phase#OVER} (a game
     * over since {@code overSince}), an empty board gives way to the menu. The phase is the one before the
     * news: whoever carries them out checks that the game is still over.
     */
    List<Act> onTick(Phase phase, long overSince, long now) {
        if (sensor.isEmpty()) {
            return List.of();
        }
        List<Act> acts = heard(sensor.get().onTick(now));
        if (phase == Phase.OVER && settled() == 0 && now - overSince >= OVER_EMPTY_MS) {
            acts.add(new Act.Cleared()); // resigned by clearing the board: no clearing is left to wait for
        }
        return acts;
    }

    /** When the sensor's deadline or the empty board after a game needs the time next (outside play). */
    long nextWake(Phase phase, long overSince) {
        if (sensor.isEmpty()) {
            return Long.MAX_VALUE;
        }
        long gesture = phase == Phase.OVER && settled() == 0 ? overSince + OVER_EMPTY_MS : Long.MAX_VALUE;
        return Math.min(sensor.get().nextDeadline(), gesture);
    }

    private static List<Act> heard(List<SensorEvent> events) {
        List<Act> acts = new ArrayList<>();
        for (SensorEvent e : events) {
            switch (e) {
                case SensorEvent.Settled s -> {
                    log.debug("settled outside play: [{}]", Point.names(s.reading().settled()));
                    acts.add(new Act.Settled(s.reading().settled()));
                }
                case SensorEvent.Chatter c -> acts.add(new Act.Chatter(c));
                case SensorEvent.LiveChanged l -> { }
            }
        }
        return acts;
    }

    /** The sensor, once the board has been read. */
    Optional<BoardSensor> sensor() {
        return sensor;
    }

    /** The saved game still waiting for the board's first reading. */
    Optional<Game> waiting() {
        return waiting;
    }

    /** The pieces the board reads, settled; 0 before the first reading. */
    int settled() {
        return sensor.map(s -> s.reading().settled()).orElse(0);
    }
}
