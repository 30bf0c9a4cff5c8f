package io.github.morrisboard.remote;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Map;
import java.util.TreeMap;

/**
 * Watches every board of a broker ({@link Broadcast#ALL}, retained, so the boards already playing
 * show at once): the latest game of each, by board name. Only reads; a spectator's broker user needs
 * nothing but {@code topic read morrisboard/boards/#}.
 */
public final class Spectator implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Spectator.class);
    private final MqttLink link;
    private final Map<String, Broadcast> boards = new TreeMap<>();
    private volatile Runnable changed = () -> { };

    public Spectator(MqttLink.Settings settings) {
        this.link = new MqttLink(settings, MqttLink.Listener.of(() -> { }, this::received));
        link.subscribe(Broadcast.ALL);
    }

    private void received(String topic, String payload) {
        Broadcast b;
        try {
            b = Broadcast.parse(payload);
        } catch (IllegalArgumentException e) {
            log.warn("ignored a message on {}: {}", topic, e.getMessage());
            return;
        }
        if (!topic.equals(Broadcast.topic(b.board()))) {
            log.warn("ignored {}'s game sent on {} (not its own topic)", b.board(), topic);
            return;
        }
        synchronized (boards) {
            boards.put(b.board(), b);
        }
        changed.run();
    }

    /** Runs after each board's news (on the link's thread: keep it short). */
    public void onChange(Runnable r) {
        changed = r;
    }

    public void start() {
        link.start();
    }

    /** The latest game of each board seen, by name. */
    public Map<String, Broadcast> boards() {
        synchronized (boards) {
            return Map.copyOf(boards);
        }
    }

    public boolean connected() {
        return link.connected();
    }

    @Override
    public void close() {
        link.close();
    }
}
