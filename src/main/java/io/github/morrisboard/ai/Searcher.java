package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;

import java.util.function.LongSupplier;

/**
 * What searches share between moves: the transposition table, the endgame tables and the
 * weights. Each {@link #start} makes a fresh {@link Search} (which the caller may cancel).
 * Not for two searches at the same time (the table tolerates it, but the results would
 * disturb each other); {@link AiPlayer} runs one at a time.
 */
public final class Searcher {
    private final TranspositionTable tt;
    private final Tables tables;
    private final Weights weights;
    private final OpeningBook book;

    /**
     * A searcher without an opening book. The {@linkplain OpeningBook#standard() standard book}
     * exists but is off by default: in self-play it helped at 300 ms a move and hurt at 1000 ms
     * (small samples; see the closing note of issue 3). Pass it explicitly to use it.
     */
    public Searcher(TranspositionTable tt, Tables tables, Weights weights) {
        this(tt, tables, weights, OpeningBook.none());
    }

    public Searcher(TranspositionTable tt, Tables tables, Weights weights, OpeningBook book) {
        this.tt = tt;
        this.tables = tables;
        this.weights = weights;
        this.book = book;
    }

    /** The same table, endgame tables and weights, with no opening book (to build or judge the book). */
    public Searcher withoutBook() {
        return new Searcher(tt, tables, weights, OpeningBook.none());
    }

    /** A searcher with a table of {@code hashMb} MB, the given endgame tables, the default weights and the opening book. */
    public static Searcher of(int hashMb, Tables tables) {
        return new Searcher(new TranspositionTable(hashMb), tables, Weights.DEFAULT);
    }

    public Tables tables() {
        return tables;
    }

    /** A new search, not yet run: call {@link Search#run}; {@link Search#cancel} stops it. */
    public Search start() {
        return new Search(tt, tables, weights, book);
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
