package io.github.morrisboard.control;

import io.github.morrisboard.learn.Progress;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;

import java.util.Optional;

/**
 * What the control loop publishes for other threads after each of its turns (the companion page and
 * its publisher, the simulator page, the service status), in one immutable snapshot: what a page
 * reads together was published together. Nothing else of the controller crosses threads.
 *
 * @param view  what the controller shows besides the lights
 * @param setup the choices the view was made with (those of the game being played, or the menu's)
 * @param shown what the lights were told to show then; empty before the loop's first turn
 * @param status the status line made with the view (the service's status, {@code systemctl status})
 * @param progress what the person has practised (the puzzles and their counts, the rating), as the loop last read it
 */
public record Published(View view, Setup setup, Optional<Shown> shown, String status, Progress progress) {
    /** Without practice to tell of. */
    public Published(View view, Setup setup, Optional<Shown> shown, String status) {
        this(view, setup, shown, status, Progress.NONE);
    }

    /** Before the loop's first turn: the board not read yet, nothing lit. */
    static Published starting(Setup setup) {
        return new Published(View.STARTING, setup, Optional.empty(), "starting: reading the board");
    }

    /**
     * What the lights were told to show at {@code at}; the legend is worked out from it only when a
     * page asks (not on every turn of the loop).
     */
    public record Shown(Scene scene, LightSettings lights, long at) {
    }

    /**
     * What the lights say: the signals lit and, in the menu, its lit points as the loop's menu has them;
     * in a remote game the other side's lights are the friend's board's, not the AI's.
     */
    public Legend legend() {
        Legend legend = shown.map(s -> Legend.of(s.scene(), s.lights(), s.at())).orElse(Legend.NONE);
        return setup.mode() == Mode.REMOTE ? legend.ofAFriendsBoard() : legend;
    }
}
