package io.github.morrisboard.bench;

import io.github.morrisboard.ai.BenchOpenings;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.OpeningBook;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.ai.Weights;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Book learning for the Pi-budget match ({@link AiPiBudgetBench}): full strength at {@code READINGS} clock
 * readings a move against full strength at {@code FACTOR} times that, from the start and the two-ply
 * openings {@code FROM..TO-1} ({@link BenchOpenings}), colours swapped, both sides with the standard book
 * and the lines learnt so far. After each game the Pi side lost, every one of its placing-phase decisions
 * that the book does not answer is searched again at {@code DEEP} times its budget, and so is the ply it
 * played; the position where the deep search finds the played ply worst against its own best becomes a
 * book line. {@code ROUNDS} times over the openings, so a lost game is played again with what it taught.
 * The learnt lines go to {@code out=FILE} (the {@code plies|ply|score} form of {@link OpeningBook#of}) after
 * each game; {@code book=FILE} starts from lines learnt before. Each game prints as {@link AiPiBudgetBench}
 * prints it, so the games can be read by {@link AiTuneBench}.
 *
 * <p>What it answers: whether a book grown from lost games makes the Pi side lose less on the openings it
 * learnt from, and (with {@code AiPiBudgetBench … book=FILE} on other openings) on those it did not.
 *
 * <pre>AiBookLearnBench READINGS FACTOR DEEP FROM TO ROUNDS out=FILE [tables=FILE] [book=FILE]</pre>
 */
public final class AiBookLearnBench {
    public static void main(String[] args) throws IOException {
        long readings = Long.parseLong(args[0]);
        int factor = Integer.parseInt(args[1]);
        int deep = Integer.parseInt(args[2]);
        int from = Integer.parseInt(args[3]), to = Integer.parseInt(args[4]);
        int rounds = Integer.parseInt(args[5]);
        Tables tables = Tables.none();
        Path out = null;
        List<String> learnt = new ArrayList<>();
        for (int i = 6; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("tables=")) {
                tables = Tables.load(Path.of(a.substring(7)));
            } else if (a.startsWith("out=")) {
                out = Path.of(a.substring(4));
            } else if (a.startsWith("book=")) {
                learnt.addAll(readLines(Path.of(a.substring(5))));
            } else {
                throw new IllegalArgumentException("unknown option '" + a + "'");
            }
        }
        if (out == null) {
            throw new IllegalArgumentException("out=FILE is required");
        }
        String[] openings = BenchOpenings.startAndTwoPly();
        SelfPlay.Player pi = piPlayer(factor, Weights.DEFAULT);
        SelfPlay.Player strong = new SelfPlay.Player(Level.FULL, Weights.DEFAULT);
        long t0 = System.nanoTime();
        for (int round = 1; round <= rounds; round++) {
            int[] wdl = new int[3];
            int taught = 0;
            for (int i = from; i < to; i++) {
                for (boolean piWhite : new boolean[]{true, false}) {
                    OpeningBook book = withLines(learnt);
                    long[] tick = {0};
                    SelfPlay play = new SelfPlay(Rules.STANDARD, readings * factor, TranspositionTable.DEFAULT_MB, () -> tick[0]++);
                    SelfPlay.Played g = play.playFrom(Game.replay(Rules.STANDARD, openings[i].strip()), pi, tables, strong, tables,
                            piWhite, 7 + i, book, (x, y) -> { });
                    wdl[g.forA().ordinal()]++;
                    System.out.printf("round %d opening %2d (%s) pi %s: %s in %d plies: %s%n", round, i, openings[i].strip(),
                            piWhite ? "white" : "black", g.forA(), g.game().plyCount(), g.game().record());
                    if (g.forA() == SelfPlay.Result.LOSS) {
                        Optional<String> line = lesson(g.game(), piWhite, openings[i].strip(), readings * deep, tables, book);
                        if (line.isPresent()) {
                            learnt.add(line.get());
                            taught++;
                            Files.write(out, learnt);
                        }
                    }
                }
            }
            System.out.printf("round %d: W D L %d %d %d, %d lines learnt (%d in all, %.0f s)%n", round, wdl[0], wdl[1], wdl[2],
                    taught, learnt.size(), (System.nanoTime() - t0) / 1e9);
            if (taught == 0) {
                break;
            }
        }
    }

    /** The Pi side of the match: full strength at {@code 1/factor} of the move budget, with {@code weights}. */
    static SelfPlay.Player piPlayer(int factor, Weights weights) {
        Level full = Level.FULL;
        return new SelfPlay.Player(new Level(10, full.maxDepth(), 100 / factor, 0, 0, 0, 0, 0, full.greed()), weights);
    }

    /** The standard book with {@code lines} added. */
    static OpeningBook withLines(List<String> lines) {
        List<String> all = new ArrayList<>(OpeningBook.standard().lines());
        all.addAll(lines);
        return OpeningBook.of(all);
    }

    /** Book lines from a file (blank lines and {@code #} comments skipped). */
    static List<String> readLines(Path file) throws IOException {
        return Files.readAllLines(file).stream().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
    }

    /**
     * The book line a lost game teaches: among the Pi side's placing-phase decisions after the opening that the
     * book did not answer, the one whose played ply a deep search scores furthest below its own best.
     */
    private static Optional<String> lesson(Game lost, boolean piWhite, String opening, long ticks, Tables tables, OpeningBook book) {
        Searcher s = new Searcher(new TranspositionTable(TranspositionTable.DEFAULT_MB), tables, Weights.DEFAULT).withoutBook();
        List<Ply> plies = lost.plies();
        int start = opening.isEmpty() ? 0 : opening.split("\\s+").length;
        Game g = Game.replay(Rules.STANDARD, opening);
        String best = null;
        int worst = 0;
        for (int k = start; k < plies.size() && AiBookBench.placing(g); k++) {
            Ply played = plies.get(k);
            boolean piToMove = (g.position().sideToMove() == Color.WHITE) == piWhite;
            if (piToMove && book.lookup(g.position().mutable()).isEmpty()) {
                SearchResult r = search(s, g, ticks);
                Ply ply = r.best().orElseThrow();
                if (!ply.equals(played)) {
                    Game after = g.play(played);
                    int playedScore = after.outcome().isOver() ? r.score() : -search(s, after, ticks).score();
                    int loss = r.score() - playedScore;
                    System.out.printf("  ply %2d %-5s deep %-5s %5d, played %5d (depth %d)%n", k + 1, played, ply, r.score(), playedScore,
                            r.depth());
                    if (loss > worst) {
                        worst = loss;
                        best = g.record() + "|" + ply + "|" + r.score();
                    }
                }
            }
            g = g.play(played);
        }
        System.out.println(best == null ? "  nothing learnt: the deep search scores no placing ply of the Pi side below its own best"
                : "  learnt " + best + " (the played ply " + worst + " worse)");
        return Optional.ofNullable(best);
    }

    private static SearchResult search(Searcher s, Game g, long ticks) {
        long[] clock = {0};
        return s.search(g, SearchRequest.full(ticks), () -> clock[0]++);
    }
}
