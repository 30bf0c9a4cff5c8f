package io.github.morrisboard.control;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.reconcile.Referee;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The board's phase machine, driven by one thread (the {@link EventLoop}) or directly by tests
 * with a fake clock. Events come in; the game, the saves, the opponent's requests and the frames go out.
 *
 * <p>One {@link BoardSensor} reads the board for the life of the process, from the reed input's
 * start reading ({@link Event.BoardRead}) on: outside play {@link IdleBoard} keeps it and says what
 * its news mean; during play the {@link Referee} drives it and owns the game and the verdict (this
 * class keeps no copy). The parts decide, this class carries out:
 * the game in play is {@link Round}'s (the referee's news, the opponent's requests, the gestures),
 * the menu {@link MenuSession}'s, the end by the players' word {@link GameEnding}'s, when to save
 * {@link SaveSchedule}'s, what a person asks for {@link PlayerRequests}', what is shown {@link Presenter}'s,
 * shown and published by {@link Display}; the pairings are {@link PairingDesk}'s, and faults are kept per
 * source ({@link Faults}).
 *
 * <p>Phases ({@link Phase}): STARTING (the board not read yet; a saved game waits for it), MENU
 * (lit options), PLAY and OVER (the result shows until the board is cleared, then the menu).
 */
public final class Controller {
    private static final Logger log = LoggerFactory.getLogger(Controller.class);

    private final Opponent ai;
    private final GameSaver saver;
    private final ReconcileSettings reconcileSettings;

    private Phase phase = Phase.STARTING;
    private Setup setup;
    /** The board's one sensor and the saved game waiting for its first reading; the board's news outside play. */
    private final IdleBoard idle;

    private final MenuSession menu;
    private final GameEnding ending = new GameEnding();
    /** The game in play (its referee, the opponent's requests, the notes of play, the gestures), and the finished one. */
    private final Round round;
    private final SaveSchedule saves = new SaveSchedule();
    /** What is shown and published, made from {@link #facts()}. */
    private final Display display;
    /** The phones' pairings, shown one at a time (the game sees every reed edge regardless). */
    private final PairingDesk pairings = new PairingDesk(new SecureRandom());
    private final Faults faults = new Faults();
    private final Runnable forgetPhones;
    /** The latest instant seen (time only moves forward). */
    private long latest = Long.MIN_VALUE;

    /**
     * @param ports  what the controller drives and tells
     * @param setup  the menu's starting choices (a resumed game brings its own)
     * @param resume a saved game to continue once the board has been read
     */
    public Controller(Ports ports, SensingTimings timings, ReconcileSettings reconcileSettings, LightSettings lightSettings,
                      Setup setup, Optional<Resume> resume) {
        this.ai = ports.opponent();
        this.saver = ports.saver();
        this.forgetPhones = ports.forgetPhones();
        this.reconcileSettings = reconcileSettings;
        this.setup = resume.map(Resume::setup).orElse(setup);
        this.menu = new MenuSession(this.setup, ports.codes());
        this.round = new Round(ending, this.setup);
        this.display = new Display(new Publication(ports.leds(), ports.status(), ports.viewChanged(), this.setup), pairings,
                lightSettings, this::facts);
        this.idle = new IdleBoard(timings, resume.map(Resume::game));
    }

    // ---------------------------------------------------------------- entering phases

    /** Starts a new game with the current setup (the menu's start point, a button, or a test). */
    public void newGame(long now) {
        if (idle.sensor().isEmpty()) {
            log.warn("cannot start a game before the board has been read");
            return;
        }
        play(Game.start(setup.rules()), now);
    }

    /** A count of plies for the log: "1 ply", "2 plies". */
    private static String plies(int n) {
        return n + (n == 1 ? " ply" : " plies");
    }

    private void play(Game g, long now) {
        log.info("game on: {}, {} so far", setup, plies(g.plyCount()));
        phase = Phase.PLAY;
        menu.gameOn();
        ending.reset();
        carry(round.start(g, idle.sensor().orElseThrow(), settingsFor(setup), setup, now), now);
        if (g.plyCount() > 0) {
            log.info("resumed a game of {} ({})", plies(g.plyCount()), Presenter.syncText(verdict()));
        }
    }

    private void toMenu() {
        stopAi();
        phase = Phase.MENU;
        menu.open(setup, idle.settled());
        round.toMenu();
    }

    /** The game is over on the board, or by the players' word (recorded in the history with its result, shown like any game over). */
    private void gameOver(Optional<Outcome> byWord, long now) {
        stopAi();
        Game g = game().orElseThrow();
        phase = Phase.OVER;
        round.over(now);
        byWord.ifPresent(ending::end);
        String result = byWord.orElseGet(g::outcome).describe();
        storage(byWord.isPresent() ? saver.ended(setup, g, result) : saver.finished(setup, g));
        log.info("game over after {} plies: {}", g.plyCount(), result);
    }

    private void abandon(String why) {
        Game g = game().orElseThrow();
        log.info("game abandoned after {} plies: {}", g.plyCount(), why);
        storage(saver.abandoned(setup, g));
        menu.abandoned(round.settled() != 0);
        toMenu();
    }

    private void carry(GameEnding.Act act, long now) {
        switch (act) {
            case GameEnding.Act.Say s -> ai.say(s.word(), setup, s.game());
            case GameEnding.Act.End e -> gameOver(Optional.of(e.outcome()), now);
            case GameEnding.Act.Abandon a -> abandon(a.why());
            case GameEnding.Act.Nothing n -> { }
        }
    }

    /** Carries out the game's decisions in order; the first that ends the game is the last of them. */
    private void carry(List<Round.Act> acts, long now) {
        for (Round.Act act : acts) {
            switch (act) {
                case Round.Act.Ask a -> ai.request(a.request().id(), setup, a.request().game(), a.request().level());
                case Round.Act.Cancel c -> ai.cancel();
                case Round.Act.Save s -> saves.markDue();
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
                storage(saver.remember(setup)); // the next start's menu begins from the choices made here
            }
            case MenuSession.Act.Start s -> {
                setup = s.setup();
                newGame(now);
            }
            case MenuSession.Act.ForgetPhones f -> {
                forgetPhones.run();
                pairings.cancelAll();
            }
        }
    }

    // ---------------------------------------------------------------- events

    public void handle(Event e) {
        // Events are stamped where they happened (the reed reader, the AI thread); the loop may have
        // ticked past that instant before one reached it. Sensing needs time in order, so a late
        // event counts from the latest instant already seen.
        long t = Math.max(e.at(), latest);
        latest = t;
        switch (e) {
            case Event.BoardRead r -> carryIdle(idle.onRead(r.occupancy(), t), t);
            case Event.ReedEdge r -> onEdge(r.point(), r.occupied(), t);
            case Event.FaultChanged f -> faults.report(f.source(), f.active(), f.message(), t);
            case Event.LightsChanged l -> display.lights(l.lights());
            case Event.ButtonPressed b -> carry(PlayerRequests.press(b.button(), phase), t);
            case Event.OpponentPly a -> carry(round.answer(a, playing(), t), t);
            case Event.FromPage p -> onPage(p.command(), t);
            case Event.Ending en -> carry(ending.onEnding(en, phase == Phase.PLAY, setup), t);
            case Event.SeatTaken st -> GameEnding.onSeatTaken(st, playing(), setup).ifPresent(s -> {
                setup = s;
                play(Game.start(setup.rules()), t);
            });
        }
    }

    /** A paired phone's request: what a button or the menu would do, in the phase that allows it; otherwise logged and ignored. */
    private void onPage(PageCommand command, long now) {
        Optional<MenuSession.Act> menuAct = phase == Phase.MENU ? menu.onPage(command, setup) : Optional.empty();
        if (menuAct.isPresent()) {
            carry(menuAct.get(), now);
        } else {
            carry(PlayerRequests.page(command, phase, settingsFor(setup).takebacks()), now);
        }
    }

    /** Carries out what a person asked for, in the phase that allows it. */
    private void carry(PlayerRequests.Request request, long now) {
        switch (request) {
            case PlayerRequests.Request.Hint h -> carry(round.askHint(), now);
            case PlayerRequests.Request.Step s -> menu.onHint();
            case PlayerRequests.Request.Choose c -> carry(menu.onMenuButton(setup), now);
            case PlayerRequests.Request.MenuPressed m -> carry(round.menuPressed(now), now);
            case PlayerRequests.Request.Menu m -> toMenu();
            case PlayerRequests.Request.Resign r -> carry(ending.resign(setup, game().orElseThrow(), r.how()), now);
            case PlayerRequests.Request.OfferDraw d -> carry(ending.offer(setup, game().orElseThrow(), d.how()), now);
            case PlayerRequests.Request.DeclineDraw d -> carry(ending.decline(setup, game().orElseThrow(), d.how()), now);
            case PlayerRequests.Request.TakeBack b -> round.takeBackTarget().ifPresent(back -> { // the board then shows what to put back
                stopAi();
                play(back, now);
            });
            case PlayerRequests.Request.Pairing p -> pairings.ask(p.ask());
            case PlayerRequests.Request.Ignored i -> log.info(i.why());
            case PlayerRequests.Request.Nothing n -> { }
        }
    }

    private void onEdge(int point, boolean occupied, long t) {
        if (phase == Phase.PLAY) { // a game is played only on a board that has been read
            carry(round.onEdge(point, occupied, t), t);
        } else {
            carryIdle(idle.onEdge(point, occupied, t), t);
        }
    }

    /** Lets time pass: settling deadlines, gestures, and the next frame. */
    public void tick(long at) {
        long now = Math.max(at, latest);
        latest = now;
        if (phase == Phase.PLAY) {
            carry(round.onTick(now), now);
            if (phase == Phase.PLAY) { // after the tick's news: a chatter among them is a sensing fault
                carry(round.emptyBoard(faults.sensing(), now), now);
            }
        } else {
            carryIdle(idle.onTick(phase, round.overSince(), now), now);
        }
        saves.onTick(now);
        faults.onTick(now);
        if (idle.sensor().isPresent() && pairings.busy()) {
            pairings.observe(facts(), idle.settled(), settingsFor(setup).takebacks(), now);
        }
        display.render(this::flushSave, now);
    }

    /** A handler failed (a bug): the loop logged it; the game is kept and the fault shows for a while. */
    public void failed(RuntimeException ex, long at) {
        faults.failed(ex, Math.max(at, latest));
    }

    /** When the loop must wake next even if nothing happens: the minimum of the parts' wake times. */
    public long nextWake(long now) {
        long sensing = phase == Phase.PLAY ? round.nextWake() : idle.nextWake(phase, round.overSince());
        long pairing = pairings.busy() ? now + 100 : Long.MAX_VALUE; // a pairing's step is followed, its end kept
        long lights = Math.max(display.nextChange(setup, now), now + 1);
        return Math.min(Math.min(sensing, pairing), Math.min(Math.min(faults.nextWake(now), saves.nextWake()), lights));
    }

    private void stopAi() {
        if (round.stop()) {
            ai.cancel();
        }
    }

    /** Carries out the board's news outside play, each in the phase it finds (a settled board may have started a game). */
    private void carryIdle(List<IdleBoard.Act> acts, long now) {
        for (IdleBoard.Act act : acts) {
            switch (act) {
                case IdleBoard.Act.Begin b -> b.waiting().ifPresentOrElse(g -> play(g, now), this::toMenu);
                case IdleBoard.Act.Edge e -> onEdge(e.point(), e.occupied(), now);
                case IdleBoard.Act.Settled s when phase == Phase.OVER && s.settled() == 0 -> toMenu();
                case IdleBoard.Act.Settled s when phase == Phase.MENU -> carry(menu.onSettled(s.settled()), now);
                case IdleBoard.Act.Settled s -> { }
                case IdleBoard.Act.Cleared c when phase == Phase.OVER -> toMenu();
                case IdleBoard.Act.Cleared c -> { }
                case IdleBoard.Act.Chatter c -> faults.chatter(c.chatter().point(), c.chatter().started(), c.chatter().describe(), latest);
            }
        }
    }

    // ---------------------------------------------------------------- lights and news

    /** What the controller knows now, for showing it. */
    private Presenter.Facts facts() {
        return new Presenter.Facts(phase, setup, game(), verdict(), opponentPlies(), menu.facts(phase == Phase.MENU),
                round.requestFacts(), ending.facts(), round.noteFacts(), faults.facts(phase == Phase.PLAY && setup.mode() == Mode.REMOTE));
    }

    /** Writes a save that is due; returns whether the storage fault changed. */
    private boolean flushSave() {
        if (!saves.take(phase == Phase.PLAY)) {
            return false;
        }
        boolean written = saver.save(setup, game().orElseThrow());
        saves.written(written, latest);
        return storage(written);
    }

    /** Shows or clears the storage fault after a write; returns whether it changed. */
    private boolean storage(boolean written) {
        return faults.storage(written, latest);
    }

    /** Writes a save still due (at shutdown, after the loop has stopped; every accepted ply is saved anyway). */
    public void saveNow() {
        flushSave();
    }

    /** What the loop published last, for other threads: the view, its setup and the lights, together. */
    public Published published() {
        return display.published();
    }

    /** The view last published (any thread). */
    public View view() {
        return display.published().view();
    }

    /** What the lights said when last published (the signals lit, the menu's points), for other threads. */
    public Legend legend() {
        return display.published().legend();
    }

    /** What the board should show now. */
    Scene scene() {
        return display.scene();
    }

    // ---------------------------------------------------------------- state for tests and the service

    public Phase phase() {
        return phase;
    }

    /** The current choices, on the loop's thread (other threads read the {@link #published()} setup). */
    public Setup setup() {
        return setup;
    }

    /** The game being played or just finished (its owner is the referee); empty before the first game. */
    public Optional<Game> game() {
        return round.game().or(idle::waiting);
    }

    /** The game in play; empty outside {@link Phase#PLAY}. */
    private Optional<Game> playing() {
        return phase == Phase.PLAY ? game() : Optional.empty();
    }

    /** The AI's announced plies still to be carried out by hand. */
    public List<Ply> opponentPlies() {
        return phase != Phase.PLAY ? List.of() : round.announced();
    }

    /** How the game ends or ended: by the players' word if they gave one, else as its position says. */
    public Outcome outcome() {
        return ending.ended().orElseGet(() -> game().map(Game::outcome).orElse(Outcome.ONGOING));
    }

    public Optional<Ply> hint() {
        return round.hint();
    }

    /** The board against the game, as the referee judges it (in sync before the first game). */
    public Verdict verdict() {
        return round.verdict();
    }

    /** The frame last sent to the LEDs; empty before the first. */
    public Optional<Frame> lastFrame() {
        return display.lastFrame();
    }

    /** The status line last published. */
    public String status() {
        return display.status();
    }

    /** The faults active now, by source, worst first. */
    public Map<FaultSource, String> faults() {
        return faults.active();
    }

    /** Reconciliation for a game of {@code s}: never a takeback in remote play (the other board keeps the first ply of each number). */
    private ReconcileSettings settingsFor(Setup s) {
        return s.mode() == Mode.REMOTE ? reconcileSettings.withTakebacks(false) : reconcileSettings;
    }
}
