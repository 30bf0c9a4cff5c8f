package io.github.morrisboard.bench;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.ai.Weights;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;

/**
 * The parallel search at equal time. {@code scale MOVETIME THREADS…}: for each thread count, the
 * depth and nodes per second of full strength on {@link AiSearchBench}'s positions plus four
 * openings (fresh table each, after a warm-up), and their sums, with the process's CPU time
 * during the searches (on a shared machine the threads get what the others leave). {@code match MOVETIME THREADS_A
 * THREADS_B [OPENINGS]}: full strength with A's threads against B's from {@link AiSelfPlayBench}'s
 * openings (default all twelve), each played with both colours; W D L for A. Real time, so the
 * figures depend on the machine and its load; a move time ending in {@code t} is counted in the
 * searching thread's clock readings instead (about 256 of its nodes each, the helpers' nodes come on
 * top: the budget of a machine whose other cores are idle). Run: {@code java -cp target/classes:target/test-classes
 * io.github.morrisboard.bench.AiThreadsBench scale 1000 1 2 3}.
 */
public final class AiThreadsBench {
    static final String[] MORE = {"", "d6 f4", "a1 g7", "d3 e4 b4 d2 c5 b6 f4"};

    public static void main(String[] args) {
        boolean readings = args[1].endsWith("t");
        long movetime = Long.parseLong(readings ? args[1].substring(0, args[1].length() - 1) : args[1]);
        if (args[0].equals("scale")) {
            warm(movetime);
            for (int i = 2; i < args.length; i++) {
                scale(movetime, Integer.parseInt(args[i]));
            }
        } else if (args[0].equals("match")) {
            String[] openings = (args.length > 4 ? args[4] : AiSelfPlayBench.OPENINGS).split(",", -1);
            match(movetime, readings, Integer.parseInt(args[2]), Integer.parseInt(args[3]), openings);
        } else {
            throw new IllegalArgumentException("scale or match, not " + args[0]);
        }
    }

    private static void warm(long movetime) {
        Searcher.of(TranspositionTable.DEFAULT_MB, Tables.none()).withoutBook().withThreads(2)
                .search(Game.replay(Rules.STANDARD, AiSearchBench.POSITIONS[2][1]), SearchRequest.full(movetime), System::currentTimeMillis);
    }

    private static void scale(long movetime, int threads) {
        long nodes = 0, millis = 0, cpuNanos = 0;
        int depths = 0;
        StringBuilder line = new StringBuilder();
        int k = 0;
        for (String p : positions()) {
            Searcher s = Searcher.of(TranspositionTable.DEFAULT_MB, Tables.none()).withoutBook().withThreads(threads);
            Game g = p.isEmpty() ? Game.start(Rules.STANDARD) : Game.replay(Rules.STANDARD, p);
            long cpu0 = processCpuNanos();
            SearchResult r = s.search(g, SearchRequest.full(movetime), System::currentTimeMillis);
            cpuNanos += processCpuNanos() - cpu0;
            nodes += r.nodes();
            millis += r.millis();
            depths += r.depth();
            line.append(String.format(" p%d:d%d/%s", k++, r.depth(), r.best().map(Object::toString).orElse("-")));
        }
        System.out.printf("threads %d  depth sum %3d  nodes %,11d  %,9d nodes/s  cpu %.2f of %.2f s (%,d nodes a cpu-s) %s%n",
                threads, depths, nodes, nodes * 1000 / Math.max(1, millis), cpuNanos / 1e9, millis / 1e3,
                (long) (nodes / Math.max(1e-9, cpuNanos / 1e9)), line);
    }

    /** The process's CPU time (all threads, the JIT and the collector included). */
    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static String[] positions() {
        String[] all = new String[AiSearchBench.POSITIONS.length + MORE.length];
        for (int i = 0; i < AiSearchBench.POSITIONS.length; i++) {
            all[i] = AiSearchBench.POSITIONS[i][1];
        }
        System.arraycopy(MORE, 0, all, AiSearchBench.POSITIONS.length, MORE.length);
        return all;
    }

    private static void match(long movetime, boolean readings, int threadsA, int threadsB, String[] openings) {
        SelfPlay.Player a = new SelfPlay.Player(Level.FULL, Weights.DEFAULT, threadsA);
        SelfPlay.Player b = new SelfPlay.Player(Level.FULL, Weights.DEFAULT, threadsB);
        long[] tick = {0};
        SelfPlay play = new SelfPlay(Rules.STANDARD, movetime, TranspositionTable.DEFAULT_MB,
                readings ? () -> tick[0]++ : System::currentTimeMillis);
        int[] wdl = new int[3];
        for (String opening : openings) {
            for (boolean aWhite : new boolean[]{true, false}) {
                SelfPlay.Played g = play.playFrom(Game.replay(Rules.STANDARD, opening.strip()), a, b, aWhite, 1, Tables.none());
                wdl[g.forA().ordinal()]++;
                System.out.printf("%-8s A %s: %s in %d plies (%s)%n", "'" + opening.strip() + "'", aWhite ? "white" : "black",
                        g.forA(), g.game().plyCount(), g.game().outcome().describe());
            }
        }
        System.out.printf("A %d threads vs B %d threads, %d %s a move: W D L for A %d %d %d%n", threadsA, threadsB, movetime,
                readings ? "readings" : "ms",
                wdl[0], wdl[1], wdl[2]);
    }
}
