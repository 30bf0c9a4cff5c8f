package io.github.morrisboard.bench;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A time-limited match of this engine's {@code uci} (a jar, run as its own process) against an anchor
 * engine that speaks the same UCI-like protocol (docs/ai.md: Sanmill's C++ engine, built outside the
 * repository; nothing of it is here). Standard rules; this side adjudicates with {@link Game} (threefold
 * repetition, 100 quiet plies, blockade, two pieces), except where the anchor answers {@code none} or
 * {@code draw}: Sanmill draws at its 100th quiet move even when that move closes a mill (this engine's rules
 * let the removal come first) and counts repetitions its own way, and such a game is counted a draw. The anchor is told {@code go} and, if it has not
 * answered after the move time, {@code stop} (its own MoveTime is whole seconds); ours is told
 * {@code go movetime MS}.
 *
 * <p>Openings: pair {@code k} starts from two random plies (white's placement, black's placement) drawn
 * by {@code new SplittableRandom(seed * 1_000_003 + k)}; game {@code 2k} gives ours white, {@code 2k+1}
 * black. One line a game (opening, colour, result, how and when it ended, the record), then W D L, so a
 * stopped run keeps its games and any pair can be played again by its index.
 *
 * <p>Run: {@code java -cp target/classes:target/test-classes io.github.morrisboard.bench.AnchorMatchBench
 * anchor=PATH jar=JAR [ms=200] [pairs=100] [first=0] [seed=1] [tables=FILE]… [threads=1] [skill=30]
 * [jvm="-Xmx256m …"] [option=NAME=VALUE]…} ({@code option=} is a setoption for ours). Instead of the anchor,
 * {@code vs=JAR [vsjvm="…"]} plays another jar of this engine (the same tables), and {@code nodes=N} gives both
 * jars {@code go nodes N} instead of a move time: such a match repeats ply for ply on any machine.
 */
public final class AnchorMatchBench {
    private static final Rules R = Rules.STANDARD;

    public static void main(String[] args) throws Exception {
        String anchor = null, jar = null, jvm = "-Xmx256m", vs = null, vsjvm = "-Xmx256m";
        long ms = 200, seed = 1, nodes = 0;
        int pairs = 100, first = 0, threads = 1, skill = 30;
        List<String> tables = new ArrayList<>(), options = new ArrayList<>();
        for (String a : args) {
            String v = a.substring(a.indexOf('=') + 1);
            switch (a.substring(0, Math.max(0, a.indexOf('=')))) {
                case "anchor" -> anchor = v;
                case "jar" -> jar = v;
                case "jvm" -> jvm = v;
                case "vs" -> vs = v;
                case "vsjvm" -> vsjvm = v;
                case "nodes" -> nodes = Long.parseLong(v);
                case "ms" -> ms = Long.parseLong(v);
                case "seed" -> seed = Long.parseLong(v);
                case "pairs" -> pairs = Integer.parseInt(v);
                case "first" -> first = Integer.parseInt(v);
                case "threads" -> threads = Integer.parseInt(v);
                case "skill" -> skill = Integer.parseInt(v);
                case "tables" -> tables.add(v);
                case "option" -> options.add(v);
                default -> throw new IllegalArgumentException("unknown argument " + a);
            }
        }
        if ((anchor == null) == (vs == null) || jar == null) {
            throw new IllegalArgumentException("jar=JAR and one of anchor=PATH, vs=JAR are needed");
        }
        List<String> ourCommand = uci(jvm, jar, tables);
        List<String> theirCommand = vs == null ? List.of(anchor) : uci(vsjvm, vs, tables);
        PrintWriter out = new PrintWriter(System.out, true);
        String budget = nodes > 0 ? "go nodes " + nodes : "go movetime " + ms;
        out.printf("# %s, ours %s, %s, pairs %d..%d, seed %d, threads %d, anchor skill %d, tables %s, options %s%n",
                vs == null ? "anchor " + anchor : "vs " + String.join(" ", theirCommand), String.join(" ", ourCommand),
                budget, first, first + pairs - 1, seed, threads, skill, tables, options);
        out.println("# load: " + load());
        int[] wdl = new int[3];
        long[] time = new long[4]; // ours ms, ours plies, anchor ms, anchor plies
        int ourOver = 0;
        try (Engine ours = new Engine(ourCommand, null);
             Engine them = new Engine(theirCommand, vs == null ? new File(anchor).getParentFile() : null)) {
            ours.init();
            ours.send("setoption name Threads value " + threads);
            for (String o : options) {
                int eq = o.indexOf('=');
                ours.send("setoption name " + o.substring(0, eq) + " value " + o.substring(eq + 1));
            }
            them.init();
            them.send(vs == null ? "setoption name SkillLevel value " + skill : "setoption name Threads value " + threads);
            for (int k = first; k < first + pairs; k++) {
                SplittableRandom rnd = new SplittableRandom(seed * 1_000_003 + k);
                int w = rnd.nextInt(Point.COUNT), b = rnd.nextInt(Point.COUNT - 1);
                if (b >= w) {
                    b++;
                }
                String opening = Point.name(w) + " " + Point.name(b);
                for (int c = 0; c < 2; c++) {
                    Color ourColor = c == 0 ? Color.WHITE : Color.BLACK;
                    Played g = play(ours, them, vs != null, ourColor, opening, ms, nodes, time);
                    ourOver += g.over;
                    int r = g.result(ourColor);
                    wdl[1 - r]++;
                    out.printf("game %d pair %d opening %s ours %s: %s %s | %s | %s%n", 2 * k + c, k, opening,
                            ourColor.label(), r > 0 ? "WIN" : r < 0 ? "LOSS" : "DRAW", g.describe(),
                            g.summary(ourColor), Notation.formatCompact(g.game.plies()));
                }
            }
        }
        out.printf("# W D L (ours) %d %d %d, score %.1f %%; ours %.0f ms a ply (%d over %d ms), anchor %.0f ms%n", wdl[0], wdl[1],
                wdl[2], 100.0 * (wdl[0] + wdl[1] / 2.0) / Math.max(1, wdl[0] + wdl[1] + wdl[2]),
                time[0] / (double) Math.max(1, time[1]), ourOver, ms, time[2] / (double) Math.max(1, time[3]));
        out.println("# load: " + load());
    }

    /** The machine's load averages, as uptime says them. */
    static String load() {
        try {
            return new String(java.nio.file.Files.readAllBytes(java.nio.file.Path.of("/proc/loadavg")), StandardCharsets.US_ASCII).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** A game and what it took. */
    /** A game played; {@code anchorWord} is {@code none} or {@code draw} when the anchor's rules ended it, else null. */
    record Played(Game game, int over, String anchorWord) {
        /** 1 ours won, 0 draw, -1 lost. */
        int result(Color ours) {
            return anchorWord == null && game.outcome() instanceof Outcome.Win win ? (win.winner() == ours ? 1 : -1) : 0;
        }

        String describe() {
            return anchorWord != null ? "draw: the anchor answered " + anchorWord
                    + " (its rules end the game: a 100th quiet move that closed a mill, or its own repetition count)"
                    : game.outcome().describe();
        }

        /**
         * Where placing ended (ply), the pieces then (ours v theirs), the pieces at the end, the plies after
         * placing, and the total.
         */
        String summary(Color ours) {
            List<Position> ps = game.positions();
            int end = -1;
            for (int i = 0; i < ps.size(); i++) {
                Position p = ps.get(i);
                if (p.inHand(Color.WHITE) == 0 && p.inHand(Color.BLACK) == 0 && p.removalsOwed() == 0) {
                    end = i;
                    break;
                }
            }
            Position last = game.position();
            String atEnd = last.onBoard(ours) + "v" + last.onBoard(ours.other());
            if (end < 0) {
                return "placing not ended, plies " + game.plyCount() + ", end " + atEnd;
            }
            Position p = ps.get(end);
            return "placing ended at ply " + end + " " + p.onBoard(ours) + "v" + p.onBoard(ours.other()) + ", end " + atEnd
                    + " after " + (game.plyCount() - end) + " moving plies, plies " + game.plyCount();
        }
    }

    /** {@code java JVM… -jar JAR uci --tables T…}. */
    private static List<String> uci(String jvm, String jar, List<String> tables) {
        List<String> c = new ArrayList<>(List.of(System.getProperty("java.home") + "/bin/java"));
        c.addAll(List.of(jvm.trim().split("\\s+")));
        c.addAll(List.of("-jar", jar, "uci"));
        for (String t : tables) {
            c.add("--tables");
            c.add(t);
        }
        return c;
    }

    private static Played play(Engine ours, Engine them, boolean theyAreUs, Color ourColor, String opening, long ms, long nodes,
                               long[] time) throws IOException, InterruptedException {
        ours.send("ucinewgame");
        them.send("ucinewgame");
        Game g = Game.replay(R, opening);
        int over = 0;
        while (!g.outcome().isOver()) {
            boolean oursToMove = g.position().sideToMove() == ourColor;
            Engine e = oursToMove ? ours : them;
            e.send("position startpos" + normalise(g));
            long t0 = System.nanoTime();
            String best;
            if (oursToMove || theyAreUs) {
                e.send(nodes > 0 ? "go nodes " + nodes : "go movetime " + ms);
                best = e.bestmove(600_000);
            } else {
                e.send("go");
                best = e.bestmove(ms);
                if (best == null) {
                    e.send("stop");
                    best = e.bestmove(60_000);
                }
            }
            long took = (System.nanoTime() - t0) / 1_000_000;
            if (best == null) {
                throw new IOException((oursToMove ? "ours" : "the anchor") + " did not answer at " + g.record());
            }
            if (!oursToMove && (best.equals("none") || best.equals("draw"))) { // its rules end the game here (see the class comment)
                return new Played(g, over, best);
            }
            time[oursToMove ? 0 : 2] += took;
            time[oursToMove ? 1 : 3]++;
            if (oursToMove && nodes == 0 && took > ms) {
                over++;
            }
            Ply ply;
            try {
                ply = Notation.parsePly(best);
                g = g.play(ply);
            } catch (IllegalArgumentException ex) {
                throw new IOException((oursToMove ? "ours" : "the anchor") + " answered \"" + best + "\" at " + g.record()
                        + ": " + ex.getMessage());
            }
        }
        return new Played(g, over, null);
    }

    /** {@code " moves p1 p2 …"}, one token a ply (a removal its own token), or empty at the start. */
    private static String normalise(Game g) {
        if (g.plyCount() == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder(" moves");
        for (Ply p : g.plies()) {
            sb.append(' ').append(p);
        }
        return sb.toString();
    }

    /** An engine process: lines written to it, lines read from it on a thread of their own. */
    static final class Engine implements AutoCloseable {
        private final Process process;
        private final PrintWriter in;
        private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

        Engine(List<String> command, File dir) throws IOException {
            ProcessBuilder pb = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT);
            if (dir != null) {
                pb.directory(dir);
            }
            process = pb.start();
            in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.UTF_8);
            Thread reader = new Thread(() -> {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                    for (String l; (l = r.readLine()) != null; ) {
                        lines.add(l);
                    }
                } catch (IOException e) {
                    lines.add("# closed: " + e);
                }
            });
            reader.setDaemon(true);
            reader.start();
        }

        void send(String line) {
            in.println(line);
        }

        void init() throws IOException, InterruptedException {
            send("uci");
            await("uciok", 30_000);
            send("isready");
            await("readyok", 30_000);
        }

        private void await(String word, long ms) throws IOException, InterruptedException {
            long until = System.nanoTime() + ms * 1_000_000;
            while (true) {
                String l = lines.poll(Math.max(1, until - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (l == null) {
                    throw new IOException("no " + word + " within " + ms + " ms");
                }
                if (l.trim().equals(word)) {
                    return;
                }
            }
        }

        /** The ply of the next {@code bestmove} line within {@code ms}, or null. */
        String bestmove(long ms) throws InterruptedException {
            long until = System.nanoTime() + ms * 1_000_000;
            while (true) {
                long left = until - System.nanoTime();
                String l = left <= 0 ? lines.poll() : lines.poll(left, TimeUnit.NANOSECONDS);
                if (l == null) {
                    return null;
                }
                String[] t = l.trim().split("\\s+");
                int i = Arrays.asList(t).indexOf("bestmove");
                if (i >= 0 && i + 1 < t.length) {
                    return t[i + 1];
                }
            }
        }

        @Override
        public void close() {
            send("quit");
            try {
                if (!process.waitFor(5, TimeUnit.SECONDS)) {
                    process.destroy();
                }
            } catch (InterruptedException e) {
                process.destroy();
                Thread.currentThread().interrupt();
            }
        }
    }
}
