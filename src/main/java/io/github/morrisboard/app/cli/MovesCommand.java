package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.stream.Collectors;

@Command(name = "moves", mixinStandardHelpOptions = true,
        description = {"Lists the legal plies of the side to move.",
                "Lists the legal plies of the side to move (removals while one is owed). "
                + "Last line: legal followed by the plies, sorted; just legal when the game is over.",
                "Draw rules do not hide moves here."})
public final class MovesCommand extends LineCommand {
    @Override
    void answer(Game game, PrintWriter out, boolean batch) {
        String plies = game.position().legalPlies().stream().sorted().map(Ply::toString).collect(Collectors.joining(" "));
        out.println(plies.isEmpty() ? "legal" : "legal " + plies);
    }
}
