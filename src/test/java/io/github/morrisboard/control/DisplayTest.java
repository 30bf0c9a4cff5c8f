package io.github.morrisboard.control;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.lights.Fault;
import io.github.morrisboard.lights.LightSettings;
import org.junit.jupiter.api.Test;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static io.github.morrisboard.control.ControllerTest.HUMANS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** What is shown and told from the controller's facts: the frame first, then the save, then what is published. */
class DisplayTest {
    private final List<Frame> frames = new ArrayList<>();
    private final List<String> lines = new ArrayList<>();
    private final Publication publication = new Publication(new RecordedLeds(frames), lines::add, () -> { }, HUMANS);
    private Presenter.Facts now = facts(Phase.MENU, Fault.NONE);
    private int reads;
    private final Display display = new Display(publication, new PairingDesk(new SecureRandom()), LightSettings.DEFAULT, () -> {
        reads++;
        return now;
    });

    private static Presenter.Facts facts(Phase phase, Fault worst) {
        return FactsFor.facts(phase, HUMANS, phase == Phase.PLAY ? Optional.of(Game.start(Rules.STANDARD)) : Optional.empty(), List.of(),
                new Faults.Facts(worst, worst == Fault.NONE ? "" : "the game cannot be saved (see the log)", List.of()));
    }

    @Test
    void theFrameGoesOutBeforeTheSaveAndTheViewAfterIt() {
        List<String> order = new ArrayList<>();
        display.render(() -> {
            order.add(frames.size() + " frame, view " + publication.published().view().mode());
            return false;
        }, 1000);
        assertEquals(List.of("1 frame, view starting"), order, "the lights answer first; nothing is published before the save");
        assertEquals(Presenter.view(now), publication.published().view());
        assertEquals(Optional.of(Presenter.status(now)), publication.status());
        assertEquals(1, reads, "the facts are read once when the save changed nothing");
    }

    @Test
    void aSaveThatChangesTheFactsIsPublishedWithThem() {
        display.render(() -> {
            now = facts(Phase.MENU, Fault.STORAGE); // the write failed: the storage fault shows
            return true;
        }, 1000);
        assertEquals(2, reads);
        assertEquals(Presenter.view(now), publication.published().view());
        assertEquals(Presenter.status(now), display.status());
    }

    @Test
    void theStatusBeforeTheFirstTurnIsTheOneForNow() {
        assertEquals(Presenter.status(now), display.status());
        assertEquals(List.of(), lines, "nothing was published");
        assertEquals(Presenter.scene(now), display.scene(), "no pairing shown over it");
    }

    @Test
    void newLightSettingsShowFromTheNextTurn() {
        now = facts(Phase.PLAY, Fault.NONE);
        display.render(() -> false, 1000);
        display.lights(LightSettings.DEFAULT.withBrightness(LightSettings.DEFAULT.brightness() / 2));
        display.render(() -> false, 1000);
        assertEquals(2, frames.size());
        assertNotEquals(frames.get(0), frames.get(1));
        assertEquals(display.lastFrame(), Optional.of(frames.get(1)));
    }
}
