package io.github.morrisboard.engine;

import io.github.morrisboard.board.Point;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines of a board as 24-bit masks: which points are adjacent, and which three points make
 * a mill. {@link #NINE} is the standard board (three squares, midpoints joined: 16 mills);
 * {@link #TWELVE} adds the four corner diagonals (Twelve Men's Morris: 20 mills).
 */
public final class Geometry {

    /** The lines of the standard board, each three points in order along the line. */
    private static final String[] LINES = {
            "a1 d1 g1", "b2 d2 f2", "c3 d3 e3", "a4 b4 c4", "e4 f4 g4", "c5 d5 e5", "b6 d6 f6", "a7 d7 g7",
            "a1 a4 a7", "b2 b4 b6", "c3 c4 c5", "d1 d2 d3", "d5 d6 d7", "e3 e4 e5", "f2 f4 f6", "g1 g4 g7"};
    /** The diagonals of Twelve Men's Morris. */
    private static final String[] DIAGONALS = {"a1 b2 c3", "a7 b6 c5", "g1 f2 e3", "g7 f6 e5"};

    public static final Geometry NINE = new Geometry("nine", false);
    public static final Geometry TWELVE = new Geometry("twelve", true);

    private final String name;
    private final boolean diagonals;
    private final int[] mills;
    private final int[] adjacent = new int[Point.COUNT];
    /** For each point, the indices (into {@link #mills}) of the mills through it. */
    private final int[][] millsThrough = new int[Point.COUNT][];

    private Geometry(String name, boolean diagonals) {
        this.name = name;
        this.diagonals = diagonals;
        List<String> lines = new ArrayList<>(List.of(LINES));
        if (diagonals) {
            lines.addAll(List.of(DIAGONALS));
        }
        mills = new int[lines.size()];
        for (int m = 0; m < mills.length; m++) {
            String[] p = lines.get(m).split(" ");
            int a = Point.parse(p[0]), b = Point.parse(p[1]), c = Point.parse(p[2]);
            mills[m] = Point.bit(a) | Point.bit(b) | Point.bit(c);
            adjacent[a] |= Point.bit(b);
            adjacent[b] |= Point.bit(a) | Point.bit(c);
            adjacent[c] |= Point.bit(b);
        }
        for (int p = 0; p < Point.COUNT; p++) {
            List<Integer> through = new ArrayList<>();
            for (int m = 0; m < mills.length; m++) {
                if ((mills[m] & Point.bit(p)) != 0) {
                    through.add(m);
                }
            }
            millsThrough[p] = through.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    public String name() {
        return name;
    }

    public boolean hasDiagonals() {
        return diagonals;
    }

    /** The points one step along a line from {@code point}. */
    public int adjacent(int point) {
        return adjacent[point];
    }

    public int millCount() {
        return mills.length;
    }

    /** The three points of mill {@code index}. */
    public int mill(int index) {
        return mills[index];
    }

    /** Indices of the mills through {@code point} (do not modify). */
    int[] millsThrough(int point) {
        return millsThrough[point];
    }

    /** The points of {@code pieces} that stand in a complete mill of {@code pieces}. */
    public int inMills(int pieces) {
        int in = 0;
        for (int m : mills) {
            if ((pieces & m) == m) {
                in |= m;
            }
        }
        return in;
    }

    /** Whether the piece on {@code point} is part of a complete mill of {@code pieces}. */
    public boolean inMill(int pieces, int point) {
        for (int m : millsThrough[point]) {
            if ((pieces & mills[m]) == mills[m]) {
                return true;
            }
        }
        return false;
    }

    /** The masks of the mills through {@code point} (a fresh array). */
    public int[] millMasksThrough(int point) {
        int[] masks = new int[millsThrough[point].length];
        for (int i = 0; i < masks.length; i++) {
            masks[i] = mills[millsThrough[point][i]];
        }
        return masks;
    }

    /** The points of the complete mills of {@code pieces} through {@code point} (0 if none), e.g. a mill just closed. */
    public int millPointsAt(int pieces, int point) {
        int points = 0;
        for (int m : millsThrough[point]) {
            if ((pieces & mills[m]) == mills[m]) {
                points |= mills[m];
            }
        }
        return points;
    }

    /** Bitset (over mill indices) of the complete mills of {@code pieces} through {@code point}. */
    public int millsClosedAt(int pieces, int point) {
        int closed = 0;
        for (int m : millsThrough[point]) {
            if ((pieces & mills[m]) == mills[m]) {
                closed |= 1 << m;
            }
        }
        return closed;
    }

    @Override
    public String toString() {
        return name;
    }
}
