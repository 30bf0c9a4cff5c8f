package io.github.morrisboard.remote;

import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;

/**
 * The controller's saver, and after every successful save of a {@link Mode#REMOTE} game the new
 * plies go to the other board: a ply is published only once it is on this board's disk, so the
 * two records can never disagree after a crash. (The game's last ply arrives as {@link #finished}.)
 */
public final class PublishingSaver extends GameSaver.Forwarding {
    private final java.util.function.Function<Setup, java.util.Optional<Outbox>> outbox;

    /** Publishing every remote game to {@code outbox}. */
    public PublishingSaver(GameSaver saver, Outbox outbox) {
        this(saver, s -> java.util.Optional.of(outbox));
    }

    /** Publishing each remote game to the outbox of its code ({@link Setup#code()}), which {@code outbox} finds or opens (empty: none). */
    public PublishingSaver(GameSaver saver, java.util.function.Function<Setup, java.util.Optional<Outbox>> outbox) {
        super(saver);
        this.outbox = outbox;
    }

    @Override
    public boolean save(Setup setup, Game game) {
        return publishedAfter(saver.save(setup, game), setup, game);
    }

    @Override
    public boolean finished(Setup setup, Game game) {
        return publishedAfter(saver.finished(setup, game), setup, game);
    }

    private boolean publishedAfter(boolean saved, Setup setup, Game game) {
        if (saved && setup.mode() == Mode.REMOTE) {
            outbox.apply(setup).ifPresent(o -> o.offer(game));
        }
        return saved;
    }
}
