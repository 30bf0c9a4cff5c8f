package io.github.morrisboard.control;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Optional;

/**
 * What the opponent was asked: the one request open now (a ply of its own side, or a hint for a
 * person), the hint it gave, and whether its turn waits for a resumed game's board to be restored.
 * Every answer passes {@link #accept}, the one filter for late answers: only the latest request's
 * counts, and only during play. The controller carries out what comes back (it asks, cancels and
 * announces).
 */
final class OpponentRequests {
    private static final Logger log = LoggerFactory.getLogger(OpponentRequests.class);

    /** What to ask the opponent: request {@code id}, the game as it stands, how well to play. */
    record Request(long id, Game game, Level level) {
    }

    private long seq;
    /** The open request's id, or -1. */
    private long open = -1;
    private boolean forHint;
    /** The opponent's turn came while a resumed game's board was still being restored: it thinks once the board agrees. */
    private boolean waitsForBoard;
    private Optional<Ply> hint = Optional.empty();

    /** Closes the open request, if any; returns whether there was one (the opponent is then told to stop thinking). */
    boolean stop() {
        boolean was = open >= 0;
        open = -1;
        forHint = false;
        return was;
    }

    /**
     * The game changed (stop the open request first): the opponent is asked if it is its turn,
     * unless the board has not yet agreed with the game since it started.
     */
    Optional<Request> afterChange(Game g, Setup setup, boolean boardAgreedOnce) {
        waitsForBoard = false;
        if (!setup.opponentPlays(g.position().sideToMove()) || g.outcome().isOver()) {
            return Optional.empty();
        }
        if (!boardAgreedOnce) {
            waitsForBoard = true; // an announcement now would light a point among those to restore
            return Optional.empty();
        }
        open = ++seq;
        return Optional.of(new Request(open, g, Level.of(setup.level())));
    }

    /** Whether the opponent's turn waits for the board to agree with the game. */
    boolean waitsForBoard() {
        return waitsForBoard;
    }

    /** A person asks for a hint: asked at full strength, unless it is the opponent's turn or a request is open. */
    Optional<Request> askHint(Game g, Setup setup) {
        if (setup.opponentPlays(g.position().sideToMove()) || open >= 0) {
            return Optional.empty();
        }
        forHint = true;
        open = ++seq;
        return Optional.of(new Request(open, g, Level.FULL));
    }

    /**
     * The one filter for the opponent's answers: only the open request's counts, during play
     * ({@code playing}: the game in play, else empty). Returns the ply to announce; a hint is kept
     * instead, and a stale or illegal answer is dropped (and logged).
     */
    Optional<Ply> accept(Event.OpponentPly a, Optional<Game> playing) {
        if (a.request() != open || playing.isEmpty()) {
            log.debug("dropped a stale AI answer {}", a);
            return Optional.empty();
        }
        open = -1;
        Game g = playing.get();
        if (!g.position().isLegal(a.ply())) {
            log.error("the AI answered an illegal ply {} in {}", a.ply(), g.position());
            return Optional.empty();
        }
        if (forHint) {
            forHint = false;
            hint = Optional.of(a.ply());
            return Optional.empty();
        }
        log.info("AI ({}) announces {}", g.position().sideToMove().label(), a.ply());
        return Optional.of(a.ply());
    }

    /** The hint last given, until the game changes. */
    Optional<Ply> hint() {
        return hint;
    }

    /** The game changed: the hint no longer applies. */
    void forgetHint() {
        hint = Optional.empty();
    }

    /**
     * What the requests show.
     *
     * @param thinking the opponent is thinking of its own ply (not of a hint)
     * @param hint     the hint last given, until the game changes
     */
    record Facts(boolean thinking, Optional<Ply> hint) {
    }

    Facts facts() {
        return new Facts(open >= 0 && !forHint, hint);
    }
}
