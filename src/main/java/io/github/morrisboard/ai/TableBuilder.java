package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Geometry;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Rules;

import java.util.function.Consumer;

/**
 * Builds endgame tables by retrograde analysis. Classes are solved in systems: {@code a v b}
 * together with {@code b v a} (a move of one side turns one into the other). A move that
 * closes a mill leaves the system: its removal leads to the smaller class {@code (b-1) v a}
 * (built before) or, at two pieces, ends the game; such "exits" are evaluated first. Then
 * positions are resolved level by level in distance order: a position whose opponent loses in
 * {@code d} after some move wins in {@code d+1}; one whose every move leads to a win for the
 * opponent (and whose exits lose) loses in one more than the longest of them. What is never
 * resolved is a draw.
 *
 * <p>Distances count turns (a move together with its removal). The no-removal and repetition
 * draw rules are not applied (the tables give the value of the position itself).
 */
public final class TableBuilder {
    /** The longest distance a byte holds (stored as 1 + distance). */
    static final int MAX_DISTANCE = 253;
    /** The most pieces a side the builder makes classes for. */
    static final int MAX_PIECES = 5;

    private final Rules rules;
    private final boolean flying;
    private final int[] adjacent = new int[Point.COUNT];
    private final int[][] millsAt;
    private final Geometry geo;
    private final Tables.Builder out;
    private final Consumer<String> progress;

    private TableBuilder(Rules rules, Consumer<String> progress) {
        if (rules.doubleRemoval() || rules.oneTimeMill() || rules.removeFromMills() || rules.geometry() != Geometry.NINE) {
            throw new IllegalArgumentException("endgame tables are built for the nine men's board with one removal a mill,"
                    + " no one-time mills and removals from mills only as a last resort (rules: " + rules + ")");
        }
        this.rules = rules;
        this.flying = rules.flying();
        Geometry geo = rules.geometry();
        for (int p = 0; p < Point.COUNT; p++) {
            adjacent[p] = geo.adjacent(p);
        }
        this.millsAt = Search.millsAt(geo);
        this.geo = geo;
        this.out = new Tables.Builder(rules);
        this.progress = progress;
    }

    /** Every class with 3..{@code maxPieces} pieces a side (4: 3v3, 3v4, 4v3, 4v4). */
    public static Tables build(Rules rules, int maxPieces, Consumer<String> progress) {
        return build(rules, maxPieces, 2 * maxPieces, progress);
    }

    /** The classes with 3..{@code maxPieces} pieces a side and at most {@code maxTotal} in all (7: 3v3, 3v4, 4v3). */
    static Tables build(Rules rules, int maxPieces, int maxTotal, Consumer<String> progress) {
        if (maxPieces < 3 || maxPieces > MAX_PIECES) {
            throw new IllegalArgumentException("pieces per side for the tables: 3.." + MAX_PIECES + ", not " + maxPieces);
        }
        TableBuilder b = new TableBuilder(rules, progress);
        for (int sum = 6; sum <= Math.min(maxTotal, 2 * maxPieces); sum++) {
            for (int a = 3; a <= sum / 2; a++) {
                int c = sum - a;
                if (c <= maxPieces) {
                    b.solve(a, c);
                }
            }
        }
        return b.out.done();
    }

    /** Working arrays of one class while its system is solved. */
    private final class Work {
        final int a, b;
        final TableClass table;
        final byte[] val, cnt, exit;
        final int[] combosA, combosB;

        Work(int a, int b) {
            this.a = a;
            this.b = b;
            int size = TableClass.size(a, b);
            val = new byte[size];
            cnt = new byte[size];
            exit = new byte[size];
            table = TableClass.dense(a, b, val);
            combosA = Combinations.all(Point.COUNT, a);
            combosB = Combinations.all(Point.COUNT - a, b);
        }
    }

    private void solve(int a, int b) {
        long started = System.nanoTime();
        Work x = new Work(a, b);
        Work y = a == b ? x : new Work(b, a);
        Work[] system = a == b ? new Work[]{x} : new Work[]{x, y};
        int maxExit = 0;
        for (Work w : system) {
            maxExit = Math.max(maxExit, initialise(w));
        }
        int level = 0;
        for (; level <= MAX_DISTANCE; level++) {
            for (Work w : system) {
                Retrograde.seed(w.val, w.exit, w.cnt, level);
            }
            long resolved = 0;
            for (Work w : system) {
                resolved += propagate(w, w == x ? y : x, level);
            }
            if (resolved == 0 && level > maxExit) {
                break;
            }
        }
        if (level > MAX_DISTANCE) {
            throw new IllegalStateException(a + "v" + b + ": distances beyond " + MAX_DISTANCE + " turns do not fit a byte");
        }
        for (Work w : system) {
            out.add(w.table);
            progress.accept(String.format("%s: %,d positions, %s, longest %d turns, %.1f s", w.table.name(),
                    w.val.length, Retrograde.census(w.val, i -> true), level - 1, (System.nanoTime() - started) / 1e9));
        }
    }

    /** Counts in-system moves, evaluates the exits, marks blocked positions; returns the longest exit distance. */
    private int initialise(Work w) {
        int a = w.a, b = w.b;
        int nb = w.combosB.length;
        int[] free = new int[Point.COUNT - a];
        boolean fly = flying && a == 3;
        TableClass after = b - 1 >= 3 ? out.get(b - 1, a) : null;
        int maxExit = 0;
        for (int ra = 0; ra < w.combosA.length; ra++) {
            int mover = w.combosA[ra];
            freePoints(mover, free);
            for (int rb = 0; rb < nb; rb++) {
                int opp = Combinations.expand(w.combosB[rb], free);
                int idx = ra * nb + rb;
                int empty = ~(mover | opp) & Point.ALL;
                int count = 0, best = Integer.MIN_VALUE;
                boolean any = false;
                for (int own = mover; own != 0; own &= own - 1) {
                    int f = Integer.numberOfTrailingZeros(own);
                    for (int t = fly ? empty : adjacent[f] & empty; t != 0; t &= t - 1) {
                        int to = Integer.numberOfTrailingZeros(t);
                        any = true;
                        int moved = mover ^ (1 << f) ^ (1 << to);
                        if (closes(moved, to)) {
                            best = Math.max(best, exitKey(moved, opp, after));
                        } else {
                            count++;
                        }
                    }
                }
                if (!any) {
                    w.val[idx] = 1; // blocked: lost now
                    continue;
                }
                w.cnt[idx] = (byte) count;
                if (best != Integer.MIN_VALUE) {
                    int e = Retrograde.exit(best);
                    w.exit[idx] = (byte) e;
                    if (e != Retrograde.EXIT_DRAW) {
                        maxExit = Math.max(maxExit, e - 1);
                    }
                }
            }
        }
        return maxExit;
    }

    /** The best result for the mover over the removals after a mill ({@link Retrograde#key}). */
    private int exitKey(int moved, int opp, TableClass after) {
        int free = opp & ~geo.inMills(opp);
        int removable = free != 0 ? free : opp;
        int best = Integer.MIN_VALUE;
        for (int r = removable; r != 0; r &= r - 1) {
            int left = opp & ~(r & -r);
            best = Math.max(best, after == null ? Retrograde.WON_NOW : Retrograde.key(after.value(left, moved)));
        }
        return best;
    }

    /** Resolves the predecessors (in {@code prev}) of the positions of {@code w} decided at {@code level}. */
    private long propagate(Work w, Work prev, int level) {
        int a = w.a, b = w.b;
        int nb = w.combosB.length;
        int[] free = new int[Point.COUNT - a];
        byte want = (byte) (level + 1);
        boolean lostHere = (level & 1) == 0;
        boolean oppFlies = flying && b == 3;
        byte[] val = w.val, pval = prev.val, pcnt = prev.cnt, pexit = prev.exit;
        TableClass ptable = prev.table;
        long resolved = 0;
        for (int ra = 0; ra < w.combosA.length; ra++) {
            int base = ra * nb;
            boolean freeDone = false;
            int mover = w.combosA[ra];
            for (int rb = 0; rb < nb; rb++) {
                if (val[base + rb] != want) {
                    continue;
                }
                if (!freeDone) {
                    freePoints(mover, free);
                    freeDone = true;
                }
                resolved++;
                int opp = Combinations.expand(w.combosB[rb], free);
                int empty = ~(mover | opp) & Point.ALL;
                for (int o = opp; o != 0; o &= o - 1) {
                    int t = Integer.numberOfTrailingZeros(o);
                    if (closes(opp, t)) {
                        continue; // arriving there closed a mill: that move led to a removal, not here
                    }
                    for (int s = oppFlies ? empty : adjacent[t] & empty; s != 0; s &= s - 1) {
                        int before = opp ^ (1 << t) ^ (s & -s);
                        Retrograde.resolve(pval, pcnt, pexit, ptable.index(before, mover), lostHere, level);
                    }
                }
            }
        }
        return resolved;
    }

    private void freePoints(int mover, int[] free) {
        int n = 0;
        for (int p = 0; p < Point.COUNT; p++) {
            if ((mover & (1 << p)) == 0) {
                free[n++] = p;
            }
        }
    }

    private boolean closes(int pieces, int point) {
        return Retrograde.closes(millsAt, pieces, point);
    }
}
