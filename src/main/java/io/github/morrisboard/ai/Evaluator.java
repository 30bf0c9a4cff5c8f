package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Geometry;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.board.Point;

/**
 * The static evaluation of a position with no removal owed, from the side to move's view, in
 * hundredths of a piece: material (board and hand), mobility and blocked pieces, complete,
 * open and closable mills, running mills, and the flying phase (where mobility means nothing
 * and every open two is a threat). In the placing phase an open two is a threat only for the
 * side to move: the other side's is blocked by the next placement. The placing and the moving phase
 * each have their own weights ({@link Weights#phaseOf}).
 */
public final class Evaluator {
    private final Weights weights;
    private final int[] mills;
    private final int[] adjacent = new int[Point.COUNT];
    private final boolean flying;
    private final int[][] millsAt;

    public Evaluator(Geometry geo, boolean flying, Weights weights) {
        this.weights = weights;
        this.flying = flying;
        this.mills = new int[geo.millCount()];
        for (int i = 0; i < mills.length; i++) {
            mills[i] = geo.mill(i);
        }
        for (int p = 0; p < Point.COUNT; p++) {
            adjacent[p] = geo.adjacent(p);
        }
        this.millsAt = Search.millsAt(geo);
    }

    /** The score for the side to move of {@code p}. */
    public int evaluate(MutablePosition p) {
        int side = p.side();
        Weights.Phase w = weights.phaseOf(p.inHand(0), p.inHand(1));
        int s = side(w, p, 0, side == 0) - side(w, p, 1, side == 1);
        return (side == 0 ? s : -s) + w.tempo();
    }

    private int side(Weights.Phase w, MutablePosition p, int c, boolean toMove) {
        int own = p.pieces(c), opp = p.pieces(c ^ 1);
        int hand = p.inHand(c);
        int empty = ~(own | opp) & Point.ALL;
        int count = Integer.bitCount(own);
        int score = (count + hand) * w.piece();
        boolean flies = flying && hand == 0 && count == 3;
        if (!flies) { // in the placing phase too: a side walled in when placing ends has lost
            int moves = 0;
            for (int m = own; m != 0; m &= m - 1) {
                int n = Integer.bitCount(adjacent[Integer.numberOfTrailingZeros(m)] & empty);
                moves += n;
                if (n == 0) {
                    score -= w.blocked();
                }
            }
            score += moves * w.mobility();
        }
        boolean canCloseNow = false;
        for (int m : mills) {
            int o = own & m;
            if (o == m) {
                score += w.mill();
                continue;
            }
            if ((opp & m) != 0 || Integer.bitCount(o) != 2) {
                continue;
            }
            int gap = m & ~o;
            int gapPoint = Integer.numberOfTrailingZeros(gap);
            score += w.openTwo();
            boolean closable;
            if (hand > 0) {
                closable = toMove;
                if (!toMove) {
                    score += w.waitingTwo();
                }
            } else if (flies) {
                closable = true;
                score += w.flyingTwo();
            } else {
                int closers = adjacent[gapPoint] & own & ~m;
                closable = closers != 0;
                // running mill: a closer that stands in a complete mill swings back and forth
                for (int q = closers; q != 0; q &= q - 1) {
                    int at = Integer.numberOfTrailingZeros(q);
                    if (inCompleteMill(own, at)) {
                        score += w.running();
                        break;
                    }
                }
            }
            if (closable) {
                score += w.closable();
                canCloseNow = true;
            }
        }
        if (toMove && canCloseNow) {
            score += w.toMove();
        }
        if (hand > 0) {
            score += forks(own, opp) * (toMove ? 2 * w.fork() : w.fork());
        }
        return score;
    }

    /** Empty points where a placement would make two open twos at once (a threat that cannot be blocked twice). */
    private int forks(int own, int opp) {
        int once = 0, twice = 0;
        for (int m : mills) {
            if ((opp & m) == 0 && Integer.bitCount(own & m) == 1) {
                int empty = m & ~own; // the mill's two other points, both empty
                twice |= once & empty;
                once |= empty;
            }
        }
        return Integer.bitCount(twice);
    }

    private boolean inCompleteMill(int own, int point) {
        for (int m : millsAt[point]) {
            if ((own & m) == m) {
                return true;
            }
        }
        return false;
    }
}
