package io.github.morrisboard.app.cli;


import picocli.CommandLine;
import io.github.morrisboard.engine.Game;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

/**
 * A command that answers for one position ({@code --moves}) or, with {@code --stdin}, for one
 * position per input line, one answer line each, in one process. A bad line gets an
 * {@code error: …} answer line and the exit status becomes 2.
 */
abstract class LineCommand implements Callable<Integer> {
    @Mixin
    PositionOptions position;

    @Option(names = "--stdin", description = "Read one ply list per line from standard input; answer one line each.")
    boolean stdin;

    @Spec
    CommandSpec spec;

    /** Answers for one game: lines to print (the last is the answer). */
    abstract void answer(Game game, PrintWriter out, boolean batch);

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            position.parsedRules();
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
        if (!stdin) {
            Game game;
            try {
                game = position.game();
            } catch (IllegalArgumentException e) {
                err.println("error: " + e.getMessage());
                return CommandLine.ExitCode.USAGE;
            }
            answer(game, out, false);
            out.flush();
            return 0;
        }
        int status = 0;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int lineNo = 0;
        for (String line; (line = in.readLine()) != null; ) {
            lineNo++;
            Game game;
            try {
                game = position.game(position.moves + " " + line);
            } catch (IllegalArgumentException e) {
                out.println("error: line " + lineNo + ": " + e.getMessage());
                status = CommandLine.ExitCode.USAGE;
                continue;
            }
            answer(game, out, true);
            out.flush();
        }
        out.flush();
        return status;
    }
}
