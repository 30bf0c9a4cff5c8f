package io.github.morrisboard.learn;

import io.github.morrisboard.ai.Search;
import io.github.morrisboard.ai.Tables;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlyScoresTest {
    static final PlyScores SCORES = new PlyScores(Tables.none(), 4_000);

    @Test
    void theOnlyPlyThatBlocksAMillIsTheUniqueAnswer() {
        Game g = Game.replay(Rules.STANDARD, "a1 b4 d1"); // white threatens g1
        List<PlyScores.Scored> s = SCORES.score(g);
        assertEquals(g.position().legalPlies().size(), s.size(), "every legal ply scored");
        assertEquals("g1", s.getFirst().ply().toString());
        assertTrue(s.getFirst().score() - s.get(1).score() >= PlyScores.MARGIN, s.toString());
        assertEquals(Optional.of(Notation.parsePly("g1")), SCORES.uniqueBest(g));
    }

    @Test
    void theStartHasNoUniqueAnswer() {
        assertEquals(Optional.empty(), SCORES.uniqueBest(Game.start(Rules.STANDARD)));
    }

    @Test
    void aPlysScoreDoesNotDependOnWhatWasSearchedBefore() {
        Game g = Game.replay(Rules.STANDARD, "a1 b4 d1 d2 g1 xb4");
        List<PlyScores.Scored> first = new PlyScores(Tables.none(), 4_000).score(g);
        PlyScores other = new PlyScores(Tables.none(), 4_000);
        other.score(Game.replay(Rules.STANDARD, "d6 f4 d2 b4 g7"));
        assertEquals(first, other.score(g));
    }

    @Test
    void clearlyBetterIsAPieceOrADecidedResult() {
        assertTrue(PlyScores.clearlyBetter(140, 50));
        assertFalse(PlyScores.clearlyBetter(139, 50));
        assertTrue(PlyScores.clearlyBetter(Search.MATE - 9, 900), "a forced win against none");
        assertFalse(PlyScores.clearlyBetter(Search.MATE - 3, Search.MATE - 15), "two wins: either will do");
        assertTrue(PlyScores.clearlyBetter(-400, -(Search.MATE - 5)), "the only ply that is no forced loss");
        assertFalse(PlyScores.clearlyBetter(-(Search.MATE - 20), -(Search.MATE - 5)), "two losses");
    }
}
