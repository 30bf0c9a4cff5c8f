package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Analyses a finished (or unfinished) game: every position of the record is searched at full
 * strength for a fixed number of nodes (so the analysis is the same on any machine, and bounded on
 * a Pi: a one-thread {@link Searcher} gives the same result every time), with the endgame tables
 * where they apply and without the opening book (its plies carry no evaluation). A ply's loss is
 * the evaluation after the preferred ply minus the evaluation after the played one, for its mover,
 * both searched alike (comparing with the evaluation before the ply would mix searches with
 * different sides to move at the horizon, which differ by half a piece in the placing phase). The
 * mark weighs the loss by what it changes: both evaluations become a winning chance
 * {@code 1 / (1 + e^(-score / 150))}, and a ply that costs {@value #MISTAKE_CHANCE} of it is a
 * mistake (half a piece in an even game), {@value #BLUNDER_CHANCE} a blunder (a piece in an even
 * game), as is giving away a decided result (a won game no longer won, or a forced loss where there
 * was none). Three pieces given away ten pieces ahead is no mistake a beginner needs to hear of.
 * The preferred ply is never marked, nor is any ply of a game already decided either way (a
 * forced sequence: every ply of the losing side loses).
 */
public final class Analyser {
    /** The winning chance a mistake gives away (half a piece in an even game). */
    public static final double MISTAKE_CHANCE = 0.08;
    /** The winning chance a blunder gives away (a piece in an even game). */
    public static final double BLUNDER_CHANCE = 0.15;
    /** The evaluation's scale in the winning chance: hundredths of a piece. */
    private static final double SCALE = 150;
    /** The default budget: a few tenths of a second a position on a Pi 4, about one on a Pi Zero 2 W. */
    public static final long DEFAULT_NODES = 200_000;
    /** The search's clock advances one reading per poll, about this many nodes. */
    private static final long NODES_A_READING = 256;

    /**
     * The table each analysis searches with, in MB: small enough for a Pi Zero (512 MB) beside the
     * AI's, and the same wherever a game is analysed, since the table's size changes what a fixed
     * node budget finds.
     */
    public static final int TABLE_MB = 4;

    private final Searcher searcher;
    private final long nodesPerPly;

    /**
     * The analysis the board writes for its page and the {@code analyse} command prints: a
     * {@value #TABLE_MB} MB table, {@code tables}, {@code nodesPerPly} a position. Both use this one,
     * so the same game gets the same marks and evaluations on the board and at the command line.
     */
    public static Analyser of(Tables tables, long nodesPerPly) {
        // the contempt without its bite: a repetition while ahead is judged a draw, not as the AI avoids it
        return new Analyser(new Searcher(new TranspositionTable(TABLE_MB), tables, Weights.DEFAULT.withBite(0)), nodesPerPly);
    }

    /** {@code searcher}'s table, tables and weights (its book is not used); {@code nodesPerPly} at least 256. */
    public Analyser(Searcher searcher, long nodesPerPly) {
        if (nodesPerPly < NODES_A_READING) {
            throw new IllegalArgumentException("the budget must be at least " + NODES_A_READING + " nodes a position, not "
                    + nodesPerPly);
        }
        this.searcher = searcher.withoutBook();
        this.nodesPerPly = nodesPerPly;
    }

    /** A position's evaluation for white, and the ply the search prefers there. */
    private record Eval(int white, Optional<Ply> best) {
    }

    /** Every ply of {@code game} from its start position. */
    public Analysis analyse(Game game) {
        List<Ply> plies = game.plies();
        List<Eval> evals = new ArrayList<>(plies.size() + 1);
        Game g = Game.from(game.startPosition());
        evals.add(evaluate(g));
        for (Ply p : plies) {
            g = g.play(p);
            evals.add(evaluate(g));
        }
        List<Analysis.Step> steps = new ArrayList<>(plies.size());
        int[] turns = new int[2];
        g = Game.from(game.startPosition());
        for (int i = 0; i < plies.size(); i++) {
            Ply played = plies.get(i);
            Color side = g.position().sideToMove();
            if (!played.isRemoval()) {
                turns[side.index()]++;
            }
            Eval before = evals.get(i), after = evals.get(i + 1);
            int sign = side == Color.WHITE ? 1 : -1;
            Optional<Ply> best = before.best();
            int loss = 0, bestAfter = after.white();
            Analysis.Mark mark = Analysis.Mark.NONE;
            if (best.isPresent() && !best.get().equals(played)) {
                // the preferred ply's outcome searched like the played one's: the same side to move, the same budget
                bestAfter = evaluate(g.play(best.get())).white();
                int mb = sign * bestAfter, ma = sign * after.white();
                loss = Math.max(0, mb - ma);
                mark = mark(mb, ma);
            }
            steps.add(new Analysis.Step(i, turns[side.index()], side, played, best, before.white(), after.white(), bestAfter,
                    loss, mark));
            g = g.play(played);
        }
        return new Analysis(steps, nodesPerPly);
    }

    /** The mark for a ply that took its mover from {@code before} to {@code after} (the mover's view). */
    static Analysis.Mark mark(int before, int after) {
        boolean decided = Search.isWin(before) || Search.isLoss(before);
        if (Search.isWin(before) && !Search.isWin(after) || !decided && Search.isLoss(after)) {
            return Analysis.Mark.BLUNDER;
        }
        if (decided) {
            return Analysis.Mark.NONE; // a quicker or slower win, a slower or quicker loss
        }
        double drop = chance(before) - chance(after);
        return drop >= BLUNDER_CHANCE ? Analysis.Mark.BLUNDER : drop >= MISTAKE_CHANCE ? Analysis.Mark.MISTAKE : Analysis.Mark.NONE;
    }

    /** The winning chance of an evaluation (0..1). */
    static double chance(int score) {
        return 1 / (1 + Math.exp(-score / SCALE));
    }

    /**
     * The evaluation of {@code g}'s position for white: its result when over; through the only ply
     * when there is one (the search answers a forced ply at once, without a score); else the search's.
     */
    private Eval evaluate(Game g) {
        Outcome o = g.outcome();
        if (o instanceof Outcome.Win w) {
            return new Eval(w.winner() == Color.WHITE ? Search.MATE : -Search.MATE, Optional.empty());
        }
        if (o.isOver()) {
            return new Eval(0, Optional.empty());
        }
        List<Ply> legal = g.position().legalPlies();
        if (legal.size() == 1) {
            return new Eval(evaluate(g.play(legal.get(0))).white(), Optional.of(legal.get(0)));
        }
        long[] readings = {0};
        SearchResult r = searcher.search(g, new SearchRequest(Math.max(1, nodesPerPly / NODES_A_READING), Level.FULL,
                new SplittableRandom(1)), () -> readings[0]++);
        int white = g.position().sideToMove() == Color.WHITE ? r.score() : -r.score();
        return new Eval(white, r.best());
    }
}
