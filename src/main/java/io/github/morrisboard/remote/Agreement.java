package io.github.morrisboard.remote;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Whether two boards may play one game, and which other board is the friend, as a pure value: each
 * board takes a side with its rules (a retained {@link Message.Seat} under its broker user). Only
 * seats of the game this board plays count ({@link Generation}: a code's earlier games' seats are
 * kept by the broker too), so nothing is decided before the first {@link #settle} names it. The
 * friend is the first other user whose seat takes the other side with the same rules; from then on
 * this board hears plies, records and words from that user only, and every other user's seat is
 * ignored ({@link Seen#IGNORED}). A board takes its seat only once the seats already on the broker
 * are in ({@link #settle}): with a friend there it sits; else a board joining a game whose only
 * other board sits on the side it chose, or plays other rules, takes the free side and those rules
 * instead, as long as it has played nothing ({@link Decision.Adopt}), so the friend's seat is never
 * overwritten. Once seated, a board refuses, for good, when the friend takes its side or other
 * rules, or, while it has no friend yet, when another board does. Its own seat echoed back changes
 * nothing.
 */
final class Agreement {
    /** Why the boards cannot play: another board on our side, or the other side with other rules. */
    record Refusal(String board, boolean sameSide, String theirs, String ours) {
        String describe() {
            return sameSide ? "the board " + board + " plays " + ours + " too: one of them must choose the other colour"
                    : "the board " + board + " plays the rules " + theirs + ", this one " + ours + ": choose the same rules on both";
        }
    }

    /** What this board does once the broker's seats are in. */
    sealed interface Decision {
        /** Take (or take again) this board's seat: nothing disagrees. */
        record Sit() implements Decision {
        }

        /** The friend's board sits first: play the other side of {@code friend}, with its rules (this board played nothing yet). */
        record Adopt(Message.Seat friend) implements Decision {
        }

        /** The boards disagree and this board has played: nothing more is played or sent. */
        record Refuse(Refusal refusal) implements Decision {
        }
    }

    /** What one seat did. */
    enum Seen {
        /** Nothing changed for the friend (this board's own seat, a seat kept for {@link #settle}, the friend's same seat again). */
        KEPT,
        /** Its user is the friend from now on. */
        FRIEND,
        /** The seat of a third user (a friend is seated already), or any seat after a refusal: ignored. */
        IGNORED,
        /** It makes this board refuse the game ({@link #refusal()}). */
        REFUSED
    }

    private final Message.Seat local;
    private Optional<Refusal> refusal = Optional.empty();
    /** The other users' latest seats, in the order their users were first seen (before a friend is found). */
    private final Map<String, Message.Seat> others = new LinkedHashMap<>();
    private Optional<String> friend = Optional.empty();
    /** The game id (code and generation) this board plays, from the first {@link #settle}: only its seats count. */
    private Optional<String> game = Optional.empty();
    private boolean seated;
    private boolean adopted;

    Agreement(Message.Seat local) {
        this.local = local;
    }

    /** A seat of this game arrived, its {@link Message.Seat#board()} the user it was published under. */
    synchronized Seen seen(Message.Seat seat) {
        if (!Generation.code(seat.gameId()).equals(Generation.code(local.gameId())) || seat.board().equals(local.board())) {
            return Seen.KEPT;
        }
        if (game.isEmpty()) {
            others.put(seat.board(), seat); // counted at settle, if it is of the generation this board plays
            return Seen.KEPT;
        }
        if (!seat.gameId().equals(game.get()) || refusal.isPresent() || friend.isPresent() && !friend.get().equals(seat.board())) {
            return Seen.IGNORED; // a seat of another game under this code (an earlier one's, kept by the broker) never counts
        }
        others.put(seat.board(), seat);
        Optional<Refusal> c = conflict(seat);
        if (friend.isEmpty() && c.isEmpty()) {
            friend = Optional.of(seat.board());
            return Seen.FRIEND;
        }
        if (!seated || c.isEmpty()) {
            return Seen.KEPT; // decided when the seats on the broker are in (or the friend's seat again)
        }
        refusal = c;
        return Seen.REFUSED;
    }

    private Optional<Refusal> conflict(Message.Seat seat) {
        if (seat.side() == local.side()) {
            return Optional.of(new Refusal(seat.board(), true, seat.side().label(), local.side().label()));
        }
        if (!seat.rules().equals(local.rules())) {
            return Optional.of(new Refusal(seat.board(), false, seat.rules().toString(), local.rules().toString()));
        }
        return Optional.empty();
    }

    /**
     * The seats already on the broker are in (at each connection); {@code plies}: how many plies
     * this board's game has; {@code gameId}: the game (code and generation) it plays, decided at the
     * first settle: the seats of other generations kept so far are dropped, and the friend is the first
     * other board seated in this one. Empty: nothing to do (adopted or refused already).
     */
    synchronized Optional<Decision> settle(int plies, String gameId) {
        if (game.isEmpty()) { // the generation is known from now on: only its seats count, for the friend as for the sides
            game = Optional.of(gameId);
            others.values().removeIf(s -> !s.gameId().equals(gameId));
            friend = others.values().stream().filter(s -> conflict(s).isEmpty()).map(Message.Seat::board).findFirst();
        }
        if (adopted || refusal.isPresent()) {
            return Optional.empty();
        }
        Optional<Message.Seat> other = seated ? Optional.empty()
                : friend.map(others::get).or(() -> others.values().stream().findFirst()); // the friend's latest, else the first other

        Optional<Refusal> c = other.flatMap(this::conflict);
        if (c.isEmpty()) {
            seated = true;
            return Optional.of(new Decision.Sit());
        }
        if (plies == 0) {
            adopted = true;
            return Optional.of(new Decision.Adopt(other.orElseThrow()));
        }
        refusal = c;
        return Optional.of(new Decision.Refuse(c.get()));
    }

    /**
     * Before the first {@link #settle}: the board likely to be the friend (the first whose latest seat,
     * of any generation, takes the other side with the same rules), for deciding the generation only.
     */
    synchronized Optional<String> candidate() {
        return friend.or(() -> others.values().stream().filter(s -> conflict(s).isEmpty()).map(Message.Seat::board).findFirst());
    }

    /** The user whose board sits opposite with the same rules: the only one this board hears. */
    synchronized Optional<String> friend() {
        return friend;
    }

    /** The latest seat of {@code board} in this game, if it sat. */
    synchronized Optional<Message.Seat> seat(String board) {
        return Optional.ofNullable(others.get(board));
    }

    /** Whether this board refused the game (then nothing more is played or sent). */
    synchronized boolean refused() {
        return refusal.isPresent();
    }

    synchronized Optional<Refusal> refusal() {
        return refusal;
    }

    /** Whether this board gives its seat up for the friend's other side (then it plays nothing of this game). */
    synchronized boolean adopted() {
        return adopted;
    }

    Message.Seat local() {
        return local;
    }
}
