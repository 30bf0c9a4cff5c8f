package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;

import java.util.function.LongSupplier;

/**
 * What searches share between moves: the transposition table, the endgame tables, the
 * weights by level ({@link Weighting}: {@link #of} gives the engine's, the constructors one set for
 * every level) and the number of threads a
 * search uses ({@link #withThreads}; one unless asked).
 * Each {@link #start} makes a fresh {@link Search} (which the caller may cancel).
 * Not for two searches at the same time (the table tolerates it, but the results would
 * disturb each other); {@link AiPlayer} runs one at a time.
 */
public final class Searcher {
    /** The most threads a search may use ({@link #withThreads}). */
    public static final int MAX_THREADS = SearchThreads.MAX;

    private final TranspositionTable tt;
    private final Tables tables;
    private final Weighting weighting;
    private final OpeningBook book;
    private final SearchThreads threads;

    /**
     * A searcher with the {@linkplain OpeningBook#standard() standard opening book} (which only
     * full strength uses). With it, full strength against itself drew 23 of 24 games from twelve
     * openings at 2,400 clock readings a move, against 18 of 24 without it.
     */
    public Searcher(TranspositionTable tt, Tables tables, Weights weights) {
        this(tt, tables, weights, OpeningBook.standard());
    }

    /** A searcher whose every level, full strength too, searches with {@code weights}. */
    public Searcher(TranspositionTable tt, Tables tables, Weights weights, OpeningBook book) {
        this(tt, tables, Weighting.of(weights), book, SearchThreads.ONE);
    }

    private Searcher(TranspositionTable tt, Tables tables, Weighting weighting, OpeningBook book, SearchThreads threads) {
        this.tt = tt;
        this.tables = tables;
        this.weighting = weighting;
        this.book = book;
        this.threads = threads;
    }

    /** The same table, endgame tables, weights and threads, with no opening book (to build or judge the book). */
    public Searcher withoutBook() {
        return new Searcher(tt, tables, weighting, OpeningBook.none(), threads);
    }

    /**
     * The same, searching with {@code threads} threads (1..{@link #MAX_THREADS}) at full strength (see {@link Search}:
     * the helpers share the table); one thread is deterministic.
     */
    public Searcher withThreads(int threads) {
        return new Searcher(tt, tables, weighting, book, new SearchThreads(threads));
    }

    /** How many threads a full-strength search uses. */
    public int threads() {
        return threads.threads();
    }

    /** The default number of search threads: all cores but one (the board's own loop keeps one), at least one. */
    public static int defaultThreads() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    }

    /**
     * The engine as it plays: a table of {@code hashMb} MB, the given endgame tables, the opening book, levels 1-9
     * with {@link Weights#DEFAULT} and full strength with {@link Weights#FULL}.
     */
    public static Searcher of(int hashMb, Tables tables) {
        return new Searcher(new TranspositionTable(hashMb), tables, Weighting.ENGINE, OpeningBook.standard(), SearchThreads.ONE);
    }

    public Tables tables() {
        return tables;
    }

    /** A new search, not yet run: call {@link Search#run}; {@link Search#cancel} stops it. */
    public Search start() {
        return new Search(tt, tables, weighting, book, threads);
    }

    /** Searches {@code game} to the end of the request. */
    public SearchResult search(Game game, SearchRequest request, LongSupplier clock) {
        return start().run(game, request, clock);
    }

    /** A one-line summary: {@code info depth D score S nodes N time MS nps X pv …}. */
    public static String info(SearchResult r) {
        return "info depth " + r.depth() + " score " + r.score() + " nodes " + r.nodes() + " time " + r.millis()
                + " nps " + r.nps() + (r.pv().isEmpty() ? "" : " pv " + Notation.format(r.pv()));
    }
}
