package io.github.morrisboard.bench;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.OpeningBook;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.ai.Weights;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Rules;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.LongSupplier;

/**
 * Full strength against itself at a real move time, from the start and from given openings,
 * each played twice (the side to move first is searched by searcher A, then by searcher B):
 * prints each game's outcome and record, the placing phase's depth and nodes per second, and
 * W D L for white. Run: {@code mvn -q -o test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.github.morrisboard.bench.AiSelfPlayBench -Dexec.args="MOVETIME [OPTION…]"}.
 *
 * <p>Options: {@code openings=O1,O2,…} (plies separated by spaces, an empty one is the start; the
 * default is {@link #OPENINGS}), {@code nobook} (without the standard opening book), {@code tables=FILE}
 * (endgame tables), {@code weights=CSV} (see {@link Weights#parse}), {@code vs=CSV} (searcher B
 * uses these weights instead; W D L is then reported for A). A move time ending in {@code t} is
 * counted in clock readings (about 256 nodes each) instead of milliseconds: the games are then the
 * same on any machine, and in self-play the second searcher gets 1.4 times the budget (identical
 * deterministic players would replay one game with colours swapped).
 */
public final class AiSelfPlayBench {
    /** Twelve two-ply openings spread over the board's kinds of points. */
    static final String OPENINGS = ",d6 f4,a1 g7,b4 d2,a4 d7,d3 e4,c5 b6,g1 a7,b2 f6,e3 c3,d1 g4,f2 d5";

    public static void main(String[] args) throws IOException {
        String time = args.length > 0 ? args[0] : "300";
        boolean ticks = time.endsWith("t");
        long movetime = Long.parseLong(ticks ? time.substring(0, time.length() - 1) : time);
        String[] openings = OPENINGS.split(",", -1);
        OpeningBook book = OpeningBook.standard();
        Tables tables = Tables.none();
        Weights weights = Weights.DEFAULT, vs = null;
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (a.startsWith("openings=")) {
                openings = a.substring(9).split(",", -1);
            } else if (a.equals("nobook")) {
                book = OpeningBook.none();
            } else if (a.startsWith("tables=")) {
                tables = Tables.load(Path.of(a.substring(7)));
            } else if (a.startsWith("weights=")) {
                weights = Weights.parse(a.substring(8));
            } else if (a.startsWith("vs=")) {
                vs = Weights.parse(a.substring(3));
            } else {
                throw new IllegalArgumentException("unknown option '" + a + "'");
            }
        }
        boolean match = vs != null;
        // identical deterministic players would replay one game with colours swapped: B thinks longer
        Level levelB = ticks && !match ? Level.exact(10, Level.MAX_DEPTH, 140) : Level.FULL;
        SelfPlay.Player a = new SelfPlay.Player(Level.FULL, weights);
        SelfPlay.Player b = new SelfPlay.Player(levelB, match ? vs : weights);
        int[] wdl = new int[3];
        long t0 = System.nanoTime();
        for (String opening : openings) {
            for (int swap = 0; swap < 2; swap++) {
                long[] tick = {0};
                LongSupplier clock = ticks ? () -> tick[0]++ : System::currentTimeMillis;
                long[] placing = new long[5]; // nodes, ms, searches, least depth, deepest
                placing[3] = 99;
                StringBuilder trace = new StringBuilder();
                SelfPlay play = new SelfPlay(Rules.STANDARD, movetime, TranspositionTable.DEFAULT_MB, clock);
                SelfPlay.Played played = play.playFrom(Game.replay(Rules.STANDARD, opening.strip()), a, b, swap == 0, 1,
                        tables, book, (g, r) -> {
                            if (g.position().inHand(Color.WHITE) + g.position().inHand(Color.BLACK) > 0 && r.depth() > 0) {
                                placing[0] += r.nodes();
                                placing[1] += r.millis();
                                placing[2]++;
                                placing[3] = Math.min(placing[3], r.depth());
                                placing[4] = Math.max(placing[4], r.depth());
                                trace.append(String.format(" %s(%d:%d)", r.best().orElseThrow(), r.depth(),
                                        g.position().sideToMove() == Color.WHITE ? r.score() : -r.score()));
                            }
                        });
                Game g = played.game();
                Outcome o = g.outcome();
                int res = played.forA().ordinal(); // for A, or for white in self-play
                if (!match && swap == 1) {
                    res = 2 - res;
                }
                wdl[res]++;
                System.out.printf("opening '%s' swap %d: %s after %d plies; placing depth %d..%d%s%n", opening,
                        swap, o.describe(), g.plyCount(), placing[3], placing[4],
                        ticks ? "" : String.format(", %,d nodes/s", placing[0] * 1000 / Math.max(1, placing[1])));
                if (res != 1) {
                    System.out.println("  placing (ply(depth:score for white)):" + trace);
                    System.out.println("  record: " + g.record());
                }
            }
        }
        System.out.printf("%s W D L %d %d %d  (%d games, %.0f s)%n", match ? "A" : "white", wdl[0], wdl[1], wdl[2],
                wdl[0] + wdl[1] + wdl[2], (System.nanoTime() - t0) / 1e9);
    }
}
