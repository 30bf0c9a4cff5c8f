package io.github.morrisboard.remote;

import java.util.Optional;

/**
 * Whether two boards may play one game, as a pure value: each takes a side with its rules (a
 * retained {@link Message.Seat} per side). This board refuses, for good, when another board takes
 * its side, or the other side is taken with other rules. Its own seat echoed back changes nothing.
 */
final class Agreement {
    /** Why the boards cannot play: another board on our side, or the other side with other rules. */
    record Refusal(String board, boolean sameSide, String theirs, String ours) {
        String describe() {
            return sameSide ? "the board " + board + " plays " + ours + " too: one of them must choose the other colour"
                    : "the board " + board + " plays the rules " + theirs + ", this one " + ours + ": choose the same rules on both";
        }
    }

    private final Message.Seat local;
    private Optional<Refusal> refusal = Optional.empty();

    Agreement(Message.Seat local) {
        this.local = local;
    }

    /** A seat of this game arrived; returns the refusal it causes, if it is the first. */
    Optional<Refusal> seen(Message.Seat seat) {
        if (refusal.isPresent() || !seat.gameId().equals(local.gameId())) {
            return Optional.empty();
        }
        if (seat.side() == local.side()) {
            if (!seat.board().equals(local.board())) {
                refusal = Optional.of(new Refusal(seat.board(), true, seat.side().label(), local.side().label()));
            }
        } else if (!seat.rules().equals(local.rules())) {
            refusal = Optional.of(new Refusal(seat.board(), false, seat.rules().toString(), local.rules().toString()));
        }
        return refusal;
    }

    /** Whether this board refused the game (then nothing more is played or sent). */
    boolean refused() {
        return refusal.isPresent();
    }

    Message.Seat local() {
        return local;
    }
}
