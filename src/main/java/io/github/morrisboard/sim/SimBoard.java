package io.github.morrisboard.sim;

/** What the simulator page needs from the running controller + simulated hardware. Thread-safe. */
public interface SimBoard {
    /** A consistent snapshot for GET /api/state and the live stream. */
    SimState state();

    /** Put a magnet on the point if none, else lift it (toggles the mock reed). */
    void toggle(int point);

    /** Press a button by name ("hint", "menu"). Unknown name -> IllegalArgumentException. */
    void press(String button);

    /** Register a listener called (on any thread) whenever the state may have changed (LEDs, magnets, game). */
    AutoCloseable subscribe(Runnable changed);
}
