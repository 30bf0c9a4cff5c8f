package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.ai.Analyser;
import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;
import io.github.morrisboard.store.GameStore;
import io.github.morrisboard.store.HistoryEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

@Command(name = "analyse", mixinStandardHelpOptions = true,
        description = {"Analyses a game ply by ply and marks the mistakes.",
                "Analyses a game ply by ply: the evaluation before and after each ply (for white, in pieces; "
                + "+M7: white mates in 7 plies, -T12: the endgame tables say black wins), the ply the search preferred, "
                + "and ? for a mistake, ?? for a blunder: half a piece and a piece given away in an even game (far "
                + "ahead or behind it takes more: the marks weigh the winning chance), or a won game or a safe one "
                + "given away. Then a summary in plain words.",
                "The game: --moves (a record as bestmove takes it), --file (a file holding a record; # comments), or "
                        + "--history DIR with --game N (the Nth most recent game in the state directory's history). "
                        + "Each position is searched for --nodes nodes: the same output on any machine."})
public final class AnalyseCommand implements Callable<Integer> {
    @Mixin
    PositionOptions position;

    @Option(names = "--file", paramLabel = "FILE", description = "A file holding the record (plies separated by spaces or lines).")
    Optional<Path> file = Optional.empty();

    @Option(names = "--history", paramLabel = "DIR", description = "A state directory: analyse a game of its history (see --game).")
    Optional<Path> history = Optional.empty();

    @Option(names = "--game", paramLabel = "N", defaultValue = "1",
            description = "With --history: 1 the last game, 2 the one before, and so on. Default: ${DEFAULT-VALUE}.")
    int gameNumber;

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "" + Analyser.DEFAULT_NODES,
            description = "Search budget for each position (at least 256). Default: ${DEFAULT-VALUE}.")
    long nodes;

    @Option(names = "--you", paramLabel = "COLOR", description = "white or black: the summary says \"your move\" for this side.")
    Optional<String> you = Optional.empty();

    @Mixin
    TablesOption tables;

    @Spec
    CommandSpec spec;

    /** A record file is a game's plies: a few kilobytes. */
    static final long MAX_BYTES = SmallFile.KIB_64;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Game game;
        Analyser analyser;
        Optional<Color> side;
        try {
            side = you.map(AnalyseCommand::color);
            game = game();
            analyser = Analyser.of(tables.load(), nodes);
        } catch (IllegalArgumentException | UnusableFileException e) {
            err.println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        } catch (NoSuchFileException e) {
            err.println("error: cannot read " + e.getFile() + ": no such file");
            return CommandLine.ExitCode.USAGE;
        } catch (IOException e) {
            err.println("error: cannot read: " + e);
            return CommandLine.ExitCode.USAGE;
        }
        Analysis a = analyser.analyse(game);
        out.println(String.format(Locale.ROOT, "%4s %5s %-6s %-8s %-8s %7s %7s %s", "ply", "move", "side", "played", "best",
                "before", "after", "mark"));
        for (Analysis.Step s : a.steps()) {
            out.println(String.format(Locale.ROOT, "%4d %4d. %-6s %-8s %-8s %7s %7s %s", s.index() + 1, s.move(),
                    s.side().label(), s.played(), s.best().map(Object::toString).orElse("-"), Analysis.format(s.before()),
                    Analysis.format(s.after()), s.mark().sign()));
        }
        out.println();
        a.summary(side).forEach(out::println);
        out.flush();
        return 0;
    }

    private Game game() throws IOException {
        int sources = (file.isPresent() ? 1 : 0) + (history.isPresent() ? 1 : 0) + (position.moves.isBlank() ? 0 : 1);
        if (sources != 1) {
            throw new IllegalArgumentException("give the game with exactly one of --moves, --file and --history");
        }
        if (nodes < 256) {
            throw new IllegalArgumentException("--nodes must be at least 256, not " + nodes);
        }
        Rules rules = position.parsedRules();
        if (file.isPresent()) {
            String record = SmallFile.readLines(file.get(), MAX_BYTES).stream()
                    .map(l -> l.replaceAll("#.*", ""))
                    .collect(Collectors.joining(" "));
            try {
                return Game.replay(rules, record);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file.get() + ": " + e.getMessage());
            }
        }
        if (history.isPresent()) {
            List<HistoryEntry> games = new GameStore(history.get()).history();
            if (gameNumber < 1 || gameNumber > games.size()) {
                throw new IllegalArgumentException(history.get().resolve(GameStore.HISTORY) + " holds " + games.size()
                        + " games; --game must be 1.." + games.size() + ", not " + gameNumber);
            }
            HistoryEntry h = games.get(games.size() - gameNumber);
            Game g = Game.start(h.rules());
            for (var p : h.plies()) {
                g = g.play(p);
            }
            return g;
        }
        return position.game();
    }

    private static Color color(String text) {
        try {
            return Color.parse(text.toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--you: " + e.getMessage());
        }
    }
}
