package io.github.morrisboard.web;

import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.View;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.HistoryEntry;

import java.util.List;

/** What the companion page reads from the running board, and the one way it acts on it. */
public interface BoardPort {
    /** The controller's latest published view (any thread). */
    View view();

    /** The current choices (those of the game being played, or the menu's). */
    Setup setup();

    /** The finished and abandoned games, oldest first. */
    List<HistoryEntry> history();

    /** Whether this board offers remote play (a broker is set): the page then offers to open or join a friend's game. */
    default boolean remote() {
        return false;
    }

    /** Hands a paired phone's request to the control loop (it only queues it). */
    void post(PageCommand command);
}
