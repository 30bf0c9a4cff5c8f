package io.github.morrisboard.bench;

import io.github.morrisboard.ai.BenchOpenings;
import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.OpeningBook;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.ai.Weights;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * "Never lose from a balanced opening at a Pi's budget": full strength at {@code READINGS} clock readings
 * a move (about 256 nodes each; docs/ai.md's Pi Zero 2 W budget is 3,580) against full strength at
 * {@code FACTOR} times that, from {@link AiSelfPlayBench}'s openings {@code FROM..TO-1}, colours swapped;
 * one line a game (so a stopped run keeps its games) and the W D L. Run: {@code java -cp
 * target/classes:target/test-classes io.github.morrisboard.bench.AiPiBudgetBench READINGS FACTOR FROM TO [OPTION…]}.
 *
 * <p>Options: {@code tables=FILE} (both sides probe the endgame tables, as the board does when its state
 * directory holds the file), {@code pi-tables=FILE} (the Pi side's own, e.g. five pieces a side against the
 * other's four), {@code weights=CSV} (the Pi side's evaluation, see {@link Weights#parse}; the
 * 4× side keeps {@link Weights#DEFAULT}), {@code vs=CSV} (the 4× side's), {@code pi=white|black} (one
 * colour only), {@code openings=two-ply} (instead of {@link AiSelfPlayBench}'s twelve: the start, then every
 * two-ply opening once up to the board's symmetries, {@link BenchOpenings}: 47 in all), {@code openings=book}
 * (the seven the opening book starts from, {@link OpeningBook#OPENINGS}), {@code book=FILE} (book lines, as
 * {@link AiBookLearnBench} writes them, added to the standard book for both sides).
 */
public final class AiPiBudgetBench {
    public static void main(String[] args) throws IOException {
        long readings = Long.parseLong(args[0]);
        int factor = Integer.parseInt(args[1]);
        int from = Integer.parseInt(args[2]), to = Integer.parseInt(args[3]);
        Tables tables = Tables.none();
        Optional<Tables> piTables = Optional.empty();
        Weights weights = Weights.DEFAULT, vs = Weights.DEFAULT;
        boolean[] colours = {true, false};
        String[] openings = AiSelfPlayBench.OPENINGS.split(",", -1);
        OpeningBook book = OpeningBook.standard();
        for (int i = 4; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("tables=")) {
                tables = Tables.load(Path.of(a.substring(7)));
            } else if (a.startsWith("pi-tables=")) {
                piTables = Optional.of(Tables.load(Path.of(a.substring(10))));
            } else if (a.startsWith("weights=")) {
                weights = Weights.parse(a.substring(8));
            } else if (a.startsWith("vs=")) {
                vs = Weights.parse(a.substring(3));
            } else if (a.equals("openings=two-ply")) {
                openings = BenchOpenings.startAndTwoPly();
            } else if (a.equals("openings=book")) {
                openings = OpeningBook.OPENINGS.toArray(String[]::new);
            } else if (a.startsWith("book=")) {
                book = AiBookLearnBench.withLines(AiBookLearnBench.readLines(Path.of(a.substring(5))));
            } else if (a.equals("pi=white") || a.equals("pi=black")) {
                colours = new boolean[]{a.endsWith("white")};
            } else {
                throw new IllegalArgumentException("unknown option '" + a + "'");
            }
        }
        SelfPlay.Player pi = AiBookLearnBench.piPlayer(factor, weights);
        SelfPlay.Player strong = new SelfPlay.Player(Level.FULL, vs);
        int[] wdl = new int[3];
        long t0 = System.nanoTime();
        for (int i = from; i < to; i++) {
            for (boolean piWhite : colours) {
                long[] tick = {0};
                SelfPlay play = new SelfPlay(Rules.STANDARD, readings * factor, TranspositionTable.DEFAULT_MB, () -> tick[0]++);
                SelfPlay.Played g = play.playFrom(Game.replay(Rules.STANDARD, openings[i].strip()), pi, piTables.orElse(tables),
                        strong, tables, piWhite, 7 + i, book, (x, y) -> { });
                wdl[g.forA().ordinal()]++;
                System.out.printf("opening %2d (%s) pi %s: %s in %d plies: %s%n", i, openings[i].strip(), piWhite ? "white" : "black",
                        g.forA(), g.game().plyCount(), g.game().record());
            }
        }
        System.out.printf("pi budget %d readings vs %dx%s: W D L %d %d %d (%d games, %.0f s)%n", readings, factor,
                tables.classNames().isEmpty() ? "" : ", tables " + tables.classNames(), wdl[0], wdl[1], wdl[2],
                wdl[0] + wdl[1] + wdl[2], (System.nanoTime() - t0) / 1e9);
    }
}
