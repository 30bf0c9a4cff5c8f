package io.github.morrisboard.control;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Position;

/**
 * The board's gestures, for boards without buttons and for deliberate acts, as pure state
 * (time is passed in; the game never changes for a gesture):
 * <ul>
 * <li><b>hint</b>: lift one of your own pieces and put it straight back ({@link #TAP_MS} or less),
 * twice within {@link #TAP_PAIR_MS};</li>
 * <li><b>abandon by an empty board</b>: the board cleared and left empty for {@link #ABANDON_EMPTY_MS},
 * counted only on a board read correctly (no sensing fault) that has been in sync with the game
 * since the start: a board found empty after a power cut is a board to restore, not a wish;</li>
 * <li><b>abandon by the menu button</b>: pressed twice within {@link #ABANDON_PRESS_MS}.</li>
 * <li><b>draw</b> (remote play): lift two of your own pieces together and put both back within
 * {@link #DRAW_LIFT_MS}: offers a draw, or accepts the other board's offer. No ply lifts two pieces
 * of one side at once, so a hand making a move never makes this.</li>
 * </ul>
 * In a remote game the two abandon gestures resign (the other board must learn the game ended).
 */
final class Gestures {
    /** Two presses of the menu button within this time abandon a running game. */
    static final long ABANDON_PRESS_MS = 3000;
    /** An empty board held this long during a game whose position has pieces abandons it. */
    static final long ABANDON_EMPTY_MS = 10_000;
    /** The hint gesture: a lift this brief and put straight back is a tap; two taps within the pair time ask for a hint. */
    static final long TAP_MS = 1000, TAP_PAIR_MS = 3000;
    /** The draw gesture: two own pieces lifted together and both back within this time. */
    static final long DRAW_LIFT_MS = 3000;
    private static final long NEVER = Long.MIN_VALUE / 2;
    private int pairLifted;
    private long pairLiftedAt = NEVER;

    private long lastMenuPress = NEVER;
    private long liftedAt = NEVER;
    private int tapLifted;
    private long lastTap = NEVER;
    private long emptySince = -1;

    /** A new game or phase: forget half-made gestures. */
    void reset() {
        lastMenuPress = NEVER;
        liftedAt = NEVER;
        tapLifted = 0;
        lastTap = NEVER;
        emptySince = -1;
        pairLifted = 0;
        pairLiftedAt = NEVER;
    }

    /**
     * The live reading changed during a remote game; true when this completes the draw gesture:
     * exactly two of {@code own}'s pieces were up together (nothing else off or extra) and now the
     * board is as the position says again, within {@link #DRAW_LIFT_MS} of the second lift.
     */
    boolean drawLift(Position pos, Color own, int live, long now) {
        int missing = pos.occupied() & ~live;
        boolean extra = (live & ~pos.occupied()) != 0;
        if (!extra && Integer.bitCount(missing) == 2 && (missing & ~pos.pieces(own)) == 0) {
            if (pairLifted != missing) {
                pairLifted = missing;
                pairLiftedAt = now;
            }
            return false;
        }
        if (pairLifted == 0) {
            return false;
        }
        if (!extra && (missing & ~pairLifted) == 0 && Integer.bitCount(missing) == 1) {
            return false; // one of the two is back, the other still up
        }
        boolean done = live == pos.occupied() && now - pairLiftedAt <= DRAW_LIFT_MS;
        pairLifted = 0;
        pairLiftedAt = NEVER;
        return done;
    }

    /** The live reading changed during play; true when this completes the hint gesture. */
    boolean hintTap(Position pos, int live, long now) {
        int missing = pos.occupied() & ~live;
        boolean oneOwnUp = (live & ~pos.occupied()) == 0 && Integer.bitCount(missing) == 1
                && (missing & pos.pieces(pos.sideToMove())) != 0;
        if (oneOwnUp) {
            if (tapLifted == 0) {
                tapLifted = missing;
                liftedAt = now;
            }
            return false;
        }
        boolean backInPlace = tapLifted != 0 && live == pos.occupied();
        tapLifted = 0;
        if (backInPlace && now - liftedAt <= TAP_MS) {
            if (now - lastTap <= TAP_PAIR_MS) {
                lastTap = NEVER;
                return true;
            }
            lastTap = now;
        }
        return false;
    }

    /**
     * Time passed during play; true when the empty-board abandon is complete.
     *
     * @param emptyOnPurpose the settled reading is empty, the position has pieces, the board is
     *                       read correctly and has been in sync since the start
     */
    boolean emptyBoard(boolean emptyOnPurpose, long now) {
        if (!emptyOnPurpose) {
            emptySince = -1;
            return false;
        }
        if (emptySince < 0) {
            emptySince = now;
        }
        return now - emptySince >= ABANDON_EMPTY_MS;
    }

    /** When {@link #emptyBoard} next needs a tick ({@link Long#MAX_VALUE}: none). */
    long nextWake() {
        return emptySince >= 0 ? emptySince + ABANDON_EMPTY_MS : Long.MAX_VALUE;
    }

    /** The menu button was pressed during play; true when it is the second press in time. */
    boolean menuPress(long now) {
        boolean second = now - lastMenuPress <= ABANDON_PRESS_MS;
        lastMenuPress = second ? NEVER : now;
        return second;
    }
}
