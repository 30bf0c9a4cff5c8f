package io.github.morrisboard.learn;

import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.Search;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.ai.Weights;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Every legal ply of a position scored alike: the ply played, then the position after it searched at
 * full strength for a fixed number of nodes, with the endgame tables where they apply (a covered
 * position is the tables' verdict) and a table cleared before each search, so a ply's score is the
 * same whatever was searched before it, on any machine. A puzzle's answer is the ply that scores
 * {@linkplain #clearlyBetter clearly better} than every other.
 */
public final class PlyScores {
    /**
     * How much better than every other ply a puzzle's answer must score: {@value} hundredths of a piece
     * (what the analysis calls "about a piece", {@code Analysis.Harm.PIECE}), unless it is decided: a forced win where no other ply wins, or the only ply that
     * does not walk into a forced loss.
     */
    public static final int MARGIN = 90;
    /** The table each search uses, in MB (its size changes what a node budget finds, so it is fixed). */
    public static final int TABLE_MB = 1;
    private static final long NODES_A_READING = 256;

    private final Searcher searcher;
    private final TranspositionTable table = new TranspositionTable(TABLE_MB);
    private final long nodes;

    /** A ply and its score for the side that plays it, hundredths of a piece (decided scores as the search's). */
    public record Scored(Ply ply, int score) {
    }

    /** Searches of {@code nodes} nodes (at least 256) a ply, with {@code tables}. */
    public PlyScores(Tables tables, long nodes) {
        if (nodes < NODES_A_READING) {
            throw new IllegalArgumentException("the budget must be at least " + NODES_A_READING + " nodes a ply, not " + nodes);
        }
        this.searcher = new Searcher(table, tables, Weights.DEFAULT).withoutBook();
        this.nodes = nodes;
    }

    /** The nodes each ply is searched for. */
    public long nodes() {
        return nodes;
    }

    /** Every legal ply of {@code game}'s position, best first (ties in the plies' order). */
    public List<Scored> score(Game game) {
        Color mover = game.position().sideToMove();
        List<Scored> out = new ArrayList<>();
        for (Ply p : game.position().legalPlies()) {
            out.add(new Scored(p, valueFor(game.play(p), mover)));
        }
        out.sort(Comparator.comparingInt(Scored::score).reversed().thenComparing(Scored::ply));
        return out;
    }

    /** The one ply clearly better than every other (by {@link #MARGIN} or decided), if there is one. */
    public Optional<Ply> uniqueBest(Game game) {
        List<Scored> s = score(game);
        if (s.isEmpty()) {
            return Optional.empty();
        }
        if (s.size() == 1) {
            return Optional.empty(); // a forced ply is no puzzle
        }
        return clearlyBetter(s.get(0).score(), s.get(1).score()) ? Optional.of(s.get(0).ply()) : Optional.empty();
    }

    /**
     * What playing {@code played} instead of {@code better} in {@code at} costs its mover: scored as every ply is
     * here, and worded as the analysis words a mistake ({@link Analysis.Harm}: ground, about half a piece, a piece,
     * pieces, a forced win let go, a forced loss let in).
     */
    public Cost cost(Game at, Ply played, Ply better) {
        Color mover = at.position().sideToMove();
        int best = valueFor(at.play(better), mover), got = valueFor(at.play(played), mover);
        int loss = Math.max(0, best - got);
        if (Search.isWin(best) && !Search.isWin(got)) {
            return new Cost(Analysis.Harm.WIN_LET_GO, 0);
        }
        if (!Search.isLoss(best) && Search.isLoss(got)) {
            return new Cost(Analysis.Harm.LOSS_LET_IN, 0);
        }
        if (Search.isWin(got) || Search.isLoss(best)) {
            return new Cost(Analysis.Harm.GROUND, 0); // both decided alike: nothing the search can weigh
        }
        Analysis.Harm harm = loss >= 150 ? Analysis.Harm.PIECES : loss >= 90 ? Analysis.Harm.PIECE
                : loss >= 40 ? Analysis.Harm.HALF_PIECE : Analysis.Harm.GROUND;
        return new Cost(harm, Math.round(loss / 100f));
    }

    /** What a ply costs, as the analysis words it; {@code pieces}: for {@link Analysis.Harm#PIECES}, how many, rounded. */
    public record Cost(Analysis.Harm harm, int pieces) {
    }

    /** Whether a ply scoring {@code best} is clearly better than one scoring {@code other} (both for the mover). */
    public static boolean clearlyBetter(int best, int other) {
        if (Search.isWin(best)) {
            return !Search.isWin(other);
        }
        if (Search.isLoss(other)) {
            return !Search.isLoss(best);
        }
        return !Search.isLoss(best) && !Search.isWin(other) && best - other >= MARGIN;
    }

    /** The value of {@code g}'s position for {@code side}. */
    private int valueFor(Game g, Color side) {
        Outcome o = g.outcome();
        if (o instanceof Outcome.Win w) {
            return w.winner() == side ? Search.MATE - 1 : -(Search.MATE - 1);
        }
        if (o.isOver()) {
            return 0;
        }
        List<Ply> legal = g.position().legalPlies();
        if (legal.size() == 1) {
            return valueFor(g.play(legal.getFirst()), side); // the search answers a forced ply without a score
        }
        table.clear();
        long[] readings = {0};
        int s = searcher.search(g, new SearchRequest(Math.max(1, nodes / NODES_A_READING), Level.FULL, new SplittableRandom(1)),
                () -> readings[0]++).score();
        return g.position().sideToMove() == side ? s : -s;
    }
}
