package io.github.morrisboard.learn;

import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Puzzles from a person's own games: each ply the analysis marked a mistake or a blunder, played by
 * one of the person's sides, whose position has one ply {@linkplain PlyScores#clearlyBetter clearly
 * better} than every other ({@link PlyScores#MARGIN}, or decided), the played ply not being it. The
 * puzzle is that position, the answer that ply ("find the better move").
 */
public final class OwnPuzzles {
    private OwnPuzzles() {
    }

    /**
     * The puzzles of {@code game}, analysed as {@code analysis}, from the plies of {@code sides} (the
     * person's; both for two people at the board); {@code key} names the game ({@code
     * store.AnalysisFiles.key}), so a puzzle is found again however the history moves.
     */
    public static List<Puzzle> from(Game game, Analysis analysis, String key, Set<Color> sides, PlyScores scores) {
        List<Puzzle> out = new ArrayList<>();
        List<Ply> plies = game.plies();
        if (!game.startPosition().equals(Game.start(game.rules()).position())) {
            throw new IllegalArgumentException("a game from its rules' start position is needed");
        }
        for (Analysis.Step s : analysis.steps()) {
            if (s.index() >= plies.size()) {
                break;
            }
            if (s.mark() != Analysis.Mark.NONE && sides.contains(s.side())) {
                Game at = replay(game, s.index());
                Optional<Ply> best = scores.uniqueBest(at);
                if (best.isPresent() && !best.get().equals(plies.get(s.index()))) {
                    List<Ply> line = List.of(best.get());
                    out.add(new Puzzle(key + "-" + s.index(), game.rules(), plies.subList(0, s.index()), line,
                            PuzzleKinds.of(at, line, Puzzle.Kind.BETTER), Puzzle.Source.game(key, s.index()), 0, 0));
                }
            }
        }
        return out;
    }

    private static Game replay(Game game, int plies) {
        Game g = Game.start(game.rules());
        for (Ply p : game.plies().subList(0, plies)) {
            g = g.play(p);
        }
        return g;
    }
}
