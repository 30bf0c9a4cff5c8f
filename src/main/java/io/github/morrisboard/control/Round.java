package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.reconcile.Referee;
import io.github.morrisboard.reconcile.RefereeEvent;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.sensing.BoardSensor;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A game in play, coordinated: the {@link Referee}'s news, the opponent's requests
 * ({@link OpponentRequests}), the notes of play ({@link PlayNotes}) and the gestures ({@link Gestures}).
 * It decides and hands back, in order, what the controller must carry out ({@link Act}); the
 * controller keeps the phase, and hands it the board's news and the players' requests only in
 * {@link Phase#PLAY} (the opponent's answers come at any time; {@link #answer} filters them). The
 * finished game and its notes stay readable afterwards.
 *
 * <p>Two orderings live here. The referee's news stop at the first that ends the game
 * ({@link Act.Over} is the last act of its batch: the finished game hears no more). After the news,
 * an opponent whose turn waited for the board is asked, once the board has agreed with the game.
 *
 * <p>The end by the players' word spans play and its aftermath, so {@link GameEnding} is the
 * controller's; this class asks it only what playing and the draw gesture decide.
 */
final class Round {
    private static final Logger log = LoggerFactory.getLogger(Round.class);

    /** What the controller carries out, in the order given. */
    sealed interface Act {
        /** Ask the opponent (its ply or a hint). */
        record Ask(OpponentRequests.Request request) implements Act {
        }

        /** Tell the opponent to stop thinking: its request is stale. */
        record Cancel() implements Act {
        }

        /** The game changed: a save is due. */
        record Save() implements Act {
        }

        /** What the end by the players' word decided (words to say). */
        record Ending(GameEnding.Act act) implements Act {
        }

        /** A reed chatters (or stopped): a fault to show. */
        record Chatter(RefereeEvent.Chatter chatter) implements Act {
        }

        /** The game is over on the board. */
        record Over() implements Act {
        }
    }

    private final OpponentRequests requests = new OpponentRequests();
    private final PlayNotes notes = new PlayNotes();
    private final Gestures gestures = new Gestures();
    private final GameEnding ending;
    /** The game's owner during play, and the finished game's keeper afterwards; empty before the first game. */
    private Optional<Referee> referee = Optional.empty();
    /** The choices of the game in play or just finished; before the first game, the menu's. */
    private Setup setup;

    Round(GameEnding ending, Setup setup) {
        this.ending = ending;
        this.setup = setup;
    }

    /** A game begins (new, resumed, or taken back to): the referee starts it on the board's sensor. */
    List<Act> start(Game g, BoardSensor sensor, ReconcileSettings settings, Setup setup, long now) {
        this.setup = setup;
        Referee r = new Referee(g, sensor, settings);
        referee = Optional.of(r);
        requests.forgetHint();
        notes.reset();
        gestures.reset();
        List<Act> acts = new ArrayList<>();
        acts.add(new Act.Save());
        List<RefereeEvent> first = r.start(now);
        if (heard(first, now, acts) && first.stream().noneMatch(e -> e instanceof RefereeEvent.Played || e instanceof RefereeEvent.TookBack)) {
            afterChange(acts);
        }
        return acts;
    }

    /** A reed's edge: the referee's news, then the gestures (a tap asks a hint; in remote play a double lift offers a draw). */
    List<Act> onEdge(int point, boolean occupied, long now) {
        Referee r = referee.orElseThrow();
        List<Act> acts = new ArrayList<>();
        if (heard(r.onEdge(now, point, occupied), now, acts) && gestures.hintTap(r.game().position(), r.reading().live(), now)) {
            askHint(acts);
        }
        if (!ended(acts) && setup.mode() == Mode.REMOTE
                && gestures.drawLift(r.game().position(), setup.localColor(), r.reading().live(), now)) {
            acts.add(new Act.Ending(ending.offer(setup, r.game(), "two pieces lifted together and put back")));
        }
        return acts;
    }

    /** Time passes: the referee's deadlines. */
    List<Act> onTick(long now) {
        List<Act> acts = new ArrayList<>();
        heard(referee.orElseThrow().onTick(now), now, acts);
        return acts;
    }

    /**
     * A board cleared on purpose for long enough leaves the game. Asked after the tick's news have
     * been carried out, so that a chatter among them counts as the sensing fault it is.
     */
    List<Act> emptyBoard(boolean sensingFault, long now) {
        Referee r = referee.orElseThrow();
        return gestures.emptyBoard(emptyOnPurpose(r, sensingFault), now)
                ? leave(r.game(), "the board was cleared for " + Gestures.ABANDON_EMPTY_MS / 1000 + " s") : List.of();
    }

    /** The opponent's answer: a ply of the latest request, during play, is announced to the referee; a hint is kept. */
    List<Act> answer(Event.OpponentPly a, Optional<Game> playing, long now) {
        List<Act> acts = new ArrayList<>();
        requests.accept(a, playing).ifPresent(ply -> heard(referee.orElseThrow().announce(List.of(ply), now), now, acts));
        return acts;
    }

    /** A person asks for a hint. */
    List<Act> askHint() {
        List<Act> acts = new ArrayList<>();
        askHint(acts);
        return acts;
    }

    /** The menu button during play: pressed twice, the player leaves the game. */
    List<Act> menuPressed(long now) {
        return gestures.menuPress(now) ? leave(referee.orElseThrow().game(), "the menu button was pressed twice") : List.of();
    }

    /** The player leaves the game by a gesture: what the end by word decides (resigned, or abandoned). */
    private List<Act> leave(Game g, String why) {
        return List.of(new Act.Ending(ending.leave(setup, g, why)));
    }

    /** The page's takeback: the last position where a person is to move, before at least one of their plies. */
    Optional<Game> takeBackTarget() {
        Optional<Game> back = PlayNotes.takeBackTarget(referee.orElseThrow().game(), setup);
        if (back.isEmpty()) {
            log.info("page: nothing of a person's to take back");
        } else {
            log.info("page: takeback to ply {}", back.get().plyCount());
        }
        return back;
    }

    /** Closes the open request; returns whether there was one (the opponent is then told to stop). */
    boolean stop() {
        return requests.stop();
    }

    /** The game ended (on the board or by the players' word) at {@code now}. */
    void over(long now) {
        notes.over(now);
    }

    /** The menu opens: the last takeback is forgotten. */
    void toMenu() {
        notes.forgetTakeback();
    }

    /** Hears the referee's news in order; returns whether the game is still on. Then a waiting opponent is asked. */
    private boolean heard(List<RefereeEvent> events, long now, List<Act> acts) {
        boolean tookBack = false;
        for (RefereeEvent e : events) {
            if (ended(acts)) {
                return false;
            }
            switch (e) {
                case RefereeEvent.Played p -> played(p.plies(), now, acts);
                case RefereeEvent.TookBack t -> {
                    undone(t.undone(), acts);
                    tookBack = true;
                }
                case RefereeEvent.Shown s -> { // the referee keeps the verdict; it is read when shown
                    if (!tookBack && changesTheBoard(s.verdict())) {
                        notes.forgetTakeback(); // a later change of the board: the takeback is no longer news
                    }
                }
                case RefereeEvent.Chatter c -> acts.add(new Act.Chatter(c));
            }
        }
        if (ended(acts)) {
            return false;
        }
        if (requests.waitsForBoard() && referee.orElseThrow().inSyncOnce()) {
            afterChange(acts);
        }
        return true;
    }

    /** Whether the board now differs from the game, or a piece is in the hand: a change since what was last said. */
    private static boolean changesTheBoard(Verdict v) {
        return v instanceof Verdict.Lifted || v instanceof Verdict.Waiting || v instanceof Verdict.Mismatch;
    }

    private static boolean ended(List<Act> acts) {
        return !acts.isEmpty() && acts.getLast() instanceof Act.Over;
    }

    private void played(List<Ply> plies, long now, List<Act> acts) {
        Game g = referee.orElseThrow().game();
        notes.played(g, plies, now);
        requests.forgetHint();
        acts.add(new Act.Save());
        acts.add(new Act.Ending(ending.declineByPlaying(setup, g, plies.size())));
        if (g.outcome().isOver()) {
            acts.add(new Act.Over());
            return;
        }
        afterChange(acts);
    }

    private void undone(List<Ply> undone, List<Act> acts) {
        log.info("takeback of {}", undone);
        requests.forgetHint();
        notes.tookBack(undone);
        acts.add(new Act.Save());
        afterChange(acts);
    }

    /** After the game changed: cancel stale thinking, and ask the opponent if it is its turn. */
    private void afterChange(List<Act> acts) {
        Referee r = referee.orElseThrow();
        if (requests.stop()) {
            acts.add(new Act.Cancel());
        }
        requests.afterChange(r.game(), setup, r.inSyncOnce()).map(Act.Ask::new).ifPresent(acts::add);
    }

    private void askHint(List<Act> acts) {
        requests.askHint(referee.orElseThrow().game(), setup).map(Act.Ask::new).ifPresent(acts::add);
    }

    /** An empty board counts as a wish to abandon only when it is read correctly and was in sync since the start. */
    private boolean emptyOnPurpose(Referee r, boolean sensingFault) {
        return r.reading().settled() == 0 && r.game().position().occupied() != 0 && r.inSyncOnce() && !sensingFault;
    }

    // ---------------------------------------------------------------- facts

    /** The game being played or just finished; empty before the first game. */
    Optional<Game> game() {
        return referee.map(Referee::game);
    }

    /** The board against the game, as the referee judges it (in sync before the first game). */
    Verdict verdict() {
        return referee.map(Referee::verdict).orElseGet(Verdict.InSync::new);
    }

    /** The opponent's announced plies still to be carried out by hand. */
    List<Ply> announced() {
        return referee.map(Referee::announced).orElse(List.of());
    }

    /** The pieces the board reads, settled. */
    int settled() {
        return referee.orElseThrow().reading().settled();
    }

    /** When the referee's deadlines or the gestures need the time next. */
    long nextWake() {
        return Math.min(referee.orElseThrow().nextDeadline(), gestures.nextWake());
    }

    Optional<Ply> hint() {
        return requests.hint();
    }

    long overSince() {
        return notes.overSince();
    }

    OpponentRequests.Facts requestFacts() {
        return requests.facts();
    }

    PlayNotes.Facts noteFacts() {
        return notes.facts();
    }
}
