package io.github.morrisboard.learn;

import io.github.morrisboard.ai.SelfPlay;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.Rules;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The built-in puzzles, mined from the engine's own games: games of level {@value #LEVEL} against
 * itself (seeded, each move {@value #GAME_READINGS} clock readings counted, not timed: the same games on
 * any machine); every position of them where a mill can be closed or must be blocked, or a side flies,
 * with a {@linkplain PlyScores#uniqueBest unique} answer becomes a puzzle, at most a quarter of the
 * set of each kind. When the answer closes no mill and, after the opponent's best reply, the next ply
 * that closes one is unique too, the line goes on to it (a piece in two).
 */
public final class PuzzleMiner {
    /** The level of the games mined (errs enough to leave chances, plays well enough to make threats). */
    public static final int LEVEL = 4;
    /** A move's budget in the mined games, in clock readings (one a poll, about 256 nodes). */
    public static final long GAME_READINGS = 16;
    /** Games given up on: no more than this many are played. */
    private static final int MAX_GAMES = 400;

    private final PlyScores scores;

    public PuzzleMiner(PlyScores scores) {
        this.scores = scores;
    }

    /** {@code count} puzzles ({@code b1}, {@code b2}, …) from games seeded {@code seed}, {@code seed + 1}, …; fewer if the games run out. */
    public List<Puzzle> mine(Rules rules, int count, long seed) {
        List<Puzzle> out = new ArrayList<>();
        Map<Puzzle.Kind, Integer> kinds = new EnumMap<>(Puzzle.Kind.class);
        int perKind = Math.max(1, (count + 3) / 4);
        long[] readings = {0};
        SelfPlay play = new SelfPlay(rules, GAME_READINGS, 1, () -> readings[0]++);
        for (int game = 0; game < MAX_GAMES && out.size() < count; game++) {
            Game g = play.play(SelfPlay.Player.of(LEVEL), SelfPlay.Player.of(LEVEL), game % 2 == 0, seed + game).game();
            Game at = Game.start(rules);
            for (int i = 0; i < g.plyCount() && out.size() < count; i++) {
                if (candidate(at.position())) {
                    Optional<Puzzle> p = puzzle(at, "b" + (out.size() + 1), i);
                    if (p.isPresent() && kinds.merge(p.get().kind(), 1, Integer::sum) <= perKind) {
                        out.add(p.get());
                    }
                }
                at = at.play(g.plies().get(i));
            }
        }
        return out;
    }

    /** The puzzle at {@code at}, if its answer is unique. */
    Optional<Puzzle> puzzle(Game at, String id, int ply) {
        Optional<Ply> answer = scores.uniqueBest(at);
        if (answer.isEmpty()) {
            return Optional.empty();
        }
        List<Ply> line = new ArrayList<>(List.of(answer.get()));
        Game after = at.play(answer.get());
        if (!PuzzleKinds.closes(at.position(), answer.get()) && !after.outcome().isOver()) {
            Game replied = after.play(scores.score(after).getFirst().ply());
            if (!replied.outcome().isOver()) {
                Optional<Ply> next = scores.uniqueBest(replied);
                if (next.isPresent() && PuzzleKinds.closes(replied.position(), next.get())) {
                    line.add(replied.lastPly().orElseThrow());
                    line.add(next.get());
                }
            }
        }
        return Optional.of(new Puzzle(id, at.rules(), at.plies(), line, PuzzleKinds.of(at, line, Puzzle.Kind.BETTER),
                Puzzle.Source.builtIn(ply), 0, 0));
    }

    /** Whether a position is worth scoring: a mill to close or to block, or a side that flies. */
    private static boolean candidate(Position p) {
        if (p.removalsOwed() > 0) {
            return false;
        }
        if (!p.isPlacing(p.sideToMove()) && (p.canFly(p.sideToMove()) || p.canFly(p.sideToMove().other()))) {
            return true;
        }
        List<Ply> legal = p.legalPlies();
        if (legal.size() < 2) {
            return false;
        }
        if (legal.stream().anyMatch(q -> PuzzleKinds.closes(p, q))) {
            return true;
        }
        return PuzzleKinds.threats(p) != 0;
    }

    /** Whether {@code p}'s answer (and the line's next answer) is still unique by the margin: the check of a shipped puzzle. */
    public boolean stillUnique(Puzzle p) {
        Game at = p.position();
        if (!scores.uniqueBest(at).equals(Optional.of(p.answer()))) {
            return false;
        }
        if (p.line().size() < 3) {
            return true;
        }
        Game replied = at.play(p.line().get(0)).play(p.line().get(1));
        return scores.uniqueBest(replied).equals(Optional.of(p.line().get(2)));
    }
}
