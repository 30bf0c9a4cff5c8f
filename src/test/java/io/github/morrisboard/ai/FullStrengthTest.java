package io.github.morrisboard.ai;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Full strength against itself from the start, colours swapped: neither side may lose (the game is
 * a draw with best play). The move budget is counted in clock readings (about 256 nodes each), so
 * the games are the same on any machine however busy, and are played as a real move time would
 * play them (iterative deepening, stopped mid-iteration). Two identical deterministic players would
 * replay one game with colours swapped, so side B thinks 1.4 times as long as side A. Both probe
 * the 3v3 endgame table, as the controller probes the tables the installer builds.
 * <p>
 * Every build plays the two games at 4,800 readings; the two at 9,600 (165 of the suite's seconds)
 * are tagged {@code strength} and play in {@code mvn verify -Pstrength}. What the search does at a
 * fixed depth is pinned in every build by {@link SearchSignatureTest}, so a change to the search is
 * seen at once, and these games say whether the changed search still plays well.
 * <p>
 * Both sides search with {@link #REFERENCE}, frozen weights, not {@link Weights#FULL}: a game against itself
 * cannot judge a change of the evaluation (both sides change, and one deterministic game flips with any
 * change: placing weights one unit from these lose one of the two games, and so does 24/24, which won 400
 * games at 62 % and 400 at 55.8 % against these). The evaluation is judged by matches (docs/ai.md, issue 34);
 * these games judge the search.
 */
class FullStrengthTest {
    /** The weights these games were first drawn with ({@link Weights#DEFAULT} since the second tuning round), frozen. */
    static final Weights REFERENCE = Weights.parse("100,16,12,24,20,80,80,140,60,4,25,0,40");

    /**
     * 4,800 readings are about 1.2 million nodes, 0.4 to 0.6 s on the development VM: roughly what
     * the controller's default two seconds a move search on a Raspberry Pi 4.
     */
    @ParameterizedTest(name = "{0} clock readings a move, side A plays white: {1}")
    @CsvSource({"4800, true", "4800, false"})
    void fullStrengthDrawsAgainstItselfFromTheStart(long budget, boolean aWhite) {
        drawsAgainstItself(budget, aWhite);
    }

    /** Twice the readings of {@link #fullStrengthDrawsAgainstItselfFromTheStart}: deeper games, three times as long. */
    @Tag("strength")
    @ParameterizedTest(name = "{0} clock readings a move, side A plays white: {1}")
    @CsvSource({"9600, true", "9600, false"})
    void fullStrengthDrawsAgainstItselfWithTwiceTheTime(long budget, boolean aWhite) {
        drawsAgainstItself(budget, aWhite);
    }

    private static void drawsAgainstItself(long budget, boolean aWhite) {
        SelfPlay play = new SelfPlay(Rules.STANDARD, budget, TranspositionTable.DEFAULT_MB, Readings.clock());
        SelfPlay.Player a = new SelfPlay.Player(Level.FULL, REFERENCE);
        SelfPlay.Player b = new SelfPlay.Player(Level.exact(10, Level.MAX_DEPTH, 140), REFERENCE);
        SelfPlay.Played g = play.playFrom(Game.start(Rules.STANDARD), a, b, aWhite, 1, TablesTest.threeVsThree());
        assertTrue(g.game().outcome() instanceof Outcome.Draw, "a draw, not " + g.game().outcome().describe()
                + " after " + g.game().record());
    }
}
