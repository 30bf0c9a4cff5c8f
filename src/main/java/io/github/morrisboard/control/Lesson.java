package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.setup.Mode;
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

        /**
         * The position stands on the board: this game is played from it (resumed, or a new one from a game's
         * position), by {@code players} when the person chose who plays it (else as the setup says).
         */
        record Play(Game game, Optional<Mode> players) implements Act {
            Play(Game game) {
                this(game, Optional.empty());
            }
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

        /**
         * In the menu: set up {@code position} (typed or tapped on a paired phone); once it stands, a game goes on
         * from it, played by {@code players} (a person against the AI, or two people).
         */
        record TypedPosition(Position position, Mode players) implements Ask {
        }

        /** Leave the lesson: the board is cleared (the lights show what to take off), then the menu. */
        record Leave() implements Ask {
        }

        /** A puzzle ({@code id}; with none, the next one to practise): set up, then played. */
        record Puzzle(Optional<String> id) implements Ask {
        }

        /** During a puzzle: show the better ply (the solution taken), or hide it to try again. */
        record Solution() implements Ask {
        }
    }

    private final PracticePort port;
    /** Where a chattering reed is shown. */
    private final Faults faults;
    /** The board's one sensor, while a lesson drives it. */
    private Optional<BoardSensor> sensor = Optional.empty();
    private Optional<SetUp> setUp = Optional.empty();
    /** The puzzle played ({@link Phase#PUZZLE}), once its position stood on the board. */
    private Optional<PuzzleTry> puzzle = Optional.empty();
    /** The last puzzle's result, said while the board is cleared after it (true: solved). */
    private Optional<Boolean> result = Optional.empty();
    /** The reconciliation a puzzle is played with (no takebacks: a piece put back is a wrong ply undone). */
    private final io.github.morrisboard.reconcile.ReconcileSettings reconciling;

    Lesson(PracticePort port, Faults faults, io.github.morrisboard.reconcile.ReconcileSettings reconciling) {
        this.port = port;
        this.faults = faults;
        this.reconciling = reconciling.withTakebacks(false);
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
            case Ask.TypedPosition t when phase == Phase.MENU ->
                    setUp(new SetUp.Then.Play(Game.from(t.position()), Optional.of(t.players())), on, blind, now);
            case Ask.Leave l when phase == Phase.SETUP || phase == Phase.PUZZLE -> leave(on, blind, now);
            case Ask.Puzzle p when phase == Phase.MENU || phase == Phase.PUZZLE || phase == Phase.SETUP && !resuming() ->
                    port.puzzle(p.id()).map(z -> setUp(new SetUp.Then.Solve(z), on, blind, now))
                            .orElseGet(() -> ignored("no puzzle " + p.id().orElse("to practise")));
            case Ask.Solution s when phase == Phase.PUZZLE -> {
                puzzle.ifPresent(PuzzleTry::solution);
                yield List.of();
            }
            default -> ignored(a + " in " + phase);
        };
    }

    /** Whether the saved game is being set up again (it is played once it stands, and nothing else is asked meanwhile). */
    private boolean resuming() {
        return setUp.map(SetUp::then).filter(t -> t instanceof SetUp.Then.Resume).isPresent();
    }

    private List<Act> leave(BoardSensor on, boolean blind, long now) {
        if (resuming()) {
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
        puzzle = Optional.empty();
        if (!(then instanceof SetUp.Then.Menu)) {
            result = Optional.empty();
        }
        log.info("setting up a position: {}", setUp.get().todo(on.reading().live()).describe());
        List<Act> acts = new ArrayList<>(List.of(new Act.Enter(Phase.SETUP)));
        acts.addAll(onTick(blind, now));
        return acts;
    }

    /** A reed's edge while the lesson drives the sensor (a puzzle's referee drives it while one is played). */
    List<Act> onEdge(int point, boolean occupied, long now) {
        if (puzzle.isPresent()) {
            puzzle.get().onEdge(point, occupied, now).forEach(c -> faults.chatter(c.point(), c.started(), c.text(), now));
        } else {
            heard(sensor.orElseThrow().onEdge(now, point, occupied), now);
        }
        return List.of();
    }

    /**
     * Time passes ({@code blind}: a sensing fault is active): the sensor's deadlines; a set-up that stands is
     * done; a puzzle played through is counted, then the board is cleared.
     */
    List<Act> onTick(boolean blind, long now) {
        if (puzzle.isPresent()) {
            PuzzleTry p = puzzle.get();
            p.onTick(now).forEach(c -> faults.chatter(c.point(), c.started(), c.text(), now));
            p.result().ifPresent(solved -> faults.storage(port.count(p.puzzle(), solved), now));
            if (!p.ended()) {
                return List.of();
            }
            result = Optional.of(!p.failed());
            log.info("puzzle {} {}", p.puzzle().id(), p.failed() ? "played through after a wrong ply or with the solution" : "solved");
            return setUp(new SetUp.Then.Menu(Position.start(Rules.STANDARD)), sensor.orElseThrow(), blind, now);
        }
        heard(sensor.orElseThrow().onTick(now), now);
        List<Act> acts = new ArrayList<>();
        if (setUp.isPresent() && setUp.get().done(sensor.get().reading(), blind)) {
            SetUp.Then then = setUp.get().then();
            setUp = Optional.empty();
            log.info("the position stands on the board");
            switch (then) {
                case SetUp.Then.Resume r -> acts.add(new Act.Play(r.game()));
                case SetUp.Then.Play p -> acts.add(new Act.Play(p.game(), p.players()));
                case SetUp.Then.Menu m -> acts.add(new Act.Menu());
                case SetUp.Then.Solve s -> {
                    PuzzleTry p = new PuzzleTry(s.puzzle(), sensor.get(), reconciling, port::cost);
                    p.start(now);
                    puzzle = Optional.of(p);
                    acts.add(new Act.Enter(Phase.PUZZLE));
                }
            }
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

    /** When the sensor's deadlines (a puzzle's referee's) need the time next. */
    long nextWake() {
        return puzzle.map(PuzzleTry::nextWake).or(() -> sensor.map(BoardSensor::nextDeadline)).orElse(Long.MAX_VALUE);
    }

    /** Whether {@code phase} is a lesson's (then this drives the sensor). */
    static boolean on(Phase phase) {
        return phase == Phase.SETUP || phase == Phase.PUZZLE;
    }

    /**
     * What a lesson shows.
     *
     * @param setUp  what the position being set up is for (empty when none is)
     * @param todo   what is left to do on the board to set it up
     * @param puzzle the puzzle played, once set up
     * @param result the last puzzle's result while the board is cleared after it (true: solved)
     */
    record Facts(Optional<SetUp.Then> setUp, SetUp.Todo todo, Optional<PuzzleTry.Facts> puzzle, Optional<Boolean> result) {
        static final Facts NONE = new Facts(Optional.empty(), SetUp.Todo.NONE, Optional.empty(), Optional.empty());
    }

    Facts facts() {
        SetUp.Todo todo = setUp.map(s -> s.todo(sensor.orElseThrow().reading().live())).orElse(SetUp.Todo.NONE);
        return new Facts(setUp.map(SetUp::then), todo, puzzle.map(PuzzleTry::facts), result);
    }
}
