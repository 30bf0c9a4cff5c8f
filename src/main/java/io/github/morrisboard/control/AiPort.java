package io.github.morrisboard.control;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.engine.Game;

/**
 * The AI as the control loop sees it: asked to think, it answers later by posting an
 * {@link Event.AiAnswer} with the same request id. Never blocks the caller. Whether an answer is
 * still wanted is the loop's decision alone (by the request id).
 */
public interface AiPort {
    /** Think about the side to move in {@code game} at {@code level} ({@link Level#FULL} for a hint). */
    void request(long id, Game game, Level level);

    /** Stop any search at once; its answer, if one still arrives, is stale and dropped by the loop. */
    void cancel();
}
