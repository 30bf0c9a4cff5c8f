package io.github.morrisboard.control;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;

/**
 * The side the person at this board plays against, as the control loop sees it: the AI, or a
 * friend on another board (remote play). Asked for a ply, it answers later by posting an
 * {@link Event.OpponentPly} with the same request id. Never blocks the caller. Whether an answer is
 * still wanted is the loop's decision alone (by the request id). Each call carries what it is about
 * (the setup of the game being played), so an opponent never reads the controller.
 */
public interface Opponent {
    /**
     * The ply of the side to move in {@code game}, a game of {@code setup}: the AI thinks at
     * {@code level} ({@link Level#FULL} for a hint); a friend's board sends theirs.
     */
    void request(long id, Setup setup, Game game, Level level);

    /** Stop any search at once; its answer, if one still arrives, is stale and dropped by the loop. */
    void cancel();

    /** What a player says about ending the game, at a ply count (remote play: see {@code remote.Ending}). */
    enum Word { RESIGN, OFFER, ACCEPT, DECLINE }

    /**
     * This board's player says {@code word} at {@code game}'s ply count, in a game of {@code setup}. Only a friend on another
     * board hears it (and answers with an {@link Event.Ending}); the AI ignores words: a
     * resignation against it ends the game on this board alone, and it takes no draw offers.
     */
    default void say(Word word, Setup setup, Game game) {
    }
}
