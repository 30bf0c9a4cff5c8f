package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A position as one line of text, for a person to type and for the files to keep a game's start:
 * <pre>
 * W:a1,d2,g4 B:d6,g7 hand 6/7 black to move
 * </pre>
 * {@code W:} and {@code B:} list each side's points (commas or spaces between them; {@code W:-} or no
 * {@code W:} at all for none), {@code hand N/M} the pieces white and black still have to place (left out:
 * none, the moving phase), and the side to move ({@code white to move}, {@code black to move}; {@code to move}
 * may be left out). Case and extra spaces do not matter. The canonical form ({@link #format}) lists the
 * points in the board's order, writes {@code W:-} for a side without pieces, and leaves out {@code hand 0/0}.
 *
 * <p>The text is read under the game's {@link Rules} and must be a position a game can reach and go on
 * from; otherwise it is refused naming one {@link Problem} ({@link Read.Refused}): a word or point it does
 * not know, a point named twice or for both sides, no side to move, a removal owed, more pieces than the
 * rules give, hands that cannot go with the side to move (white places first: with white to move both
 * hands are equal, with black to move black holds one more), more pieces taken during the placing than
 * mills could have taken (a mill needs three pieces of its own: after placing {@code n}, at most
 * {@code n - 2} taken, twice that with double removal), a side down to two pieces, or a game already over.
 * A position read has no moving plies counted towards the no-removal draw and no mill used (the
 * one-time-mill rule); pure, like the rest of the engine.
 */
public final class PositionText {
    /** The example the refusals show. */
    public static final String EXAMPLE = "W:a1,d2,g4 B:d6,g7 hand 6/7 black to move";
    /** The longest piece of the text a refusal repeats. */
    static final int QUOTED = 24;

    private PositionText() {
    }

    /** Why a text is not a position to set up. */
    public enum Problem {
        /** Nothing to read. */
        EMPTY,
        /** A word that is not part of a position ({@code args}: the word). */
        WORD,
        /** Not a point of the board ({@code args}: the text). */
        POINT,
        /** A point, a side's list, the hands or the side to move given twice ({@code args}: which). */
        TWICE,
        /** A point given to both sides ({@code args}: the point). */
        BOTH,
        /** {@code hand} without two numbers {@code N/M} ({@code args}: what followed it). */
        HAND,
        /** No side to move. */
        NO_SIDE,
        /** The side to move owes a removal ({@code side}). */
        OWED,
        /** More pieces on the board and in hand than the rules give ({@code side}; {@code args}: how many, the rules' number). */
        TOO_MANY,
        /** Hands that cannot go with the side to move ({@code side}: to move; {@code args}: white's, black's). */
        HANDS,
        /** More pieces taken than mills could have taken during the placing ({@code side}: the taker; {@code args}: taken, placed). */
        TAKEN,
        /** A side with fewer than three pieces: the game is over ({@code side}; {@code args}: its pieces). */
        FEW,
        /** The position ends the game ({@code args}: the outcome as {@link Outcome#describe()} says it). */
        OVER;

        /** The problem's name in files and on the page: lower case with dashes ({@code too-many}). */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** What reading a text gave: a position, or why not. */
    public sealed interface Read {
        /** The position the text describes. */
        record Ok(Position position) implements Read {
        }

        /** Not a position to set up: {@code problem}, the side it is about (if any) and what the sentence names. */
        record Refused(Problem problem, Optional<Color> side, List<String> args) implements Read {
            public Refused {
                args = List.copyOf(args);
            }

            /** In English, on one line: what is wrong and, for a word not understood, how a position is written. */
            public String describe() {
                String s = side.map(Color::label).orElse("");
                String a0 = args.isEmpty() ? "" : args.get(0), a1 = args.size() < 2 ? "" : args.get(1);
                return switch (problem) {
                    case EMPTY -> "no position: write it as " + EXAMPLE;
                    case WORD -> "\"" + a0 + "\" is not part of a position (write it as " + EXAMPLE + ")";
                    case POINT -> "\"" + a0 + "\" is not a point (points are " + Point.names(Point.ALL) + ")";
                    case TWICE -> "\"" + a0 + "\" is given twice";
                    case BOTH -> a0 + " is given to white and to black";
                    case HAND -> "hand takes the pieces white and black still have to place, as hand 6/7, not \"" + a0 + "\"";
                    case NO_SIDE -> "whose move is it? end with white to move or black to move";
                    case OWED -> s + " owes a removal: set the position up before the mill was closed, or with the piece already taken";
                    case TOO_MANY -> s + " has " + a0 + " pieces on the board and in hand; the rules give " + a1 + " a side";
                    case HANDS -> (side.orElseThrow() == Color.WHITE
                            ? "with white to move both sides have as many pieces in hand"
                            : "with black to move black has one piece more in hand than white")
                            + " (white places first), not " + a0 + " and " + a1;
                    case TAKEN -> s + " cannot have taken " + a0 + " pieces after placing " + a1
                            + " (each piece taken is a mill closed, and a mill needs three pieces)";
                    case FEW -> s + " has only " + a0 + " pieces: the game is over";
                    case OVER -> "the game is over in that position (" + a0 + ")";
                };
            }
        }
    }

    /** The canonical text of {@code p}, which must owe no removal: {@code W:a1,d2,g4 B:d6,g7 hand 6/7 black to move}. */
    public static String format(Position p) {
        if (p.removalsOwed() > 0) {
            throw new IllegalArgumentException("a position owing a removal has no position text: " + p);
        }
        StringBuilder s = new StringBuilder("W:").append(points(p.white())).append(" B:").append(points(p.black()));
        if (p.inHand(Color.WHITE) + p.inHand(Color.BLACK) > 0) {
            s.append(" hand ").append(p.inHand(Color.WHITE)).append('/').append(p.inHand(Color.BLACK));
        }
        return s.append(' ').append(p.sideToMove().label()).append(" to move").toString();
    }

    private static String points(int mask) {
        return mask == 0 ? "-" : Point.names(mask).replace(' ', ',');
    }

    /** {@code p} as text, or empty when it is the rules' start (a game from there needs no start written). */
    public static Optional<String> startOf(Game g) {
        Position start = g.startPosition();
        return start.equals(Position.start(g.rules())) ? Optional.empty() : Optional.of(format(start));
    }

    /** The position {@code text} describes under {@code rules}; throws {@link IllegalArgumentException} with {@link Read.Refused#describe()}. */
    public static Position parse(Rules rules, String text) {
        return switch (read(rules, text)) {
            case Read.Ok ok -> ok.position();
            case Read.Refused r -> throw new IllegalArgumentException(r.describe());
        };
    }

    /** Reads {@code text} under {@code rules}: a position a game can go on from, or the first problem found. Never throws. */
    public static Read read(Rules rules, String text) {
        List<String> tokens = tokens(text);
        if (tokens.isEmpty()) {
            return refused(Problem.EMPTY, null);
        }
        int[] pieces = {0, 0};
        int[] hand = {0, 0};
        boolean[] listed = {false, false};
        boolean handGiven = false;
        Color side = null;
        Color listing = null;
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            Optional<Color> label = label(t);
            if (label.isPresent()) {
                Color c = label.get();
                if (listed[c.index()]) {
                    return refused(Problem.TWICE, null, c == Color.WHITE ? "W:" : "B:");
                }
                listed[c.index()] = true;
                listing = c;
            } else if (t.equals("hand")) {
                listing = null;
                if (handGiven) {
                    return refused(Problem.TWICE, null, "hand");
                }
                handGiven = true;
                String n = i + 1 < tokens.size() ? tokens.get(++i) : "";
                if (!n.matches("[0-9]{1,2}/[0-9]{1,2}")) {
                    return refused(Problem.HAND, null, quoted(n));
                }
                hand[0] = Integer.parseInt(n.substring(0, n.indexOf('/')));
                hand[1] = Integer.parseInt(n.substring(n.indexOf('/') + 1));
            } else if (t.equals("white") || t.equals("black")) {
                listing = null;
                Color c = Color.parse(t);
                if (side != null) {
                    return refused(Problem.TWICE, null, t + " to move");
                }
                side = c;
                if (i + 1 < tokens.size() && tokens.get(i + 1).equals("to")) {
                    i++;
                    String what = i + 1 < tokens.size() ? tokens.get(++i) : "";
                    if (what.equals("remove")) {
                        return refused(Problem.OWED, c);
                    }
                    if (!what.equals("move")) {
                        return refused(Problem.WORD, null, quoted(what.isEmpty() ? "to" : what));
                    }
                }
            } else if (listing != null && t.equals("-")) {
                continue;
            } else if (listing != null) {
                Optional<Integer> p = Point.find(t);
                if (p.isEmpty()) {
                    return refused(Problem.POINT, null, quoted(t));
                }
                int bit = Point.bit(p.get());
                if ((pieces[listing.index()] & bit) != 0) {
                    return refused(Problem.TWICE, null, quoted(t));
                }
                if ((pieces[listing.other().index()] & bit) != 0) {
                    return refused(Problem.BOTH, null, t);
                }
                pieces[listing.index()] |= bit;
            } else {
                return refused(Problem.WORD, null, quoted(t));
            }
        }
        if (side == null) {
            return refused(Problem.NO_SIDE, null);
        }
        return counted(rules, pieces, hand, side);
    }

    /** The counts a game can reach, then the position, if it is not over. */
    private static Read counted(Rules rules, int[] pieces, int[] hand, Color side) {
        for (Color c : Color.values()) {
            int total = Integer.bitCount(pieces[c.index()]) + hand[c.index()];
            if (total > rules.pieces()) {
                return refused(Problem.TOO_MANY, c, String.valueOf(total), String.valueOf(rules.pieces()));
            }
        }
        for (Color c : Color.values()) {
            int total = Integer.bitCount(pieces[c.index()]) + hand[c.index()];
            if (total < 3) {
                return refused(Problem.FEW, c, String.valueOf(total));
            }
        }
        boolean placing = hand[0] + hand[1] > 0;
        if (placing && hand[1] - hand[0] != (side == Color.WHITE ? 0 : 1)) {
            return refused(Problem.HANDS, side, String.valueOf(hand[0]), String.valueOf(hand[1]));
        }
        if (placing) {
            for (Color taker : Color.values()) {
                Color taken = taker.other();
                int lost = rules.pieces() - hand[taken.index()] - Integer.bitCount(pieces[taken.index()]);
                int placed = rules.pieces() - hand[taker.index()];
                int most = Math.max(0, placed - 2) * (rules.doubleRemoval() ? 2 : 1);
                if (lost > most) {
                    return refused(Problem.TAKEN, taker, String.valueOf(lost), String.valueOf(placed));
                }
            }
        }
        Position p = Position.of(rules, pieces[0], pieces[1], hand[0], hand[1], side, 0);
        Outcome o = p.outcome();
        return o.isOver() ? refused(Problem.OVER, null, o.describe()) : new Read.Ok(p);
    }

    private static Read.Refused refused(Problem problem, Color side, String... args) {
        return new Read.Refused(problem, Optional.ofNullable(side), List.of(args));
    }

    /** A piece of the person's text as a refusal repeats it: at most {@value #QUOTED} characters, on one line. */
    private static String quoted(String s) {
        StringBuilder b = new StringBuilder();
        s.codePoints().limit(QUOTED).forEach(c -> b.appendCodePoint(Character.isISOControl(c) || c == '"'
                || Character.getType(c) == Character.LINE_SEPARATOR || Character.getType(c) == Character.PARAGRAPH_SEPARATOR ? '?' : c));
        return s.codePointCount(0, s.length()) > QUOTED ? b + "…" : b.toString();
    }

    /** {@code W:}, {@code white:} (white's points), {@code B:}, {@code black:}; else empty. */
    private static Optional<Color> label(String t) {
        return switch (t) {
            case "w:", "white:" -> Optional.of(Color.WHITE);
            case "b:", "black:" -> Optional.of(Color.BLACK);
            default -> Optional.empty();
        };
    }

    /** The words of the text, lower case: commas and white space part them, and a side's label is a word of its own. */
    private static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        for (String raw : text.toLowerCase(Locale.ROOT).split("[\\s,]+")) {
            int colon = raw.indexOf(':');
            if (colon > 0 && label(raw.substring(0, colon + 1)).isPresent()) {
                out.add(raw.substring(0, colon + 1));
                raw = raw.substring(colon + 1);
            }
            if (!raw.isEmpty()) {
                out.add(raw);
            }
        }
        return out;
    }
}
