package io.github.morrisboard.bench;

import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.OpeningBook;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Weights;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Rules;

/**
 * Full strength against itself at a real move time, from the start and from given openings,
 * each played twice (the side to move first is searched by searcher A, then by searcher B):
 * prints each game's outcome and record, the placing phase's depth and nodes per second, and
 * W D L for white. Run: {@code mvn -q -o test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.github.morrisboard.bench.AiSelfPlayBench -Dexec.args="MOVETIME [OPENING,…] [nobook]"}
 * (openings separated by commas, an empty one is the start). A move time ending in {@code t} is
 * counted in clock readings (about 256 nodes each) instead of milliseconds: the games are then the
 * same on any machine, and the second searcher gets 1.4 times the budget (identical deterministic
 * players would replay one game with colours swapped).
 */
public final class AiSelfPlayBench {
    public static void main(String[] args) {
        String time = args.length > 0 ? args[0] : "300";
        boolean ticks = time.endsWith("t");
        long movetime = Long.parseLong(ticks ? time.substring(0, time.length() - 1) : time);
        String[] openings = args.length > 1 ? args[1].split(",", -1) : new String[]{"", "d6 f4", "a1 g7", "b4 d2"};
        boolean book = !(args.length > 2 && args[2].equals("nobook"));
        int[] wdl = new int[3];
        for (String opening : openings) {
            for (int swap = 0; swap < 2; swap++) {
                OpeningBook lines = book ? OpeningBook.standard() : OpeningBook.none();
                Searcher[] s = {new Searcher(new TranspositionTable(TranspositionTable.DEFAULT_MB), Tables.none(), Weights.DEFAULT, lines),
                        new Searcher(new TranspositionTable(TranspositionTable.DEFAULT_MB), Tables.none(), Weights.DEFAULT, lines)};
                long[] tick = {0};
                java.util.function.LongSupplier clock = ticks ? () -> tick[0]++ : System::currentTimeMillis;
                Game g = Game.replay(Rules.STANDARD, opening.strip());
                long placingNodes = 0, placingMs = 0;
                int placingMoves = 0, minDepth = 99, maxDepth = 0;
                StringBuilder trace = new StringBuilder();
                while (!g.outcome().isOver() && g.plyCount() < 2000) {
                    int who = (g.position().sideToMove().index() + swap) & 1;
                    long budget = ticks && who == 1 ? movetime * 7 / 5 : movetime;
                    SearchResult r = s[who].search(g, SearchRequest.full(budget), clock);
                    boolean placing = g.position().inHand(Color.WHITE) + g.position().inHand(Color.BLACK) > 0;
                    if (placing && r.depth() > 0) {
                        placingNodes += r.nodes();
                        placingMs += r.millis();
                        placingMoves++;
                        minDepth = Math.min(minDepth, r.depth());
                        maxDepth = Math.max(maxDepth, r.depth());
                        trace.append(String.format(" %s(%d:%d)", r.best().orElseThrow(), r.depth(),
                                g.position().sideToMove() == Color.WHITE ? r.score() : -r.score()));
                    }
                    g = g.play(r.best().orElseThrow());
                }
                Outcome o = g.outcome();
                int res = o instanceof Outcome.Win w ? (w.winner() == Color.WHITE ? 0 : 2) : 1;
                wdl[res]++;
                System.out.printf("opening '%s' swap %d: %s after %d plies; placing depth %d..%d, %,d nodes/s%n", opening,
                        swap, o.describe(), g.plyCount(), minDepth, maxDepth, placingNodes * 1000 / Math.max(1, placingMs));
                if (res != 1) {
                    System.out.println("  placing (ply(depth:score for white)):" + trace);
                    System.out.println("  record: " + g.record());
                }
            }
        }
        System.out.printf("white W D L %d %d %d%n", wdl[0], wdl[1], wdl[2]);
    }
}
