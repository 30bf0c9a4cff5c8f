package io.github.morrisboard.app.cli;

import picocli.CommandLine;

import io.github.morrisboard.ai.Level;
import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.ai.TranspositionTable;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;

@Command(name = "selfplay", mixinStandardHelpOptions = true,
        description = {"Plays two AI levels against each other.",
                "Plays games between two levels, A and B, A taking white in the odd games and black in the even ones. "
                + "Last line: W D L for side A (wins, draws, losses)."})
public final class SelfplayCommand implements Callable<Integer> {
    @Option(names = "--games", paramLabel = "N", defaultValue = "2", description = "Games to play. Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--a", paramLabel = "LEVEL", defaultValue = "10", description = "Side A's level 1..10. Default: ${DEFAULT-VALUE}.")
    int a;

    @Option(names = "--b", paramLabel = "LEVEL", defaultValue = "10", description = "Side B's level 1..10. Default: ${DEFAULT-VALUE}.")
    int b;

    @Option(names = "--a-threads", paramLabel = "N", defaultValue = "1",
            description = "Side A's search threads at level 10 (1: deterministic). Default: ${DEFAULT-VALUE}.")
    int aThreads;

    @Option(names = "--b-threads", paramLabel = "N", defaultValue = "1",
            description = "Side B's search threads at level 10. Default: ${DEFAULT-VALUE}.")
    int bThreads;

    @Option(names = "--movetime", paramLabel = "MS", defaultValue = "100",
            description = "Time limit per move in milliseconds. Default: ${DEFAULT-VALUE}.")
    long movetime;

    @Mixin
    RulesOption rules;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of game 1 (game i uses seed+i-1). Default: ${DEFAULT-VALUE}.")
    long seed;

    @Mixin
    TablesOption tables;

    @Option(names = "--records", description = "Print each game's record and result, one game per line.")
    boolean records;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        SelfPlay.Player pa, pb;
        Rules r;
        Tables probed;
        try {
            pa = SelfPlay.Player.of(a).withThreads(aThreads);
            pb = SelfPlay.Player.of(b).withThreads(bThreads);
            if (aThreads < 1 || aThreads > 64 || bThreads < 1 || bThreads > 64) {
                throw new IllegalArgumentException("--a-threads and --b-threads must be 1..64");
            }
            r = rules.parse();
            if (games < 1 || movetime < 1) {
                throw new IllegalArgumentException("--games and --movetime must be at least 1");
            }
            probed = tables.load();
        } catch (IllegalArgumentException | IOException e) {
            spec.commandLine().getErr().println("error: " + e.getMessage());
            return CommandLine.ExitCode.USAGE;
        }
        SelfPlay play = new SelfPlay(r, movetime, TranspositionTable.DEFAULT_MB, System::currentTimeMillis);
        int[] wdl = new int[3];
        for (int i = 0; i < games; i++) {
            boolean aWhite = i % 2 == 0;
            SelfPlay.Played g = play.playFrom(Game.start(r), pa, pb, aWhite, seed + i, probed);
            wdl[g.forA().ordinal()]++;
            if (records) {
                out.println("game " + (i + 1) + " a=" + (aWhite ? "white" : "black") + " " + g.forA().name().toLowerCase()
                        + " (" + g.game().outcome().describe() + ") " + g.game().record());
                out.flush();
            }
        }
        out.println(wdl[0] + " " + wdl[1] + " " + wdl[2]);
        out.flush();
        return 0;
    }
}
