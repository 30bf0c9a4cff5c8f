package io.github.morrisboard.sim;

import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LegendTexts;

/** What the simulator page needs from the running controller + simulated hardware. Thread-safe. */
public interface SimBoard {
    /** A consistent snapshot for GET /api/state and the live stream. */
    SimState state();

    /** Put a magnet on the point if none, else lift it (toggles the mock reed). */
    void toggle(int point);

    /** Press a button by name ("hint", "menu"). Unknown name -> IllegalArgumentException. */
    void press(String button);

    /** Lifts every piece, one by one as a hand would (each a magnet taken off its reed). */
    void clearBoard();

    /** Gives the board a lasting fault (see {@link SimulatedFault}). */
    void inject(SimulatedFault fault);

    /** Ends a fault (nothing if the board does not have it). */
    void clear(SimulatedFault fault);

    /** Switches a reed chip off and on (its registers back to their power-on values). Unknown address -> IllegalArgumentException. */
    void powerCycle(int chipAddress);

    /** What the lights say now (see {@link Legend}); none by default. */
    default Legend legend() {
        return Legend.NONE;
    }

    /**
     * The state and what the lights say, read together: on the running board both come from one
     * snapshot the control loop published, so the page never shows a view with another turn's legend.
     */
    default Seen seen() {
        return new Seen(state(), legend());
    }

    /** What the page shows at once: the board's state and the legend of its lights. */
    record Seen(SimState state, Legend legend) {
    }

    /** The language of the page's legend, e.g. {@code en} (see {@link io.github.morrisboard.lights.LegendTexts}). */
    default String language() {
        return LegendTexts.DEFAULT;
    }

    /** Register a listener called (on any thread) whenever the state may have changed (LEDs, magnets, game). */
    AutoCloseable subscribe(Runnable changed);
}
