package io.github.morrisboard.control;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.lights.Fault;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LightSettings;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.words.Sentence;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static io.github.morrisboard.control.ControllerTest.VS_AI;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** What was shown and published: a frame, a view or a status line is handed on only when it changed. */
class PublicationTest {
    private final List<Frame> frames = new ArrayList<>();
    private final List<String> lines = new ArrayList<>();
    private int views;
    /** The status line as a reader woken by the listener finds it. */
    private final List<Optional<String>> statusAtNews = new ArrayList<>();
    private final Publication publication = new Publication(new RecordedLeds(frames), lines::add, this::viewChanged, VS_AI);

    private void viewChanged() {
        views++;
        statusAtNews.add(publication.status());
    }

    @Test
    void aFrameGoesOutOnlyWhenItDiffers() {
        assertEquals(Optional.empty(), publication.lastFrame());
        assertEquals(Legend.NONE, publication.published().legend(), "nothing shown yet");
        Scene scene = new Scene.Starting(Fault.NONE);
        publication.show(scene, LightSettings.DEFAULT, 0);
        publication.show(scene, LightSettings.DEFAULT, 0);
        assertEquals(1, frames.size());
        assertEquals(Optional.of(frames.getFirst()), publication.lastFrame());
        publication.show(new Scene.Starting(Fault.STORAGE), LightSettings.DEFAULT, 0);
        assertEquals(2, frames.size(), "a fault lights a status pixel");
        assertEquals(Legend.NONE, publication.published().legend(), "what the lights show is published with the next view");
        publication.publish(View.STARTING, VS_AI, "starting");
        assertNotEquals(Legend.NONE, publication.published().legend());
    }

    @Test
    void theViewAndTheStatusAreHandedOnWhenTheyChange() {
        assertEquals(View.STARTING, publication.published().view());
        assertEquals(Optional.empty(), publication.status());
        publication.publish(View.STARTING, VS_AI, "starting");
        assertEquals(0, views, "the same view is no news");
        assertEquals(List.of("starting"), lines);
        View menu = new View(Phase.MENU, "menu", "", 0, 0, "in sync", Sentence.of("sync.menu"), List.of(Sentence.of("menu.how")));
        publication.publish(menu, VS_AI, "starting");
        assertEquals(1, views);
        assertEquals(List.of("starting"), lines, "the same line is no news");
        assertEquals(menu, publication.published().view());
        assertEquals(Optional.of("starting"), publication.status());
    }

    /**
     * After a resume the service read "starting: reading the board" beside a view already in play:
     * the view went out before the status line. Whoever hears of a new view finds its status line.
     */
    @Test
    void theSnapshotCarriesTheStatusLineMadeWithItsView() {
        assertEquals("starting: reading the board", publication.published().status(), "before the loop's first turn");
        View menu = new View(Phase.MENU, "menu", "", 0, 0, "in sync", Sentence.of("sync.menu"), List.of(Sentence.of("menu.how")));
        publication.publish(menu, VS_AI, "menu; fault: the reed bus is down");
        assertEquals(menu, publication.published().view());
        assertEquals("menu; fault: the reed bus is down", publication.published().status(),
                "the service reads its ready line from the snapshot, never from the loop's fields");
    }

    @Test
    void theStatusLineGoesOutBeforeTheView() {
        publication.publish(View.STARTING, VS_AI, "starting: reading the board");
        View menu = new View(Phase.MENU, "menu", "", 0, 0, "in sync", Sentence.of("sync.menu"), List.of(Sentence.of("menu.how")));
        publication.publish(menu, VS_AI, "menu");
        assertEquals(List.of(Optional.of("menu")), statusAtNews);
    }
}
