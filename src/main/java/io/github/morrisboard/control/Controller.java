package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.reconcile.Referee;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;

/**
 * The board's phase machine ({@link Phase}), driven by one thread (the {@link EventLoop}) or directly by tests
 * with a fake clock. Events come in; the game, the saves, the opponent's requests and the frames go out.
 *
 * <p>One {@link BoardSensor} reads the board for the life of the process, from the reed input's start reading
 * ({@link Event.BoardRead}) on: outside play {@link IdleBoard} keeps it and says what its news mean; during play
 * the {@link Referee} drives it and owns the game and the verdict (this class keeps no copy); in a lesson (a
 * position set up by hand, a puzzle) the {@link Lesson} drives it. The parts decide, this class carries out:
 * the game in play is {@link Round}'s (the referee's news, the opponent's requests, the gestures), the menu
 * {@link MenuSession}'s, the end by the players' word {@link GameEnding}'s, when to save and what to write
 * {@link Saves}', what a person asks for {@link PlayerRequests}', what is shown {@link Presenter}'s, shown and
 * published by {@link Display}; the pairings are {@link PairingDesk}'s, and faults are kept per source
 * ({@link Faults}); {@link Knowledge} gathers what they know.
 */
public final class Controller {
    private static final Logger log = LoggerFactory.getLogger(Controller.class);

    /** What the controller drives and tells. */
    private final Ports ports;
    private Phase phase = Phase.STARTING;
    private Setup setup;
    /** The board's one sensor and the saved game waiting for its first reading; the board's news outside play. */
    private final IdleBoard idle;
    private final MenuSession menu;
    private final GameEnding ending = new GameEnding();
    /** The game in play (its referee, the opponent's requests, the notes of play, the gestures), and the finished one. */
    private final Round round;
    /** A position set up by hand and what follows it (a puzzle, a game from it); never a ply recorded or a save. */
    private final Lesson lesson;
    /** What is shown and published, made from what the parts know ({@link Knowledge}). */
    private final Display display;
    /** The phones' pairings, shown one at a time (the game sees every reed edge regardless). */
    private final PairingDesk pairings = new PairingDesk(new SecureRandom());
    private final Faults faults = new Faults();
    private final Saves saves;
    private final Knowledge known;
    /** The latest instant seen (time only moves forward). */
    private long latest = Long.MIN_VALUE;

    /**
     * @param ports  what the controller drives and tells
     * @param setup  the menu's starting choices (a resumed game brings its own)
     * @param resume a saved game to continue once the board has been read
     */
    public Controller(Ports ports, SensingTimings timings, ReconcileSettings reconcileSettings, LightSettings lightSettings,
                      Setup setup, Optional<Resume> resume) {
        this.ports = ports;
        this.saves = new Saves(ports.saver(), faults);
        this.setup = resume.map(Resume::setup).orElse(setup);
        this.menu = new MenuSession(this.setup, ports.codes(), ports.practice()::adapt);
        this.round = new Round(ending, this.setup);
        this.idle = new IdleBoard(timings, resume.map(Resume::game));
        this.lesson = new Lesson(ports.practice(), faults, reconcileSettings);
        this.known = new Knowledge(round, idle, menu, ending, faults, reconcileSettings, lesson);
        this.display = new Display(new Publication(ports.leds(), ports.status(), ports.viewChanged(), this.setup), pairings,
                lightSettings, () -> known.facts(phase, this.setup), ports.practice()::progress);
    }

    /** Starts a new game with the current setup (the menu's start point, a button, or a test). */
    public void newGame(long now) {
        idle.sensor().ifPresentOrElse(s -> play(Game.start(setup.rules()), Optional.empty(), now), () -> log.warn("cannot start a game before the board has been read"));
    }

    private void play(Game g, Optional<io.github.morrisboard.setup.Mode> players, long now) { // who plays a set-up position, if chosen
        setup = players.map(setup::withMode).orElse(setup).withRules(g.rules()); // a history game's position: under its rules
        log.info("game on: {}, plies so far: {}", setup, g.plyCount());
        phase = Phase.PLAY;
        menu.gameOn();
        ending.reset();
        carry(round.start(g, idle.sensor().orElseThrow(), known.reconciling(setup), setup, now), now);
        if (g.plyCount() > 0) {
            log.info("resumed a game, plies played: {} ({})", g.plyCount(), Presenter.syncText(round.verdict()));
        }
    }

    private void toMenu() {
        stopOpponent();
        phase = Phase.MENU;
        menu.open(setup, idle.settled());
        round.toMenu();
    }

    /** The game is over on the board, or by the players' word (recorded in the history with its result, shown like any game over). */
    private void gameOver(Optional<Outcome> byWord, long now) {
        stopOpponent();
        phase = Phase.OVER;
        round.over(now);
        byWord.ifPresent(ending::end);
        saves.ended(setup, known.game().orElseThrow(), byWord, now);
    }

    private void abandon(String why, long now) {
        saves.abandoned(setup, known.game().orElseThrow(), why, now);
        menu.abandoned(round.settled() != 0);
        toMenu();
    }

    private void carry(GameEnding.Act act, long now) {
        switch (act) {
            case GameEnding.Act.Say s -> ports.opponent().say(s.word(), setup, s.game());
            case GameEnding.Act.End e -> gameOver(Optional.of(e.outcome()), now);
            case GameEnding.Act.Abandon a -> abandon(a.why(), now);
            case GameEnding.Act.Nothing n -> { }
        }
    }

    /** Carries out the game's decisions in order; the first that ends the game is the last of them. */
    private void carry(List<Round.Act> acts, long now) {
        for (Round.Act act : acts) {
            switch (act) {
                case Round.Act.Ask a -> ports.opponent().request(a.request().id(), setup, a.request().game(), a.request().level());
                case Round.Act.Cancel c -> ports.opponent().cancel();
                case Round.Act.Save s -> saves.due();
                case Round.Act.Ending e -> carry(e.act(), now);
                case Round.Act.Chatter c -> faults.chatter(c.chatter().point(), c.chatter().started(), c.chatter().text(), latest);
                case Round.Act.Over o -> gameOver(Optional.empty(), now);
            }
        }
    }

    private void carry(MenuSession.Act act, long now) {
        switch (act) {
            case MenuSession.Act.None n -> { }
            case MenuSession.Act.Remember r -> {
                setup = r.setup();
                saves.remember(setup, now); // the next start's menu begins from the choices made here
            }
            case MenuSession.Act.Start s -> {
                setup = s.setup();
                newGame(now);
            }
            case MenuSession.Act.ForgetPhones f -> pairings.cancelAll(ports.forgetPhones());
            case MenuSession.Act.Puzzle z -> carryLesson(lesson.ask(new Lesson.Ask.Puzzle(Optional.empty()), idle.sensor().orElseThrow(), phase, faults.sensing(), now), now);
        }
    }

    public void handle(Event e) {
        long t = at(e.at());
        switch (e) {
            case Event.BoardRead r -> carryIdle(idle.onRead(r.occupancy(), t), t);
            case Event.ReedEdge r -> onEdge(r.point(), r.occupied(), t);
            case Event.FaultChanged f -> faults.report(f.source(), f.active(), f.message(), t);
            case Event.LightsChanged l -> display.lights(l.lights());
            case Event.ButtonPressed b -> carry(PlayerRequests.press(b.button(), phase), t);
            case Event.OpponentPly a -> carry(round.answer(a, known.playing(phase), t), t);
            case Event.FromPage p -> onPage(p.command(), t);
            case Event.Ending en -> carry(ending.onEnding(en, phase == Phase.PLAY, setup), t);
            case Event.SeatTaken st -> GameEnding.onSeatTaken(st, known.playing(phase), setup).ifPresent(s -> {
                setup = s;
                play(Game.start(setup.rules()), Optional.empty(), t);
            });
        }
    }

    /** A paired phone's request: what a button or the menu would do, in the phase that allows it; otherwise logged and ignored. */
    private void onPage(PageCommand command, long now) {
        Optional<MenuSession.Act> menuAct = phase == Phase.MENU ? menu.onPage(command, setup) : Optional.empty();
        menuAct.ifPresentOrElse(a -> carry(a, now), () -> carry(PlayerRequests.page(command, phase, known.reconciling(setup).takebacks()), now));
    }

    /** Carries out what a person asked for, in the phase that allows it. */
    private void carry(PlayerRequests.Request request, long now) {
        switch (request) {
            case PlayerRequests.Request.Hint h -> carry(round.askHint(), now);
            case PlayerRequests.Request.Step s -> menu.onHint();
            case PlayerRequests.Request.Choose c -> carry(menu.onMenuButton(setup), now);
            case PlayerRequests.Request.MenuPressed m -> carry(round.menuPressed(now), now);
            case PlayerRequests.Request.Menu m -> toMenu();
            case PlayerRequests.Request.Word w -> carry(ending.onWord(w, setup, known.game().orElseThrow()), now);
            case PlayerRequests.Request.TakeBack b -> round.takeBackTarget().ifPresent(back -> { // the board then shows what to put back
                stopOpponent();
                play(back, Optional.empty(), now);
            });
            case PlayerRequests.Request.Practise p -> carryLesson(lesson.ask(p.ask(), idle.sensor().orElseThrow(), phase, faults.sensing(), now), now);
            case PlayerRequests.Request.Pairing p -> pairings.ask(p.ask());
            case PlayerRequests.Request.Ignored i -> log.info(i.why());
            case PlayerRequests.Request.Nothing n -> { }
        }
    }

    private void onEdge(int point, boolean occupied, long t) {
        switch (phase) { // a game is played (and a lesson held) only on a board that has been read
            case PLAY -> carry(round.onEdge(point, occupied, t), t);
            case SETUP, PUZZLE -> carryLesson(lesson.onEdge(point, occupied, t), t);
            default -> carryIdle(idle.onEdge(point, occupied, t), t);
        }
    }

    /** Lets time pass: settling deadlines, gestures, and the next frame. */
    public void tick(long at) {
        long now = at(at);
        if (phase == Phase.PLAY) {
            carry(round.onTick(now), now);
            if (phase == Phase.PLAY) { // after the tick's news: a chatter among them is a sensing fault
                carry(round.emptyBoard(faults.sensing(), now), now);
            }
        } else if (Lesson.on(phase)) {
            carryLesson(lesson.onTick(faults.sensing(), now), now);
        } else {
            carryIdle(idle.onTick(phase, round.overSince(), now), now);
        }
        saves.onTick(now);
        faults.onTick(now);
        idle.sensor().ifPresent(s -> display.pairing(idle.settled(), known.reconciling(setup).takebacks(), now));
        display.render(() -> saves.flush(phase == Phase.PLAY, setup, known.game()::orElseThrow, now), now);
    }

    /** A handler failed (a bug): the loop logged it; the game is kept and the fault shows for a while. */
    public void failed(RuntimeException ex, long at) {
        faults.failed(ex, at(at));
    }

    /**
     * Events are stamped where they happened (the reed reader, the AI thread); the loop may have ticked past that
     * instant before one reached it. Sensing needs time in order: a late event counts from the latest instant seen.
     */
    private long at(long stamped) {
        latest = Math.max(stamped, latest);
        return latest;
    }

    /** When the loop must wake next even if nothing happens: the minimum of the parts' wake times. */
    public long nextWake(long now) {
        long sensing = phase == Phase.PLAY ? round.nextWake() : Lesson.on(phase) ? lesson.nextWake()
                : idle.nextWake(phase, round.overSince());
        long shown = Math.max(display.nextChange(setup, now), now + 1); // the lights, and a pairing's step followed
        return Math.min(sensing, Math.min(Math.min(faults.nextWake(now), saves.nextWake()), shown));
    }

    private void stopOpponent() {
        if (round.stop()) {
            ports.opponent().cancel();
        }
    }

    /** Carries out the board's news outside play, each in the phase it finds (a settled board may have started a game). */
    private void carryIdle(List<IdleBoard.Act> acts, long now) {
        for (IdleBoard.Act act : acts) {
            switch (act) {
                case IdleBoard.Act.Begin b -> carryLesson(lesson.begin(b.waiting(), idle.sensor().orElseThrow(), now), now);
                case IdleBoard.Act.Edge e -> onEdge(e.point(), e.occupied(), now);
                case IdleBoard.Act.Settled s when phase == Phase.OVER && s.settled() == 0 -> toMenu();
                case IdleBoard.Act.Settled s when phase == Phase.MENU -> carry(menu.onSettled(s.settled() & ~pairings.asked()), now);
                case IdleBoard.Act.Settled s -> { }
                case IdleBoard.Act.Cleared c when phase == Phase.OVER -> toMenu();
                case IdleBoard.Act.Cleared c -> { }
                case IdleBoard.Act.Chatter c -> faults.chatter(c.chatter().point(), c.chatter().started(), c.chatter().describe(), latest);
            }
        }
    }

    /** Carries out a lesson's decisions: the phase it enters, a game played from the position it set up, the menu. */
    private void carryLesson(List<Lesson.Act> acts, long now) {
        for (Lesson.Act act : acts) {
            switch (act) {
                case Lesson.Act.Enter e -> phase = e.phase();
                case Lesson.Act.Play p -> play(p.game(), p.players(), now);
                case Lesson.Act.Menu m -> toMenu();
            }
        }
    }

    /** Writes a save still due (at shutdown, after the loop has stopped; every accepted ply is saved anyway). */
    public void saveNow() {
        saves.flush(phase == Phase.PLAY, setup, known.game()::orElseThrow, latest);
    }

    /** What the loop published last, for other threads: the view, its setup and the lights, together. */
    public Published published() {
        return display.published();
    }

    /** What the board should show now. */
    Scene scene() {
        return display.scene();
    }

    /** What the controller knows now, on the loop's thread (other threads read {@link #published()}). */
    public State state() {
        return known.state(phase, setup, display);
    }
}
