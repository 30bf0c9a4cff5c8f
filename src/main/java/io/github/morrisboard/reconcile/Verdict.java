package io.github.morrisboard.reconcile;

import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;

import java.util.List;

/** What the board's reading means for the game. Only {@link Accepted} and {@link Takeback} change it. */
public sealed interface Verdict {

    /** The board shows the game's position. */
    record InSync() implements Verdict {
    }

    /**
     * Nothing to decide yet: the board is moving, or a wrong reading is still within its grace
     * period. Ask again by {@code recheckAt} (ms) at the latest, {@link Long#MAX_VALUE} if only a new reading can change it.
     */
    record Waiting(long recheckAt) implements Verdict {
    }

    /** These plies were made, in order (a move and its removals may settle together). Play them. */
    record Accepted(List<Ply> plies) implements Verdict {
        public Accepted {
            plies = List.copyOf(plies);
            if (plies.isEmpty()) {
                throw new IllegalArgumentException("an accepted action has at least one ply");
            }
        }
    }

    /**
     * A piece of the side to move is off the board (in the hand, for any length of time): light
     * its legal {@code targets} (a mask) and wait.
     */
    record Lifted(int from, int targets) implements Verdict {
    }

    /** The board was restored to the position {@code plies} plies ago: undo them. */
    record Takeback(int plies) implements Verdict {
    }

    /**
     * The board disagrees with what is expected (the game's position, or the position after the
     * AI's announced plies when they are pending): {@code missing} points should hold a piece,
     * {@code extra} points should be empty. The game is unchanged.
     */
    record Mismatch(int missing, int extra, Reason reason) implements Verdict {

        public String describe() {
            String what = switch (reason) {
                case WRONG_PIECE -> "a piece of the side not to move was lifted";
                case NOT_AI_MOVE -> "not the move announced for the AI";
                case NO_LEGAL_ACTION -> "no legal action gives this board";
                case RESTORE -> "the board changed while the power was off";
            };
            return "mismatch (" + what + "): missing [" + Point.names(missing) + "] extra [" + Point.names(extra) + "]";
        }
    }

    enum Reason {
        /** A piece of the side not to move is off the board, and no legal action explains it. */
        WRONG_PIECE,
        /** A legal-looking action other than the one the AI announced. */
        NOT_AI_MOVE,
        /** A reading no legal action (or takeback) explains, held past the grace period. */
        NO_LEGAL_ACTION,
        /**
         * A resumed game whose board differs from it: nothing that happened while the power was off
         * is guessed (a ply not saved before the cut, a piece of the other colour), so the board is
         * put back as the game has it before any ply counts.
         */
        RESTORE
    }
}
