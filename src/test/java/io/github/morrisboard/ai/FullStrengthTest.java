package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Full strength against itself, colours swapped: no side may lose (the game is a draw with best
 * play). Depth-capped so the games are the same on any machine; since the two sides are then the
 * same deterministic player, swapping colours replays the same game, so the second game starts
 * from a different opening instead.
 */
class FullStrengthTest {
    @Test
    void fullStrengthNeverLosesToItself() {
        Level capped = new Level(10, 9, 100, 0, 0);
        SelfPlay play = new SelfPlay(Rules.STANDARD, 600_000, 8, System::currentTimeMillis);
        SelfPlay.Player a = new SelfPlay.Player(capped, Weights.DEFAULT);
        SelfPlay.Player b = new SelfPlay.Player(capped, Weights.DEFAULT);
        for (String opening : new String[]{"", "d6 f4"}) {
            SelfPlay.Played g = play.playFrom(Game.replay(Rules.STANDARD, opening), a, b, opening.isEmpty(), 1, Tables.none());
            assertTrue(g.game().outcome() instanceof Outcome.Draw, "a draw: " + g.game().outcome().describe() + " after "
                    + g.game().record());
        }
    }
}
