package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;

/**
 * The AI as the control loop sees it: asked to think, it answers later by posting an
 * {@link Event.AiAnswer} with the same request id. Never blocks the caller.
 */
public interface AiPort {
    /** Think about the side to move in {@code game} at {@code level} (10: full strength, as for a hint). */
    void request(long id, Game game, int level);

    /** Stop any search at once; its answer, if one still arrives, is stale and dropped. */
    void cancel();
}
