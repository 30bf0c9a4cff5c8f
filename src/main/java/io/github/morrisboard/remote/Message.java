package io.github.morrisboard.remote;

import io.github.morrisboard.control.Opponent;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the boards of one game say to each other, one line of text each (version 1):
 * <pre>
 * morrisboard/1 ply a1-b4-d2-g7 7 black a1-a4        a ply: game id, its number (1 = the first), the side, the ply
 * morrisboard/1 record a1-b4-d2-g7 9 d2 d6 b4 ...    the whole record: game id, how many plies, the plies
 * morrisboard/1 seat a1-b4-d2-g7 white boardA standard   a board's side: game id, side, the board (its user), the rules
 * morrisboard/1 end a1-b4-d2-g7 black offer 24           a side's word: resign, offer (a draw), accept, decline, at a ply count
 * </pre>
 * The game id is the code and its {@link Generation} ({@code a1-b4-d2-g7.2}; the code alone for generation 0).
 * Each board publishes them under its own broker user ({@link Topics}); a receiver takes the sender
 * from the topic, so the board word of a seat is for a person reading the broker, never trusted.
 * A ply's number is the game's ply count once it is played, so every ply has exactly one number
 * and a repeated or late message is recognised at once.
 */
public sealed interface Message {
    String PREFIX = "morrisboard/1";

    String gameId();

    String text();

    /** Ply number {@code number} of the game, played by {@code side}. */
    record PlyMessage(String gameId, int number, Color side, Ply ply) implements Message {
        public PlyMessage {
            if (number < 1) {
                throw new IllegalArgumentException("ply numbers start at 1, not " + number);
            }
        }

        @Override
        public String text() {
            return PREFIX + " ply " + gameId + " " + number + " " + side.label() + " " + ply;
        }
    }

    /** The game's whole record. */
    record Record(String gameId, List<Ply> plies) implements Message {
        public Record {
            plies = List.copyOf(plies);
        }

        @Override
        public String text() {
            StringBuilder sb = new StringBuilder(PREFIX + " record " + gameId + " " + plies.size());
            plies.forEach(p -> sb.append(' ').append(p));
            return sb.toString();
        }
    }

    /**
     * A board takes a side of the game with these rules (retained, one per side): the other board
     * refuses to play on when it plays the same side or other rules.
     */
    record Seat(String gameId, Color side, String board, Rules rules) implements Message {
        public Seat {
            if (board.isEmpty() || board.chars().anyMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException("a board's name has no spaces and is not empty: \"" + board + "\"");
            }
        }

        @Override
        public String text() {
            return PREFIX + " seat " + gameId + " " + side.label() + " " + board + " " + rules;
        }
    }

    /** A side's word on ending the game at ply count {@code plies} (see {@link Ending}). */
    record End(String gameId, Color side, Opponent.Word word, int plies) implements Message {
        public End {
            if (plies < 0) {
                throw new IllegalArgumentException("a ply count is not negative, not " + plies);
            }
        }

        @Override
        public String text() {
            return PREFIX + " end " + gameId + " " + side.label() + " " + Ending.text(word) + " " + plies;
        }
    }

    /**
     * Reads one message; throws {@link IllegalArgumentException} saying what is wrong with it (whatever
     * a part's parser throws, a rules text's or a ply's, becomes that one exception).
     */
    static Message parse(String text) {
        try {
            return read(text);
        } catch (IllegalArgumentException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("cannot read \"" + abbreviate(text) + "\": " + e, e);
        }
    }

    private static Message read(String text) {
        String[] w = text.strip().split("\\s+");
        if (w.length < 4 || !w[0].equals(PREFIX)) {
            throw new IllegalArgumentException("not a " + PREFIX + " message: \"" + abbreviate(text) + "\"");
        }
        if (w[1].equals("seat")) {
            if (w.length != 6) {
                throw new IllegalArgumentException("a seat message has 6 words: \"" + abbreviate(text) + "\"");
            }
            return new Seat(w[2], side(w[3]), w[4], Rules.parse(w[5]));
        }
        if (w[1].equals("end")) {
            if (w.length != 6) {
                throw new IllegalArgumentException("an end message has 6 words: \"" + abbreviate(text) + "\"");
            }
            try {
                return new End(w[2], side(w[3]), Ending.parse(w[4]), Integer.parseInt(w[5]));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("not an end message (resign|offer|accept|decline and a ply count): \""
                        + abbreviate(text) + "\"");
            }
        }
        int n;
        try {
            n = Integer.parseInt(w[3]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("\"" + w[3] + "\" is not a ply number in \"" + abbreviate(text) + "\"");
        }
        return switch (w[1]) {
            case "ply" -> {
                if (w.length != 6) {
                    throw new IllegalArgumentException("a ply message has 6 words: \"" + abbreviate(text) + "\"");
                }
                yield new PlyMessage(w[2], n, side(w[4]), Notation.parsePly(w[5]));
            }
            case "record" -> {
                if (w.length != 4 + n) {
                    throw new IllegalArgumentException("a record of " + n + " plies has " + (w.length - 4) + ": \"" + abbreviate(text) + "\"");
                }
                List<Ply> plies = new ArrayList<>(n);
                for (int i = 4; i < w.length; i++) {
                    plies.add(Notation.parsePly(w[i]));
                }
                yield new Record(w[2], plies);
            }
            default -> throw new IllegalArgumentException("unknown message kind \"" + w[1] + "\"");
        };
    }

    private static Color side(String word) {
        try {
            return Color.parse(word.toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("\"" + word + "\" is not a side (" + e.getMessage() + ")");
        }
    }

    private static String abbreviate(String s) {
        return s.length() <= 80 ? s : s.substring(0, 77) + "...";
    }
}
