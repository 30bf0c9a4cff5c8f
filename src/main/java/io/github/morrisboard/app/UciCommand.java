package io.github.morrisboard.app;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.Search;
import io.github.morrisboard.ai.SearchRequest;
import io.github.morrisboard.ai.SearchResult;
import io.github.morrisboard.ai.Searcher;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;

/**
 * The text protocol of Sanmill's engine (UCI adapted to mill games), so other mill front ends can
 * use this engine. Plies in standard notation ({@code d6}, {@code a1-a4}, {@code xa7}).
 * The search runs on its own thread so that {@code stop}, {@code isready} and {@code quit} are
 * answered while it thinks.
 */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = {"Speaks the UCI-like protocol of Sanmill's engine on standard input and output: uci, isready, "
                + "setoption name N value V, ucinewgame, position startpos [moves …], go [movetime MS] [depth D] [infinite], "
                + "stop, quit.",
                "Options: SkillLevel (1..10), MoveTime (ms), Hash (MB), Rules (e.g. twelve,flying=off) and each rule "
                        + "option by its name (flying, double-removal, one-time-mill, remove-from-mills, draw-plies, repetition)."})
final class UciCommand implements Callable<Integer> {
    @Option(names = "--tables", paramLabel = "FILE", description = "Endgame tables built by the tables command.")
    Path tablesFile;

    @Spec
    CommandSpec spec;

    private PrintWriter out;
    private Tables tables = Tables.none();
    private int level = 10;
    private long movetime = 1000;
    private int hashMb = TranspositionTable.DEFAULT_MB;
    private String rulesText = "standard";
    private Searcher searcher;
    private Game game;
    private Thread thinking;
    private volatile Search search;
    private long seed = 1;

    @Override
    public Integer call() throws IOException {
        out = spec.commandLine().getOut();
        if (tablesFile != null) {
            try {
                tables = Tables.load(tablesFile);
            } catch (IOException | IllegalArgumentException e) {
                spec.commandLine().getErr().println("error: " + e.getMessage());
                return Main.EXIT_USAGE;
            }
        }
        searcher = Searcher.of(hashMb, tables);
        game = Game.start(Rules.STANDARD);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            if (!handle(line.trim())) {
                stopThinking();
                return 0;
            }
        }
        awaitThinking(); // end of input: the last search still answers
        return 0;
    }

    /** Handles one command line; false on {@code quit}. */
    private boolean handle(String line) {
        String[] t = line.split("\\s+");
        switch (t[0]) {
            case "uci" -> {
                say("id name morrisboard");
                say("id author morrisboard");
                say("option name SkillLevel type spin default 10 min 1 max 10");
                say("option name MoveTime type spin default 1000 min 1 max 3600000");
                say("option name Hash type spin default " + TranspositionTable.DEFAULT_MB + " min 1 max 1024");
                say("option name Rules type string default standard");
                say("uciok");
            }
            case "isready" -> say("readyok");
            case "ucinewgame" -> {
                stopThinking();
                searcher = Searcher.of(hashMb, tables);
                game = Game.start(rules());
            }
            case "setoption" -> setoption(line);
            case "position" -> position(t);
            case "go" -> go(t);
            case "stop" -> stopThinking();
            case "quit" -> {
                return false;
            }
            case "" -> {
            }
            default -> say("info string error: unknown command \"" + t[0] + "\"");
        }
        return true;
    }

    private void setoption(String line) {
        String rest = line.substring("setoption".length()).trim();
        if (!rest.startsWith("name ")) {
            say("info string error: setoption name NAME value VALUE");
            return;
        }
        rest = rest.substring(5);
        int v = rest.indexOf(" value ");
        String name = (v < 0 ? rest : rest.substring(0, v)).trim();
        String value = v < 0 ? "" : rest.substring(v + 7).trim();
        try {
            switch (name.toLowerCase(Locale.ROOT)) {
                case "skilllevel", "level" -> level = Level.of(Integer.parseInt(value)).number();
                case "movetime" -> movetime = new SearchRequest(Long.parseLong(value), Level.FULL, new SplittableRandom(0)).movetimeMs();
                case "hash" -> {
                    hashMb = Integer.parseInt(value);
                    stopThinking();
                    searcher = Searcher.of(hashMb, tables);
                }
                case "seed" -> seed = Long.parseLong(value);
                case "rules" -> {
                    Rules.parse(value);
                    rulesText = value;
                    game = Game.start(rules());
                }
                default -> {
                    String candidate = rulesText + "," + name.toLowerCase(Locale.ROOT) + "=" + value.toLowerCase(Locale.ROOT);
                    Rules.parse(candidate);
                    rulesText = candidate;
                    game = Game.start(rules());
                }
            }
        } catch (NumberFormatException e) {
            say("info string error: option " + name + ": \"" + value + "\" is not a number");
        } catch (IllegalArgumentException e) {
            say("info string error: option " + name + ": " + e.getMessage());
        }
    }

    private Rules rules() {
        return Rules.parse(rulesText);
    }

    private void position(String[] t) {
        if (t.length < 2 || !t[1].equals("startpos")) {
            say("info string error: only \"position startpos [moves …]\" is supported");
            return;
        }
        StringBuilder record = new StringBuilder();
        for (int i = 2; i < t.length; i++) {
            if (i == 2 && t[i].equals("moves")) {
                continue;
            }
            record.append(t[i]).append(' ');
        }
        try {
            game = Game.replay(rules(), record.toString());
        } catch (IllegalArgumentException e) {
            say("info string error: " + e.getMessage());
        }
    }

    private void go(String[] t) {
        awaitThinking(); // one search at a time: a second go waits for the first answer
        long time = movetime;
        Level lv = Level.of(level);
        try {
            for (int i = 1; i < t.length; i++) {
                switch (t[i]) {
                    case "movetime" -> time = Long.parseLong(t[++i]);
                    case "depth" -> {
                        int d = Integer.parseInt(t[++i]);
                        lv = new Level(lv.number(), Math.max(1, Math.min(d, lv.maxDepth())), lv.timePercent(),
                                lv.temperature(), lv.overlook());
                        time = Long.MAX_VALUE / 4;
                    }
                    case "infinite" -> time = Long.MAX_VALUE / 4;
                    default -> {
                        // wtime, btime and the rest: not used
                    }
                }
            }
        } catch (RuntimeException e) {
            say("info string error: go [movetime MS] [depth D] [infinite]");
            return;
        }
        Game g = game;
        SearchRequest req = new SearchRequest(Math.max(1, time), lv, new SplittableRandom(seed++));
        Search s = searcher.start();
        search = s;
        thinking = new Thread(() -> {
            SearchResult r = s.run(g, req, System::currentTimeMillis);
            say(Searcher.info(r).replace(" score ", " score cp "));
            say("bestmove " + r.best().map(Object::toString).orElse("none"));
        }, "uci-search");
        thinking.setDaemon(true);
        thinking.start();
    }

    /** Stops a running search; it still answers its bestmove (as UCI wants after stop). */
    private void stopThinking() {
        Search s = search;
        if (s != null) {
            s.cancel();
        }
        awaitThinking();
    }

    private void awaitThinking() {
        if (thinking != null) {
            try {
                thinking.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            thinking = null;
        }
        search = null;
    }

    private synchronized void say(String line) {
        out.println(line);
        out.flush();
    }
}
