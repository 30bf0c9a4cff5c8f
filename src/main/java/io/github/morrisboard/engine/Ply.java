package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;

/**
 * One ply: a placement ({@code d6}), a slide or flight ({@code a1-a4}), or a removal
 * ({@code xa7}). A removal is its own ply, made by the side that closed the mill, because the
 * physical board passes through that intermediate state.
 *
 * <p>Search code uses the packed int form ({@link #code()}, {@link #of(int)}): kind in bits
 * 10-11, from in bits 5-9 ({@link #NONE} for placements and removals), to in bits 0-4.
 *
 * @param kind what the ply does
 * @param from the point a piece leaves (moves only), else {@link #NONE}
 * @param to   the point a piece arrives at (placement, move) or is taken from (removal)
 */
public record Ply(Kind kind, int from, int to) implements Comparable<Ply> {

    public enum Kind { PLACE, MOVE, REMOVE }

    /** "No point" in {@link #from}. */
    public static final int NONE = 31;

    public Ply {
        if (to < 0 || to >= Point.COUNT) {
            throw new IllegalArgumentException("no point " + to);
        }
        if ((kind == Kind.MOVE) != (from != NONE) || (kind == Kind.MOVE && (from < 0 || from >= Point.COUNT || from == to))) {
            throw new IllegalArgumentException("bad " + kind + " from " + from + " to " + to);
        }
    }

    public static Ply place(int point) {
        return new Ply(Kind.PLACE, NONE, point);
    }

    public static Ply move(int from, int to) {
        return new Ply(Kind.MOVE, from, to);
    }

    public static Ply remove(int point) {
        return new Ply(Kind.REMOVE, NONE, point);
    }

    // ---- packed form ----

    static final int PLACE = 0, MOVE = 1 << 10, REMOVE = 2 << 10;

    static int codePlace(int to) {
        return PLACE | NONE << 5 | to;
    }

    static int codeMove(int from, int to) {
        return MOVE | from << 5 | to;
    }

    static int codeRemove(int at) {
        return REMOVE | NONE << 5 | at;
    }

    static int kindOf(int code) {
        return code & (3 << 10);
    }

    static int fromOf(int code) {
        return (code >>> 5) & 31;
    }

    static int toOf(int code) {
        return code & 31;
    }

    public int code() {
        return kind.ordinal() << 10 | from << 5 | to;
    }

    public static Ply of(int code) {
        return new Ply(Kind.values()[code >>> 10], fromOf(code), toOf(code));
    }

    /** Whether this is a removal ply. */
    public boolean isRemoval() {
        return kind == Kind.REMOVE;
    }

    /** Standard notation: {@code d6}, {@code a1-a4}, {@code xa7}. */
    @Override
    public String toString() {
        return switch (kind) {
            case PLACE -> Point.name(to);
            case MOVE -> Point.name(from) + "-" + Point.name(to);
            case REMOVE -> "x" + Point.name(to);
        };
    }

    /** Orders by notation, as {@code moves} lists them. */
    @Override
    public int compareTo(Ply o) {
        return toString().compareTo(o.toString());
    }
}
