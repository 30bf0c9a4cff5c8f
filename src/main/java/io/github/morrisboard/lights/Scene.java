package io.github.morrisboard.lights;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Point;
import io.github.morrisboard.engine.Position;

/**
 * What the lights should say, filled by the control loop from its state: a game in play, a
 * game just over, or the menu. {@link Lights#frame} turns a scene and a time into a {@link Frame}.
 * Masks are 24-bit point masks; 0 means "nothing to show".
 */
public sealed interface Scene {

    /** A fault to show on the status pixels ({@link Fault#NONE}: none). */
    Fault fault();

    /**
     * A game in play.
     *
     * @param position   the confirmed position (whose turn, removals owed)
     * @param aiThinking the AI is searching (the status pixels breathe)
     * @param targets    legal placements, or the lifted piece's legal targets (shown with hints on)
     * @param lifted     the lifted piece's origin
     * @param mill       the points of a mill just formed, and {@code millSince} when (ms): they pulse
     *                   for {@link Lights#MILL_MS}
     * @param removable  opponent pieces that may be removed while a removal is owed (shown with hints on)
     * @param aiFrom     the AI's announced ply: the piece it moves (0 for a placement)
     * @param aiTo       the AI's announced ply: where it places or moves to
     * @param aiRemoval  the piece the AI removes
     * @param hintFrom   the hint's piece (0 for a placement or removal)
     * @param hintTo     the hint's target, or the piece it removes
     * @param missing    mismatch: points that should hold a piece and do not
     * @param extra      mismatch: points that hold a piece and should not
     */
    record Play(Position position, boolean aiThinking, int targets, int lifted, int mill, long millSince,
                int removable, int aiFrom, int aiTo, int aiRemoval, int hintFrom, int hintTo, int missing,
                int extra, Fault fault) implements Scene {

        public Play {
            for (int m : new int[]{targets, lifted, mill, removable, aiFrom, aiTo, aiRemoval, hintFrom, hintTo, missing, extra}) {
                if ((m & ~Point.ALL) != 0) {
                    throw new IllegalArgumentException("mask " + Integer.toHexString(m) + " goes beyond the 24 points");
                }
            }
        }

        /** Just the position: whose turn, nothing else to show. */
        public static Play of(Position position) {
            return new Play(position, false, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, Fault.NONE);
        }

        /**
         * A person's turn with the hints the rules give: legal placements while placing, the lifted
         * piece's legal targets (adjacent, or any empty point when flying), the removable pieces
         * while a removal is owed. (Shown only with hints on.)
         *
         * @param lifted the lifted piece's origin as a mask (0: nothing lifted)
         */
        public static Play guiding(Position position, int lifted) {
            Color side = position.sideToMove();
            int targets;
            if (position.removalsOwed() > 0) {
                targets = 0;
            } else if (lifted != 0) {
                targets = position.targets(Integer.numberOfTrailingZeros(lifted));
            } else {
                targets = position.isPlacing(side) ? position.empty() : 0;
            }
            int removable = position.removalsOwed() > 0 ? position.removable() : 0;
            return new Play(position, false, targets, lifted, 0, 0, removable, 0, 0, 0, 0, 0, 0, 0, Fault.NONE);
        }

        public Play withThinking(boolean thinking) {
            return new Play(position, thinking, targets, lifted, mill, millSince, removable, aiFrom, aiTo, aiRemoval,
                    hintFrom, hintTo, missing, extra, fault);
        }

        public Play withTargets(int mask) {
            return new Play(position, aiThinking, mask, lifted, mill, millSince, removable, aiFrom, aiTo, aiRemoval,
                    hintFrom, hintTo, missing, extra, fault);
        }

        /** The piece on {@code point} is lifted. */
        public Play withLifted(int point) {
            return new Play(position, aiThinking, targets, Point.bit(point), mill, millSince, removable, aiFrom, aiTo,
                    aiRemoval, hintFrom, hintTo, missing, extra, fault);
        }

        public Play withMill(int mask, long since) {
            return new Play(position, aiThinking, targets, lifted, mask, since, removable, aiFrom, aiTo, aiRemoval,
                    hintFrom, hintTo, missing, extra, fault);
        }

        public Play withRemovable(int mask) {
            return new Play(position, aiThinking, targets, lifted, mill, millSince, mask, aiFrom, aiTo, aiRemoval,
                    hintFrom, hintTo, missing, extra, fault);
        }

        /** The AI announces {@code ply}: a placement or move (from/to), or a removal. */
        public Play withAiPly(Ply ply) {
            int from = ply.kind() == Ply.Kind.MOVE ? Point.bit(ply.from()) : 0;
            return ply.isRemoval()
                    ? new Play(position, aiThinking, targets, lifted, mill, millSince, removable, aiFrom, aiTo,
                    Point.bit(ply.to()), hintFrom, hintTo, missing, extra, fault)
                    : new Play(position, aiThinking, targets, lifted, mill, millSince, removable, from,
                    Point.bit(ply.to()), aiRemoval, hintFrom, hintTo, missing, extra, fault);
        }

        /** The hint (best ply on request). */
        public Play withHint(Ply ply) {
            int from = ply.kind() == Ply.Kind.MOVE ? Point.bit(ply.from()) : 0;
            return new Play(position, aiThinking, targets, lifted, mill, millSince, removable, aiFrom, aiTo, aiRemoval,
                    from, Point.bit(ply.to()), missing, extra, fault);
        }

        public Play withMismatch(int missingMask, int extraMask) {
            return new Play(position, aiThinking, targets, lifted, mill, millSince, removable, aiFrom, aiTo, aiRemoval,
                    hintFrom, hintTo, missingMask, extraMask, fault);
        }

        public Play withFault(Fault f) {
            return new Play(position, aiThinking, targets, lifted, mill, millSince, removable, aiFrom, aiTo, aiRemoval,
                    hintFrom, hintTo, missing, extra, f);
        }

        /** Whether the AI has announced something (then targets and removable pieces are not shown). */
        public boolean aiAnnounced() {
            return (aiFrom | aiTo | aiRemoval) != 0;
        }
    }

    /**
     * The game is over since {@code since} (ms): the winner's pieces (all pieces on a draw) sweep
     * for {@link Lights#SWEEP_ROUNDS} rounds, then glow until the board is cleared.
     */
    record Over(Position position, Outcome outcome, long since, Fault fault) implements Scene {
        public Over {
            if (!outcome.isOver()) {
                throw new IllegalArgumentException("a game over scene needs a finished game, not \"" + outcome.describe() + "\"");
            }
        }

        public static Over of(Position position, Outcome outcome, long since) {
            return new Over(position, outcome, since, Fault.NONE);
        }
    }

    /**
     * The menu (board empty, no game running).
     *
     * @param menu the current choices
     * @param held   points that hold a piece right now (a tap in progress, or a piece left on the board)
     * @param cursor the point the buttons' cursor is on (see {@link MenuState#next}), or 0: none
     */
    record Menu(MenuState menu, int held, int cursor, Fault fault) implements Scene {
        public static Menu of(MenuState menu) {
            return new Menu(menu, 0, 0, Fault.NONE);
        }

        public Menu withHeld(int mask) {
            return new Menu(menu, mask, cursor, fault);
        }

        /** The buttons' cursor on {@code point}. */
        public Menu withCursor(int point) {
            return new Menu(menu, held, Point.bit(point), fault);
        }

        public Menu withFault(Fault f) {
            return new Menu(menu, held, cursor, f);
        }
    }
}
