package io.github.morrisboard.control;

import io.github.morrisboard.engine.Position;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;

import java.util.function.Consumer;

/**
 * What a paired phone may ask of the board through the companion page: the same acts as the
 * buttons and the menu, never a ply (pieces move only by hand, and the board senses them).
 */
public sealed interface PageCommand {
    /** In the menu: start a game with the current choices (the menu's start point). */
    record Start() implements PageCommand {
    }

    /** During play, on a person's turn: show the best move (the HINT button). */
    record Hint() implements PageCommand {
    }

    /**
     * During play: the person's side gives the game up; it goes to the history as resigned (in a
     * remote game the other board is told; a game of two AIs is abandoned).
     */
    record Resign() implements PageCommand {
    }

    /** During a remote game: offer a draw, or accept the other board's standing offer (the draw gesture). */
    record OfferDraw() implements PageCommand {
    }

    /** During a remote game: decline the other board's standing draw offer (playing on declines it too). */
    record DeclineDraw() implements PageCommand {
    }

    /**
     * During play, with takebacks on: the game goes back to the person's last turn; the board then
     * shows which pieces to put back (a piece left where it stood is sensed, and accepted, again).
     */
    record TakeBack() implements PageCommand {
    }

    /** In the menu, on a board with remote play set up: open a game with a friend's board under the menu's new code. */
    record Open() implements PageCommand {
    }

    /**
     * In the menu, on a board with remote play set up: join a friend's game by its code (its id,
     * {@code a1-b4-d2-g7}, as the menu's code screen would enter it). Start in remote mode opens one.
     */
    record Join(String code) implements PageCommand {
        public Join {
            if (!GameCode.isId(code)) {
                throw new IllegalArgumentException("not a game code's id (a1-b4-d2-g7): \"" + code + "\"");
            }
        }
    }

    /**
     * In the menu: set up the position of game {@code game} of the history (1: the oldest, the page's
     * {@code n}) after {@code ply} of its plies (0: its start); once it stands, a game goes on from it.
     */
    record SetUp(int game, int ply) implements PageCommand {
        public SetUp {
            if (game < 1 || ply < 0) {
                throw new IllegalArgumentException("a game of the history is 1 or more and a ply 0 or more, not game " + game + ", ply " + ply);
            }
        }
    }

    /**
     * In the menu: set up {@code position}, typed or tapped on the phone ({@link io.github.morrisboard.engine.PositionText});
     * once it stands, a game goes on from it, played by {@code players}: a person against the AI ({@link Mode#HUMAN_AI},
     * the AI on the setup's side and level) or two people ({@link Mode#HUMAN_HUMAN}).
     */
    record SetUpPosition(Position position, Mode players) implements PageCommand {
        public SetUpPosition {
            if (players != Mode.HUMAN_AI && players != Mode.HUMAN_HUMAN) {
                throw new IllegalArgumentException("a set-up position is played by a person against the AI or by two people, not " + players.label());
            }
            if (position.removalsOwed() > 0 || position.outcome().isOver()) {
                throw new IllegalArgumentException("a position to set up owes no removal and is not over: " + position);
            }
        }
    }

    /** While a position is set up or a puzzle played: leave it (the board is cleared, then the menu). */
    record Leave() implements PageCommand {
    }

    /** In the menu or a lesson: puzzle {@code id} (with none, the next to practise) is set up, then played. */
    record Puzzle(java.util.Optional<String> id) implements PageCommand {
    }

    /** During a puzzle: show the better ply (the solution taken), or hide it to try again (the hint button). */
    record Solution() implements PageCommand {
    }

    /** In the menu: the choices for the next game (as the menu's lit options would set them). */
    record Choose(Setup setup) implements PageCommand {
    }

    /**
     * A phone (not yet paired) at {@code client} (its address, shown at the board with {@code code},
     * which the phone shows too) asks to pair: the board shows one pairing at a time, lighting one
     * point per step; the steps must be done in order, each within {@code windowMs} of being asked. The
     * board tells the phone how it stands through {@code news} (on the loop thread). Nothing of the
     * game or the menu is held back: the points asked for are ones whose gesture means nothing to them.
     */
    record Pairing(String client, String code, long windowMs, Consumer<PairingNews> news) implements PageCommand {
        /** Steps of a pairing, each one point. */
        public static final int STEPS = 3;
        /** Pairings waiting to be shown at most (one per client); more are refused. */
        public static final int MAX_QUEUED = 8;

        public Pairing {
            if (windowMs <= 0) {
                throw new IllegalArgumentException("a pairing's window is positive, not " + windowMs);
            }
        }

        @Override
        public String toString() {
            return "Pairing[" + client + ", code " + code + "]";
        }
    }
}
