package io.github.morrisboard.app.service;

import io.github.morrisboard.app.Cli;

import io.github.morrisboard.ai.Analyser;
import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.ai.BackgroundAnalyser;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The README promises that {@code analyse} gives the board's own analysis of a game: the same
 * marks, the same evaluations. The board's (the service's background analyser, as BoardAssembly
 * makes it) and the command's, on one whole game, step by step. The newcomer found them
 * different at almost every ply: the command searched with a four times larger table.
 */
class AnalysisAgreementTest {
    static final String GAME = "g4 b4 f4 e4 g7 g1 d6 a1 d1 a7 a4 e5 e3 d2 c3 f2 d3 xg1 b2 xd1 c3-c4 d2-d1 c4-c3 xf2 "
            + "b2-d2 g4-g1 b4-b6 f4-g4 xe4 b6-b4 e3-e4 d2-f2 e4-e3 xb4 f2-f4 g7-d7 d1-d2 d7-g7 xf4 e5-e4 d6-b6 e4-e5 "
            + "g4-f4 a7-d7 f4-g4 xe5 a1-f2 g4-f4 d7-b2 xg7 c3-c4 b2-a1 b6-b4 xa1";

    @Test
    @Timeout(300)
    void theBoardsAnalysisAndTheAnalyseCommandAgreeStepByStep() throws Exception {
        Game game = Game.replay(Rules.STANDARD, GAME);
        CompletableFuture<Analysis> board = new CompletableFuture<>();
        try (BackgroundAnalyser analyser = new BackgroundAnalyser(Tables.none(), Analyser.DEFAULT_NODES, () -> { })) {
            analyser.submit(game, board::complete);
            Analysis a = board.get(240, TimeUnit.SECONDS);

            Cli run = Cli.run("analyse", "--moves", GAME);
            assertEquals(0, run.status(), run.err());
            List<String> rows = run.out().lines().skip(1).takeWhile(l -> !l.isBlank()).toList();
            List<String> expected = a.steps().stream().map(s -> String.format(Locale.ROOT, "%4d %4d. %-6s %-8s %-8s %7s %7s %s",
                    s.index() + 1, s.move(), s.side().label(), s.played(), s.best().map(Object::toString).orElse("-"),
                    Analysis.format(s.before()), Analysis.format(s.after()), s.mark().sign())).toList();
            assertEquals(expected, rows);
        }
    }
}
