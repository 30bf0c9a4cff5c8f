package io.github.morrisboard.control;

import io.github.morrisboard.lights.Fault;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The faults kept per source: which class shows, which make the reading doubtful, and their order. */
class FaultsTest {
    private final Faults faults = new Faults();

    @Test
    void theWorstClassShowsAndTheListIsWorstFirst() {
        faults.raise(new FaultSource.Opponent(), "broker away", 0);
        faults.raise(new FaultSource.Storage(), "disk full", 1);
        assertEquals(Fault.STORAGE, faults.worst(s -> true));
        faults.raise(new FaultSource.InterruptLine(17), "line stuck", 2);
        assertEquals(Fault.SENSOR, faults.worst(s -> true));
        assertEquals(Fault.OPPONENT_AWAY, faults.worst(FaultSource::remote), "only what is counted");
        assertEquals(List.of(new FaultSource.InterruptLine(17), new FaultSource.Storage(), new FaultSource.Opponent()),
                List.copyOf(faults.active().keySet()));
        assertEquals(List.of(new FaultSource.Opponent(), new FaultSource.Storage(), new FaultSource.InterruptLine(17)),
                faults.sources(s -> true), "the person's words keep the order the faults arose");
    }

    @Test
    void remotePlaysFaultsCountOnlyInARemoteGameInPlay() {
        faults.raise(new FaultSource.Opponent(), "broker away", 0);
        assertEquals(new Faults.Facts(Fault.OPPONENT_AWAY, "broker away", List.of(new FaultSource.Opponent())), faults.facts(true));
        assertEquals(new Faults.Facts(Fault.NONE, "", List.of()), faults.facts(false));
        faults.raise(new FaultSource.Storage(), "disk full", 1);
        assertEquals(new Faults.Facts(Fault.STORAGE, "disk full", List.of(new FaultSource.Storage())), faults.facts(false));
    }

    @Test
    void onlyAChipOrAReedMakesTheReadingDoubtful() {
        faults.raise(new FaultSource.InterruptLine(17), "line stuck", 0);
        faults.raise(new FaultSource.Internal(), "a bug", 0);
        faults.raise(new FaultSource.Storage(), "disk full", 0);
        assertFalse(faults.sensing(), "moves still come in by polling");
        faults.raise(new FaultSource.Reed(4), "chatter", 0);
        assertTrue(faults.sensing());
        faults.clear(new FaultSource.Reed(4), "quiet", 1);
        assertFalse(faults.sensing(), "the source's own state decides, not the lingering light");
        faults.raise(new FaultSource.Chip(0x20), "no answer", 2);
        assertTrue(faults.sensing());
    }
}
