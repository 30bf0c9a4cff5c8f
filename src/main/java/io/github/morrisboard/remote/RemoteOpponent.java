package io.github.morrisboard.remote;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.control.AiPort;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The friend on the other board as the control loop's {@link AiPort}: asked to "think" for the
 * opponent's side at ply N, it answers (an {@link Event.AiAnswer}) as soon as the opponent's ply
 * number N+1 is known, from a ply message or the retained record; the controller then announces
 * it with the AI's light language and reconciliation checks the person carrying it out.
 *
 * <p>Requests for the local side (hints) go to {@code hints}, the real AI. A later ply arriving
 * while the next is missing makes it read the record again ({@code askRecord}).
 */
public final class RemoteOpponent implements AiPort {
    private static final Logger log = LoggerFactory.getLogger(RemoteOpponent.class);

    private record Pending(long id, Game game) {
    }

    private final Color opponent;
    private final Inbox inbox;
    private final AiPort hints;
    private final Consumer<Event> post;
    private final LongSupplier clockMs;
    private final Runnable askRecord;
    private final Agreement agreement;
    private final Consumer<Agreement.Refusal> refused;
    private Optional<Pending> pending = Optional.empty();

    /**
     * @param seat    this board's seat (its side and rules), to be agreed with the other board's
     * @param refused told once when the boards disagree (on the link's thread): nothing more is played
     */
    public RemoteOpponent(GameCode code, Message.Seat seat, AiPort hints, Consumer<Event> post, LongSupplier clockMs,
                          Runnable askRecord, Consumer<Agreement.Refusal> refused) {
        this.opponent = seat.side().other();
        this.agreement = new Agreement(seat);
        this.refused = refused;
        this.inbox = new Inbox(code.id(), opponent);
        this.hints = hints;
        this.post = post;
        this.clockMs = clockMs;
        this.askRecord = askRecord;
    }

    @Override
    public synchronized void request(long id, Game game, Level level) {
        if (game.position().sideToMove() != opponent) {
            hints.request(id, game, level);
            return;
        }
        if (!inbox.agrees(game)) {
            log.error("the other board's record [{}] disagrees with this board's [{}]",
                    io.github.morrisboard.engine.Notation.format(inbox.record()), game.record());
        }
        if (agreement.refused() || agreement.adopted()) {
            return; // the boards disagree, or this board takes the other side: the other board's plies are never played here
        }
        pending = Optional.of(new Pending(id, game));
        answerIfKnown();
    }

    @Override
    public synchronized void cancel() {
        pending = Optional.empty();
        hints.cancel();
    }

    /** A message from the game's topics (on the link's thread). A bad one is logged in one line and changes nothing. */
    public synchronized void received(String topic, String payload) {
        Message m;
        try {
            m = Message.parse(payload);
        } catch (IllegalArgumentException e) {
            log.warn("ignored a message on {}: {}", topic, e.getMessage());
            return;
        }
        if (m instanceof Message.Seat seat) {
            agreement.seen(seat).ifPresent(r -> {
                log.error("remote game {} refused: {}", seat.gameId(), r.describe());
                pending = Optional.empty();
                refused.accept(r);
            });
            return;
        }
        Inbox.Outcome outcome = inbox.accept(m);
        switch (outcome) {
            case CONFLICT -> log.error("the other board sent {} which disagrees with what it sent before; kept the first", m.text());
            case DUPLICATE, IGNORED -> log.debug("{}: {}", outcome, m.text());
            case NEW -> log.debug("received {}", m.text());
        }
        if (outcome == Inbox.Outcome.NEW) {
            answerIfKnown();
        }
        pending.filter(p -> inbox.gap(p.game())).ifPresent(p -> {
            log.info("ply {} is missing while later ones arrived: reading the record", p.game().plyCount() + 1);
            askRecord.run();
        });
    }

    private void answerIfKnown() {
        if (pending.isEmpty() || agreement.refused() || agreement.adopted()) {
            return;
        }
        Pending p = pending.get();
        Optional<Ply> next = inbox.next(p.game());
        if (next.isPresent()) {
            pending = Optional.empty();
            log.info("the opponent ({}) played ply {}: {}", opponent.label(), p.game().plyCount() + 1, next.get());
            post.accept(new Event.AiAnswer(clockMs.getAsLong(), p.id(), next.get()));
        }
    }

    /**
     * The seats already on the broker are in: what this board does now (take its seat, take the
     * friend's other side, or refuse: then {@code refused} is told). {@code plies}: this board's game's length.
     */
    synchronized Optional<Agreement.Decision> settle(int plies) {
        Optional<Agreement.Decision> d = agreement.settle(plies);
        if (d.isPresent() && d.get() instanceof Agreement.Decision.Refuse r) {
            log.error("remote game refused: {}", r.refusal().describe());
            pending = Optional.empty();
            refused.accept(r.refusal());
        }
        return d;
    }

    /** The length of the longest record seen on the game's record topic (either board's). */
    public synchronized int recordLength() {
        return inbox.record().size();
    }

    /** The side the other board plays. */
    public Color opponent() {
        return opponent;
    }
}
