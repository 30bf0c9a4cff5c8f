package io.github.morrisboard.web;

import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.Published;
import io.github.morrisboard.store.HistoryEntry;

import java.util.List;
import java.util.Optional;

/**
 * What the companion page reads from the running board, and the one way it acts on it. The page's
 * threads read only what the control loop published: one snapshot of the view, the setup and the
 * lights, and the history as the loop last wrote it.
 */
public interface BoardPort {
    /** What the control loop published last (any thread): a view, setup and legend read from it belong together. */
    Published published();

    /** The finished and abandoned games, oldest first, as the control loop last read or wrote them (any thread). */
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
