package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.OpeningBook;
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
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * The text protocol of Sanmill's engine (UCI adapted to mill games), so other mill front ends can
 * use this engine. Plies in standard notation ({@code d6}, {@code a1-a4}, {@code xa7}).
 * The search runs on its own thread so that {@code stop}, {@code isready} and {@code quit} are
 * answered while it thinks.
 */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = {"Speaks Sanmill's engine protocol (UCI-like).",
                "Speaks the UCI-like protocol of Sanmill's engine on standard input and output: uci, isready, "
                + "setoption name N value V, ucinewgame, position startpos [moves …], go [movetime MS] [nodes N] [depth D] [infinite], "
                + "stop, quit.",
                "Options (the reply to uci lists each with its type, default and range): SkillLevel (1..10), "
                        + "MoveTime (ms), Hash (MB), Threads (search threads at SkillLevel 10, 1.." + Searcher.MAX_THREADS
                        + "; 1, the default, answers the same every time), Seed, Rules (e.g. twelve,flying=off) and each rule option: Flying, "
                        + "DoubleRemoval, OneTimeMill, RemoveFromMills, DrawPlies, Repetition. Setting a rule starts a "
                        + "new game. A bad value is refused with info string error naming the option.",
                "A position line with an illegal ply is refused whole: the previous position stays, and the answer "
                        + "is info string error: ply N \"…\": why.",
                "go infinite searches until stop and only then answers bestmove; a move from the opening book is "
                        + "announced by an info string line. One search at a time: a go before the last one's bestmove "
                        + "is refused with info string error (the search goes on; stop ends it)."})
public final class UciCommand implements Callable<Integer> {
    @Mixin
    TablesOption tablesOption;

    @Spec
    CommandSpec spec;

    private PrintWriter out;
    private Tables tables = Tables.none();
    private int level = 10;
    private long movetime = 1000;
    private int hashMb = TranspositionTable.DEFAULT_MB;
    private int threads = 1;
    private String rulesText = "standard";
    private Searcher searcher;
    private Game game;
    private Thread thinking;
    /** Whether the search on {@link #thinking} has printed its bestmove (guarded by this). */
    private boolean answered;
    private Search search;
    /** Released by stop (or quit, or the end of input): the answer of go infinite waits for it. */
    private CountDownLatch released;
    private long seed = 1;
    private final List<Setting> settings = settings();

    /** An option, another name {@code setoption} takes for it, and what setting it does. */
    private record Setting(UciOption option, String alias, Consumer<String> apply) {
    }

    private List<Setting> settings() {
        Rules std = Rules.STANDARD;
        return List.of(
                new Setting(UciOption.spin("SkillLevel", level, 1, 10), "level", v -> level = Integer.parseInt(v)),
                new Setting(UciOption.spin("MoveTime", movetime, 1, 3_600_000), "", v -> movetime = Long.parseLong(v)),
                new Setting(UciOption.spin("Hash", hashMb, 1, 1024), "", v -> {
                    hashMb = Integer.parseInt(v);
                    stopThinking();
                    searcher = newSearcher();
                }),
                new Setting(UciOption.spin("Threads", threads, 1, Searcher.MAX_THREADS), "", v -> {
                    threads = Integer.parseInt(v);
                    stopThinking();
                    searcher = searcher.withThreads(threads); // the same table: what it has learnt stays
                }),
                new Setting(UciOption.spin("Seed", seed, 0, Integer.MAX_VALUE), "", v -> seed = Long.parseLong(v)),
                new Setting(UciOption.string("Rules", rulesText), "", v -> newRules(Rules.parse(v))),
                rule(UciOption.check("Flying", std.flying()), "flying"),
                rule(UciOption.check("DoubleRemoval", std.doubleRemoval()), "double-removal"),
                rule(UciOption.check("OneTimeMill", std.oneTimeMill()), "one-time-mill"),
                rule(UciOption.combo("RemoveFromMills", std.removeFromMills() ? "always" : "last-resort",
                        "always", "last-resort"), "remove-from-mills"),
                rule(UciOption.spin("DrawPlies", std.drawPlies(), 0, 10_000), "draw-plies"),
                rule(UciOption.check("Repetition", std.repetitionDraw()), "repetition"));
    }

    /** A searcher with a fresh table of the Hash size, the endgame tables and the Threads. */
    private Searcher newSearcher() {
        return Searcher.of(hashMb, tables).withThreads(threads);
    }

    /** A rule option: written into the rules text under its key ({@code flying=off}). */
    private Setting rule(UciOption option, String key) {
        return new Setting(option, key, v -> newRules(Rules.parse(rulesText + "," + key + "="
                + switch (v) {
                    case "true" -> "on";
                    case "false" -> "off";
                    default -> v;
                })));
    }

    private void newRules(Rules r) {
        rulesText = r.toString();
        game = Game.start(r);
    }

    @Override
    public Integer call() throws IOException {
        out = spec.commandLine().getOut();
        try {
            tables = tablesOption.load();
        } catch (IOException | IllegalArgumentException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
        searcher = newSearcher();
        game = Game.start(Rules.STANDARD);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            if (!handle(line.trim())) {
                stopThinking();
                return 0;
            }
        }
        finishThinking(); // end of input: the last search still answers
        return 0;
    }

    /** Handles one command line; false on {@code quit}. */
    private boolean handle(String line) {
        String[] t = line.split("\\s+");
        switch (t[0]) {
            case "uci" -> {
                say("id name morrisboard");
                say("id author morrisboard");
                settings.forEach(o -> say(o.option().announce()));
                say("uciok");
            }
            case "isready" -> say("readyok");
            case "ucinewgame" -> {
                stopThinking();
                searcher = newSearcher();
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
        Optional<Setting> setting = settings.stream()
                .filter(o -> o.option().name().equalsIgnoreCase(name) || o.alias().equalsIgnoreCase(name)).findFirst();
        if (setting.isEmpty()) {
            say("info string error: unknown option \"" + name + "\" (options: "
                    + settings.stream().map(o -> o.option().name()).collect(Collectors.joining(", ")) + ")");
            return;
        }
        try {
            setting.get().apply().accept(setting.get().option().parse(value));
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
        } catch (IllegalArgumentException e) { // refused whole: the previous position stays
            say("info string error: " + e.getMessage()); // ply N "xx": why
        }
    }

    private void go(String[] t) {
        synchronized (this) { // with say: a search that has printed its bestmove is answered
            if (thinking != null && !answered) { // one search at a time, and the reader never waits for one
                say("info string error: go while thinking: send stop first (the search goes on)");
                return;
            }
        }
        awaitThinking(); // answered: its thread only has its end left
        long time = movetime;
        boolean infinite = false;
        boolean counted = false;
        Level lv = Level.of(level);
        try {
            for (int i = 1; i < t.length; i++) {
                switch (t[i]) {
                    case "movetime" -> time = Long.parseLong(t[++i]);
                    case "nodes" -> { // about N nodes, on a clock that counts the search's readings (every 256 nodes)
                        time = Math.max(1, Long.parseLong(t[++i]) / 256);
                        counted = true;
                    }
                    case "depth" -> {
                        int d = Integer.parseInt(t[++i]);
                        lv = lv.capped(d);
                        time = Long.MAX_VALUE / 4;
                    }
                    case "infinite" -> {
                        time = Long.MAX_VALUE / 4;
                        infinite = true;
                    }
                    default -> {
                        // wtime, btime and the rest: not used
                    }
                }
            }
        } catch (RuntimeException e) {
            say("info string error: go [movetime MS] [nodes N] [depth D] [infinite]");
            return;
        }
        Game g = game;
        SearchRequest req = new SearchRequest(Math.max(1, time), lv, new SplittableRandom(seed++));
        Search s = searcher.start();
        java.util.function.LongSupplier clock = counted ? new java.util.concurrent.atomic.AtomicLong()::getAndIncrement
                : System::currentTimeMillis;
        CountDownLatch stop = new CountDownLatch(infinite ? 1 : 0);
        search = s;
        released = stop;
        answered = false;
        thinking = new Thread(() -> {
            SearchResult r = s.run(g, req, clock);
            if (fromBook(g, r)) {
                say("info string " + r.best().orElseThrow() + " is from the opening book (no search)");
            }
            say(Searcher.info(r).replace(" score ", " score cp "));
            try {
                stop.await(); // go infinite answers after stop, even when the search ended by itself
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            synchronized (this) {
                say("bestmove " + r.best().map(Object::toString).orElse("none"));
                answered = true;
            }
        }, "uci-search");
        thinking.setDaemon(true);
        thinking.start();
    }

    /** Whether the search answered from the opening book: the book's ply, at once, with no search. */
    private static boolean fromBook(Game g, SearchResult r) {
        return r.depth() == 0 && r.nodes() == 0 && r.best().isPresent()
                && OpeningBook.standard().lookup(g.position().mutable()).map(OpeningBook.Entry::ply).equals(r.best());
    }

    /** Stops a running search; it still answers its bestmove (as UCI wants after stop). */
    private void stopThinking() {
        if (search != null) {
            search.cancel();
        }
        if (released != null) {
            released.countDown();
        }
        awaitThinking();
    }

    /** Lets a running search answer: a timed one when its time is up, go infinite at once (as after stop). */
    private void finishThinking() {
        if (released != null && released.getCount() > 0) {
            stopThinking();
        } else {
            awaitThinking();
        }
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
        released = null;
    }

    private synchronized void say(String line) {
        out.println(line);
        out.flush();
    }
}
