package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Point;

/**
 * One class of the endgame tables: the mover has {@code mover} pieces, the opponent
 * {@code opponent}, both on the board (none in hand), the mover to move with no removal owed.
 * One byte a position: 0 a draw, else 1 + the distance in turns to the end of the game with
 * perfect play (a turn is a move with the removal it earns); an odd distance is a win for the
 * mover, an even one a loss (0: the mover is blocked now).
 */
final class TableClass {
    final int mover, opponent;
    final byte[] values;
    private final int opponentSets;

    TableClass(int mover, int opponent, byte[] values) {
        this.mover = mover;
        this.opponent = opponent;
        this.opponentSets = Combinations.count(Point.COUNT - mover, opponent);
        if (values.length != size(mover, opponent)) {
            throw new IllegalArgumentException(mover + "v" + opponent + ": " + values.length + " values, expected "
                    + size(mover, opponent));
        }
        this.values = values;
    }

    static int size(int mover, int opponent) {
        return Combinations.count(Point.COUNT, mover) * Combinations.count(Point.COUNT - mover, opponent);
    }

    int opponentSets() {
        return opponentSets;
    }

    int index(int moverMask, int opponentMask) {
        return Combinations.rank(moverMask) * opponentSets
                + Combinations.rank(Combinations.compress(opponentMask, ~moverMask & Point.ALL));
    }

    /** The stored byte (0 draw, else distance + 1) for the mover's and the opponent's pieces. */
    int value(int moverMask, int opponentMask) {
        return values[index(moverMask, opponentMask)] & 0xff;
    }

    String name() {
        return mover + "v" + opponent;
    }
}
