package io.github.morrisboard.remote;

import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.FaultSource;
import io.github.morrisboard.control.GameSaver;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;

import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * One board's side of a remote game, assembled: the {@link MqttLink} to the broker, the
 * {@link RemoteOpponent} the controller asks for the other side's plies, and the {@link Outbox}
 * its saver feeds. Messages from the link go to the opponent; each (re)connection republishes.
 * It also tells the controller when the broker is away ({@link FaultSource.Opponent}) and when the
 * boards disagree on sides or rules ({@link FaultSource.Disagreement}), and carries each side's word
 * on ending the game ({@link Ending}). It publishes under its broker user only and hears the other
 * board seated opposite only ({@link Topics}, {@link Agreement}). A code serves game after game: each game is a
 * {@link Generation} of it, so the retained record, seats and words of an earlier game are never taken as this one's.
 */
public final class RemoteGame implements AutoCloseable {
    private final Topics topics;
    private final MqttLink link;
    /** What the link tells this game (every message from the broker comes in here). */
    private final MqttLink.Listener news;
    private final RemoteOpponent opponent;
    private final Outbox outbox;
    private volatile boolean connected;
    private final Color local;
    private final Ending ending = new Ending();
    /** This side's latest word on ending the game, published again at every connection. */
    private volatile java.util.Optional<Message.End> said = java.util.Optional.empty();
    private volatile Consumer<Ending> endingNews = e -> { };
    /** The seat is taken this long after a connection even if the board's own hello never comes back. */
    static final long SETTLE_FALLBACK_MS = 3000;
    private static final ScheduledExecutorService SETTLE_TIMER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "remote-seat");
        t.setDaemon(true);
        return t;
    });
    private final AtomicInteger connections = new AtomicInteger();
    /** The faults this game raised and has not cleared ({@link #over}). */
    private final java.util.Set<FaultSource> raised = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private volatile boolean over;
    /** The connection whose seats were settled last (a connection settles once: by its hello or by the timer). */
    private int settled;
    private final Consumer<Event> post;
    private final LongSupplier clockMs;
    private final String codeId;
    /** This board's broker user: everything it publishes is under {@code by/<user>/}. */
    private final String user;
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(RemoteGame.class);

    /**
     * @param local the side played on this board (the other board plays the other side)
     * @param hints the real AI, for hints on the local side's turn
     * @param post  the control loop's queue
     */
    public RemoteGame(MqttLink.Settings settings, GameCode code, Color local, Rules rules, Opponent hints, Consumer<Event> post,
                      LongSupplier clockMs) {
        this.topics = Topics.of(code);
        this.local = local;
        this.post = post;
        this.clockMs = clockMs;
        this.codeId = code.id();
        this.user = settings.user();
        this.news = new MqttLink.Listener() {
            @Override
            public void connected() {
                RemoteGame.this.connected = true;
                post.accept(new Event.FaultChanged(clockMs.getAsLong(), new FaultSource.Opponent(),
                        "the broker " + settings.broker() + " is reached again", false));
                // the seats on the broker first: the hello comes back after them (or, if the broker never echoes it, the timer decides)
                int connection = connections.incrementAndGet();
                link.publish(topics.hello(user), Message.PREFIX + " hello " + connection, false);
                SETTLE_TIMER.schedule(() -> settle(connection), SETTLE_FALLBACK_MS, TimeUnit.MILLISECONDS);
            }

            @Override
            public void lost(String why) {
                RemoteGame.this.connected = false;
                post.accept(new Event.FaultChanged(clockMs.getAsLong(), new FaultSource.Opponent(),
                        "waiting for the opponent: the broker " + settings.broker() + " cannot be reached (" + why + ")", true));
            }

            @Override
            public void message(String topic, String payload) {
                topics.from(topic).ifPresentOrElse(from -> {
                    if (!from.user().equals(settings.user())) {
                        if (from.kind() != Topics.Kind.HELLO) {
                            opponent().received(from, payload); // heard only from the board seated opposite
                        }
                    } else if (from.kind() == Topics.Kind.HELLO) {
                        settle(connections.get());
                    } else if (from.kind() != Topics.Kind.PLIES) {
                        opponent().own(from, payload); // this board's seat, record and word kept by the broker: its generation, its word
                    } // this board's own plies echoed: nothing new
                }, () -> log.debug("ignored a message on {}", topic));
            }
        };
        this.link = new MqttLink(settings, news);
        Message.Seat seat = new Message.Seat(code.id(), local, settings.user(), rules);
        this.opponent = new RemoteOpponent(code, seat, hints, this::fault, clockMs, () -> link.refresh(topics.everyBoard()), r -> {
            outbox().refuse();
            fault(new Event.FaultChanged(clockMs.getAsLong(),
                    new FaultSource.Disagreement(r.board(), r.sameSide(), r.theirs(), r.ours()), "remote game refused: " + r.describe(), true));
        }, this::heard);
        this.outbox = new Outbox(code, seat, link::publish);
        link.subscribe(topics.everyBoard());
    }

    /**
     * The seats on the broker are in for connection {@code connection}: take this board's seat (then
     * its plies and words go out), or take the friend's other side (the controller is told and starts
     * the game again on that side), or refuse.
     */
    private void settle(int connection) {
        synchronized (this) {
            if (connection <= settled || connection != connections.get()) {
                return;
            }
            settled = connection;
        }
        Optional<Agreement.Decision> decision = opponent.settle(outbox.plies());
        opponent.game().ifPresent(outbox::game);
        decision.ifPresent(d -> {
            switch (d) {
                case Agreement.Decision.Sit s -> {
                    outbox.reconnected();
                    said.ifPresent(this::publish);
                }
                case Agreement.Decision.Adopt a -> {
                    log.info("game {}: the board {} plays {} ({}): this board takes {}",
                            codeId, a.friend().board(), a.friend().side().label(), a.friend().rules(), a.friend().side().other().label());
                    post.accept(new Event.SeatTaken(clockMs.getAsLong(), codeId, a.friend().side(), a.friend().rules()));
                }
                case Agreement.Decision.Refuse r -> { } // told by the opponent
            }
        });
    }

    /** The link's listener: what arrives from the broker (a test hands messages over here). */
    MqttLink.Listener listener() {
        return news;
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

    /**
     * This board's person says {@code word} (resign, offer a draw, accept or decline the other's
     * offer) at {@code game}'s ply count: kept, published retained, and again at every connection.
     */
    public void say(Opponent.Word word, io.github.morrisboard.engine.Game game) {
        Message.End end = new Message.End(opponent.game().orElse(topics.gameId()), local, word, game.plyCount());
        said = java.util.Optional.of(end);
        if (ending.heard(end)) {
            news();
        }
        publish(end);
    }

    /** A side's word changed the ending: the controller hears it as an {@link Event.Ending}. */
    private void news() {
        endingNews.accept(ending);
        post.accept(new Event.Ending(clockMs.getAsLong(), codeId, ending.result(), ending.offer()));
    }

    private void publish(Message.End end) {
        link.publish(topics.end(user), end.text(), true);
    }

    /** A side's word (this side's own, or the friend's, checked by the opponent). */
    private void heard(Message.End end) {
        if (ending.heard(end)) {
            news();
        }
    }

    /**
     * Told (on the link's thread, or the caller's) whenever a side's word changes the ending: an
     * offer to show, a result to save (the controller is told as well, by an {@link Event.Ending}).
     */
    public void onEnding(Consumer<Ending> listener) {
        this.endingNews = listener;
    }

    /**
     * This game is over on this board (finished, ended, abandoned): the faults it raised (a disagreement,
     * records that differ, a friend gone to the next game) are cleared, and none is raised after, so
     * none is shown in the board's next game.
     */
    public void over() {
        over = true;
        for (FaultSource f : raised) {
            post.accept(new Event.FaultChanged(clockMs.getAsLong(), f, "remote game " + codeId + " is over", false));
        }
        raised.clear();
    }

    /** A fault of this game's, other than the broker link's: kept for {@link #over}, and not raised once over. */
    private void fault(Event e) {
        if (e instanceof Event.FaultChanged f && f.active() && !(f.source() instanceof FaultSource.Opponent)) {
            if (over) {
                return;
            }
            raised.add(f.source());
        }
        post.accept(e);
    }

    /** This board left the game (abandoned it): the broker is told, so neither board's next game is taken for this one. */
    public void left() {
        outbox.left();
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
