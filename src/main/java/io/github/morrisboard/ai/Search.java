package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Geometry;
import io.github.morrisboard.engine.MutablePosition;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.function.LongSupplier;

/**
 * The search: iterative deepening principal-variation alpha-beta over packed plies on a
 * {@link MutablePosition}, with a {@link TranspositionTable}, move ordering (table ply,
 * mill-closing and mill-blocking plies, killers, history), repetition and no-removal draws
 * (scored with {@linkplain Weights#contempt contempt}: a draw costs the side that is ahead on
 * material), endgame table probes, a hard time limit and cancellation.
 *
 * <p>A removal is a ply of the side that closed the mill; the side to move does not change,
 * so the score is negated only when it does. Removal plies cost no depth (a mill-closing ply
 * is always searched together with its removal).
 *
 * <p>Pure: the time comes from the clock the caller passes in; {@link #cancel()} (from any
 * thread) makes {@link #run} return at once with the best ply found so far. One search per
 * instance; the table is shared between instances.
 *
 * <p>Parallel (Lazy SMP, with more than one {@link SearchThreads thread}, at full strength only):
 * helper searches deepen the same root on helper threads, every other one a ply ahead and some
 * with the root plies rotated, sharing only the transposition table; the caller's thread keeps
 * the clock, and when it stops it stops the helpers. The answer is from the deepest completed
 * iteration of any of them. Weaker levels search alone (they finish their shallow depth in a
 * blink, and their calibration should not depend on the cores).
 *
 * <p>The weights come by the request's level ({@link Weighting}): the engine's own are {@link Searcher#of}'s. The
 * levels' and full strength's entries in the one table are kept apart ({@link Weighting#keySalt}).
 */
public final class Search {
    /** A win now, for the side to move; a win in n plies scores {@code MATE - n}. */
    public static final int MATE = 30000;
    private static final int INF = 32000;
    private static final int DECIDED = MATE - 2000;
    /** Table wins score below mates found by search (a table distance counts turns, not plies). */
    static final int TABLE_WIN = MATE - 1000;
    private static final int MAX_PLY = 160;
    /**
     * Full strength keeps this share of its budget (1/n) for {@link #greedy} while its best ply so far
     * closes no mill but another root ply does.
     */
    private static final int GREED_SHARE = 10;

    private final TranspositionTable tt;
    private final Tables tables;
    private final Weighting weighting;
    /** The weights of the search under way ({@link Weighting#at} its level; a helper's are its caller's). */
    private Weights active;
    /** XORed into every key of {@link #tt}: {@link Weighting#keySalt} of {@link #active}. */
    private long keySalt;
    private final OpeningBook book;
    private final SearchThreads threads;
    private volatile boolean cancelled;
    private volatile List<Search> helpers = List.of();
    /** Whether this search reads the clock (a helper only watches {@link #cancelled}). */
    private boolean timed = true;

    private MutablePosition pos;
    private Evaluator eval;
    private int[][] millsAt;
    private boolean fullBoardDraw;
    private int drawPlies;
    private boolean repetitionDraw;
    private boolean probeTables;
    private long[] path = new long[512];
    private int pathLen;
    private final int[][] buf = new int[MAX_PLY][MutablePosition.MAX_PLIES];
    private final int[][] order = new int[MAX_PLY][MutablePosition.MAX_PLIES];
    private final int[][] killers = new int[MAX_PLY][2];
    private final int[][] history = new int[2][4096];
    private long nodes;
    private long deadline;
    /** Where the move's time ends (a little before the budget's end: the answer is made after it). */
    private long end;
    /** The time the search leaves {@link #greedy} while its best closes no mill ({@link #aimAt}); 0 when greed has nothing to do. */
    private long greedSlice;
    private LongSupplier clock;
    private boolean stopped;
    // the root's iterations: plies (best first after each), their last completed scores, the result so far
    private int[] completedScores;
    private int[] firstMoves = new int[0], firstScores = new int[0];
    private int bestIndex, bestScore, completed, bestPly;
    /** The depth {@link #bestScore} was searched at: {@link #completed}, or one more from an unfinished iteration. */
    private int bestDepth;

    /** A search with these weights at every level, that answers from {@code book} at full strength when the position is in it. */
    public Search(TranspositionTable tt, Tables tables, Weights weights, OpeningBook book) {
        this(tt, tables, Weighting.of(weights), book, SearchThreads.ONE);
    }

    Search(TranspositionTable tt, Tables tables, Weighting weighting, OpeningBook book, SearchThreads threads) {
        this.tt = tt;
        this.tables = tables;
        this.weighting = weighting;
        this.active = weighting.full();
        this.book = book;
        this.threads = threads;
    }

    /** Stops the search (and its helpers) as soon as it looks (within about a thousand nodes); safe from any thread. */
    public void cancel() {
        cancelled = true;
        for (Search h : helpers) {
            h.cancel();
        }
    }

    public static boolean isWin(int score) {
        return score > DECIDED;
    }

    public static boolean isLoss(int score) {
        return score < -DECIDED;
    }

    /** Searches the current position of {@code game}; {@code clock} gives milliseconds. */
    public SearchResult run(Game game, SearchRequest req, LongSupplier clock) {
        this.clock = clock;
        long start = clock.getAsLong();
        Level level = req.level();
        active = weighting.at(level);
        long budget = Math.max(1, req.movetimeMs() * level.timePercent() / 100);
        end = start + budget - budget / 40; // the answer's own work after the stop (and a busy machine) fit in the last 2.5 %
        deadline = end;
        setUp(game);
        tt.newSearch();
        if (game.outcome().isOver()) {
            return new SearchResult(Optional.empty(), 0, 0, 0, 0, List.of(), false);
        }
        boolean exact = level.needsRootScores();
        if (!exact) {
            Optional<OpeningBook.Entry> b = book.lookup(pos);
            if (b.isPresent()) {
                return finish(b.get().ply().code(), b.get().score(), 0, start, false);
            }
        }
        int[] moves = new int[MutablePosition.MAX_PLIES];
        int n = pos.generate(moves);
        if (probeTables && tables.covers(pos)) {
            int best = tables.bestPly(pos, moves, n);
            int v = tables.score(pos, 0);
            return finish(best, v, 0, start, false);
        }
        if (n == 1) {
            return finish(moves[0], 0, 0, start, false);
        }
        int maxDepth = Math.min(level.maxDepth(), Level.MAX_DEPTH);
        greedSlice = !exact && mayBeGreedy(moves, n, level.greed()) ? budget / GREED_SHARE : 0;
        List<Future<?>> running = exact ? List.of() : startHelpers(game, maxDepth);
        deepen(moves, n, 1, maxDepth, exact, start, budget);
        Search deepest = stopHelpers(running);
        if (deepest != this) {
            return finish(greedy(moves, n, deepest.bestPly, deepest.bestScore, deepest.bestDepth, level.greed()),
                    deepest.bestScore, deepest.completed, start, cancelled);
        }
        if (completed == 0) {
            return finish(moves[bestIndex], bestScore, 0, start, cancelled);
        }
        if (!exact) {
            return finish(greedy(moves, n, moves[bestIndex], bestScore, bestDepth, level.greed()), bestScore, completed,
                    start, cancelled);
        }
        int chosen = Choice.pick(pos, millsAt, moves, completedScores, oneLook(moves, n), n, level, lastPoint(game),
                req.random());
        return finish(moves[chosen], completedScores[chosen], completed, start, cancelled);
    }

    /**
     * Whether {@link #greedy} may have work after the search: a greed, no removal owed and a root ply
     * that closes a mill.
     */
    private boolean mayBeGreedy(int[] moves, int n, int greed) {
        if (greed <= 0 || pos.removalsOwed() > 0) {
            return false;
        }
        int own = pos.pieces(pos.side());
        for (int i = 0; i < n; i++) {
            if (Ordering.closes(millsAt, own, moves[i])) {
                return true;
            }
        }
        return false;
    }

    /**
     * Full strength's greed: when {@code best} closes no mill but a root ply does, the first mill-closing
     * ply that scores at least {@code score - greed} at the {@code depth} that score comes from (a
     * null-window search of each, until {@link #end}: the search left it {@link #greedSlice}; at another
     * depth the scores of a mill game swing too far to compare), else {@code best}. A person expects a
     * mill to be closed; the search alone left one open when the difference was within its noise.
     */
    private int greedy(int[] moves, int n, int best, int score, int depth, int greed) {
        if (greed <= 0 || depth == 0 || cancelled || pos.removalsOwed() > 0 || isWin(score) || isLoss(score)) {
            return best;
        }
        int own = pos.pieces(pos.side());
        if (Ordering.closes(millsAt, own, best)) {
            return best;
        }
        stopped = false;
        deadline = end;
        int bound = score - greed, chosen = best;
        for (int i = 0; i < n && chosen == best && !stopped; i++) {
            if (!Ordering.closes(millsAt, own, moves[i])) {
                continue;
            }
            int us = pos.side();
            make(moves[i]);
            int s = child(pos.side() == us, depth - 1, bound - 1, bound, 1);
            unmake();
            if (!stopped && s >= bound) {
                chosen = moves[i];
            }
        }
        return chosen;
    }

    /** The first iteration's score of each of {@code moves[0..n)} (the one-ply look a lapse judges by). */
    private int[] oneLook(int[] moves, int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = completedScores[i];
            for (int j = 0; j < n; j++) {
                if (firstMoves[j] == moves[i]) {
                    out[i] = firstScores[j];
                    break;
                }
            }
        }
        return out;
    }

    /** Where the last placement or move of the game went (the point a person's eye is on), or -1. */
    private static int lastPoint(Game game) {
        List<Ply> plies = game.plies();
        for (int i = plies.size() - 1; i >= 0; i--) {
            if (plies.get(i).kind() != Ply.Kind.REMOVE) {
                return plies.get(i).to();
            }
        }
        return -1;
    }

    private void setUp(Game game) {
        Position root = game.position();
        prepare(root.rules());
        pos = root.mutable();
        List<Position> ps = game.positions();
        if (path.length < ps.size() + MAX_PLY) {
            path = new long[ps.size() + MAX_PLY];
        }
        pathLen = 0;
        for (Position p : ps) {
            path[pathLen++] = p.hash();
        }
    }

    /** Starts the helpers (none with one thread); each is cancelled with this search. */
    private List<Future<?>> startHelpers(Game game, int maxDepth) {
        int k = threads.helpers();
        if (k == 0) {
            return List.of();
        }
        List<Search> team = new ArrayList<>(k);
        for (int i = 1; i <= k; i++) {
            team.add(new Search(tt, tables, weighting, OpeningBook.none(), SearchThreads.ONE));
        }
        helpers = List.copyOf(team);
        List<Future<?>> running = new ArrayList<>(k);
        for (int i = 1; i <= k; i++) {
            Search h = team.get(i - 1);
            h.active = active;
            int first = 1 + (i & 1), rotate = i / 2;
            running.add(SearchThreads.submit(() -> h.help(game, first, maxDepth, rotate)));
        }
        if (cancelled) {
            cancel(); // a cancel that came before the helpers were published
        }
        return running;
    }

    /**
     * A helper's iterations: from {@code firstDepth} to {@code maxDepth} over the root plies rotated
     * by {@code rotate}, until cancelled; leaves its result in its fields.
     */
    private void help(Game game, int firstDepth, int maxDepth, int rotate) {
        timed = false;
        setUp(game);
        int[] moves = new int[MutablePosition.MAX_PLIES];
        int n = pos.generate(moves);
        if (n > 1 && rotate % n != 0) {
            int[] copy = java.util.Arrays.copyOf(moves, n);
            for (int i = 0; i < n; i++) {
                moves[i] = copy[(i + rotate) % n];
            }
        }
        deepen(moves, n, firstDepth, maxDepth, false, 0, 0);
    }

    /**
     * Stops the helpers and waits for them; adds their nodes to this search's; the search (this one or
     * a helper) with the deepest completed iteration.
     */
    private Search stopHelpers(List<Future<?>> running) {
        if (running.isEmpty()) {
            return this;
        }
        for (Search h : helpers) {
            h.cancel();
        }
        boolean interrupted = false;
        for (Future<?> f : running) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // a cancelled helper stops within a few hundred nodes: wait for it
                } catch (ExecutionException e) {
                    throw new IllegalStateException("a search helper failed", e.getCause());
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Search deepest = this;
        for (Search h : helpers) {
            nodes += h.nodes;
            if (h.completed > deepest.completed) {
                deepest = h;
            }
        }
        return deepest;
    }

    /**
     * Iterative deepening over the root plies {@code moves[0..n)} from {@code firstDepth}: leaves the
     * plies sorted best first after each completed iteration, and the result in {@link #bestIndex},
     * {@link #bestScore}, {@link #completed} and {@link #completedScores}. Full strength deepens until its
     * time is up; the unfinished iteration then answers when it has found a ply better than the last
     * iteration's best (searched first in it), with its score at its depth. When it has not, the last
     * iteration's best and score stand: the scores of a mill game swing between odd and even depths, and
     * one search's score is compared with another's (the analysis, greed). An
     * {@code exact} search needs every root ply's score, so a timed one starts no iteration after half its
     * {@code budget} (one it could not finish would be thrown away).
     */
    private void deepen(int[] moves, int n, int firstDepth, int maxDepth, boolean exact, long start, long budget) {
        int[] scores = new int[n];
        completedScores = new int[n];
        bestIndex = 0;
        bestScore = -INF;
        completed = 0;
        bestDepth = 0;
        int rootOwed = pos.removalsOwed();
        int us = pos.side();
        for (int depth = firstDepth; depth <= maxDepth; depth++) {
            aimAt(moves[0]); // the answer until this iteration finds another
            if (exact && timed && depth > firstDepth && (clock.getAsLong() - start) * 2 > budget) {
                break;
            }
            int alpha = -INF, iterBest = -1;
            for (int i = 0; i < n; i++) {
                make(moves[i]);
                boolean same = pos.side() == us;
                int cd = rootOwed > 0 ? depth : depth - 1;
                int s;
                if (exact || i == 0) {
                    s = child(same, cd, -INF, INF, 1);
                } else {
                    s = child(same, cd, alpha, alpha + 1, 1);
                    if (s > alpha && !stopped) {
                        s = child(same, cd, alpha, INF, 1);
                    }
                }
                unmake();
                if (stopped) {
                    break;
                }
                scores[i] = s;
                if (s > alpha) {
                    alpha = s;
                    iterBest = i;
                    aimAt(moves[i]);
                }
            }
            if (stopped) {
                if (iterBest >= 0 && !exact && (iterBest > 0 || completed == 0)) { // another ply, or the first answer
                    bestIndex = iterBest;
                    bestScore = scores[iterBest];
                    bestDepth = depth;
                }
                break;
            }
            completed = depth;
            bestDepth = depth;
            bestIndex = iterBest;
            bestScore = alpha;
            System.arraycopy(scores, 0, completedScores, 0, n);
            sortRoot(moves, scores, completedScores, n);
            if (depth == 1) {
                firstMoves = java.util.Arrays.copyOf(moves, n);
                firstScores = java.util.Arrays.copyOf(completedScores, n);
            }
            bestIndex = 0;
            if ((isWin(bestScore) || isLoss(bestScore)) && MATE - Math.abs(bestScore) <= depth && !exact) {
                break;
            }
        }
        bestPly = moves[bestIndex];
    }

    /**
     * The deadline while {@code best} (a root ply) would be the answer: the end of the move's time when it
     * closes a mill or greed has nothing to do, else {@link #greedSlice} before it, for {@link #greedy}.
     */
    private void aimAt(int best) {
        if (greedSlice > 0) {
            deadline = Ordering.closes(millsAt, pos.pieces(pos.side()), best) ? end : end - greedSlice;
        }
    }

    private int child(boolean same, int depth, int alpha, int beta, int ply) {
        return same ? search(depth, alpha, beta, ply) : -search(depth, -beta, -alpha, ply);
    }

    private void prepare(Rules rules) {
        Geometry geo = rules.geometry();
        eval = new Evaluator(geo, rules.flying(), active);
        keySalt = weighting.keySalt(active);
        millsAt = millsAt(geo);
        fullBoardDraw = rules.fullBoardDraw();
        drawPlies = rules.drawPlies();
        repetitionDraw = rules.repetitionDraw();
        probeTables = tables.supports(rules);
    }

    /** For each point, the masks of the mills through it. */
    static int[][] millsAt(Geometry geo) {
        int[][] at = new int[Point.COUNT][];
        for (int p = 0; p < Point.COUNT; p++) {
            at[p] = geo.millMasksThrough(p);
        }
        return at;
    }

    private SearchResult finish(int ply, int score, int depth, long start, boolean wasCancelled) {
        return new SearchResult(Optional.of(Ply.of(ply)), score, depth, nodes, clock.getAsLong() - start,
                principalVariation(ply), wasCancelled);
    }

    private List<Ply> principalVariation(int first) {
        List<Ply> pv = new ArrayList<>();
        MutablePosition p = pos;
        int made = 0;
        int ply = first;
        while (ply != 0 && p.isLegal(ply) && made < 24) {
            pv.add(Ply.of(ply));
            p.make(ply);
            made++;
            long e = tt.probe(p.hash() ^ keySalt);
            ply = e == 0 ? 0 : TranspositionTable.plyOf(e);
        }
        while (made-- > 0) {
            p.unmake();
        }
        return pv;
    }

    private static void sortRoot(int[] moves, int[] scores, int[] completedScores, int n) {
        for (int i = 1; i < n; i++) { // insertion sort, stable, best first
            int m = moves[i], s = scores[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < s) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[j + 1] = m;
            scores[j + 1] = s;
        }
        System.arraycopy(scores, 0, completedScores, 0, n);
    }

    /** Makes a ply and records the position on the path (for repetitions). */
    private void make(int ply) {
        pos.make(ply);
        path[pathLen++] = pos.hash();
    }

    private void unmake() {
        pathLen--;
        pos.unmake();
    }

    private void poll() {
        if (cancelled || timed && clock.getAsLong() >= deadline) {
            stopped = true;
        }
    }

    private boolean repeated() {
        long h = path[pathLen - 1];
        int back = pos.quietPlies();
        for (int i = pathLen - 3, stop = Math.max(0, pathLen - 1 - back); i >= stop; i--) {
            if (path[i] == h) {
                return true;
            }
        }
        return false;
    }

    private int search(int depth, int alpha, int beta, int ply) {
        if ((++nodes & 255) == 0) {
            poll();
        }
        if (stopped) {
            return 0;
        }
        MutablePosition p = pos;
        int owed = p.removalsOwed();
        int us = p.side();
        if (owed == 0) {
            if (p.tooFew(us)) {
                return -MATE + ply;
            }
            if (fullBoardDraw && p.inHand(0) == 0 && p.inHand(1) == 0 && (p.white() | p.black()) == Point.ALL) {
                return draw(p);
            }
            if (repetitionDraw && repeated()) {
                return repetition(p);
            }
            if (probeTables && tables.covers(p)) {
                return tables.score(p, ply);
            }
            if (depth <= 0 || ply >= MAX_PLY - 8) {
                return quiesce(alpha, beta, ply);
            }
        }
        long key = p.hash() ^ keySalt;
        long e = tt.probe(key);
        int ttPly = 0;
        if (e != 0) {
            ttPly = TranspositionTable.plyOf(e);
            if (TranspositionTable.depthOf(e) >= depth) {
                int s = fromTable(TranspositionTable.scoreOf(e), ply);
                int b = TranspositionTable.boundOf(e);
                if (b == TranspositionTable.EXACT || (b == TranspositionTable.LOWER && s >= beta)
                        || (b == TranspositionTable.UPPER && s <= alpha)) {
                    return s;
                }
            }
        }
        int[] moves = buf[ply];
        int n = p.generate(moves);
        if (n == 0) {
            return -MATE + ply;
        }
        if (owed == 0 && drawPlies > 0 && p.quietPlies() >= drawPlies) {
            return draw(p);
        }
        int[] keys = order[ply];
        score(moves, keys, n, ttPly, ply, owed > 0);
        int childDepth = owed > 0 ? depth : depth - 1;
        int best = -INF, bestPly = 0, a = alpha;
        for (int i = 0; i < n; i++) {
            pickNext(moves, keys, i, n);
            int m = moves[i];
            make(m);
            boolean same = p.side() == us;
            int s;
            if (i == 0) {
                s = child(same, childDepth, a, beta, ply + 1);
            } else {
                // late quiet plies (no table ply, no mill closed or blocked, no killer) first get a shallower look
                int r = owed == 0 && depth >= 3 && i >= 3 && keys[i] < 28_000 ? 1 : 0;
                s = child(same, childDepth - r, a, a + 1, ply + 1);
                if (r > 0 && s > a && !stopped) {
                    s = child(same, childDepth, a, a + 1, ply + 1);
                }
                if (s > a && s < beta && !stopped) {
                    s = child(same, childDepth, a, beta, ply + 1);
                }
            }
            unmake();
            if (stopped) {
                return 0;
            }
            if (s > best) {
                best = s;
                bestPly = m;
                if (s > a) {
                    a = s;
                    if (a >= beta) {
                        if (keys[i] < 30_000) {
                            int[] k = killers[ply];
                            if (k[0] != m) {
                                k[1] = k[0];
                                k[0] = m;
                            }
                        }
                        int[] h = history[us];
                        h[m] += depth * depth;
                        if (h[m] > 20_000) {
                            for (int j = 0; j < h.length; j++) {
                                h[j] >>= 1;
                            }
                        }
                        break;
                    }
                }
            }
        }
        int bound = best >= beta ? TranspositionTable.LOWER : best > alpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
        tt.store(key, bestPly, toTable(best, ply), depth, bound);
        return best;
    }

    /**
     * The horizon: the static evaluation, unless closing a mill (and taking a piece) does better;
     * each such step takes a piece off the board, so this ends quickly.
     */
    private int quiesce(int alpha, int beta, int ply) {
        MutablePosition p = pos;
        int[] moves = buf[ply];
        int n = p.generate(moves);
        if (n == 0) {
            return -MATE + ply;
        }
        if (drawPlies > 0 && p.quietPlies() >= drawPlies) {
            return draw(p);
        }
        int best = eval.evaluate(p);
        if (best >= beta || ply >= MAX_PLY - 8) {
            return best;
        }
        int us = p.side();
        int own = p.pieces(us);
        int a = Math.max(alpha, best);
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if (!Ordering.closes(millsAt, own, m)) { // not placementKey: a ply blocking two mills keys as high
                continue;
            }
            make(m);
            int s = search(0, a, beta, ply + 1); // a removal is owed: same side, no negation
            unmake();
            if (stopped) {
                return 0;
            }
            if (s > best) {
                best = s;
                if (s > a) {
                    a = s;
                    if (a >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * A draw for the side to move of {@code p} (no removal owed): {@link Weights#contempt} per piece it is
     * ahead below zero, per piece behind above.
     */
    private int draw(MutablePosition p) {
        return -active.contempt() * ahead(p);
    }

    /**
     * A draw by repetition for the side to move of {@code p}: {@link #draw}, except that at full strength, outside the
     * endgame tables, one that a side ahead by a piece or more (board and hand) brought about with its own ply (the
     * last ply is always the other side's) scores {@link Weights#bite} above zero for the side to move: ahead, it
     * repeats only where every other ply is worse than any evaluation (a lost game, or far worse than a draw). A
     * repetition the side behind brings about is {@link #draw}'s: bitten too, it was worth twenty pieces to the side
     * behind, so wherever that side could repeat, every ply of the side ahead scored {@code -bite} or below and the
     * search could not tell the ply that holds from the one that loses (issue 34: four of the fifteen losses to Sanmill
     * of {@code full24-200}, docs/ai.md).
     */
    private int repetition(MutablePosition p) {
        int bite = active.bite();
        if (bite > 0 && ahead(p) < 0 && !(probeTables && tables.covers(p))) {
            return bite;
        }
        return draw(p);
    }

    /** Pieces (board and hand) the side to move of {@code p} has more than the other. */
    private static int ahead(MutablePosition p) {
        int us = p.side();
        return Integer.bitCount(p.pieces(us)) + p.inHand(us) - Integer.bitCount(p.pieces(us ^ 1)) - p.inHand(us ^ 1);
    }

    private static int toTable(int s, int ply) {
        return s > DECIDED ? s + ply : s < -DECIDED ? s - ply : s;
    }

    private static int fromTable(int s, int ply) {
        return s > DECIDED ? s - ply : s < -DECIDED ? s + ply : s;
    }

    /** Ordering keys: table ply, mill-closing, mill-blocking, killers, then history. */
    private void score(int[] moves, int[] keys, int n, int ttPly, int ply, boolean removal) {
        MutablePosition p = pos;
        int us = p.side();
        int own = p.pieces(us), opp = p.pieces(us ^ 1);
        int[] k = killers[ply];
        int[] h = history[us];
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            int key;
            if (m == ttPly) {
                key = 1 << 30;
            } else if (removal) {
                key = Ordering.removalKey(millsAt, own, opp, m & 31) + h[m];
            } else {
                key = Ordering.placementKey(millsAt, own, opp, m);
                if (key == 0) {
                    key = m == k[0] ? 29_000 : m == k[1] ? 28_000 : Math.min(h[m], 20_000);
                }
            }
            keys[i] = key;
        }
    }

    private static void pickNext(int[] moves, int[] keys, int i, int n) {
        int bi = i;
        for (int j = i + 1; j < n; j++) {
            if (keys[j] > keys[bi]) {
                bi = j;
            }
        }
        if (bi != i) {
            int t = moves[i];
            moves[i] = moves[bi];
            moves[bi] = t;
            t = keys[i];
            keys[i] = keys[bi];
            keys[bi] = t;
        }
    }

    /** Total nodes so far (for benchmarks). */
    public long nodes() {
        return nodes;
    }
}
