package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;

import java.util.List;
import java.util.Optional;

/**
 * What the controller's parts know, gathered in one place: the facts shown ({@link Presenter.Facts})
 * and the state read on the loop's thread ({@link State}), and the reconciliation a game is played
 * with. Reads only; the controller gives the phase and the setup, which are its own.
 */
final class Knowledge {
    private final Round round;
    private final IdleBoard idle;
    private final MenuSession menu;
    private final GameEnding ending;
    private final Faults faults;
    private final ReconcileSettings reconcileSettings;
    private final Lesson lesson;

    Knowledge(Round round, IdleBoard idle, MenuSession menu, GameEnding ending, Faults faults, ReconcileSettings reconcileSettings,
              Lesson lesson) {
        this.lesson = lesson;
        this.round = round;
        this.idle = idle;
        this.menu = menu;
        this.ending = ending;
        this.faults = faults;
        this.reconcileSettings = reconcileSettings;
    }

    /** Reconciliation for a game of {@code s}: never a takeback in remote play (the other board keeps the first ply of each number). */
    ReconcileSettings reconciling(Setup s) {
        return s.mode() == Mode.REMOTE ? reconcileSettings.withTakebacks(false) : reconcileSettings;
    }

    /** The game being played or just finished (its owner is the referee), or the saved game waiting for the board; empty before the first game. */
    Optional<Game> game() {
        return round.game().or(idle::waiting);
    }

    /** The game in play; empty outside {@link Phase#PLAY}. */
    Optional<Game> playing(Phase phase) {
        return phase == Phase.PLAY ? game() : Optional.empty();
    }

    /** The opponent's announced plies still to be carried out by hand (only in play). */
    List<Ply> opponentPlies(Phase phase) {
        return phase != Phase.PLAY ? List.of() : round.announced();
    }

    /** What is known now, for showing it. */
    Presenter.Facts facts(Phase phase, Setup setup) {
        return new Presenter.Facts(phase, setup, game(), round.verdict(), opponentPlies(phase), menu.facts(phase == Phase.MENU),
                round.requestFacts(), ending.facts(), round.noteFacts(), faults.facts(phase == Phase.PLAY && setup.mode() == Mode.REMOTE),
                reconciling(setup), Lesson.on(phase) ? lesson.facts() : Lesson.Facts.NONE);
    }

    /** What is known now, for reading it on the loop's thread, with what {@code display} showed last. */
    State state(Phase phase, Setup setup, Display display) {
        Optional<Game> g = game();
        return new State(phase, setup, g, round.verdict(), opponentPlies(phase),
                ending.ended().orElseGet(() -> g.map(Game::outcome).orElse(Outcome.ONGOING)), round.hint(),
                display.lastFrame(), display.status(), faults.active());
    }
}
