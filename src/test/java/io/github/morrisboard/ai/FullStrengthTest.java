package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Full strength (with its opening book) against itself, colours swapped, from the start and from
 * the first three of the book's two-ply openings: no side may lose (the game is a draw with best
 * play). The budget is counted in clock readings (about 256 nodes each, so about 100 000 and
 * 140 000 nodes a move: well below a real 300 ms), not milliseconds, so the games are the same on
 * any machine. Two identical deterministic players would replay one game with colours swapped,
 * so the two players get different budgets (as two real clocks would give them different depths).
 */
class FullStrengthTest {
    static final long A_TICKS = 400, B_TICKS = 560;

    @Test
    void fullStrengthNeverLosesToItselfWithColoursSwapped() {
        List<String> lost = new ArrayList<>();
        for (String opening : OpeningBook.OPENINGS.subList(0, 4)) {
            for (boolean aWhite : new boolean[]{true, false}) {
                Game g = play(Game.replay(Rules.STANDARD, opening), aWhite);
                if (!(g.outcome() instanceof Outcome.Draw)) {
                    lost.add((aWhite ? "A white: " : "B white: ") + g.outcome().describe() + " after " + g.record());
                }
            }
        }
        assertEquals(List.of(), lost, "no game lost");
    }

    /** One game between A and B (each with its own table), both on one counting clock. */
    static Game play(Game start, boolean aWhite) {
        Searcher a = Searcher.of(8, Tables.none()), b = Searcher.of(8, Tables.none());
        long[] ticks = {0};
        Game g = start;
        while (!g.outcome().isOver() && g.plyCount() < SelfPlay.MAX_PLIES) {
            boolean aToMove = (g.position().sideToMove() == Color.WHITE) == aWhite;
            SearchResult r = (aToMove ? a : b).search(g, SearchRequest.full(aToMove ? A_TICKS : B_TICKS), () -> ticks[0]++);
            g = g.play(r.best().orElseThrow());
        }
        return g;
    }
}
