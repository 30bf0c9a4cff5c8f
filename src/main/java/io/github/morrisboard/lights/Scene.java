package io.github.morrisboard.lights;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.setup.MenuState;

import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * What the lights should say, filled by the control loop from its state: a game in play, a
 * game just over, or the menu. {@link Lights#frame} turns a scene and a time into a {@link Frame}.
 * Masks are 24-bit point masks; 0 means "nothing to show".
 */
public sealed interface Scene {

    /** A fault to show on the status pixels ({@link Fault#NONE}: none). */
    Fault fault();

    /**
     * A game in play: the position, whether the AI is thinking, and a point mask per {@link Signal}
     * (which points show it; see LIGHTS.md for what each means).
     *
     * @param position   the confirmed position (whose turn, removals owed)
     * @param aiThinking the AI is searching (the status pixels breathe)
     * @param masks      the points of each signal; absent or 0: none. {@link Signal#TARGET} and
     *                   {@link Signal#REMOVABLE} are shown with hints on only
     * @param millSince  when the mill in {@link Signal#MILL} formed (ms): it pulses for {@link Lights#MILL_MS}
     * @param drawOffered the other board offers a draw (remote play): the status pixels blink the draw's colours
     */
    record Play(Position position, boolean aiThinking, Map<Signal, Integer> masks, long millSince,
                Fault fault, boolean drawOffered) implements Scene {

        public Play {
            EnumMap<Signal, Integer> copy = new EnumMap<>(Signal.class);
            masks.forEach((sig, m) -> {
                if ((m & ~Point.ALL) != 0) {
                    throw new IllegalArgumentException(sig + " mask " + Integer.toHexString(m) + " goes beyond the 24 points");
                }
                if (m != 0) {
                    copy.put(sig, m);
                }
            });
            masks = Collections.unmodifiableMap(copy);
        }

        /** Just the position: whose turn, nothing else to show. */
        public static Play of(Position position) {
            return new Play(position, false, Map.of(), 0, Fault.NONE, false);
        }

        /**
         * A person's turn with the hints the rules give: legal placements while placing, the lifted
         * piece's legal targets (adjacent, or any empty point when flying), the removable pieces
         * while a removal is owed. (Shown only with hints on.)
         *
         * @param lifted the lifted piece's origin as a mask (0: nothing lifted)
         */
        public static Play guiding(Position position, int lifted) {
            int targets;
            if (position.removalsOwed() > 0) {
                targets = 0;
            } else if (lifted != 0) {
                targets = position.targets(Integer.numberOfTrailingZeros(lifted));
            } else {
                targets = position.isPlacing(position.sideToMove()) ? position.empty() : 0;
            }
            return of(position).with(Signal.LIFTED, lifted).with(Signal.TARGET, targets)
                    .with(Signal.REMOVABLE, position.removalsOwed() > 0 ? position.removable() : 0);
        }

        /** The points showing {@code signal} (0: none). */
        public int mask(Signal signal) {
            return masks.getOrDefault(signal, 0);
        }

        /** This scene with {@code signal} on exactly the points of {@code mask}. */
        public Play with(Signal signal, int mask) {
            EnumMap<Signal, Integer> m = new EnumMap<>(Signal.class);
            m.putAll(masks);
            m.put(signal, mask);
            return new Play(position, aiThinking, m, millSince, fault, drawOffered);
        }

        public Play withThinking(boolean thinking) {
            return new Play(position, thinking, masks, millSince, fault, drawOffered);
        }

        public Play withTargets(int mask) {
            return with(Signal.TARGET, mask);
        }

        /** The piece on {@code point} is lifted. */
        public Play withLifted(int point) {
            return with(Signal.LIFTED, Point.bit(point));
        }

        public Play withMill(int mask, long since) {
            return new Play(position, aiThinking, masks, since, fault, drawOffered).with(Signal.MILL, mask);
        }

        public Play withRemovable(int mask) {
            return with(Signal.REMOVABLE, mask);
        }

        /** The AI announces {@code ply}: a placement or move (from/to), or a removal. */
        public Play withAiPly(Ply ply) {
            return ply.isRemoval() ? with(Signal.AI_REMOVAL, Point.bit(ply.to()))
                    : with(Signal.AI_FROM, from(ply)).with(Signal.AI_TO, Point.bit(ply.to()));
        }

        /** The hint (best ply on request). */
        public Play withHint(Ply ply) {
            return with(Signal.HINT_FROM, from(ply)).with(Signal.HINT_TO, Point.bit(ply.to()));
        }

        private static int from(Ply ply) {
            return ply.kind() == Ply.Kind.MOVE ? Point.bit(ply.from()) : 0;
        }

        public Play withMismatch(int missing, int extra) {
            return with(Signal.MISSING, missing).with(Signal.EXTRA, extra);
        }

        public Play withDrawOffered(boolean offered) {
            return new Play(position, aiThinking, masks, millSince, fault, offered);
        }

        public Play withFault(Fault f) {
            return new Play(position, aiThinking, masks, millSince, f, drawOffered);
        }

        /** Whether the AI has announced something (then targets and removable pieces are not shown). */
        public boolean aiAnnounced() {
            return (mask(Signal.AI_FROM) | mask(Signal.AI_TO) | mask(Signal.AI_REMOVAL)) != 0;
        }

        /** Whether a piece is missing or extra (then only those points are lit). */
        public boolean mismatch() {
            return (mask(Signal.MISSING) | mask(Signal.EXTRA)) != 0;
        }
    }

    /**
     * The board's reading is not known yet (the reed expanders have not all answered since the
     * start): every point dark, the status pixels show the fault if there is one.
     */
    record Starting(Fault fault) implements Scene {
    }

    /**
     * A position being set up by hand (a puzzle, a game's position, a saved game on a swept board): the
     * points where a white piece goes ({@link Signal#PLACE_WHITE}), where a black one goes
     * ({@link Signal#PLACE_BLACK}), and the pieces where none belongs ({@link Signal#EXTRA}, as a
     * mismatch shows them). Points already right are dark; so are the status pixels (nobody's turn yet).
     */
    record SetUp(int white, int black, int extra, Fault fault) implements Scene {
        public SetUp {
            if (((white | black | extra) & ~Point.ALL) != 0 || (white & black) != 0 || ((white | black) & extra) != 0) {
                throw new IllegalArgumentException("a set-up's points are three apart masks of the 24 points, not "
                        + Integer.toHexString(white) + "/" + Integer.toHexString(black) + "/" + Integer.toHexString(extra));
            }
        }

        /** The points of {@code signal} in this set-up (0 for a signal it does not use). */
        public int mask(Signal signal) {
            return switch (signal) {
                case PLACE_WHITE -> white;
                case PLACE_BLACK -> black;
                case EXTRA -> extra;
                default -> 0;
            };
        }

        public SetUp withFault(Fault f) {
            return new SetUp(white, black, extra, f);
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
        /** Without the buttons' cursor. */
        public Menu(MenuState menu, int held, Fault fault) {
            this(menu, held, 0, fault);
        }

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

    /**
     * {@code under} with the point of a phone's pairing step lit ({@link Signal#PAIRING}) over
     * whatever it shows there: a pairing is shown in any phase.
     */
    record Pairing(Scene under, int point) implements Scene {
        public Pairing {
            Point.bit(point); // throws unless a point
        }

        @Override
        public Fault fault() {
            return under.fault();
        }
    }

    /**
     * {@code under} shown at rest: it has not changed for {@link Lights#STILL_AFTER_MS}, so what it
     * animates smoothly (a pulse, breathing) moves in coarser steps ({@link Pattern#REST_SLOT_MS}) and
     * the board rests (the control loop wakes only for a frame that differs, a few times a second);
     * every light keeps its look and meaning, and blinks are as they were. Any change of the scene
     * shows it at full speed again.
     */
    record Still(Scene under) implements Scene {
        @Override
        public Fault fault() {
            return under.fault();
        }
    }
}
