package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.words.Sentence;

import java.util.ArrayList;
import java.util.List;

/**
 * What the board shows and says during a lesson ({@link Phase#SETUP}), as pure functions of what the
 * controller knows ({@link Presenter.Facts}): the scene, the view, the sentences and the status line.
 * {@link Presenter} and {@link Sentences} hand a lesson's phases here.
 */
final class LessonShown {
    private LessonShown() {
    }

    /** The lights: where each colour goes, what to take off. */
    static Scene scene(Presenter.Facts f) {
        SetUp.Todo todo = f.lesson().todo();
        return new Scene.SetUp(todo.white(), todo.black(), todo.extra(), f.faults().worst());
    }

    /** The page's view: the position being set up (its pieces, its record), the board against it, the sentences. */
    static View view(Presenter.Facts f) {
        Lesson.Facts l = f.lesson();
        int white = l.setUp().map(t -> t.position().white()).orElse(0), black = l.setUp().map(t -> t.position().black()).orElse(0);
        String record = l.setUp().flatMap(LessonShown::game).map(Game::record).orElse("");
        return new View(f.phase(), "setup", record, white, black, sync(f), syncLine(f), Sentences.message(f));
    }

    /** The board against the position, in English (the page's scripts, the status line): unknown while it cannot be read. */
    private static String sync(Presenter.Facts f) {
        return Presenter.blind(f) ? "unknown" : "setting up: " + f.lesson().todo().describe();
    }

    /** The line under the message. */
    static Sentence syncLine(Presenter.Facts f) {
        return Presenter.blind(f) ? Sentence.of("sync.unreadable") : Sentence.of("sync.setup");
    }

    /** The status line ({@code systemctl status}), in English. */
    static String status(Presenter.Facts f) {
        return "setting up a position: " + sync(f);
    }

    /** What the person reads: what the position is for, then each colour's points and the pieces to take off. */
    static List<Sentence> message(Presenter.Facts f) {
        List<Sentence> said = new ArrayList<>();
        f.lesson().setUp().ifPresent(then -> said.add(Sentence.of(switch (then) {
            case SetUp.Then.Resume r -> "position.resume";
            case SetUp.Then.Play p -> "position.game";
            case SetUp.Then.Menu m -> "position.clear";
        })));
        SetUp.Todo todo = f.lesson().todo();
        if (todo.extra() != 0) {
            said.add(Sentence.of("fix.off" + many(todo.extra()), Point.names(todo.extra())));
        }
        if (todo.white() != 0) {
            said.add(Sentence.of("position.white" + many(todo.white()), Point.names(todo.white())));
        }
        if (todo.black() != 0) {
            said.add(Sentence.of("position.black" + many(todo.black()), Point.names(todo.black())));
        }
        return said;
    }

    private static String many(int mask) {
        return Integer.bitCount(mask) == 1 ? ".one" : ".many";
    }

    /** The game a set-up's position belongs to, if it has one (a resumed game, a game's position). */
    static java.util.Optional<Game> game(SetUp.Then then) {
        return switch (then) {
            case SetUp.Then.Resume r -> java.util.Optional.of(r.game());
            case SetUp.Then.Play p -> java.util.Optional.of(p.game());
            case SetUp.Then.Menu m -> java.util.Optional.empty();
        };
    }
}
