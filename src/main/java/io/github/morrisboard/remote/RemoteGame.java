package io.github.morrisboard.remote;

import io.github.morrisboard.control.AiPort;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Color;

import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * One board's side of a remote game, assembled: the {@link MqttLink} to the broker, the
 * {@link RemoteOpponent} the controller asks for the other side's plies, and the {@link Outbox}
 * its saver feeds. Messages from the link go to the opponent; each (re)connection republishes.
 */
public final class RemoteGame implements AutoCloseable {
    private final Topics topics;
    private final MqttLink link;
    private final RemoteOpponent opponent;
    private final Outbox outbox;
    private volatile boolean connected;

    /**
     * @param local the side played on this board (the other board plays the other side)
     * @param hints the real AI, for hints on the local side's turn
     * @param post  the control loop's queue
     */
    public RemoteGame(MqttLink.Settings settings, GameCode code, Color local, AiPort hints, Consumer<Event> post,
                      LongSupplier clockMs) {
        this.topics = Topics.of(code);
        this.link = new MqttLink(settings, new MqttLink.Listener() {
            @Override
            public void connected() {
                RemoteGame.this.connected = true;
                outbox().reconnected();
            }

            @Override
            public void lost(String why) {
                RemoteGame.this.connected = false;
            }

            @Override
            public void message(String topic, String payload) {
                opponent().received(topic, payload);
            }
        });
        this.opponent = new RemoteOpponent(code, local.other(), hints, post, clockMs, () -> link.refresh(topics.record()));
        this.outbox = new Outbox(code, local, link::publish, opponent::recordLength);
        link.subscribe(topics.plies());
        link.subscribe(topics.record());
    }

    /** Where this board's saved plies go. */
    Outbox outbox() {
        return outbox;
    }

    /** The other side, for the controller. */
    public RemoteOpponent opponent() {
        return opponent;
    }

    /** {@code saver}, publishing each saved ply. */
    public GameSaver publishing(GameSaver saver) {
        return new PublishingSaver(saver, outbox);
    }

    /** Starts connecting; returns at once. */
    public void start() {
        link.start();
    }

    /** Whether the broker is reachable now (else the board waits for the opponent). */
    public boolean connected() {
        return connected && link.connected();
    }

    @Override
    public void close() {
        link.close();
    }

    /** Drops the connection without a word (a test's power cut). */
    public void kill() {
        link.kill();
    }
}
