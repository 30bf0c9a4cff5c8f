package io.github.morrisboard.reconcile;

/**
 * How forgiving reconciliation is.
 *
 * @param takebacks whether restoring the board to the position before the last ply (or the last
 *                  turn: a move and its removals) undoes it
 * @param graceMs   how long a wrong reading (one no legal action explains) must hold, counted from
 *                  when it began, before it is shown as a mismatch; a wrong-colour lift and a move
 *                  other than the AI's are shown at once
 */
public record ReconcileSettings(boolean takebacks, long graceMs) {

    /** Takebacks on, 1.5 s grace. */
    public static final ReconcileSettings DEFAULTS = new ReconcileSettings(true, 1500);

    public ReconcileSettings {
        if (graceMs < 0) {
            throw new IllegalArgumentException("graceMs must be >= 0, got " + graceMs);
        }
    }

    public ReconcileSettings withTakebacks(boolean on) {
        return new ReconcileSettings(on, graceMs);
    }
}
