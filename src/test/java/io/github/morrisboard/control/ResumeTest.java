package io.github.morrisboard.control;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import static io.github.morrisboard.control.ControllerTest.VS_AI;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A saved game to continue: its setup must carry the game's own rules. */
class ResumeTest {
    @Test
    void aSavedGameResumesOnlyWithTheRulesItWasPlayedBy() {
        Game g = Game.start(Rules.STANDARD);
        assertEquals(g, new Resume(VS_AI, g).game());
        Rules other = Rules.parse("standard,repetition=off,draw-plies=0");
        assertThrows(IllegalArgumentException.class, () -> new Resume(VS_AI, Game.start(other)));
    }
}
