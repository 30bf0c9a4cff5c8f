package io.github.morrisboard.remote;

import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.control.Opponent.Word;
import io.github.morrisboard.control.Event;
import io.github.morrisboard.control.FaultSource;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.setup.Setup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The friend on the other board as the control loop's {@link Opponent}: asked to "think" for the
 * opponent's side at ply N, it answers (an {@link Event.OpponentPly}) as soon as the opponent's ply
 * number N+1 is known, from a ply message or the retained record; the controller then announces
 * it with the AI's light language and reconciliation checks the person carrying it out.
 *
 * <p>It hears the board seated opposite only (the {@link Agreement}'s friend), whose broker user is
 * the topic's, never a payload's word. Requests for the local side (hints) go to {@code hints}, the
 * real AI. A later ply arriving while the next is missing makes it read the record again
 * ({@code askRecord}).
 */
public final class RemoteOpponent implements Opponent {
    private static final Logger log = LoggerFactory.getLogger(RemoteOpponent.class);

    private record Pending(long id, Game game) {
    }

    private final Color opponent;
    private Inbox inbox;
    /** This game's id with its generation ({@link Generation}), once decided at the first settle; empty before: nothing is applied. */
    private Optional<String> game = Optional.empty();
    private final String code;
    /** What the broker kept of this board ({@link #own}) and of each other board, for the generation. */
    private Optional<Generation.Heard> ownHeard = Optional.empty();
    private final Map<String, Generation.Heard> othersHeard = new HashMap<>();
    /** This board's own word kept by the broker, applied once its generation is known. */
    private Optional<Message.End> ownWord = Optional.empty();
    /** Whether the players were told that the other board left this game for a later one ({@link #leftFor}). */
    private boolean left;
    private final Opponent hints;
    private final Consumer<Event> post;
    private final LongSupplier clockMs;
    private final Runnable askRecord;
    private final Agreement agreement;
    private final Consumer<Agreement.Refusal> refused;
    private final Consumer<Message.End> words;
    private final Topics topics;
    /** Records and words of boards not seated yet, the latest of each kind (of at most {@link #STASHED_BOARDS} boards). */
    private final Map<String, Map<Topics.Kind, Message>> stash = new HashMap<>();
    private static final int STASHED_BOARDS = 8;
    /** The boards not heard (logged once each). */
    private final Set<String> unheard = new HashSet<>();
    private Optional<Pending> pending = Optional.empty();
    /** The ply number from which the other board's record differs from this board's game, once seen. */
    private Optional<Integer> divergedAt = Optional.empty();

    /**
     * @param seat    this board's seat (its side and rules), to be agreed with the other board's
     * @param refused told once when the boards disagree (on the link's thread): nothing more is played
     * @param words   told each word of the friend's side on ending the game (on the link's thread)
     */
    public RemoteOpponent(GameCode code, Message.Seat seat, Opponent hints, Consumer<Event> post, LongSupplier clockMs,
                          Runnable askRecord, Consumer<Agreement.Refusal> refused, Consumer<Message.End> words) {
        this.topics = Topics.of(code);
        this.words = words;
        this.opponent = seat.side().other();
        this.agreement = new Agreement(seat);
        this.refused = refused;
        this.code = code.id();
        this.inbox = new Inbox(code.id(), opponent); // replaced by the generation's at the first settle
        this.hints = hints;
        this.post = post;
        this.clockMs = clockMs;
        this.askRecord = askRecord;
    }

    @Override
    public synchronized void request(long id, Setup setup, Game game, Level level) {
        if (game.position().sideToMove() != opponent) {
            hints.request(id, setup, game, level);
            return;
        }
        if (diverged(game) || agreement.refused() || agreement.adopted()) {
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

    /**
     * A message another board published under its user {@code from.user()} (on the link's thread).
     * Only the friend's plies, record and words count (see {@link Agreement}); a third board's, or
     * anything of a board before its seat is known, is never applied (logged once per board), except
     * that a record or word of a board not seated yet is kept (the latest of each) in case its seat
     * comes later: the broker delivers the retained messages of a subscription in no given order.
     * A bad message is logged in one line and changes nothing.
     */
    public synchronized void received(Topics.From from, String payload) {
        Optional<Message> read = topics.read(from, payload);
        if (read.isEmpty()) {
            return;
        }
        Message m = read.get();
        heard(from.user(), m);
        leftFor(from.user(), m.gameId());
        if (m instanceof Message.Seat s) {
            Message.Seat seat = new Message.Seat(s.gameId(), s.side(), from.user(), s.rules()); // the sender is the topic's user
            switch (agreement.seen(seat)) {
                case FRIEND -> friendFound(seat);
                case REFUSED -> {
                    Agreement.Refusal r = agreement.refusal().orElseThrow();
                    log.error("remote game {} refused: {}", seat.gameId(), r.describe());
                    pending = Optional.empty();
                    refused.accept(r);
                }
                case IGNORED -> unheard(seat.board(), seat);
                case KEPT -> { }
            }
            return;
        }
        if (agreement.friend().filter(from.user()::equals).isPresent()) {
            fromFriend(m);
        } else {
            if (agreement.friend().isEmpty() && !(m instanceof Message.PlyMessage)
                    && (stash.containsKey(from.user()) || stash.size() < STASHED_BOARDS)) {
                stash.computeIfAbsent(from.user(), u -> new EnumMap<>(Topics.Kind.class)).put(from.kind(), m);
            }
            unheard(from.user(), m);
        }
    }

    /** {@code seat}'s user is the friend from now on: what it sent before is applied. */
    private void friendFound(Message.Seat seat) {
        log.info("game {}: the board {} plays {}: its plies and words are heard from now on", game.orElse(code), seat.board(),
                seat.side().label());
        Map<Topics.Kind, Message> kept = stash.remove(seat.board());
        stash.clear();
        if (kept != null) {
            kept.values().forEach(this::fromFriend);
        }
    }

    /**
     * Whether {@code m} of {@code user} says that board has opened a later game under this code than the
     * one this board plays (the friend's, or before a friend sat any board's): then it never plays this
     * one on, and the players are told, once (a {@link FaultSource.Diverged} at ply 0), not left waiting.
     */
    private void leftFor(String user, String gameId) {
        if (game.isEmpty() || left || Generation.of(gameId) <= Generation.of(game.get())
                || !agreement.friend().or(agreement::candidate).map(user::equals).orElse(true)) {
            return;
        }
        left = true;
        log.error("game {}: the board {} plays {} now, the code's next game: this one cannot go on", game.get(), user, gameId);
        post.accept(new Event.FaultChanged(clockMs.getAsLong(), new FaultSource.Diverged(user, 0),
                "remote game stopped: the other board " + user + " has left this game for the code's next one", true));
    }

    /** Logs, once per board, that a board which is not the friend was not heard (before any friend sat: at debug level). */
    private void unheard(String user, Message m) {
        Optional<String> friend = agreement.friend();
        if (friend.isEmpty()) {
            log.debug("game {}: {} is not seated yet: {}", topics.gameId(), user, m.text());
        } else if (unheard.add(user)) {
            log.info("game {}: not heard from the board {} (the board seated opposite is {}): {}", topics.gameId(), user, friend.get(), m.text());
        } else {
            log.debug("not heard from {}: {}", user, m.text());
        }
    }

    /** Notes what a message says of its board's game under this code (its generation, its record, an end). */
    private void heard(String user, Message m) {
        Generation.Heard before = othersHeard.getOrDefault(user, new Generation.Heard(-1, 0, false));
        othersHeard.put(user, next(before, m));
    }

    private static Generation.Heard next(Generation.Heard before, Message m) {
        int g = Generation.of(m.gameId());
        if (g < 0) {
            return before;
        }
        Generation.Heard base = g == before.generation() ? before : new Generation.Heard(g, 0, false);
        return switch (m) {
            case Message.Seat s -> g >= before.generation() ? base : before;
            case Message.Record r -> g >= before.generation() ? new Generation.Heard(g, r.plies().size(), base.ended()) : before;
            case Message.End e -> g >= before.generation() && (e.word() == Word.RESIGN || e.word() == Word.ACCEPT)
                    ? new Generation.Heard(g, base.plies(), true) : before;
            case Message.PlyMessage p -> before;
        };
    }

    /**
     * This board's own seat, record or word, echoed by the broker (after a restart, the only copy): what
     * the broker kept of this board's game under the code, for the generation; its word, once of this
     * game, is told to {@code words}.
     */
    public synchronized void own(Topics.From from, String payload) {
        topics.read(from, payload).ifPresent(m -> {
            if (!(m instanceof Message.Seat || m instanceof Message.Record || m instanceof Message.End)) {
                return;
            }
            ownHeard = Optional.of(next(ownHeard.orElse(new Generation.Heard(-1, 0, false)), m));
            if (m instanceof Message.End end && end.side() == opponent.other()) {
                if (game.isPresent()) {
                    if (game.get().equals(end.gameId())) {
                        words.accept(end);
                    }
                } else {
                    ownWord = Optional.of(end);
                }
            }
        });
    }

    /** The game id this board plays (its code and generation), once decided. */
    public synchronized Optional<String> game() {
        return game;
    }

    private void fromFriend(Message m) {
        if (game.isEmpty() || !m.gameId().equals(game.get())) { // no friend before the generation is known, so only another game's
            log.debug("of another game under this code: {}", m.text());
            return;
        }
        if (m instanceof Message.End end) {
            if (end.side() == opponent) {
                words.accept(end);
            } else {
                log.warn("ignored the other board's word for this board's side: {}", end.text());
            }
            return;
        }
        Inbox.Outcome outcome = inbox.accept(m);
        switch (outcome) {
            case CONFLICT -> log.warn("the other board sent {} which disagrees with what it sent before: only a ply legal here is played", m.text());
            case DUPLICATE, IGNORED -> log.debug("{}: {}", outcome, m.text());
            case NEW -> log.debug("received {}", m.text());
        }
        if (outcome == Inbox.Outcome.NEW || outcome == Inbox.Outcome.CONFLICT) { // another ply for a number: perhaps the legal one
            answerIfKnown();
        }
        pending.filter(p -> inbox.gap(p.game())).ifPresent(p -> {
            log.info("ply {} is missing while later ones arrived: reading the record", p.game().plyCount() + 1);
            askRecord.run();
        });
    }

    /**
     * Whether the other board's record has another ply than {@code game} somewhere: then the boards
     * play different games and this board plays nothing more of it; the players are told (a
     * {@link FaultSource.Diverged} fault, once), not only the log.
     */
    private boolean diverged(Game game) {
        OptionalInt at = inbox.differs(game);
        if (at.isEmpty()) {
            return divergedAt.isPresent();
        }
        if (divergedAt.isEmpty()) {
            divergedAt = Optional.of(at.getAsInt());
            log.error("the other board's record [{}] disagrees with this board's [{}] from ply {}: the game stops here",
                    io.github.morrisboard.engine.Notation.format(inbox.record()), game.record(), at.getAsInt());
            pending = Optional.empty();
            post.accept(new Event.FaultChanged(clockMs.getAsLong(), new FaultSource.Diverged(agreement.friend().orElse("?"), at.getAsInt()),
                    "remote game stopped: the other board's record differs from ply " + at.getAsInt(), true));
        }
        return true;
    }

    private void answerIfKnown() {
        if (pending.isEmpty() || this.game.isEmpty() || agreement.refused() || agreement.adopted()) {
            return;
        }
        Pending p = pending.get();
        if (diverged(p.game())) {
            return;
        }
        Optional<Ply> next = inbox.next(p.game());
        if (next.isPresent()) {
            pending = Optional.empty();
            log.info("the opponent ({}) played ply {}: {}", opponent.label(), p.game().plyCount() + 1, next.get());
            post.accept(new Event.OpponentPly(clockMs.getAsLong(), p.id(), next.get()));
        }
    }

    /**
     * The seats already on the broker are in: what this board does now (take its seat, take the
     * friend's other side, or refuse: then {@code refused} is told). {@code plies}: this board's game's length.
     */
    synchronized Optional<Agreement.Decision> settle(int plies) {
        if (game.isEmpty()) {
            Optional<Generation.Heard> friendHeard = agreement.candidate().map(othersHeard::get)
                    .or(() -> othersHeard.values().stream().max(java.util.Comparator.comparingInt(Generation.Heard::generation)))
                    .filter(h -> h.generation() >= 0);
            int g = Generation.decide(ownHeard.filter(h -> h.generation() >= 0), friendHeard, plies);
            game = Optional.of(Generation.id(code, g));
            inbox = new Inbox(game.get(), opponent);
            log.info("game {}: this board plays generation {} of the code ({} plies here; the broker kept this board's {}, the other's {})",
                    code, g, plies, ownHeard, friendHeard);
            ownWord.filter(e -> e.gameId().equals(game.get())).ifPresent(words);
            ownWord = Optional.empty();
        }
        boolean seated = agreement.friend().isPresent();
        Optional<Agreement.Decision> d = agreement.settle(plies, game.get());
        if (!seated) { // the friend is the first board seated in this generation: what it sent before applies now
            agreement.friend().flatMap(f -> agreement.seat(f)).ifPresent(this::friendFound);
        }
        othersHeard.forEach((user, h) -> leftFor(user, Generation.id(code, Math.max(h.generation(), 0))));
        if (d.isPresent() && d.get() instanceof Agreement.Decision.Refuse r) {
            log.error("remote game refused: {}", r.refusal().describe());
            pending = Optional.empty();
            refused.accept(r.refusal());
        }
        return d;
    }

    /** The user of the board seated opposite (the only one heard), once known. */
    public Optional<String> friend() {
        return agreement.friend();
    }

    /** The side the other board plays. */
    public Color opponent() {
        return opponent;
    }
}
