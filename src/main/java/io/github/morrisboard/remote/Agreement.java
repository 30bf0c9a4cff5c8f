package io.github.morrisboard.remote;

import java.util.Optional;

/**
 * Whether two boards may play one game, as a pure value: each takes a side with its rules (a
 * retained {@link Message.Seat} per side). A board takes its seat only once the seats already on
 * the broker are in ({@link #settle}): a board joining a game whose other board already sits on
 * the side it chose, or plays other rules, takes the free side and those rules instead, as long as
 * it has played nothing ({@link Decision.Adopt}); so the friend's seat is never overwritten. Once
 * seated, a board refuses, for good, when another board takes its side, or the other side is
 * taken with other rules. Its own seat echoed back changes nothing.
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

    private final Message.Seat local;
    private Optional<Refusal> refusal = Optional.empty();
    /** The latest seat of this game taken by another board. */
    private Optional<Message.Seat> friend = Optional.empty();
    private boolean seated;
    private boolean adopted;

    Agreement(Message.Seat local) {
        this.local = local;
    }

    /** A seat of this game arrived; returns the refusal it causes, if it is the first (only once this board is seated). */
    synchronized Optional<Refusal> seen(Message.Seat seat) {
        if (refusal.isPresent() || !seat.gameId().equals(local.gameId()) || seat.board().equals(local.board())) {
            return Optional.empty();
        }
        friend = Optional.of(seat);
        if (!seated) {
            return Optional.empty(); // decided when the seats on the broker are in
        }
        refusal = conflict(seat);
        return refusal;
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
     * this board's game has. Empty: nothing to do (adopted or refused already).
     */
    synchronized Optional<Decision> settle(int plies) {
        if (adopted || refusal.isPresent()) {
            return Optional.empty();
        }
        Optional<Refusal> c = seated ? Optional.empty() : friend.flatMap(this::conflict);
        if (c.isEmpty()) {
            seated = true;
            return Optional.of(new Decision.Sit());
        }
        if (plies == 0) {
            adopted = true;
            return Optional.of(new Decision.Adopt(friend.orElseThrow()));
        }
        refusal = c;
        return Optional.of(new Decision.Refuse(c.get()));
    }

    /** Whether this board refused the game (then nothing more is played or sent). */
    synchronized boolean refused() {
        return refusal.isPresent();
    }

    /** Whether this board gives its seat up for the friend's other side (then it plays nothing of this game). */
    synchronized boolean adopted() {
        return adopted;
    }

    Message.Seat local() {
        return local;
    }
}
