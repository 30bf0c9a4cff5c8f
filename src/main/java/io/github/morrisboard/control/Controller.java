package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.lights.Fault;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Lights;
import io.github.morrisboard.setup.MenuResult;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.reconcile.Referee;
import io.github.morrisboard.reconcile.RefereeEvent;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.sensing.SensorEvent;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The board's brain, driven by one thread (the {@link EventLoop}) or directly by tests with a
 * fake clock. It owns the game: sensor edges go to the referee, accepted plies are played,
 * saved and answered by the AI when it is the AI's turn; the light language is rendered from
 * its state and a frame is sent only when it differs from the last one.
 *
 * <p>Phases: {@link Phase#MENU} (empty board, lit options), {@link Phase#PLAY} and
 * {@link Phase#OVER} (the result shows until the board is cleared, then the menu).
 */
public final class Controller {
    private static final Logger log = LoggerFactory.getLogger(Controller.class);
    /** Two presses of the menu button within this time abandon a running game. */
    static final long ABANDON_PRESS_MS = 3000;
    /** An empty board held this long during a game whose position has pieces abandons it (the no-button gesture). */
    static final long ABANDON_EMPTY_MS = 10_000;
    /** The hint gesture: a lift this brief and put straight back is a tap; two taps within the pair time ask for a hint. */
    static final long TAP_MS = 1000, TAP_PAIR_MS = 3000;
    /** Level used for hints: full strength. */
    static final int HINT_LEVEL = 10;

    public enum Phase { MENU, PLAY, OVER }

    private final LedOutput leds;
    private final AiPort ai;
    private final GameSaver saver;
    private final Consumer<String> status;
    private final SensingTimings timings;
    private final ReconcileSettings reconcileSettings;
    private LightSettings lightSettings;

    private Phase phase = Phase.MENU;
    private Setup setup;
    private MenuState menu;
    private int menuHeld;
    /** The two optional buttons' cursor in the menu (-1: none yet). */
    private int menuCursor = -1;

    /** The occupancy outside play (menu, game over): settles edges the same way the referee does. */
    private BoardSensor idleSensor;
    private Referee referee;
    private Game game;
    private Verdict verdict = new Verdict.InSync();

    private long requestSeq;
    private long aiRequest = -1;
    private boolean aiForHint;
    private Optional<Ply> hint = Optional.empty();
    private int mill;
    private long millSince;
    private long overSince;
    private long lastMenuPress = Long.MIN_VALUE / 2;
    private long liftedAt = Long.MIN_VALUE / 2;
    private int tapLifted;
    private long lastTap = Long.MIN_VALUE / 2;
    private long emptySince = -1;
    private Fault fault = Fault.NONE;
    private String lastStatus = "menu";

    private Frame lastFrame;
    private Scene scene;
    private volatile View view = View.STARTING;
    private Runnable viewListener = () -> { };
    private boolean saveDue;
    /** The latest instant the sensing has been told about (time only moves forward). */
    private long latest = Long.MIN_VALUE;

    public Controller(LedOutput leds, AiPort ai, GameSaver saver, Consumer<String> status, SensingTimings timings,
                      ReconcileSettings reconcileSettings, LightSettings lightSettings, Setup setup, int reading, long now) {
        this.leds = leds;
        this.ai = ai;
        this.saver = saver;
        this.status = status;
        this.timings = timings;
        this.reconcileSettings = reconcileSettings;
        this.lightSettings = lightSettings;
        this.setup = setup;
        this.menu = MenuState.of(setup);
        this.idleSensor = new BoardSensor(timings, reading, now);
    }

    // ---------------------------------------------------------------- entering phases

    /** Starts a new game with the current setup (the menu's start point, or a test). */
    public void newGame(long now) {
        play(Game.start(setup.rules()), idleSensor.reading().live(), now);
    }

    /**
     * Resumes a saved game: if the board matches, play on; if not, the mismatch lights guide the
     * person to restore it.
     */
    public void resume(Setup saved, Game g, long now) {
        this.setup = saved;
        this.menu = MenuState.of(saved);
        play(g, idleSensor.reading().live(), now);
        log.info("resumed a game of {} plies ({})", g.plyCount(), verdict);
    }

    private void play(Game g, int reading, long now) {
        log.info("game on: {}, {} plies so far", setup, g.plyCount());
        phase = Phase.PLAY;
        game = g;
        referee = new Referee(g, timings, reconcileSettings, reading, now);
        verdict = referee.verdict();
        hint = Optional.empty();
        mill = 0;
        emptySince = -1;
        saveGame();
        afterChange(now);
    }

    private void toMenu(long now) {
        ai.cancel();
        aiRequest = -1;
        phase = Phase.MENU;
        menu = MenuState.of(setup);
        menuHeld = 0;
        menuCursor = -1;
        referee = null;
        idleSensor = new BoardSensor(timings, idleSensor.reading().live(), now);
        publishStatus();
    }

    private void gameOver(long now) {
        ai.cancel();
        aiRequest = -1;
        phase = Phase.OVER;
        overSince = now;
        int reading = referee.reading().live();
        referee = null;
        idleSensor = new BoardSensor(timings, reading, now);
        saver.finished(setup, game);
        log.info("game over after {} plies: {}", game.plyCount(), game.outcome().describe());
        publishStatus();
    }

    // ---------------------------------------------------------------- events

    public void handle(Event e) {
        // Events are stamped where they happened (the reed reader, the AI thread); the loop may have
        // ticked past that instant before one reached it. Sensing needs time in order, so a late
        // event counts from the latest instant already seen.
        long t = Math.max(e.at(), latest);
        latest = t;
        switch (e) {
            case Event.ReedEdge r -> {
                if (phase == Phase.PLAY) {
                    handleReferee(referee.onEdge(t, r.point(), r.occupied()), t);
                    if (phase == Phase.PLAY) {
                        watchTaps(t);
                    }
                } else {
                    handleIdle(idleSensor.onEdge(t, r.point(), r.occupied()), t);
                }
            }
            case Event.HardwareFault f -> {
                fault = f.active() ? Fault.SENSOR : Fault.NONE;
                log.warn("sensor {}: {}", f.active() ? "fault" : "recovered", f.message());
            }
            case Event.ButtonPressed b -> onButton(b.button(), t);
            case Event.AiAnswer a -> onAi(a, t);
        }
    }

    /** Lets time pass: settling deadlines, gestures, and the next frame. */
    public void tick(long at) {
        long now = Math.max(at, latest);
        latest = now;
        if (phase == Phase.PLAY) {
            handleReferee(referee.onTick(now), now);
            if (phase == Phase.PLAY) {
                checkAbandonGesture(now);
            }
        } else {
            handleIdle(idleSensor.onTick(now), now);
        }
        render(now);
    }

    /** When the loop must wake next even if nothing happens: a settling deadline or the next animation step. */
    public long nextWake(long now) {
        long sensing = phase == Phase.PLAY ? referee.nextDeadline() : idleSensor.nextDeadline();
        long gesture = phase == Phase.PLAY && emptySince >= 0 ? emptySince + ABANDON_EMPTY_MS : Long.MAX_VALUE;
        long lights = scene == null ? now : Lights.nextChange(scene, lights(), now);
        return Math.min(Math.min(sensing, gesture), Math.max(lights, now + 1));
    }

    private void handleReferee(List<RefereeEvent> events, long now) {
        for (RefereeEvent e : events) {
            if (phase != Phase.PLAY) {
                return;
            }
            switch (e) {
                case RefereeEvent.Played p -> played(p.plies(), now);
                case RefereeEvent.TookBack t -> tookBack(t.undone(), now);
                case RefereeEvent.Shown s -> verdict = s.verdict();
                case RefereeEvent.Note n -> log.warn("{}", n.text());
            }
        }
    }

    /**
     * The hint gesture for boards without buttons: lift one of your own pieces and put it straight
     * back ({@link #TAP_MS} or less), twice within {@link #TAP_PAIR_MS}. Read from the live reading,
     * so it works while placing too; the game never changes for it.
     */
    private void watchTaps(long now) {
        Position pos = game.position();
        int live = referee.reading().live();
        int missing = pos.occupied() & ~live;
        boolean oneOwnUp = (live & ~pos.occupied()) == 0 && Integer.bitCount(missing) == 1
                && (missing & pos.pieces(pos.sideToMove())) != 0;
        if (oneOwnUp) {
            if (tapLifted == 0) {
                tapLifted = missing;
                liftedAt = now;
            }
            return;
        }
        boolean backInPlace = tapLifted != 0 && live == pos.occupied();
        tapLifted = 0;
        if (backInPlace && now - liftedAt <= TAP_MS) {
            if (now - lastTap <= TAP_PAIR_MS) {
                lastTap = Long.MIN_VALUE / 2;
                onButton("hint", now);
            } else {
                lastTap = now;
            }
        }
    }

    private void played(List<Ply> plies, long now) {
        for (Ply ply : plies) {
            Position p = game.position();
            game = game.play(ply);
            if (!ply.isRemoval() && game.position().removalsOwed() > 0) {
                mill = game.rules().geometry().millPointsAt(game.position().pieces(p.sideToMove()), ply.to());
                millSince = now;
            }
            log.info("{} {}", p.sideToMove().label(), ply);
        }
        hint = Optional.empty();
        verdict = referee.verdict();
        saveGame();
        if (game.outcome().isOver()) {
            gameOver(now);
            return;
        }
        afterChange(now);
    }

    private void tookBack(List<Ply> undone, long now) {
        for (int i = 0; i < undone.size(); i++) {
            game = game.undo();
        }
        log.info("takeback of {}", undone);
        hint = Optional.empty();
        mill = 0;
        verdict = referee.verdict();
        saveGame();
        afterChange(now);
    }

    /** After the game changed: cancel stale thinking, and ask the AI if it is its turn. */
    private void afterChange(long now) {
        ai.cancel();
        aiRequest = -1;
        aiForHint = false;
        if (setup.aiPlays(game.position().sideToMove()) && !game.outcome().isOver()) {
            aiRequest = ++requestSeq;
            ai.request(aiRequest, game, setup.level());
        }
        publishStatus();
    }

    private void onAi(Event.AiAnswer a, long now) {
        if (a.request() != aiRequest || phase != Phase.PLAY) {
            log.debug("dropped a stale AI answer {}", a);
            return;
        }
        aiRequest = -1;
        if (!game.position().isLegal(a.ply())) {
            log.error("the AI answered an illegal ply {} in {}", a.ply(), game.position());
            return;
        }
        if (aiForHint) {
            aiForHint = false;
            hint = Optional.of(a.ply());
        } else {
            log.info("AI ({}) announces {}", game.position().sideToMove().label(), a.ply());
            handleReferee(referee.announce(List.of(a.ply()), now), now);
        }
        publishStatus();
    }

    private void onButton(String button, long now) {
        switch (button) {
            case "hint" -> {
                if (phase == Phase.PLAY && !setup.aiPlays(game.position().sideToMove()) && aiRequest < 0) {
                    aiForHint = true;
                    aiRequest = ++requestSeq;
                    ai.request(aiRequest, game, HINT_LEVEL);
                } else if (phase == Phase.MENU) {
                    menuCursor = menu.next(menuCursor); // one button steps through the lit options
                }
            }
            case "menu" -> {
                switch (phase) {
                    case PLAY -> {
                        if (now - lastMenuPress <= ABANDON_PRESS_MS) {
                            log.info("game abandoned by the menu button after {} plies", game.plyCount());
                            saver.abandoned(setup, game);
                            toMenu(now);
                        }
                        lastMenuPress = now;
                    }
                    case OVER -> toMenu(now);
                    case MENU -> { // the other chooses the option under the cursor (or starts)
                        if (menuCursor >= 0) {
                            tapMenu(menuCursor, now);
                        } else {
                            newGame(now);
                        }
                    }
                }
            }
            default -> log.warn("unknown button {}", button);
        }
    }

    // ---------------------------------------------------------------- menu and game over

    private void handleIdle(List<SensorEvent> events, long now) {
        for (SensorEvent e : events) {
            if (e instanceof SensorEvent.Settled s) {
                int settled = s.reading().settled();
                log.debug("{}: settled [{}]", phase, Point.names(settled));
                if (phase == Phase.OVER) {
                    if (settled == 0) {
                        toMenu(now);
                    }
                } else if (phase == Phase.MENU) {
                    onMenuReading(settled, now);
                }
            }
        }
    }

    /** A piece placed on a lit option and lifted again chooses it. */
    private void onMenuReading(int settled, long now) {
        if (Integer.bitCount(settled) == 1 && (settled & menu.offered()) != 0) {
            menuHeld = settled;
        } else if (settled == 0 && menuHeld != 0) {
            log.debug("menu: tapped {}", Point.names(menuHeld));
            int point = Integer.numberOfTrailingZeros(menuHeld);
            menuHeld = 0;
            tapMenu(point, now);
        } else if (settled != 0) {
            menuHeld = 0;
        }
    }

    private void tapMenu(int point, long now) {
        switch (menu.tap(point)) {
            case MenuResult.Changed c -> {
                menu = c.state();
                setup = menu.setup();
            }
            case MenuResult.Start s -> {
                setup = s.setup();
                newGame(now);
            }
            case MenuResult.Ignored i -> log.info("menu: {}", i.why());
        }
    }

    private void checkAbandonGesture(long now) {
        boolean empty = referee.reading().settled() == 0 && game.position().occupied() != 0;
        if (!empty) {
            emptySince = -1;
        } else if (emptySince < 0) {
            emptySince = now;
        } else if (now - emptySince >= ABANDON_EMPTY_MS) {
            log.info("game abandoned: the board was cleared for {} s", ABANDON_EMPTY_MS / 1000);
            saver.abandoned(setup, game);
            toMenu(now);
        }
    }

    // ---------------------------------------------------------------- lights

    private void render(long now) {
        scene = scene(now);
        Frame frame = Lights.frame(scene, lights(), now);
        if (!frame.equals(lastFrame)) {
            leds.show(frame);
            lastFrame = frame;
        }
        // The person sees the board answer first; the SD card write follows (milliseconds); only
        // then is the new state published, so whatever the page or the status shows is on disk.
        flushSave();
        View v = makeView();
        if (!v.equals(view)) {
            view = v;
            viewListener.run();
        }
    }

    private View makeView() {
        String record = game == null ? "" : game.record();
        int white = game == null || phase == Phase.MENU ? 0 : game.position().white();
        int black = game == null || phase == Phase.MENU ? 0 : game.position().black();
        String mode = phase == Phase.MENU ? "menu" : phase == Phase.OVER ? "game-over" : setup.mode().label();
        return new View(phase, mode, record, white, black, phase == Phase.PLAY ? syncText() : "in sync", message());
    }

    /** One line for the person: what the board expects now. */
    private String message() {
        return switch (phase) {
            case MENU -> "Menu: put a piece on a lit point and lift it to choose; the start point begins a game";
            case OVER -> game.outcome().describe() + ". Clear the board for the menu.";
            case PLAY -> {
                Position pos = game.position();
                String side = pos.sideToMove().label();
                if (verdict instanceof Verdict.Mismatch m) {
                    yield "Board out of sync:" + (m.missing() != 0 ? " a piece belongs on " + Point.names(m.missing()) + ";" : "")
                            + (m.extra() != 0 ? " take away " + Point.names(m.extra()) + ";" : "");
                }
                if (!aiPlies().isEmpty()) {
                    yield "AI (" + side + ") plays " + aiPlies().get(0) + ": carry it out";
                }
                if (setup.aiPlays(pos.sideToMove())) {
                    yield "AI (" + side + ") is thinking";
                }
                if (pos.removalsOwed() > 0) {
                    yield "Mill! " + side + " removes a " + pos.sideToMove().other().label() + " piece";
                }
                String hintText = hint.map(h -> " (hint: " + h + ")").orElse("");
                yield side + " to " + (pos.isPlacing(pos.sideToMove()) ? "place" : "move") + hintText;
            }
        };
    }

    /** Writes a save still due (at shutdown, after the loop has stopped; every accepted ply is saved anyway). */
    public void saveNow() {
        flushSave();
    }

    /** The latest snapshot for other threads. */
    public View view() {
        return view;
    }

    /** Called on the loop thread whenever {@link #view()} changes (it must only hand the news on). */
    public void onViewChange(Runnable listener) {
        this.viewListener = listener;
    }

    /** The light settings with the game's own hints choice. */
    private LightSettings lights() {
        return lightSettings.withHints(setup.hints());
    }

    /** What the board should show now. */
    Scene scene(long now) {
        return switch (phase) {
            case MENU -> {
                Scene.Menu m = Scene.Menu.of(menu).withHeld(menuHeld).withFault(fault);
                yield menuCursor >= 0 ? m.withCursor(menuCursor) : m;
            }
            case OVER -> new Scene.Over(game.position(), game.outcome(), overSince, fault);
            case PLAY -> playScene();
        };
    }

    private Scene.Play playScene() {
        Position pos = game.position();
        boolean aiTurn = setup.aiPlays(pos.sideToMove());
        int lifted = verdict instanceof Verdict.Lifted l ? Point.bit(l.from()) : 0;
        // a person's turn: the hints the rules give (shown with hints on); the AI's turn: its announcement
        Scene.Play s = aiTurn ? Scene.Play.of(pos).with(io.github.morrisboard.lights.Signal.LIFTED, lifted) : Scene.Play.guiding(pos, lifted);
        s = s.withFault(fault)
                .withThinking(aiTurn && aiPlies().isEmpty() && aiRequest >= 0)
                .withMill(mill, millSince);
        if (verdict instanceof Verdict.Mismatch m) {
            s = s.withMismatch(m.missing(), m.extra());
        }
        if (!aiPlies().isEmpty()) {
            s = s.withAiPly(aiPlies().get(0));
        } else if (hint.isPresent() && !aiTurn) {
            s = s.withHint(hint.get());
        }
        return s;
    }

    // ---------------------------------------------------------------- state for others

    /** Asks for the game to be saved at the end of this turn of the loop, after the frame is out. */
    private void saveGame() {
        saveDue = true;
    }

    private void flushSave() {
        if (!saveDue || game == null || phase != Phase.PLAY) {
            return; // a finished or abandoned game is not saved for resuming
        }
        saveDue = false;
        if (!saver.save(setup, game)) {
            fault = Fault.STORAGE;
        } else if (fault == Fault.STORAGE) {
            fault = Fault.NONE;
        }
    }

    private void publishStatus() {
        String s = switch (phase) {
            case MENU -> "menu";
            case OVER -> "game over: " + game.outcome().describe();
            case PLAY -> setup.mode().label() + ", ply " + game.plyCount() + ", " + game.position().sideToMove().label()
                    + " to move, " + syncText();
        };
        if (!s.equals(lastStatus)) {
            lastStatus = s;
            status.accept(s);
        }
    }

    /** In words: in sync, moving, mismatch with the points. */
    public String syncText() {
        return switch (verdict) {
            case Verdict.InSync i -> "in sync";
            case Verdict.Waiting w -> "moving";
            case Verdict.Lifted l -> "piece lifted from " + Point.name(l.from());
            case Verdict.Mismatch m -> "mismatch: missing [" + Point.names(m.missing()) + "] extra [" + Point.names(m.extra()) + "]";
            case Verdict.Accepted a -> "in sync";
            case Verdict.Takeback t -> "in sync";
        };
    }

    public Phase phase() {
        return phase;
    }

    public Setup setup() {
        return setup;
    }

    /** The game being played or just finished (empty in the menu before the first game). */
    public Optional<Game> game() {
        return Optional.ofNullable(game);
    }

    /** The AI's announced plies still to be carried out by hand. */
    public List<Ply> aiPlies() {
        return referee == null ? List.of() : referee.announced();
    }

    public Optional<Ply> hint() {
        return hint;
    }

    public Verdict verdict() {
        return verdict;
    }

    public Frame lastFrame() {
        return lastFrame;
    }

    public String status() {
        return lastStatus;
    }

    public void setLightSettings(LightSettings settings) {
        this.lightSettings = settings;
    }
}
