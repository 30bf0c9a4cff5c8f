package io.github.morrisboard.control;

import io.github.morrisboard.ai.AiMove;
import io.github.morrisboard.ai.AiPlayer;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.engine.Game;

import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The AI on its own thread ({@link AiPlayer}) as the control loop's {@link AiPort}: each answer is
 * posted back as an {@link Event.AiAnswer} carrying the loop's request id.
 */
public final class AiDriver implements AiPort, AutoCloseable {
    private final AiPlayer player;
    private final long movetimeMs;
    private final SplittableRandom random;
    /** The request being answered: its id and the very game it asked about. */
    private record Pending(long id, Game game) {
    }

    private volatile Pending pending;

    public AiDriver(Searcher searcher, long movetimeMs, long seed, Consumer<Event> post, LongSupplier clockMs) {
        this.movetimeMs = movetimeMs;
        this.random = new SplittableRandom(seed);
        this.player = new AiPlayer(searcher, move -> answer(move, post, clockMs), clockMs);
    }

    /** On the AI thread: post the answer if it is for the pending request (the same game object). */
    private void answer(AiMove move, Consumer<Event> post, LongSupplier clockMs) {
        Pending p = pending;
        if (p != null && p.game() == move.game() && move.result().best().isPresent()) {
            post.accept(new Event.AiAnswer(clockMs.getAsLong(), p.id(), move.result().best().get()));
        }
    }

    @Override
    public synchronized void request(long id, Game game, int level) {
        pending = new Pending(id, game);
        SearchRequest req = level >= Controller.HINT_LEVEL
                ? SearchRequest.full(movetimeMs)
                : new SearchRequest(movetimeMs, Level.of(level), random.split());
        player.think(game, req);
    }

    @Override
    public void cancel() {
        pending = null;
        player.cancel();
    }

    @Override
    public void close() {
        player.close();
    }
}
