package io.github.morrisboard.web;

import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.View;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.HistoryEntry;

import java.util.List;
import java.util.Optional;

/** What the companion page reads from the running board, and the one way it acts on it. */
public interface BoardPort {
    /** The controller's latest published view (any thread). */
    View view();

    /** What the lights say now: the signals lit and, in the menu, its map (any thread). */
    Legend legend();

    /** The current choices (those of the game being played, or the menu's). */
    Setup setup();

    /** The finished and abandoned games, oldest first. */
    List<HistoryEntry> history();

    /** Whether this board offers remote play (a broker is set): the page then offers to open or join a friend's game. */
    default boolean remote() {
        return false;
    }

    /**
     * The analysis of a game in the history (the JSON of {@link AnalysisJson}), once the
     * background analysis has written it; empty before (or on a board that does not analyse).
     */
    default Optional<String> analysis(HistoryEntry game) {
        return Optional.empty();
    }

    /** Hands a paired phone's request to the control loop (it only queues it). */
    void post(PageCommand command);
}
