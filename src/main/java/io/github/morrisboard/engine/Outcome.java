package io.github.morrisboard.engine;

/** Whether a game goes on, and if not, who won or why it is drawn. */
public sealed interface Outcome {

    /** The game goes on. */
    record Ongoing() implements Outcome {
    }

    /** {@code winner} won: the loser was reduced to two pieces, had no legal move, or resigned. */
    record Win(Color winner, WinReason reason) implements Outcome {
    }

    record Draw(DrawReason reason) implements Outcome {
    }

    enum WinReason {
        /** The loser has fewer than three pieces (on the board and in hand). */
        PIECES,
        /** The loser has no legal move on its turn. */
        BLOCKADE,
        /** The loser resigned (the players' word: never found in a position, see {@code control.Ending}). */
        RESIGNATION
    }

    enum DrawReason {
        /** The same position for the third time. */
        REPETITION,
        /** Too many moving-phase plies without a placement or removal. */
        NO_REMOVAL,
        /** Twelve Men's Morris: the board is full when placing ends. */
        FULL_BOARD,
        /** Both players agreed (the players' word: never found in a position). */
        AGREED
    }

    Outcome ONGOING = new Ongoing();

    default boolean isOver() {
        return !(this instanceof Ongoing);
    }

    /** A short phrase for people (and the history's result): {@code white wins: black has no legal move}. */
    default String describe() {
        return switch (this) {
            case Ongoing o -> "game on";
            case Win w when w.reason() == WinReason.RESIGNATION -> w.winner().other().label() + " resigned: " + w.winner().label() + " wins";
            case Win w -> w.winner().label() + " wins: " + switch (w.reason()) {
                case PIECES -> w.winner().other().label() + " is down to two pieces";
                case BLOCKADE -> w.winner().other().label() + " has no legal move";
                case RESIGNATION -> throw new AssertionError("described above");
            };
            case Draw d when d.reason() == DrawReason.AGREED -> "draw agreed";
            case Draw d -> "draw: " + switch (d.reason()) {
                case REPETITION -> "the same position for the third time";
                case NO_REMOVAL -> "too many moves without a mill";
                case FULL_BOARD -> "the board is full";
                case AGREED -> throw new AssertionError("described above");
            };
        };
    }
}
