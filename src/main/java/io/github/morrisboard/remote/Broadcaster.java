package io.github.morrisboard.remote;

import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.setup.Setup;

import java.util.Optional;

/**
 * {@code remote.broadcast = true}: every game of this board goes to its spectator topic, retained,
 * after each save (so, like a ply to the other board, only what is on disk), when it ends and when
 * it is abandoned; at every (re)connection the latest is published again.
 */
public final class Broadcaster implements AutoCloseable {
    private final String board;
    private final MqttLink link;
    private volatile Optional<Broadcast> latest = Optional.empty();

    public Broadcaster(MqttLink.Settings settings, String board) {
        this.board = new Broadcast(board, "on", "-", java.util.List.of()).board(); // the name checked at once
        this.link = new MqttLink(settings, MqttLink.Listener.of(() -> latest.ifPresent(this::send), (topic, payload) -> { }));
    }

    public void start() {
        link.start();
    }

    /** {@code saver}, broadcasting each game it saved. */
    public GameSaver publishing(GameSaver saver) {
        return new GameSaver.Forwarding(saver) {
            @Override
            public boolean save(Setup setup, Game game) {
                return after(saver.save(setup, game), "on", setup, game);
            }

            @Override
            public boolean finished(Setup setup, Game game) {
                return after(saver.finished(setup, game), "over", setup, game);
            }

            @Override
            public boolean abandoned(Setup setup, Game game) {
                return after(saver.abandoned(setup, game), "abandoned", setup, game);
            }

            @Override
            public boolean ended(Setup setup, Game game, String result) {
                return after(saver.ended(setup, game, result), "over", setup, game);
            }

        };
    }

    private boolean after(boolean saved, String state, Setup setup, Game game) {
        if (saved) {
            Broadcast b = new Broadcast(board, state, setup.mode().label(), game.plies());
            latest = Optional.of(b);
            send(b);
        }
        return saved;
    }

    private void send(Broadcast b) {
        link.publish(Broadcast.topic(board), b.text(), true);
    }

    @Override
    public void close() {
        link.close();
    }
}
