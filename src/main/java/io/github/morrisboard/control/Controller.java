package io.github.morrisboard.control;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.board.Button;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.board.LedOutput;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Lights;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.reconcile.Referee;
import io.github.morrisboard.reconcile.RefereeEvent;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.sensing.SensorEvent;
import io.github.morrisboard.setup.MenuLayout;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.setup.MenuResult;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.security.SecureRandom;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The board's phase machine, driven by one thread (the {@link EventLoop}) or directly by tests
 * with a fake clock. Events come in; the game, the saves, the AI's requests and the frames go out.
 *
 * <p>One {@link BoardSensor} reads the board for the life of the process, from the reed input's
 * start reading ({@link Event.BoardRead}) on; during play the {@link Referee} drives it and owns
 * the game (this class keeps no copy). What is shown is {@link Presenter}'s; the gestures are
 * {@link Gestures}'; faults are kept per source ({@link Faults}).
 *
 * <p>Phases: {@link Phase#STARTING} (the board not read yet; a saved game waits for it),
 * {@link Phase#MENU} (lit options), {@link Phase#PLAY} and {@link Phase#OVER} (the result shows
 * until the board is cleared, then the menu).
 */
public final class Controller {
    private static final Logger log = LoggerFactory.getLogger(Controller.class);
    /** How long a failure inside the controller is shown (the game is kept; the log has the details). */
    static final long INTERNAL_FAULT_MS = 10_000;
    /** A save that failed is tried again this often, so a freed disk gets the game without waiting for a ply. */
    static final long SAVE_RETRY_MS = 2000;
    /** A game over on a board that is already empty (resigned by clearing it) shows its result this long, then the menu. */
    static final long OVER_EMPTY_MS = 5000;

    private final LedOutput leds;
    private final Opponent ai;
    private final GameSaver saver;
    private final Consumer<String> status;
    private final SensingTimings timings;
    private final ReconcileSettings reconcileSettings;
    private LightSettings lightSettings;

    private Phase phase = Phase.STARTING;
    private Setup setup;
    private MenuState menu;
    private int menuHeld;
    /** The two optional buttons' cursor in the menu (-1: none yet). */
    private int menuCursor = -1;
    /** The menu's last choice, acknowledged in words until the next one. */
    private Optional<MenuOption> chosen = Optional.empty();
    /** A game was abandoned with pieces on the board: the menu takes no taps until the board is empty. */
    private boolean toClear;
    /** What the last takeback undid, said until the next ply. */
    private List<Ply> tookBack = List.of();

    /** The board's one sensor, from its first reading on. */
    private BoardSensor sensor;
    /** A saved game waiting for the board's first reading. */
    private Optional<Game> waiting;
    /** The game's owner during play, and the finished game's keeper in {@link Phase#OVER}. */
    private Referee referee;

    private final Gestures gestures = new Gestures();
    /** The phones' pairings, shown one at a time (the game sees every reed edge regardless). */
    private final PairingDesk pairings = new PairingDesk(new SecureRandom());
    private final Faults faults = new Faults();
    private long internalFaultUntil = Long.MIN_VALUE;

    private long requestSeq;
    private long aiRequest = -1;
    private boolean aiForHint;
    /** The AI's turn came while a resumed game's board was still being restored: it thinks once the board agrees. */
    private boolean aiWaitsForBoard;
    private Optional<Ply> hint = Optional.empty();
    private int mill;
    private long millSince;
    private long overSince;
    /** How the game ended by the players' word (a resignation, an agreed draw); empty: as its position says. */
    private Optional<Outcome> ended = Optional.empty();
    /** A remote game's latest draw offer, as both boards hold it (see {@link Event.Ending}). */
    private Optional<Event.DrawOffer> drawOffer = Optional.empty();
    /** This board resigned a remote game: said once (its own remote game hears it at once and ends it, broker or not). */
    private boolean resignSaid;

    private Frame lastFrame;
    private Scene scene;
    private String lastStatus = "";
    private volatile View view = View.STARTING;
    /**
     * What the lights were last told to show, published before the frame goes out; the legend is
     * worked out from it only when a page asks (not on every turn of the loop).
     */
    private volatile Shown shown;

    private record Shown(Scene scene, LightSettings lights, long at) {
    }
    private Runnable viewListener = () -> { };
    private Runnable forgetPhones = () -> log.info("no companion page here: there are no phones to forget");
    private boolean saveDue;
    private long saveRetryAt = Long.MAX_VALUE;
    /** The latest instant seen (time only moves forward). */
    private long latest = Long.MIN_VALUE;
    /** A new game code for each menu (four points as a mask), when remote play is set up; else 0. */
    private java.util.function.IntSupplier freshCode = () -> 0;

    /**
     * @param setup  the menu's starting choices (a resumed game brings its own)
     * @param resume a saved game to continue once the board has been read
     */
    public Controller(LedOutput leds, Opponent ai, GameSaver saver, Consumer<String> status, SensingTimings timings,
                      ReconcileSettings reconcileSettings, LightSettings lightSettings, Setup setup,
                      Optional<Resume> resume) {
        this.leds = leds;
        this.ai = ai;
        this.saver = saver;
        this.status = status;
        this.timings = timings;
        this.reconcileSettings = reconcileSettings;
        this.lightSettings = lightSettings;
        this.setup = resume.map(Resume::setup).orElse(setup);
        this.menu = MenuState.of(this.setup);
        this.waiting = resume.map(Resume::game);
    }

    /** A saved game to continue, with the setup it was played with. */
    public record Resume(Setup setup, Game game) {
        public Resume {
            if (!game.rules().equals(setup.rules())) {
                throw new IllegalArgumentException("the game's rules (" + game.rules() + ") differ from the setup's (" + setup.rules() + ")");
            }
        }
    }

    // ---------------------------------------------------------------- entering phases

    /** Starts a new game with the current setup (the menu's start point, a button, or a test). */
    public void newGame(long now) {
        if (sensor == null) {
            log.warn("cannot start a game before the board has been read");
            return;
        }
        play(Game.start(setup.rules()), now);
    }

    private void play(Game g, long now) {
        log.info("game on: {}, {} plies so far", setup, g.plyCount());
        phase = Phase.PLAY;
        referee = new Referee(g, sensor, settingsFor(setup));
        toClear = false;
        hint = Optional.empty();
        tookBack = List.of();
        mill = 0;
        ended = Optional.empty();
        drawOffer = Optional.empty();
        resignSaid = false;
        gestures.reset();
        saveGame();
        List<RefereeEvent> first = referee.start(now);
        handleReferee(first, now);
        if (phase == Phase.PLAY && first.stream().noneMatch(e -> e instanceof RefereeEvent.Played || e instanceof RefereeEvent.TookBack)) {
            afterChange(now);
        }
        if (g.plyCount() > 0) {
            log.info("resumed a game of {} plies ({})", g.plyCount(), Presenter.syncText(verdict()));
        }
    }

    private void toMenu(long now) {
        stopAi();
        phase = Phase.MENU;
        menu = MenuState.of(setup, freshCode.getAsInt());
        menuHeld = 0;
        menuCursor = -1;
        chosen = Optional.empty();
        tookBack = List.of();
    }

    private void gameOver(long now) {
        stopAi();
        phase = Phase.OVER;
        overSince = now;
        Game g = game().orElseThrow();
        storage(saver.finished(setup, g));
        log.info("game over after {} plies: {}", g.plyCount(), g.outcome().describe());
    }

    /** The game ends by the players' word: recorded in the history with its result, shown like any game over. */
    private void endByWord(Outcome outcome, long now) {
        stopAi();
        Game g = game().orElseThrow();
        phase = Phase.OVER;
        overSince = now;
        ended = Optional.of(outcome);
        drawOffer = Optional.empty();
        storage(saver.ended(setup, g, outcome.describe()));
        log.info("game over after {} plies: {}", g.plyCount(), outcome.describe());
    }

    /**
     * The side played by hand here gives up ({@code how}: the page, the menu button, a cleared
     * board). In a remote game the other board is told and the game ends when the word comes back
     * as an {@link Event.Ending} (this board's remote game posts it at once, with or without the
     * broker, and sends it when it can); against the AI, or two people at this board
     * (the side to move resigns), it ends here. A game of two AIs has nobody to resign: abandoned.
     */
    private void resign(String how, long now) {
        Game g = game().orElseThrow();
        switch (setup.mode()) {
            case REMOTE -> {
                if (!resignSaid) {
                    resignSaid = true;
                    log.info("{} resigns ({})", local().label(), how);
                    ai.say(Opponent.Word.RESIGN, g);
                }
            }
            case HUMAN_AI -> endByWord(new Outcome.Win(setup.opponentColor(), Outcome.WinReason.RESIGNATION), now);
            case HUMAN_HUMAN -> endByWord(new Outcome.Win(g.position().sideToMove().other(), Outcome.WinReason.RESIGNATION), now);
            case AI_AI -> abandon(how, now);
        }
    }

    /** The side played on this board in a remote game. */
    private Color local() {
        return setup.localColor();
    }

    /**
     * A draw: offered, or the other board's standing offer accepted (the draw gesture, the page).
     * Only in a remote game: the AI takes no offers, and two people at one board just agree.
     */
    private void offerDraw(String how) {
        if (setup.mode() != Mode.REMOTE) {
            log.info("a draw offer ({}) is for remote play: ignored in {}", how, setup.mode().label());
            return;
        }
        boolean accept = drawStanding(local().other());
        log.info("{} {} a draw ({})", local().label(), accept ? "accepts" : "offers", how);
        ai.say(accept ? Opponent.Word.ACCEPT : Opponent.Word.OFFER, game().orElseThrow());
    }

    /** The other board's standing draw offer is declined (the page; a ply played here declines it too). */
    private void declineDraw(String how) {
        if (setup.mode() == Mode.REMOTE && drawStanding(local().other())) {
            log.info("{} declines the draw ({})", local().label(), how);
            ai.say(Opponent.Word.DECLINE, game().orElseThrow());
        }
    }

    /** Whether {@code side}'s draw offer stands at {@code plies}: made at that ply count and not answered. */
    private boolean drawStanding(Color side, int plies) {
        return drawOffer.filter(o -> o.stands(side, plies)).isPresent();
    }

    private boolean drawStanding(Color side) {
        return drawStanding(side, game().orElseThrow().plyCount());
    }

    /** This board's player played on while the other board's draw offer stood: that declines it (the other board is told). */
    private void declineByPlaying(Game g, int plies) {
        Game before = g;
        for (int i = 0; i < plies; i++) {
            before = before.undo();
        }
        if (setup.mode() == Mode.REMOTE && before.position().sideToMove() == local() && drawStanding(local().other(), before.plyCount())) {
            log.info("{} played on: the draw offered at ply {} is declined", local().label(), before.plyCount());
            ai.say(Opponent.Word.DECLINE, before);
        }
    }

    /** The remote game's words changed: a result ends the game here too; an offer is shown while it stands. */
    private void onEnding(Event.Ending e, long now) {
        if (phase != Phase.PLAY || setup.mode() != Mode.REMOTE || !setup.code().equals(e.code())) {
            log.debug("ending news of game {} ignored in {}", e.code(), phase);
            return;
        }
        drawOffer = e.offer();
        e.result().ifPresent(o -> endByWord(o, now));
    }

    /**
     * The friend's board already plays a side of this remote game: this board, if nothing of the
     * game has been played, takes the other side with the friend's rules and starts it again.
     */
    private void onSeatTaken(Event.SeatTaken e, long now) {
        if (phase != Phase.PLAY || setup.mode() != Mode.REMOTE || !setup.code().equals(e.code()) || game().orElseThrow().plyCount() > 0) {
            log.info("the friend's seat in game {} ignored in {}", e.code(), phase);
            return;
        }
        log.info("game {}: the friend plays {} ({}), so this board plays {}", e.code(), e.friend().label(), e.rules(), e.friend().other().label());
        setup = setup.withOpponentColor(e.friend()).withRules(e.rules());
        play(Game.start(setup.rules()), now);
    }

    /** The player leaves the game by a gesture: a remote game is resigned (the other board must learn it ended), any other abandoned. */
    private void leave(String why, long now) {
        if (setup.mode() == Mode.REMOTE) {
            resign(why, now);
        } else {
            abandon(why, now);
        }
    }

    private void abandon(String why, long now) {
        Game g = game().orElseThrow();
        log.info("game abandoned after {} plies: {}", g.plyCount(), why);
        storage(saver.abandoned(setup, g));
        toClear = referee.reading().settled() != 0;
        toMenu(now);
    }

    // ---------------------------------------------------------------- events

    public void handle(Event e) {
        // Events are stamped where they happened (the reed reader, the AI thread); the loop may have
        // ticked past that instant before one reached it. Sensing needs time in order, so a late
        // event counts from the latest instant already seen.
        long t = Math.max(e.at(), latest);
        latest = t;
        switch (e) {
            case Event.BoardRead r -> onBoardRead(r.occupancy(), t);
            case Event.ReedEdge r -> onEdge(r.point(), r.occupied(), t);
            case Event.FaultChanged f -> {
                if (f.active()) {
                    faults.raise(f.source(), f.message(), t);
                } else {
                    faults.clear(f.source(), f.message(), t);
                }
            }
            case Event.ButtonPressed b -> onButton(b.button(), t);
            case Event.OpponentPly a -> onAi(a, t);
            case Event.FromPage p -> onPage(p.command(), t);
            case Event.Ending en -> onEnding(en, t);
            case Event.SeatTaken st -> onSeatTaken(st, t);
        }
    }

    /** A paired phone's request: what a button or the menu would do, in the phase that allows it; otherwise logged and ignored. */
    private void onPage(PageCommand command, long now) {
        switch (command) {
            case PageCommand.Start s when phase == Phase.MENU && setup.mode() == Mode.REMOTE && menu.fresh() != 0 -> {
                setup = setup.withCode(MenuState.codeId(menu.fresh())); // opened from the phone: the menu's new code
                newGame(now);
            }
            case PageCommand.Open o when phase == Phase.MENU && menu.fresh() != 0 -> {
                setup = setup.withMode(Mode.REMOTE).withCode(MenuState.codeId(menu.fresh()));
                newGame(now);
            }
            case PageCommand.Start s when phase == Phase.MENU -> newGame(now);
            case PageCommand.Join j when phase == Phase.MENU && menu.fresh() != 0 -> {
                setup = setup.withMode(Mode.REMOTE).withCode(j.code());
                newGame(now);
            }
            case PageCommand.Hint h when phase == Phase.PLAY -> askHint();
            case PageCommand.Resign r when phase == Phase.PLAY -> resign("from a paired phone", now);
            case PageCommand.OfferDraw d when phase == Phase.PLAY -> offerDraw("from a paired phone");
            case PageCommand.DeclineDraw d when phase == Phase.PLAY -> declineDraw("from a paired phone");
            case PageCommand.TakeBack b when phase == Phase.PLAY && settingsFor(setup).takebacks() -> pageTakeBack(now);
            case PageCommand.Pairing p -> pairings.ask(p);
            case PageCommand.Choose c when phase == Phase.MENU && c.setup().rules().equals(setup.rules())
                    && (c.setup().mode() != Mode.REMOTE || menu.fresh() != 0) -> { // remote only where a broker is set
                setup = c.setup();
                menu = MenuState.of(setup, menu.fresh());
                storage(saver.remember(setup));
            }
            default -> log.info("page: {} ignored in {}", command, phase);
        }
    }

    /** Back to the last position where a person is to move (before at least one of their plies); the board then shows what to put back. */
    private void pageTakeBack(long now) {
        Game g = referee.game();
        boolean personUndone = false;
        while (g.plyCount() > 0) {
            Game before = g.undo();
            personUndone |= !setup.opponentPlays(before.position().sideToMove());
            g = before;
            if (personUndone && !setup.opponentPlays(g.position().sideToMove()) && g.position().removalsOwed() == 0) {
                break;
            }
        }
        if (!personUndone) {
            log.info("page: nothing of a person's to take back");
            return;
        }
        log.info("page: takeback to ply {}", g.plyCount());
        stopAi();
        play(g, now);
    }

    /** The board's reading from the reed input's start: the sensor begins; a waiting game resumes. */
    private void onBoardRead(int occupancy, long t) {
        if (sensor != null) { // a later full reading: what differs is news, as edges
            int live = sensor.reading().live();
            for (int d = (live ^ occupancy) & Point.ALL; d != 0; d &= d - 1) {
                int p = Integer.numberOfTrailingZeros(d);
                onEdge(p, (occupancy >> p & 1) != 0, t);
            }
            return;
        }
        sensor = new BoardSensor(timings, occupancy & Point.ALL, t);
        log.info("the board reads [{}]", Point.names(occupancy & Point.ALL));
        Optional<Game> g = waiting;
        waiting = Optional.empty();
        if (g.isPresent()) {
            play(g.get(), t);
        } else {
            toMenu(t);
        }
    }

    private void onEdge(int point, boolean occupied, long t) {
        if (sensor == null) {
            log.debug("reed edge at {} before the whole board was read: part of that reading", Point.name(point));
            return;
        }
        if (phase == Phase.PLAY) {
            handleReferee(referee.onEdge(t, point, occupied), t);
            if (phase == Phase.PLAY && gestures.hintTap(game().orElseThrow().position(), referee.reading().live(), t)) {
                askHint();
            }
            if (phase == Phase.PLAY && setup.mode() == Mode.REMOTE
                    && gestures.drawLift(game().orElseThrow().position(), local(), referee.reading().live(), t)) {
                offerDraw("two pieces lifted together and put back");
            }
        } else {
            handleIdle(sensor.onEdge(t, point, occupied), t);
        }
    }

    /** Lets time pass: settling deadlines, gestures, and the next frame. */
    public void tick(long at) {
        long now = Math.max(at, latest);
        latest = now;
        if (sensor != null) {
            if (phase == Phase.PLAY) {
                handleReferee(referee.onTick(now), now);
                if (phase == Phase.PLAY && gestures.emptyBoard(emptyOnPurpose(), now)) {
                    leave("the board was cleared for " + Gestures.ABANDON_EMPTY_MS / 1000 + " s", now);
                }
            } else {
                handleIdle(sensor.onTick(now), now);
                if (phase == Phase.OVER && sensor.reading().settled() == 0 && now - overSince >= OVER_EMPTY_MS) {
                    toMenu(now); // resigned by clearing the board: no clearing is left to wait for
                }
            }
        }
        if (now >= saveRetryAt) {
            saveRetryAt = Long.MAX_VALUE;
            saveDue = true;
        }
        if (now >= internalFaultUntil) {
            faults.clear(new FaultSource.Internal(), "the controller runs normally again", now);
        }
        faults.expire(now);
        if (sensor != null && pairings.busy()) {
            pairings.observe(sensor.reading().settled(), PairingDesk.safe(phase, game(), verdict(), opponentPlies(), settingsFor(setup).takebacks(),
                    sensor.reading().settled(), phase == Phase.MENU ? menu.offered() : 0, menuHeld),
                    Objects.hash(phase, phase == Phase.MENU ? menu : game().map(Game::position).orElse(null)), now);
        }
        render(now);
    }

    /**
     * A handler failed (a bug): the loop logged it; the game is kept and the fault shows for a while.
     */
    public void failed(RuntimeException ex, long at) {
        faults.raise(new FaultSource.Internal(), "the controller failed: " + ex, Math.max(at, latest));
        internalFaultUntil = Math.max(at, latest) + INTERNAL_FAULT_MS;
    }

    /** When the loop must wake next even if nothing happens: a settling deadline, a gesture or the next animation step. */
    public long nextWake(long now) {
        long sensing = sensor == null ? Long.MAX_VALUE : phase == Phase.PLAY ? referee.nextDeadline() : sensor.nextDeadline();
        long gesture = phase == Phase.PLAY ? gestures.nextWake()
                : phase == Phase.OVER && sensor != null && sensor.reading().settled() == 0 ? overSince + OVER_EMPTY_MS : Long.MAX_VALUE;
        if (pairings.busy()) {
            gesture = Math.min(gesture, now + 100); // a pairing's step is followed, its end kept
        }
        long internal = Math.min(Math.min(internalFaultUntil > now ? internalFaultUntil : Long.MAX_VALUE, saveRetryAt), faults.nextExpiry());
        long lights = scene == null ? now : Lights.nextChange(scene, lights(), now);
        return Math.min(Math.min(sensing, gesture), Math.min(internal, Math.max(lights, now + 1)));
    }

    /** An empty board counts as a wish to abandon only when it is read correctly and was in sync since the start. */
    private boolean emptyOnPurpose() {
        return referee.reading().settled() == 0 && game().orElseThrow().position().occupied() != 0
                && referee.inSyncOnce() && !faults.sensing();
    }

    private void handleReferee(List<RefereeEvent> events, long now) {
        for (RefereeEvent e : events) {
            if (phase != Phase.PLAY) {
                return;
            }
            switch (e) {
                case RefereeEvent.Played p -> played(p.plies(), now);
                case RefereeEvent.TookBack t -> tookBack(t.undone(), now);
                case RefereeEvent.Shown s -> { } // the referee keeps the verdict; it is read when shown
                case RefereeEvent.Chatter c -> chatter(c.point(), c.started(), c.text());
            }
        }
        if (phase == Phase.PLAY && aiWaitsForBoard && referee.inSyncOnce()) {
            afterChange(now);
        }
    }

    private void chatter(int point, boolean started, String text) {
        if (started) {
            faults.raise(new FaultSource.Reed(point), text, latest);
        } else {
            faults.clear(new FaultSource.Reed(point), text, latest);
        }
    }

    private void played(List<Ply> plies, long now) {
        Game g = referee.game();
        // replay them from the position before, for the log and the mill just formed
        Game step = g;
        for (int i = 0; i < plies.size(); i++) {
            step = step.undo();
        }
        for (Ply ply : plies) {
            Position before = step.position();
            step = step.play(ply);
            log.info("{} {}", before.sideToMove().label(), ply);
            if (!ply.isRemoval() && step.position().removalsOwed() > 0) {
                mill = g.rules().geometry().millPointsAt(step.position().pieces(before.sideToMove()), ply.to());
                millSince = now;
            }
        }
        hint = Optional.empty();
        tookBack = List.of();
        saveGame();
        declineByPlaying(g, plies.size());
        if (g.outcome().isOver()) {
            gameOver(now);
            return;
        }
        afterChange(now);
    }

    private void tookBack(List<Ply> undone, long now) {
        log.info("takeback of {}", undone);
        hint = Optional.empty();
        tookBack = List.copyOf(undone);
        mill = 0;
        saveGame();
        afterChange(now);
    }

    /** After the game changed: cancel stale thinking, and ask the AI if it is its turn. */
    private void afterChange(long now) {
        stopAi();
        Game g = game().orElseThrow();
        aiWaitsForBoard = false;
        if (setup.opponentPlays(g.position().sideToMove()) && !g.outcome().isOver()) {
            if (!referee.inSyncOnce()) {
                aiWaitsForBoard = true; // an announcement now would light a point among those to restore
                return;
            }
            aiRequest = ++requestSeq;
            ai.request(aiRequest, g, Level.of(setup.level()));
        }
    }

    private void stopAi() {
        if (aiRequest >= 0) {
            ai.cancel();
        }
        aiRequest = -1;
        aiForHint = false;
    }

    /** The one filter for the AI's answers: only the latest request's, during play. */
    private void onAi(Event.OpponentPly a, long now) {
        if (a.request() != aiRequest || phase != Phase.PLAY) {
            log.debug("dropped a stale AI answer {}", a);
            return;
        }
        aiRequest = -1;
        Game g = game().orElseThrow();
        if (!g.position().isLegal(a.ply())) {
            log.error("the AI answered an illegal ply {} in {}", a.ply(), g.position());
            return;
        }
        if (aiForHint) {
            aiForHint = false;
            hint = Optional.of(a.ply());
        } else {
            log.info("AI ({}) announces {}", g.position().sideToMove().label(), a.ply());
            handleReferee(referee.announce(List.of(a.ply()), now), now);
        }
    }

    private void askHint() {
        Game g = game().orElseThrow();
        if (!setup.opponentPlays(g.position().sideToMove()) && aiRequest < 0) {
            aiForHint = true;
            aiRequest = ++requestSeq;
            ai.request(aiRequest, g, Level.FULL);
        }
    }

    private void onButton(Button button, long now) {
        switch (button) {
            case HINT -> {
                if (phase == Phase.PLAY) {
                    askHint();
                } else if (phase == Phase.MENU) {
                    menuCursor = menu.next(menuCursor); // one button steps through the lit options
                    chosen = Optional.empty();
                }
            }
            case MENU -> {
                switch (phase) {
                    case PLAY -> {
                        if (gestures.menuPress(now)) {
                            leave("the menu button was pressed twice", now);
                        }
                    }
                    case OVER -> toMenu(now);
                    case MENU -> { // the other chooses the option under the cursor (or starts)
                        if (menuCursor >= 0) {
                            tapMenu(menuCursor, now);
                        } else {
                            newGame(now);
                        }
                    }
                    case STARTING -> log.info("the menu button waits until the board has been read");
                }
            }
        }
    }

    // ---------------------------------------------------------------- menu and game over

    private void handleIdle(List<SensorEvent> events, long now) {
        for (SensorEvent e : events) {
            switch (e) {
                case SensorEvent.Settled s -> {
                    int settled = s.reading().settled();
                    log.debug("{}: settled [{}]", phase, Point.names(settled));
                    if (phase == Phase.OVER && settled == 0) {
                        toMenu(now);
                    } else if (phase == Phase.MENU) {
                        onMenuReading(settled, now);
                    }
                }
                case SensorEvent.Chatter c -> chatter(c.point(), c.started(), c.describe());
                case SensorEvent.LiveChanged l -> { }
            }
        }
    }

    /** A piece placed on a lit option and lifted again chooses it. */
    private void onMenuReading(int settled, long now) {
        if (toClear) { // after an abandoned game: the board is cleared first, and the last piece lifted is no tap
            toClear = settled != 0;
            return;
        }
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
                boolean choice = !menu.codeScreen() && !c.state().codeScreen();
                menu = c.state();
                chosen = choice ? MenuLayout.at(point) : Optional.empty(); // a code screen says what it wants itself
                if (choice) {
                    setup = menu.setup();
                    storage(saver.remember(setup)); // the next start's menu begins from the choices made here
                }
            }
            case MenuResult.Start s -> {
                setup = s.setup();
                newGame(now);
            }
            case MenuResult.ForgetPhones f -> {
                chosen = MenuLayout.at(point);
                log.info("menu: every paired phone is forgotten, every pairing ended");
                forgetPhones.run();
                pairings.cancelAll();
            }
            case MenuResult.Ignored i -> log.info("menu: {}", i.why());
        }
    }

    // ---------------------------------------------------------------- lights and news

    private void render(long now) {
        Presenter.Facts facts = facts();
        scene = pairings.shown(Presenter.scene(facts));
        LightSettings settings = lights();
        shown = new Shown(scene, settings, now);
        Frame frame = Lights.frame(scene, settings, now);
        if (!frame.equals(lastFrame)) {
            leds.show(frame);
            lastFrame = frame;
        }
        // The person sees the board answer first; the SD card write follows (milliseconds); only
        // then is the new state published, so whatever the page or the status shows is on disk.
        if (flushSave()) {
            facts = facts();
        }
        View v = pairings.shown(Presenter.view(facts));
        if (!v.equals(view)) {
            view = v;
            viewListener.run();
        }
        String s = Presenter.status(facts);
        if (!s.equals(lastStatus)) {
            lastStatus = s;
            status.accept(s);
        }
    }

    private Presenter.Facts facts() {
        return new Presenter.Facts(phase, setup, menu, menuHeld, menuCursor, chosen, toClear && phase == Phase.MENU,
                game(), ended, drawOffer, verdict(), opponentPlies(), aiRequest >= 0 && !aiForHint, hint, tookBack, mill, millSince, overSince,
                faults.worst(this::counts), faults.describe(this::counts), faults.sources(this::counts));
    }

    /** Whether a fault is shown now: all are, except remote play's (the opponent away, a disagreement) outside a remote game in play. */
    private boolean counts(FaultSource source) {
        return !source.remote() || phase == Phase.PLAY && setup.mode() == Mode.REMOTE;
    }

    /** Asks for the game to be saved at the end of this turn of the loop, after the frame is out. */
    private void saveGame() {
        saveDue = true;
    }

    /** Writes a save that is due; returns whether the storage fault changed. */
    private boolean flushSave() {
        if (!saveDue || phase != Phase.PLAY) {
            saveDue = false;
            return false; // a finished or abandoned game was recorded when it ended
        }
        saveDue = false;
        boolean written = saver.save(setup, game().orElseThrow());
        saveRetryAt = written ? Long.MAX_VALUE : latest + SAVE_RETRY_MS;
        return storage(written);
    }

    /** Shows or clears the storage fault after a write; returns whether it changed. */
    private boolean storage(boolean written) {
        FaultSource.Storage source = new FaultSource.Storage();
        return written ? faults.clear(source, "the game is saved again", latest)
                : faults.raise(source, "the game cannot be saved (see the log)", latest);
    }

    /** Writes a save still due (at shutdown, after the loop has stopped; every accepted ply is saved anyway). */
    public void saveNow() {
        flushSave();
    }

    /** The latest snapshot for other threads. */
    public View view() {
        return view;
    }

    /** What the lights say now (the signals lit, the menu's points), for other threads. */
    public Legend legend() {
        Shown s = shown;
        return s == null ? Legend.NONE : Legend.of(s.scene(), s.lights(), s.at());
    }

    /** Called on the loop thread when the menu's "forget phones" is tapped: revokes every paired phone's session. */
    public void onForgetPhones(Runnable forget) {
        this.forgetPhones = forget;
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
        return pairings.shown(Presenter.scene(facts()));
    }

    // ---------------------------------------------------------------- state for tests and the service

    public Phase phase() {
        return phase;
    }

    public Setup setup() {
        return setup;
    }

    /** The game being played or just finished (its owner is the referee); empty before the first game. */
    public Optional<Game> game() {
        return referee == null ? waiting : Optional.of(referee.game());
    }

    /** The AI's announced plies still to be carried out by hand. */
    public List<Ply> opponentPlies() {
        return referee == null || phase != Phase.PLAY ? List.of() : referee.announced();
    }

    /** How the game ends or ended: by the players' word if they gave one, else as its position says. */
    public Outcome outcome() {
        return ended.orElseGet(() -> game().map(Game::outcome).orElse(Outcome.ONGOING));
    }

    public Optional<Ply> hint() {
        return hint;
    }

    /** The board against the game, as the referee judges it (in sync before the first game). */
    public Verdict verdict() {
        return referee == null ? new Verdict.InSync() : referee.verdict();
    }

    public Frame lastFrame() {
        return lastFrame;
    }

    /** The status line last published. */
    public String status() {
        return lastStatus.isEmpty() ? Presenter.status(facts()) : lastStatus;
    }

    /** The faults active now, by source. */
    public java.util.Map<FaultSource, String> faults() {
        return faults.active();
    }

    public String syncText() {
        return Presenter.syncText(verdict());
    }

    /**
     * Offers remote play in the menu: each menu draws a new game code from {@code codes} (four points
     * as a mask) for a game opened on this board. Call before the board is read.
     */
    public void offerRemote(java.util.function.IntSupplier codes) {
        this.freshCode = codes;
    }

    /** Reconciliation for a game of {@code s}: never a takeback in remote play (the other board keeps the first ply of each number). */
    private ReconcileSettings settingsFor(Setup s) {
        return s.mode() == Mode.REMOTE ? reconcileSettings.withTakebacks(false) : reconcileSettings;
    }

    public void setLightSettings(LightSettings settings) {
        this.lightSettings = settings;
    }
}
