package io.github.morrisboard.remote;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.control.AiPort;
import io.github.morrisboard.engine.Game;

import java.util.function.BooleanSupplier;

/**
 * On a board set up for remote play, the game being played decides who answers: the other board
 * in a {@code remote} game, the AI in any other (the menu may start one).
 */
public final class RemoteOrAi implements AiPort {
    private final AiPort remote;
    private final AiPort ai;
    private final BooleanSupplier remoteGame;

    public RemoteOrAi(AiPort remote, AiPort ai, BooleanSupplier remoteGame) {
        this.remote = remote;
        this.ai = ai;
        this.remoteGame = remoteGame;
    }

    @Override
    public void request(long id, Game game, Level level) {
        (remoteGame.getAsBoolean() ? remote : ai).request(id, game, level);
    }

    @Override
    public void cancel() {
        remote.cancel();
        ai.cancel();
    }
}
