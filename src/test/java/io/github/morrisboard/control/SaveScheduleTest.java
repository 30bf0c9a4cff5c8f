package io.github.morrisboard.control;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** When the game is written: once per change, only in play, and again while writing fails. */
class SaveScheduleTest {
    private final SaveSchedule saves = new SaveSchedule();

    @Test
    void aChangeIsWrittenOnceAndOnlyInPlay() {
        assertFalse(saves.take(true), "nothing changed");
        saves.markDue();
        assertFalse(saves.take(false), "a finished game was recorded when it ended");
        assertFalse(saves.take(true), "and the save is not kept for later");
        saves.markDue();
        assertTrue(saves.take(true));
        assertFalse(saves.take(true));
    }

    @Test
    void aFailedWriteIsTriedAgain() {
        saves.markDue();
        assertTrue(saves.take(true));
        saves.written(false, 1000);
        assertEquals(1000 + SaveSchedule.RETRY_MS, saves.nextWake());
        saves.onTick(1000 + SaveSchedule.RETRY_MS - 1);
        assertFalse(saves.take(true), "not yet");
        saves.onTick(1000 + SaveSchedule.RETRY_MS);
        assertEquals(Long.MAX_VALUE, saves.nextWake());
        assertTrue(saves.take(true));
        saves.written(true, 3000);
        assertEquals(Long.MAX_VALUE, saves.nextWake());
    }
}
