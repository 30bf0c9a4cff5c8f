package io.github.morrisboard.web;

import io.github.morrisboard.control.PageCommand;
import io.github.morrisboard.control.View;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.HistoryEntry;

import java.util.List;

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

    /** Hands a paired phone's request to the control loop (it only queues it). */
    void post(PageCommand command);
}
