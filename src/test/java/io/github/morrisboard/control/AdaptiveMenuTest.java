package io.github.morrisboard.control;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.learn.Practice;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.HistoryEntry;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The adaptive level as a menu choice (issue 33): chosen on d2 against the AI, its level is the one the
 * person's rating gives (learn.AdaptiveLevel over the history), shown in the menu's words, remembered,
 * played, and followed again when the rating changes.
 */
class AdaptiveMenuTest {
    static final Setup VS_AI = ControllerTest.VS_AI;

    /** Wins against level 10: a person rated high, for whom the adaptive level is well above 3. */
    private static HistoryEntry won(int n) {
        Game g = Game.replay(Rules.STANDARD, "d6");
        return new HistoryEntry(Instant.ofEpochSecond(n), Rules.STANDARD, Mode.HUMAN_AI, OptionalInt.of(10), Optional.of(Color.BLACK),
                "white wins: black is down to two pieces", g.plies());
    }

    @Test
    void theAdaptiveLevelFollowsTheRatingFromTheMenuOn() {
        List<HistoryEntry> history = new ArrayList<>();
        Practice practice = new Practice(Optional.empty(), () -> List.copyOf(history), () -> Instant.EPOCH, ZoneOffset.UTC);
        PracticePort port = PracticePort.of(practice);
        Rig rig = new Rig(VS_AI, Optional.empty(), 0, port);
        assertEquals(5, port.progress().level(), "a newcomer plays level 5 (1500)");
        rig.place("d2").lift("d2");
        Setup chosen = rig.c.state().setup();
        assertTrue(chosen.adaptive());
        assertEquals(5, chosen.level());
        assertTrue(rig.c.published().view().english().contains("The AI's level now follows your rating. You play white against the AI, level 5: it follows your rating"),
                rig.c.published().view().english());
        assertEquals(chosen, rig.saver.remembered, "remembered for the next start as adaptive");
        for (int i = 0; i < 6; i++) {
            history.add(won(i));
        }
        int level = port.progress().level();
        assertTrue(level > 5, "six wins against level 10 raise the level: " + level);
        rig.place("d1").lift("d1"); // start
        assertEquals(Phase.PLAY, rig.c.state().phase());
        assertEquals(level, rig.c.state().setup().level(), "the game is played at the level the rating gives now");
        assertTrue(rig.c.state().setup().adaptive());
    }
}
