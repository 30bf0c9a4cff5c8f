package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.List;
import java.util.Optional;

/**
 * What the board says about the plies just made, beside the game itself (the referee's): the mill
 * just formed and since when, what the last takeback undid (said until the next ply or change of the board), and since
 * when the game is over.
 */
final class PlayNotes {
    private static final Logger log = LoggerFactory.getLogger(PlayNotes.class);

    /** What the last takeback undid, said until the next ply or change of the board. */
    private List<Ply> tookBack = List.of();
    /** The mill just formed, as a point mask (0: none). */
    private int mill;
    private long millSince;
    private long overSince;

    /** A game starts: no takeback, no mill. */
    void reset() {
        tookBack = List.of();
        mill = 0;
    }

    /** The takeback is no longer news. */
    void forgetTakeback() {
        tookBack = List.of();
    }

    /** {@code plies} were just played at {@code now}, ending in {@code g}: each is logged, and a mill formed is noted. */
    void played(Game g, List<Ply> plies, long now) {
        Game step = g; // replay them from the position before, for the log and the mill just formed
        for (int i = 0; i < plies.size(); i++) {
            step = step.undo();
        }
        for (Ply ply : plies) {
            Position before = step.position();
            step = step.play(ply);
            log.info("{} {}", before.sideToMove().label(), ply);
            if (!ply.isRemoval() && step.position().removalsOwed() > 0) {
                mill = g.rules().geometry().millPointsAt(step.position().pieces(before.sideToMove()), ply.to());
                millSince = now;
            }
        }
        tookBack = List.of();
    }

    /** A takeback undid {@code undone}. */
    void tookBack(List<Ply> undone) {
        tookBack = List.copyOf(undone);
        mill = 0;
    }

    /** The game is over from {@code now}. */
    void over(long now) {
        overSince = now;
    }

    /**
     * The page's takeback: back to the last position where a person is to move, before at least
     * one of their plies; empty if no person has played.
     */
    static Optional<Game> takeBackTarget(Game g, Setup setup) {
        boolean personUndone = false;
        while (g.plyCount() > 0) {
            Game before = g.undo();
            personUndone |= !setup.opponentPlays(before.position().sideToMove());
            g = before;
            if (personUndone && !setup.opponentPlays(g.position().sideToMove()) && g.position().removalsOwed() == 0) {
                break;
            }
        }
        return personUndone ? Optional.of(g) : Optional.empty();
    }

    /** A mill just formed: its points (a mask; 0: none) and since when. */
    record Mill(int points, long since) {
    }

    /**
     * What the notes show.
     *
     * @param tookBack  the plies the last takeback undid (empty once a ply is played)
     * @param overSince since when the game is over (in {@link Phase#OVER})
     */
    record Facts(List<Ply> tookBack, Mill mill, long overSince) {
    }

    Facts facts() {
        return new Facts(tookBack, new Mill(mill, millSince), overSince);
    }

    long overSince() {
        return overSince;
    }
}
