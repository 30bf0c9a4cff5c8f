package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.reconcile.Referee;
import io.github.morrisboard.reconcile.RefereeEvent;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.sensing.SensingTimings;
import io.github.morrisboard.sensing.TraceEdge;
import io.github.morrisboard.sensing.TraceFormatException;
import io.github.morrisboard.sensing.TraceParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replays a sensor trace as the board would.",
                "Replays a sensor trace of a game played by hand (human vs human) through sensing and "
                + "reconciliation, as the board would. Prints each accepted ply in standard notation "
                + "(d6, a1-a4, xa7), one per line; undo for each ply a takeback undid; everything else "
                + "(mismatches, notes) on lines starting with #.",
                "Trace format: one edge per line, \"<t_ms> <point> <0|1>\", times non-decreasing, "
                        + "# comments; the board starts empty. A comment \"# rules R\" before the first edge names the "
                        + "rules (--rules overrides it). A malformed line is an error naming it (exit status 2)."})
public final class ReplayCommand implements Callable<Integer> {

    @Parameters(paramLabel = "TRACE", description = "The sensor trace file.")
    Path trace;

    /** A trace is a game's worth of edges (a few thousand lines); a bigger file is not one. */
    static final long MAX_BYTES = 4L * 1024 * 1024;

    @Option(names = "--rules", paramLabel = "R",
            description = "Rules: a preset (standard, twelve) with options, e.g. twelve,flying=off. "
                    + "Default: the trace's \"# rules R\" line, else standard.")
    java.util.Optional<String> rules = java.util.Optional.empty();

    @Option(names = "--no-takeback", description = "Do not accept takebacks (restoring the previous position is then a mismatch).")
    boolean noTakeback;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Rules parsedRules;
        List<TraceEdge> edges;
        try {
            rules.ifPresent(Rules::parse); // a bad --rules is named before the file is read
            List<String> lines = SmallFile.readLines(trace, MAX_BYTES);
            edges = TraceParser.parse(lines);
            parsedRules = rules.isPresent() ? Rules.parse(rules.get()) : headerRules(lines);
        } catch (TraceFormatException e) {
            err.println("error: " + trace + ": " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        } catch (UnusableFileException e) {
            err.println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        } catch (NoSuchFileException e) {
            err.println("error: cannot read " + trace + ": no such file");
            return CommandLine.ExitCode.USAGE;
        } catch (IOException e) {
            err.println("error: cannot read " + trace + ": " + e);
            return CommandLine.ExitCode.USAGE;
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
        replay(edges, parsedRules, ReconcileSettings.DEFAULTS.withTakebacks(!noTakeback)).forEach(out::println);
        out.flush();
        return 0;
    }

    /** The rules the trace's header names (standard when it names none); throws naming the file. */
    private Rules headerRules(List<String> lines) {
        String text = TraceParser.headerRules(lines).orElse("standard");
        try {
            return Rules.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(trace + ": the header's \"# rules " + text + "\": " + e.getMessage(), e);
        }
    }

    /** The output lines for a parsed trace. */
    static List<String> replay(List<TraceEdge> edges, Rules rules, ReconcileSettings settings) {
        Referee referee = new Referee(Game.start(rules), SensingTimings.DEFAULTS, settings, 0);
        List<String> lines = new ArrayList<>();
        boolean[] mismatchShown = {false};
        for (TraceEdge e : edges) {
            referee.onEdge(e.t(), e.point(), e.occupied()).forEach(ev -> print(ev, lines, mismatchShown));
        }
        for (long d = referee.nextDeadline(); d != Long.MAX_VALUE; d = referee.nextDeadline()) {
            referee.onTick(d).forEach(ev -> print(ev, lines, mismatchShown));
        }
        Game game = referee.game();
        lines.add("# end: " + game.plyCount() + " plies; " + game.outcome().describe());
        if (!(referee.verdict() instanceof Verdict.InSync)) {
            lines.add("# the board does not show the game's position: " + switch (referee.verdict()) {
                case Verdict.Mismatch m -> m.describe();
                case Verdict.Lifted l -> "a piece is still in the hand (from " + Point.name(l.from()) + ")";
                default -> referee.verdict().toString();
            });
        }
        return lines;
    }

    private static void print(RefereeEvent event, List<String> lines, boolean[] mismatchShown) {
        switch (event) {
            case RefereeEvent.Played p -> p.plies().forEach(ply -> lines.add(ply.toString()));
            case RefereeEvent.TookBack tb -> tb.undone().forEach(ply -> lines.add("undo"));
            case RefereeEvent.Chatter c -> lines.add("# " + c.at() + " ms: " + c.text());
            case RefereeEvent.Shown s -> {
                if (s.verdict() instanceof Verdict.Mismatch m) {
                    lines.add("# " + s.at() + " ms: " + m.describe());
                    mismatchShown[0] = true;
                } else if (s.verdict() instanceof Verdict.InSync && mismatchShown[0]) {
                    lines.add("# " + s.at() + " ms: back in sync");
                    mismatchShown[0] = false;
                }
            }
        }
    }
}
