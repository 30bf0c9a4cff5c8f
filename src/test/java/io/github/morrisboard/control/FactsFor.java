package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Setup;

import java.util.List;
import java.util.Optional;

/** The controller's facts made by hand, for the parts that show them: the board in sync, the menu on {@code setup}, nothing asked, said or noted, takebacks on. */
final class FactsFor {
    private FactsFor() {
    }

    static Presenter.Facts facts(Phase phase, Setup setup, Optional<Game> g, List<Ply> opponentPlies, Faults.Facts faults) {
        return new Presenter.Facts(phase, setup, g, new Verdict.InSync(), opponentPlies,
                new MenuSession.Facts(MenuState.of(setup), 0, 0, -1, Optional.empty(), false),
                new OpponentRequests.Facts(true, Optional.empty()), new GameEnding.Facts(Optional.empty(), Optional.empty()),
                new PlayNotes.Facts(List.of(), new PlayNotes.Mill(0, 0), 0), faults, ReconcileSettings.DEFAULTS);
    }
}
