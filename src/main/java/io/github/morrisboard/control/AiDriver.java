package io.github.morrisboard.control;

import io.github.morrisboard.ai.AiMove;
import io.github.morrisboard.ai.AiPlayer;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;

import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The AI on its own thread ({@link AiPlayer}) as the control loop's {@link Opponent}: each answer is
 * posted back as an {@link Event.OpponentPly} carrying the loop's request id.
 */
public final class AiDriver implements Opponent, AutoCloseable {
    private final AiPlayer player;
    private final long movetimeMs;
    private final SplittableRandom random;
    /** The AI player's ticket of the latest request, and the loop's id for it. */
    private long ticket = -1, id = -1;

    /** An AI that answers no sooner than {@code minThinkMs} after a request (the setting {@code ai.min.think}). */
    public AiDriver(Searcher searcher, long movetimeMs, long minThinkMs, long seed, Consumer<Event> post,
                    LongSupplier clockMs) {
        this.movetimeMs = movetimeMs;
        this.random = new SplittableRandom(seed);
        this.player = new AiPlayer(searcher, move -> answer(move, post, clockMs), clockMs, minThinkMs, Thread::sleep);
    }

    /**
     * On the AI thread: hand the answer to the loop, tagged with the id of the request it answers
     * (an older search's answer keeps its own id, so the loop's one filter drops it).
     */
    private synchronized void answer(AiMove move, Consumer<Event> post, LongSupplier clockMs) {
        if (move.ticket() == ticket) {
            move.result().best().ifPresent(ply -> post.accept(new Event.OpponentPly(clockMs.getAsLong(), id, ply)));
        }
    }

    /** Never blocks: the search starts on the AI thread (whose answer waits for this to return); the setup is the controller's business. */
    @Override
    public synchronized void request(long id, Setup setup, Game game, Level level) {
        SearchRequest req = level.equals(Level.FULL)
                ? SearchRequest.full(movetimeMs)
                : new SearchRequest(movetimeMs, level, random.split());
        this.ticket = player.think(game, req);
        this.id = id;
    }

    @Override
    public void cancel() {
        player.cancel();
    }

    @Override
    public void close() {
        player.close();
    }
}
