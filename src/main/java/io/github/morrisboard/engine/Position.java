package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A position as an immutable value: the two piece masks, the side to move, pieces in hand,
 * removals owed, the counter of moving plies since the last placement or removal, the mills
 * already used (for the one-time-mill rule), and a Zobrist hash of all that decides play.
 * The rules themselves live in {@link MutablePosition}; this class asks it.
 */
public final class Position {
    private final Rules rules;
    private final int white, black;
    private final int whiteHand, blackHand;
    private final Color side;
    private final int owed;
    private final int quiet;
    private final int whiteUsed, blackUsed;
    private final long hash;

    Position(Rules rules, int white, int black, int whiteHand, int blackHand, Color side, int owed, int quiet,
             int whiteUsed, int blackUsed, long hash) {
        this.rules = rules;
        this.white = white;
        this.black = black;
        this.whiteHand = whiteHand;
        this.blackHand = blackHand;
        this.side = side;
        this.owed = owed;
        this.quiet = quiet;
        this.whiteUsed = whiteUsed;
        this.blackUsed = blackUsed;
        this.hash = hash;
    }

    /** The empty board, white to place, every piece in hand. */
    public static Position start(Rules rules) {
        return of(rules, 0, 0, rules.pieces(), rules.pieces(), Color.WHITE, 0);
    }

    /**
     * Any position, for tests, tools and endgame tables. Checks consistency (no point held twice,
     * counts within the rules) and throws with the reason otherwise.
     */
    public static Position of(Rules rules, int white, int black, int whiteHand, int blackHand, Color side, int removalsOwed) {
        if ((white & black) != 0) {
            throw new IllegalArgumentException("points held by both sides: " + Point.names(white & black));
        }
        if (((white | black) & ~Point.ALL) != 0) {
            throw new IllegalArgumentException("mask beyond the 24 points");
        }
        if (whiteHand < 0 || blackHand < 0 || Integer.bitCount(white) + whiteHand > rules.pieces()
                || Integer.bitCount(black) + blackHand > rules.pieces()) {
            throw new IllegalArgumentException("more pieces than the rules give (" + rules.pieces() + " a side)");
        }
        if (removalsOwed < 0 || removalsOwed > 3) {
            throw new IllegalArgumentException("removals owed must be 0..3, not " + removalsOwed);
        }
        long h = Zobrist.of(white, black, side.index(), whiteHand, blackHand, removalsOwed, 0, 0);
        return new Position(rules, white, black, whiteHand, blackHand, side, removalsOwed, 0, 0, 0, h);
    }

    public Rules rules() {
        return rules;
    }

    public int white() {
        return white;
    }

    public int black() {
        return black;
    }

    public int pieces(Color c) {
        return c == Color.WHITE ? white : black;
    }

    /** Every occupied point. */
    public int occupied() {
        return white | black;
    }

    public int empty() {
        return ~(white | black) & Point.ALL;
    }

    /** The colour on a point, if any. */
    public Optional<Color> colorAt(int point) {
        int b = Point.bit(point);
        return (white & b) != 0 ? Optional.of(Color.WHITE) : (black & b) != 0 ? Optional.of(Color.BLACK) : Optional.empty();
    }

    public Color sideToMove() {
        return side;
    }

    public int inHand(Color c) {
        return c == Color.WHITE ? whiteHand : blackHand;
    }

    public int onBoard(Color c) {
        return Integer.bitCount(pieces(c));
    }

    /** Removals the side to move still owes for the mill it just closed (0 if none). */
    public int removalsOwed() {
        return owed;
    }

    /** Moving-phase plies since the last placement or removal (the no-removal draw counter). */
    public int quietPlies() {
        return quiet;
    }

    /** Bitset over mill indices of the mills {@code c} has used for a removal (one-time-mill rule). */
    public int usedMills(Color c) {
        return c == Color.WHITE ? whiteUsed : blackUsed;
    }

    public long hash() {
        return hash;
    }

    /** Whether {@code c} still places pieces. */
    public boolean isPlacing(Color c) {
        return inHand(c) > 0;
    }

    /** Whether {@code c} may fly (flying on, three on the board, none in hand). */
    public boolean canFly(Color c) {
        return rules.flying() && inHand(c) == 0 && onBoard(c) == 3;
    }

    public MutablePosition mutable() {
        return new MutablePosition(this);
    }

    /** The legal plies of the side to move (removals while one is owed), in generation order. */
    public List<Ply> legalPlies() {
        int[] buf = new int[MutablePosition.MAX_PLIES];
        int n = mutable().generate(buf);
        List<Ply> plies = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            plies.add(Ply.of(buf[i]));
        }
        return Collections.unmodifiableList(plies);
    }

    /** The opponent pieces the side to move may remove (meaningful while a removal is owed). */
    public int removable() {
        return mutable().removable();
    }

    /** Where a piece of the side to move on {@code from} may go now (adjacent empty points, or any when flying). */
    public int targets(int from) {
        if ((pieces(side) & Point.bit(from)) == 0 || isPlacing(side) || owed > 0) {
            return 0;
        }
        return mutable().targets(from);
    }

    public boolean isLegal(Ply ply) {
        return mutable().isLegal(ply.code());
    }

    /** Why {@code ply} is not legal here, in words a player understands; empty if it is legal. */
    public Optional<String> whyIllegal(Ply ply) {
        if (isLegal(ply)) {
            return Optional.empty();
        }
        String us = side.label(), them = side.other().label();
        int to = ply.to();
        String toName = Point.name(to);
        if (owed > 0) {
            if (!ply.isRemoval()) {
                return Optional.of(us + " must first remove a " + them + " piece (a mill was closed)");
            }
            if ((pieces(side.other()) & Point.bit(to)) == 0) {
                return Optional.of(toName + " holds no " + them + " piece");
            }
            return Optional.of(toName + " stands in a mill and " + them + " has pieces outside mills");
        }
        Outcome o = outcome();
        if (o.isOver()) {
            return Optional.of("the game is over (" + o.describe() + ")");
        }
        return Optional.of(switch (ply.kind()) {
            case REMOVE -> "no removal is owed: " + us + " has not closed a mill";
            case PLACE -> !isPlacing(side) ? us + " has no pieces left to place; move a piece instead"
                    : toName + " is occupied";
            case MOVE -> {
                String fromName = Point.name(ply.from());
                if (isPlacing(side)) {
                    yield us + " still has pieces to place";
                } else if ((pieces(side) & Point.bit(ply.from())) == 0) {
                    yield fromName + " holds no " + us + " piece";
                } else if ((occupied() & Point.bit(to)) != 0) {
                    yield toName + " is occupied";
                } else {
                    yield fromName + " and " + toName + " are not adjacent and " + us + " cannot fly";
                }
            }
        });
    }

    /** The position after a legal ply; throws {@link IllegalArgumentException} with the reason otherwise. */
    public Position play(Ply ply) {
        Optional<String> why = whyIllegal(ply);
        if (why.isPresent()) {
            throw new IllegalArgumentException("\"" + ply + "\": " + why.get());
        }
        MutablePosition m = mutable();
        m.make(ply.code());
        return m.snapshot();
    }

    /**
     * The outcome decided by this position alone: a win by pieces or blockade, a full board in
     * twelve, or the no-removal counter. Repetition needs the history: see {@link Game#outcome()}.
     */
    public Outcome outcome() {
        if (owed > 0) {
            return Outcome.ONGOING;
        }
        MutablePosition m = mutable();
        if (m.tooFew(side.index())) {
            return new Outcome.Win(side.other(), Outcome.WinReason.PIECES);
        }
        if (rules.fullBoardDraw() && whiteHand == 0 && blackHand == 0 && occupied() == Point.ALL) {
            return new Outcome.Draw(Outcome.DrawReason.FULL_BOARD);
        }
        if (m.countLegal() == 0) {
            return new Outcome.Win(side.other(), Outcome.WinReason.BLOCKADE);
        }
        if (rules.drawPlies() > 0 && quiet >= rules.drawPlies()) {
            return new Outcome.Draw(Outcome.DrawReason.NO_REMOVAL);
        }
        return Outcome.ONGOING;
    }

    /** Same pieces, side, hands, removals owed and used mills (what repetition compares). */
    public boolean samePlay(Position o) {
        return hash == o.hash && white == o.white && black == o.black && side == o.side && whiteHand == o.whiteHand
                && blackHand == o.blackHand && owed == o.owed && whiteUsed == o.whiteUsed && blackUsed == o.blackUsed;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && samePlay(p) && quiet == p.quiet && rules.equals(p.rules);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash);
    }

    /** A text diagram of the board ({@code W}, {@code B}, {@code .}) and the state line. */
    public String diagram() {
        String tpl = """
                7 a7----------d7----------g7
                6 |   b6------d6------f6  |
                5 |   |   c5--d5--e5  |   |
                4 a4--b4--c4      e4--f4--g4
                3 |   |   c3--d3--e3  |   |
                2 |   b2------d2------f2  |
                1 a1----------d1----------g1
                """;
        for (int p = 0; p < Point.COUNT; p++) {
            String c = colorAt(p).map(col -> col == Color.WHITE ? "W" : "B").orElse(".");
            int at = tpl.indexOf(Point.name(p));
            char pad = tpl.charAt(at + 2) == '-' ? '-' : ' ';
            tpl = tpl.substring(0, at) + c + pad + tpl.substring(at + 2);
        }
        return tpl + toString() + "\n";
    }

    @Override
    public String toString() {
        return "white[" + Point.names(white) + "] black[" + Point.names(black) + "] hands " + whiteHand + "/" + blackHand
                + ", " + side.label() + " to " + (owed > 0 ? "remove" + (owed > 1 ? " " + owed : "") : "move")
                + (quiet > 0 ? ", quiet " + quiet : "");
    }
}
