package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;

import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import java.util.function.LongSupplier;

/**
 * Games between two players (a level and weights each), for the level ladder, tuning and the
 * {@code selfplay} command. Each side keeps its own transposition table.
 */
public final class SelfPlay {
    /** A player: a level, the weights its evaluation uses, and its search threads (1: deterministic). */
    public record Player(Level level, Weights weights, int threads) {
        public Player(Level level, Weights weights) {
            this(level, weights, 1);
        }

        /** Level {@code level} as the engine plays it ({@link Weighting#ENGINE}). */
        public static Player of(int level) {
            Level l = Level.of(level);
            return new Player(l, Weighting.ENGINE.at(l));
        }

        /** This player searching with {@code n} threads. */
        public Player withThreads(int n) {
            return new Player(level, weights, n);
        }
    }

    /** How one game ended, from side A's view. */
    public enum Result { WIN, DRAW, LOSS }

    /** A finished game and its result for A. */
    public record Played(Game game, Result forA) {
    }

    /** Plies after which a game is stopped as a draw (the rules' draw counters end games long before). */
    static final int MAX_PLIES = 2000;

    private final Rules rules;
    private final long movetimeMs;
    private final int hashMb;
    private final LongSupplier clock;

    public SelfPlay(Rules rules, long movetimeMs, int hashMb, LongSupplier clock) {
        this.rules = rules;
        this.movetimeMs = movetimeMs;
        this.hashMb = hashMb;
        this.clock = clock;
    }

    /** One game from the start; A plays white when {@code aWhite}; {@code seed} drives both sides' choices. */
    public Played play(Player a, Player b, boolean aWhite, long seed) {
        return playFrom(Game.start(rules), a, b, aWhite, seed, Tables.none());
    }

    /** One game from {@code start}, both sides with the standard opening book. */
    public Played playFrom(Game start, Player a, Player b, boolean aWhite, long seed, Tables tables) {
        return playFrom(start, a, b, aWhite, seed, tables, OpeningBook.standard(), (game, result) -> { });
    }

    /** One game from {@code start}; {@code onMove} sees each position and its search before the ply is played. */
    public Played playFrom(Game start, Player a, Player b, boolean aWhite, long seed, Tables tables, OpeningBook book,
                           BiConsumer<Game, SearchResult> onMove) {
        return playFrom(start, a, tables, b, tables, aWhite, seed, book, onMove);
    }

    /** One game from {@code start}, each side with its own endgame tables (to measure what a larger set is worth). */
    public Played playFrom(Game start, Player a, Tables tablesA, Player b, Tables tablesB, boolean aWhite, long seed, OpeningBook book,
                           BiConsumer<Game, SearchResult> onMove) {
        Searcher sa = new Searcher(new TranspositionTable(hashMb), tablesA, a.weights(), book).withThreads(a.threads());
        Searcher sb = new Searcher(new TranspositionTable(hashMb), tablesB, b.weights(), book).withThreads(b.threads());
        SplittableRandom ra = new SplittableRandom(seed), rb = new SplittableRandom(seed ^ 0x5DEECE66DL);
        Game g = start;
        while (!g.outcome().isOver() && g.plyCount() < MAX_PLIES) {
            boolean aToMove = (g.position().sideToMove() == Color.WHITE) == aWhite;
            SearchResult r = aToMove
                    ? sa.search(g, new SearchRequest(movetimeMs, a.level(), ra), clock)
                    : sb.search(g, new SearchRequest(movetimeMs, b.level(), rb), clock);
            onMove.accept(g, r);
            Ply ply = r.best().orElseThrow(() -> new IllegalStateException("no ply in an ongoing game"));
            g = g.play(ply);
        }
        Outcome o = g.outcome();
        Result res = o instanceof Outcome.Win w
                ? ((w.winner() == Color.WHITE) == aWhite ? Result.WIN : Result.LOSS)
                : Result.DRAW;
        return new Played(g, res);
    }
}
