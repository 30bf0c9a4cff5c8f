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
        publication.publish(View.STARTING, VS_AI, "starting", io.github.morrisboard.learn.Progress.NONE);
        assertNotEquals(Legend.NONE, publication.published().legend());
    }

    @Test
    void theViewAndTheStatusAreHandedOnWhenTheyChange() {
        assertEquals(View.STARTING, publication.published().view());
        assertEquals(Optional.empty(), publication.status());
        publication.publish(View.STARTING, VS_AI, "starting", io.github.morrisboard.learn.Progress.NONE);
        assertEquals(0, views, "the same view is no news");
        assertEquals(List.of("starting"), lines);
        View menu = new View(Phase.MENU, "menu", "", 0, 0, "in sync", Sentence.of("sync.menu"), List.of(Sentence.of("menu.how")));
        publication.publish(menu, VS_AI, "starting", io.github.morrisboard.learn.Progress.NONE);
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
        publication.publish(menu, VS_AI, "menu; fault: the reed bus is down", io.github.morrisboard.learn.Progress.NONE);
        assertEquals(menu, publication.published().view());
        assertEquals("menu; fault: the reed bus is down", publication.published().status(),
                "the service reads its ready line from the snapshot, never from the loop's fields");
    }

    @Test
    void theStatusLineGoesOutBeforeTheView() {
        publication.publish(View.STARTING, VS_AI, "starting: reading the board", io.github.morrisboard.learn.Progress.NONE);
        View menu = new View(Phase.MENU, "menu", "", 0, 0, "in sync", Sentence.of("sync.menu"), List.of(Sentence.of("menu.how")));
        publication.publish(menu, VS_AI, "menu", io.github.morrisboard.learn.Progress.NONE);
        assertEquals(List.of(Optional.of("menu")), statusAtNews);
    }

    /**
     * Remote play: the friend's board's announced ply and its turn light as the AI's would, but the legend
     * says them of the opponent (it said "The AI moves this piece", "The AI is thinking" before); against
     * the AI it stays the AI's.
     */
    @Test
    void inARemoteGameTheLegendSaysTheOpponentNotTheAi() {
        io.github.morrisboard.engine.Position pos = io.github.morrisboard.engine.Game.replay(io.github.morrisboard.engine.Rules.STANDARD,
                "a1 d1 a4 d2 a7").position();
        Scene scene = Scene.Play.of(pos).withAiPly(io.github.morrisboard.engine.Ply.remove(io.github.morrisboard.board.Point.parse("d1")))
                .withThinking(true);
        publication.show(scene, LightSettings.DEFAULT, 0);
        publication.publish(View.STARTING, VS_AI, "x", io.github.morrisboard.learn.Progress.NONE);
        List<String> vsAi = publication.published().legend().lit().stream().map(Legend.Entry::key).toList();
        org.junit.jupiter.api.Assertions.assertTrue(vsAi.contains("signal.AI_REMOVAL"), vsAi.toString());
        io.github.morrisboard.setup.Setup remote = new io.github.morrisboard.setup.Setup(io.github.morrisboard.setup.Mode.REMOTE,
                io.github.morrisboard.engine.Color.BLACK, 3, true, io.github.morrisboard.engine.Rules.STANDARD);
        publication.publish(View.STARTING, remote, "x", io.github.morrisboard.learn.Progress.NONE);
        Legend legend = publication.published().legend();
        assertEquals(vsAi.stream().map(k -> k.replace("AI_", "OPPONENT_").replace("status.THINKING", "status.OPPONENT_THINKING")).toList(), legend.lit().stream().map(Legend.Entry::key).toList());
        for (io.github.morrisboard.words.Language l : io.github.morrisboard.words.Language.values()) {
            io.github.morrisboard.lights.LegendTexts texts = io.github.morrisboard.lights.LegendTexts.of(l.tag());
            for (Legend.Entry e : legend.lit()) {
                String ai = texts.text("status.THINKING").split(" ")[l == io.github.morrisboard.words.Language.EN || l == io.github.morrisboard.words.Language.HU ? 1 : 0];
                // a word that begins with it ("компьютера"), not letters inside one ("waiting")
                org.junit.jupiter.api.Assertions.assertFalse(java.util.regex.Pattern.compile("(?iu)(?<!\\p{L})" + java.util.regex.Pattern.quote(ai))
                                .matcher(texts.text(e.key())).find(),
                        l.tag() + " " + e.key() + ": " + texts.text(e.key()));
            }
        }
        scene = Scene.Play.of(pos.play(io.github.morrisboard.engine.Ply.remove(io.github.morrisboard.board.Point.parse("d1")))).withThinking(true);
        publication.show(scene, LightSettings.DEFAULT, 1);
        publication.publish(View.STARTING, remote, "y", io.github.morrisboard.learn.Progress.NONE);
        assertEquals("Waiting for the opponent's move", io.github.morrisboard.lights.LegendTexts.of("en").text(
                publication.published().legend().lit().getLast().key()), "the friend's board's turn");
    }
}
