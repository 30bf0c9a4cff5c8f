package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;

/**
 * The rules in motion: a position that makes and unmakes packed plies in place, for perft and
 * search, with no allocation per node. This class is the one place the rules of play are
 * written; {@link Position} (the immutable value the rest of the program uses) delegates here.
 *
 * <p>Plies are the ints of {@link Ply#code()}. {@link #generate} writes the legal plies of the
 * side to move (removals while a removal is owed); {@link #countLegal} counts them without
 * writing (perft's bulk counting). Draw rules never hide plies here; a side reduced below three
 * pieces has none, and has lost at that moment: a removal that leaves the opponent two pieces ends
 * the turn even when a double removal owed a second one.
 */
public final class MutablePosition {
    private static final int STATE = 9;

    private final Rules rules;
    private final Geometry geo;
    private final boolean flyingAllowed;
    private final boolean oneTimeMill;
    private final boolean doubleRemoval;
    private final boolean removeFromMills;

    // state
    private int white, black;      // piece masks
    private int whiteHand, blackHand;
    private int side;              // 0 white, 1 black
    private int owed;              // removals owed by the side to move
    private int quiet;             // moving plies since the last placement or removal
    private int whiteUsed, blackUsed; // mills (by index) already used for a removal, with one-time-mill
    private long hash;

    // undo stack
    private int[] saved = new int[STATE * 16]; // grows on demand: a value-level play needs one level
    private long[] savedHash = new long[16];
    private int depth;

    public MutablePosition(Position p) {
        this.rules = p.rules();
        this.geo = rules.geometry();
        this.flyingAllowed = rules.flying();
        this.oneTimeMill = rules.oneTimeMill();
        this.doubleRemoval = rules.doubleRemoval();
        this.removeFromMills = rules.removeFromMills();
        this.white = p.white();
        this.black = p.black();
        this.whiteHand = p.inHand(Color.WHITE);
        this.blackHand = p.inHand(Color.BLACK);
        this.side = p.sideToMove().index();
        this.owed = p.removalsOwed();
        this.quiet = p.quietPlies();
        this.whiteUsed = p.usedMills(Color.WHITE);
        this.blackUsed = p.usedMills(Color.BLACK);
        this.hash = p.hash();
    }

    /** The current state as an immutable value. */
    public Position snapshot() {
        return new Position(rules, white, black, whiteHand, blackHand, Color.of(side), owed, quiet, whiteUsed, blackUsed, hash);
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

    public int side() {
        return side;
    }

    public int pieces(int color) {
        return color == 0 ? white : black;
    }

    public int inHand(int color) {
        return color == 0 ? whiteHand : blackHand;
    }

    public int removalsOwed() {
        return owed;
    }

    public int quietPlies() {
        return quiet;
    }

    public long hash() {
        return hash;
    }

    /** How many plies have been made and not unmade. */
    public int height() {
        return depth;
    }

    /** Whether {@code color} may fly: flying on, exactly three pieces on the board, none in hand. */
    public boolean canFly(int color) {
        return flyingAllowed && inHand(color) == 0 && Integer.bitCount(pieces(color)) == 3;
    }

    /** Whether {@code color} has fewer than three pieces on the board and in hand. */
    public boolean tooFew(int color) {
        return Integer.bitCount(pieces(color)) + inHand(color) < 3;
    }

    /** The opponent pieces that may be removed now (when a removal is owed). */
    public int removable() {
        int theirs = side == 0 ? black : white;
        if (removeFromMills) {
            return theirs;
        }
        int free = theirs & ~geo.inMills(theirs);
        return free != 0 ? free : theirs;
    }

    /** Where the piece on {@code from} (of the side to move) may go now. */
    public int targets(int from) {
        int empty = ~(white | black) & Point.ALL;
        return canFly(side) ? empty : geo.adjacent(from) & empty;
    }

    /** Writes the legal plies into {@code out} from index 0; returns how many. */
    public int generate(int[] out) {
        int n = 0;
        if (owed > 0) {
            for (int m = removable(); m != 0; m &= m - 1) {
                out[n++] = Ply.codeRemove(Integer.numberOfTrailingZeros(m));
            }
            return n;
        }
        if (tooFew(side)) {
            return 0;
        }
        int empty = ~(white | black) & Point.ALL;
        if (inHand(side) > 0) {
            for (int m = empty; m != 0; m &= m - 1) {
                out[n++] = Ply.codePlace(Integer.numberOfTrailingZeros(m));
            }
            return n;
        }
        boolean fly = canFly(side);
        for (int own = pieces(side); own != 0; own &= own - 1) {
            int from = Integer.numberOfTrailingZeros(own);
            for (int t = fly ? empty : geo.adjacent(from) & empty; t != 0; t &= t - 1) {
                out[n++] = Ply.codeMove(from, Integer.numberOfTrailingZeros(t));
            }
        }
        return n;
    }

    /** The number of legal plies, without generating them. */
    public int countLegal() {
        if (owed > 0) {
            return Integer.bitCount(removable());
        }
        if (tooFew(side)) {
            return 0;
        }
        int empty = ~(white | black) & Point.ALL;
        if (inHand(side) > 0) {
            return Integer.bitCount(empty);
        }
        int own = pieces(side);
        if (canFly(side)) {
            return Integer.bitCount(own) * Integer.bitCount(empty);
        }
        int n = 0;
        for (; own != 0; own &= own - 1) {
            n += Integer.bitCount(geo.adjacent(Integer.numberOfTrailingZeros(own)) & empty);
        }
        return n;
    }

    /** Whether the packed ply is legal here. */
    public boolean isLegal(int ply) {
        int to = Ply.toOf(ply);
        int empty = ~(white | black) & Point.ALL;
        if (owed > 0) {
            return Ply.kindOf(ply) == Ply.REMOVE && (removable() & (1 << to)) != 0;
        }
        if (tooFew(side)) {
            return false;
        }
        return switch (Ply.kindOf(ply)) {
            case Ply.PLACE -> inHand(side) > 0 && (empty & (1 << to)) != 0;
            case Ply.MOVE -> {
                int from = Ply.fromOf(ply);
                yield inHand(side) == 0 && (pieces(side) & (1 << from)) != 0 && (targets(from) & (1 << to)) != 0;
            }
            default -> false;
        };
    }

    /** Makes a legal packed ply. */
    public void make(int ply) {
        save();
        int to = Ply.toOf(ply);
        int toBit = 1 << to;
        int us = side;
        switch (Ply.kindOf(ply)) {
            case Ply.PLACE -> {
                if (us == 0) {
                    white |= toBit;
                    hash ^= Zobrist.HAND[0][whiteHand] ^ Zobrist.HAND[0][whiteHand - 1];
                    whiteHand--;
                } else {
                    black |= toBit;
                    hash ^= Zobrist.HAND[1][blackHand] ^ Zobrist.HAND[1][blackHand - 1];
                    blackHand--;
                }
                hash ^= Zobrist.PIECE[us][to];
                quiet = 0;
                arrived(to);
            }
            case Ply.MOVE -> {
                int from = Ply.fromOf(ply);
                int bits = (1 << from) | toBit;
                if (us == 0) {
                    white ^= bits;
                } else {
                    black ^= bits;
                }
                hash ^= Zobrist.PIECE[us][from] ^ Zobrist.PIECE[us][to];
                quiet++;
                arrived(to);
            }
            default -> { // removal
                if (us == 0) {
                    black &= ~toBit;
                } else {
                    white &= ~toBit;
                }
                // a side left with two pieces has lost at once: a second removal is no longer owed
                int left = tooFew(us ^ 1) ? 0 : owed - 1;
                hash ^= Zobrist.PIECE[us ^ 1][to] ^ Zobrist.OWED[owed] ^ Zobrist.OWED[left];
                owed = left;
                quiet = 0;
                if (owed == 0) {
                    switchSide();
                }
            }
        }
    }

    /** After a piece of the side to move arrived on {@code to}: owe removals for new mills, or pass the turn. */
    private void arrived(int to) {
        int us = side;
        int closed = geo.millsClosedAt(us == 0 ? white : black, to);
        if (closed != 0) {
            if (oneTimeMill) {
                int used = us == 0 ? whiteUsed : blackUsed;
                int fresh = closed & ~used;
                for (int m = fresh; m != 0; m &= m - 1) {
                    hash ^= Zobrist.MILL_USED[us][Integer.numberOfTrailingZeros(m)];
                }
                if (us == 0) {
                    whiteUsed |= fresh;
                } else {
                    blackUsed |= fresh;
                }
                closed = fresh;
            }
            int n = doubleRemoval ? Integer.bitCount(closed) : Math.min(1, closed);
            n = Math.min(n, Integer.bitCount(us == 0 ? black : white));
            if (n > 0) {
                owed = n;
                hash ^= Zobrist.OWED[0] ^ Zobrist.OWED[n];
                return;
            }
        }
        switchSide();
    }

    private void switchSide() {
        side ^= 1;
        hash ^= Zobrist.BLACK_TO_MOVE;
    }

    private void save() {
        if (depth == savedHash.length) {
            saved = java.util.Arrays.copyOf(saved, saved.length * 2);
            savedHash = java.util.Arrays.copyOf(savedHash, savedHash.length * 2);
        }
        int i = depth * STATE;
        saved[i] = white;
        saved[i + 1] = black;
        saved[i + 2] = whiteHand;
        saved[i + 3] = blackHand;
        saved[i + 4] = side;
        saved[i + 5] = owed;
        saved[i + 6] = quiet;
        saved[i + 7] = whiteUsed;
        saved[i + 8] = blackUsed;
        savedHash[depth++] = hash;
    }

    /** Takes back the last {@link #make}. */
    public void unmake() {
        int i = --depth * STATE;
        white = saved[i];
        black = saved[i + 1];
        whiteHand = saved[i + 2];
        blackHand = saved[i + 3];
        side = saved[i + 4];
        owed = saved[i + 5];
        quiet = saved[i + 6];
        whiteUsed = saved[i + 7];
        blackUsed = saved[i + 8];
        hash = savedHash[depth];
    }

    /** The largest number of legal plies in any position (flying: 3 pieces × 21 empty points; placing: 24). */
    public static final int MAX_PLIES = 64;
}
