package io.github.morrisboard.remote;

import io.github.morrisboard.engine.Color;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * How a remote game ends by the players' word rather than on the board, as a pure value: each
 * side's latest word ({@link Message.End}: resign, a draw offer, accepting or declining one, each
 * at a ply count). Both boards hold the same two words (each side's is retained on the broker),
 * so both reach the same {@link #result()}: a resignation at any time; a draw when one side's offer
 * at ply N is accepted by the other at ply N. An offer made before a later ply is stale.
 */
public final class Ending {
    /** What a side says. */
    public enum Word {
        RESIGN, OFFER, ACCEPT, DECLINE;

        String text() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        static Word parse(String w) {
            return valueOf(w.toUpperCase(java.util.Locale.ROOT));
        }
    }

    private final Map<Color, Message.End> said = new EnumMap<>(Color.class);

    /** A side's word (either board's, arriving in any order, repeated or not). Returns whether it is news. */
    public synchronized boolean heard(Message.End end) {
        Message.End before = said.get(end.side());
        if (end.equals(before) || before != null && before.word() == Word.RESIGN) {
            return false; // a resignation is final
        }
        said.put(end.side(), end);
        return true;
    }

    /** The game's end by word, once there is one: {@code white resigned} or {@code draw agreed}. */
    public synchronized Optional<String> result() {
        for (Color c : Color.values()) {
            Message.End e = said.get(c);
            if (e != null && e.word() == Word.RESIGN) {
                return Optional.of(c.label() + " resigned: " + c.other().label() + " wins");
            }
        }
        for (Color c : Color.values()) {
            Message.End offer = said.get(c), answer = said.get(c.other());
            if (offer != null && answer != null && offer.word() == Word.OFFER && answer.word() == Word.ACCEPT
                    && offer.plies() == answer.plies()) {
                return Optional.of("draw agreed");
            }
        }
        return Optional.empty();
    }

    /** A draw offer by {@code side} standing at ply count {@code plies} (not answered yet), if any. */
    public synchronized boolean offered(Color side, int plies) {
        Message.End offer = said.get(side), answer = said.get(side.other());
        return offer != null && offer.word() == Word.OFFER && offer.plies() == plies
                && (answer == null || answer.plies() != plies || answer.word() == Word.OFFER);
    }
}
