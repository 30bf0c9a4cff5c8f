package io.github.morrisboard.control;

/**
 * What the board tells a phone that asked to pair ({@link PageCommand.Pairing}), on the loop
 * thread (the receiver only hands it on): where its pairing stands.
 */
public sealed interface PairingNews {
    /** Queued: {@code ahead} other phones' pairings are shown at the board first (one at a time). */
    record Queued(int ahead) implements PairingNews {
    }

    /**
     * Shown at the board: the point of step {@code step} (0-based) of {@code steps} is lit;
     * {@code lift}: lift the piece there and put it back (else: put a piece there and take it off).
     * Point -1: no point can be asked for this moment (a move on the board is under way); the
     * pairing waits. {@code endsAt}: the reed input's clock.
     */
    record Step(int point, boolean lift, int step, int steps, long endsAt) implements PairingNews {
    }

    /** Every step was done at the board, in order: the phone's claim pairs it. */
    record Met() implements PairingNews {
    }

    /** Over without pairing, and why. */
    record Ended(Why why) implements PairingNews {
    }

    enum Why {
        /** The window passed. */
        LATE,
        /** Too few points can be asked for now without the gesture meaning something to the game. */
        NO_POINTS,
        /** The same phone asked again (its newest request counts). */
        REPLACED,
        /** Too many phones are waiting to pair. */
        FULL,
        /** The board's owner forgot every phone (the menu), which ends every pending pairing too. */
        CANCELLED
    }
}
