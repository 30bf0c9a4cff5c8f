package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.sensing.SensorEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The board outside a game, learning: a position set up by hand ({@link SetUp}, phase
 * {@link Phase#SETUP}), and what follows it. It drives the board's one sensor while it has it (as the
 * round's referee does during play) and decides; what the controller carries out comes out in order
 * ({@link Act}): the phase it enters, a game to play, the menu. A lesson never records a ply and never
 * touches the saved game or the history. Pure: time and whether the board can be read come in.
 */
final class Lesson {
    private static final Logger log = LoggerFactory.getLogger(Lesson.class);

    /** What the controller carries out, in the order given. */
    sealed interface Act {
        /** The lesson is in {@code phase} now ({@link Phase#SETUP}: a position is being set up). */
        record Enter(Phase phase) implements Act {
        }

        /** The position stands on the board: this game is played from it (resumed, or a new one from a game's position). */
        record Play(Game game) implements Act {
        }

        /** The lesson is over and the board empty (or the board was read with no saved game): the menu. */
        record Menu() implements Act {
        }
    }

    /** What a person asks of a lesson, by a button or from a paired phone. */
    sealed interface Ask {
        /** In the menu: set up game {@code game} of the history (1: the oldest) after {@code ply} of its plies. */
        record GamePosition(int game, int ply) implements Ask {
            public GamePosition {
                if (game < 1 || ply < 0) {
                    throw new IllegalArgumentException("a game of the history is 1 or more and a ply 0 or more, not " + game + "@" + ply);
                }
            }
        }

        /** Leave the lesson: the board is cleared (the lights show what to take off), then the menu. */
        record Leave() implements Ask {
        }
    }

    private final PracticePort port;
    /** Where a chattering reed is shown. */
    private final Faults faults;
    /** The board's one sensor, while a lesson drives it. */
    private Optional<BoardSensor> sensor = Optional.empty();
    private Optional<SetUp> setUp = Optional.empty();

    Lesson(PracticePort port, Faults faults) {
        this.port = port;
        this.faults = faults;
    }

    /**
     * The board was read for the first time: the saved game waiting for it is played at once, or first set up
     * again when its board was swept while the power was off (every piece shown in its colour); with none, the menu.
     */
    List<Act> begin(Optional<Game> waiting, BoardSensor on, long now) {
        if (waiting.isEmpty()) {
            return List.of(new Act.Menu());
        }
        Game g = waiting.get();
        if (on.reading().settled() == 0 && g.position().occupied() != 0) {
            log.info("the saved game's board is empty: set it up again ({} pieces)", Integer.bitCount(g.position().occupied()));
            return setUp(new SetUp.Then.Resume(g), on, false, now);
        }
        return List.of(new Act.Play(g));
    }

    /** What a person asked, in {@code phase}, on the board read by {@code on} ({@code blind}: it cannot be read now). */
    List<Act> ask(Ask a, BoardSensor on, Phase phase, boolean blind, long now) {
        return switch (a) {
            case Ask.GamePosition p when phase == Phase.MENU -> port.position(p.game(), p.ply())
                    .map(g -> setUp(new SetUp.Then.Play(g), on, blind, now))
                    .orElseGet(() -> ignored("no game " + p.game() + " with a ply " + p.ply() + " in the history"));
            case Ask.Leave l when phase == Phase.SETUP || phase == Phase.PUZZLE -> leave(on, blind, now);
            default -> ignored(a + " in " + phase);
        };
    }

    private List<Act> leave(BoardSensor on, boolean blind, long now) {
        if (setUp.map(SetUp::then).filter(t -> t instanceof SetUp.Then.Resume).isPresent()) {
            return ignored("leaving: the saved game waits for its pieces (it is played once they stand)");
        }
        log.info("lesson left: the board is cleared, then the menu");
        return setUp(new SetUp.Then.Menu(Position.start(Rules.STANDARD)), on, blind, now);
    }

    private static List<Act> ignored(String why) {
        log.info("lesson: {} ignored", why);
        return List.of();
    }

    /** Begins setting up {@code then}'s position on the board read by {@code on}; it may stand there already. */
    private List<Act> setUp(SetUp.Then then, BoardSensor on, boolean blind, long now) {
        sensor = Optional.of(on);
        setUp = Optional.of(new SetUp(then));
        log.info("setting up a position: {}", setUp.get().todo(on.reading().live()).describe());
        List<Act> acts = new ArrayList<>(List.of(new Act.Enter(Phase.SETUP)));
        acts.addAll(onTick(blind, now));
        return acts;
    }

    /** A reed's edge while the lesson drives the sensor. */
    List<Act> onEdge(int point, boolean occupied, long now) {
        heard(sensor.orElseThrow().onEdge(now, point, occupied), now);
        return List.of();
    }

    /** Time passes ({@code blind}: a sensing fault is active): the sensor's deadlines; a set-up that stands is done. */
    List<Act> onTick(boolean blind, long now) {
        heard(sensor.orElseThrow().onTick(now), now);
        List<Act> acts = new ArrayList<>();
        if (setUp.isPresent() && setUp.get().done(sensor.get().reading(), blind)) {
            SetUp.Then then = setUp.get().then();
            setUp = Optional.empty();
            log.info("the position stands on the board");
            acts.add(switch (then) {
                case SetUp.Then.Resume r -> new Act.Play(r.game());
                case SetUp.Then.Play p -> new Act.Play(p.game());
                case SetUp.Then.Menu m -> new Act.Menu();
            });
        }
        return acts;
    }

    /** The sensor's news: a chattering reed is shown as a fault (the set-up reads the sensor's reading as it is). */
    private void heard(List<SensorEvent> events, long now) {
        for (SensorEvent e : events) {
            if (e instanceof SensorEvent.Chatter c) {
                faults.chatter(c.point(), c.started(), c.describe(), now);
            }
        }
    }

    /** When the sensor's deadlines need the time next. */
    long nextWake() {
        return sensor.map(BoardSensor::nextDeadline).orElse(Long.MAX_VALUE);
    }

    /** Whether {@code phase} is a lesson's (then this drives the sensor). */
    static boolean on(Phase phase) {
        return phase == Phase.SETUP || phase == Phase.PUZZLE;
    }

    /**
     * What a lesson shows.
     *
     * @param setUp what the position being set up is for (empty when none is)
     * @param todo  what is left to do on the board to set it up
     */
    record Facts(Optional<SetUp.Then> setUp, SetUp.Todo todo) {
        static final Facts NONE = new Facts(Optional.empty(), SetUp.Todo.NONE);
    }

    Facts facts() {
        return setUp.map(s -> new Facts(Optional.of(s.then()), s.todo(sensor.orElseThrow().reading().live()))).orElse(Facts.NONE);
    }
}
