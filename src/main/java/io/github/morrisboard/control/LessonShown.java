package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.PositionText;
import io.github.morrisboard.learn.PlyScores;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.lights.Signal;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.words.Sentence;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the board shows and says during a lesson ({@link Phase#SETUP}, {@link Phase#PUZZLE}), as pure
 * functions of what the controller knows ({@link Presenter.Facts}): the scene, the view, the sentences and
 * the status line. {@link Presenter} and {@link Sentences} hand a lesson's phases here.
 */
final class LessonShown {
    private LessonShown() {
    }

    /** The lights: where each colour goes and what to take off; in a puzzle, its position as a game's. */
    static Scene scene(Presenter.Facts f) {
        Optional<PuzzleTry.Facts> puzzle = f.lesson().puzzle();
        if (f.phase() == Phase.PUZZLE && puzzle.isPresent()) {
            return puzzleScene(f, puzzle.get());
        }
        SetUp.Todo todo = f.lesson().todo();
        return new Scene.SetUp(todo.white(), todo.black(), todo.extra(), f.faults().worst());
    }

    /** A puzzle's position as a game in play shows it: the person's hints, the reply announced, what to put back, the better ply. */
    private static Scene puzzleScene(Presenter.Facts f, PuzzleTry.Facts p) {
        Position pos = p.game().position();
        boolean reply = pos.sideToMove() != p.person();
        int lifted = p.verdict() instanceof Verdict.Lifted l ? Point.bit(l.from()) : 0;
        Scene.Play s = reply ? Scene.Play.of(pos).with(Signal.LIFTED, lifted) : Scene.Play.guiding(pos, lifted);
        s = s.withFault(f.faults().worst());
        if (p.verdict() instanceof Verdict.Mismatch m) {
            s = s.withMismatch(m.missing(), m.extra());
        }
        if (!p.announced().isEmpty()) {
            s = s.withAiPly(p.announced().getFirst());
        } else if (p.better().isPresent()) {
            s = s.withHint(p.better().get());
        }
        return s;
    }

    /** The page's view: the position (being set up, or the puzzle's), its record, the board against it, the sentences. */
    static View view(Presenter.Facts f) {
        Lesson.Facts l = f.lesson();
        Optional<Game> game = l.puzzle().filter(p -> f.phase() == Phase.PUZZLE).map(PuzzleTry.Facts::game)
                .or(() -> l.setUp().flatMap(LessonShown::game));
        Position target = f.phase() == Phase.PUZZLE ? game.map(Game::position).orElse(null)
                : l.setUp().map(SetUp.Then::position).orElse(null);
        int white = target == null ? 0 : target.white(), black = target == null ? 0 : target.black();
        return new View(f.phase(), f.phase().name().toLowerCase(Locale.ROOT), game.map(Game::record).orElse(""), white, black,
                sync(f), syncLine(f), Sentences.message(f), DrawState.NONE, game.flatMap(PositionText::startOf).orElse(""));
    }

    /** The board against the position, in English (the page's scripts, the status line): unknown while it cannot be read. */
    private static String sync(Presenter.Facts f) {
        if (Presenter.blind(f)) {
            return "unknown";
        }
        Optional<PuzzleTry.Facts> p = f.lesson().puzzle().filter(x -> f.phase() == Phase.PUZZLE);
        return p.map(x -> Presenter.syncText(x.verdict())).orElseGet(() -> "setting up: " + f.lesson().todo().describe());
    }

    /** The line under the message. */
    static Sentence syncLine(Presenter.Facts f) {
        Optional<PuzzleTry.Facts> p = f.lesson().puzzle().filter(x -> f.phase() == Phase.PUZZLE);
        if (p.isPresent()) {
            return Presenter.blind(f) ? Sentence.of("sync.unreadable") : Presenter.verdictLine(p.get().verdict());
        }
        return Presenter.blind(f) ? Sentence.of("sync.unreadable") : Sentence.of("sync.setup");
    }

    /** The status line ({@code systemctl status}), in English. */
    static String status(Presenter.Facts f) {
        Optional<PuzzleTry.Facts> p = f.lesson().puzzle().filter(x -> f.phase() == Phase.PUZZLE);
        return p.map(x -> "puzzle " + x.puzzle().id() + ": " + x.game().position().sideToMove().label() + " to move, " + sync(f))
                .orElseGet(() -> "setting up a position: " + sync(f));
    }

    /** What the person reads. */
    static List<Sentence> message(Presenter.Facts f) {
        Optional<PuzzleTry.Facts> p = f.lesson().puzzle().filter(x -> f.phase() == Phase.PUZZLE);
        return p.isPresent() ? puzzleMessage(p.get()) : setUpMessage(f.lesson());
    }

    /** Setting up: what the position is for, then the pieces to take off and each colour's points. */
    private static List<Sentence> setUpMessage(Lesson.Facts l) {
        List<Sentence> said = new ArrayList<>();
        l.result().ifPresent(solved -> said.add(Sentence.of(solved ? "puzzle.solved" : "puzzle.done")));
        l.setUp().ifPresent(then -> said.addAll(switch (then) {
            case SetUp.Then.Resume r -> List.of(Sentence.of("position.resume"));
            case SetUp.Then.Play p -> List.of(Sentence.of("position.game"));
            case SetUp.Then.Solve s -> List.of(title(s.puzzle()), Sentence.of("position.puzzle"));
            case SetUp.Then.Menu m -> List.of(Sentence.of(l.result().isPresent() ? "puzzle.next" : "position.clear"));
        }));
        SetUp.Todo todo = l.todo();
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

    /** A puzzle: its title; what the last ply did; what to put back; the reply to carry out; the better ply; whose move. */
    private static List<Sentence> puzzleMessage(PuzzleTry.Facts p) {
        List<Sentence> said = new ArrayList<>();
        said.add(title(p.puzzle()));
        Position pos = p.game().position();
        if (p.wrong().isPresent()) {
            said.add(cost(p.wrong().get().cost()));
        } else if (p.done() > 0) {
            said.add(Sentence.of("puzzle.right"));
        }
        if (p.verdict() instanceof Verdict.Mismatch m) {
            if (m.missing() != 0) {
                for (Color c : Color.values()) {
                    int back = m.missing() & pos.pieces(c);
                    if (back != 0) {
                        said.add(Sentence.of("fix.back." + c.label() + many(back), Point.names(back)));
                    }
                }
            }
            if (m.extra() != 0) {
                said.add(Sentence.of("fix.off" + many(m.extra()), Point.names(m.extra())));
            }
            return said;
        }
        if (!p.announced().isEmpty()) {
            Ply reply = p.announced().getFirst();
            said.add(switch (reply.kind()) {
                case PLACE -> Sentence.of("ai.place." + pos.sideToMove().label(), Point.name(reply.to()));
                case MOVE -> Sentence.of("ai.move", Point.name(reply.from()), Point.name(reply.to()));
                case REMOVE -> Sentence.of("ai.take", Point.name(reply.to()));
            });
            return said;
        }
        if (p.better().isPresent()) {
            Ply b = p.better().get();
            said.add(switch (b.kind()) {
                case PLACE -> Sentence.of("hint.place", Point.name(b.to()));
                case MOVE -> Sentence.of("hint.move", Point.name(b.from()), Point.name(b.to()));
                case REMOVE -> Sentence.of("hint.take", Point.name(b.to()));
            });
            said.add(Sentence.of("puzzle.solution"));
            return said;
        }
        if (p.wrong().isPresent()) {
            said.add(Sentence.of("puzzle.again"));
        }
        String act = pos.removalsOwed() > 0 ? null : pos.isPlacing(pos.sideToMove()) ? "place" : "move";
        said.add(act == null ? Sentence.of("side.take." + pos.sideToMove().label()) : Sentence.of("you." + act + "." + pos.sideToMove().label()));
        return said;
    }

    /** A puzzle's title, by what its answer does. */
    static Sentence title(io.github.morrisboard.learn.Puzzle p) {
        return Sentence.of("puzzle.kind." + p.kind().label());
    }

    /** What a wrong ply cost, as the analysis words a mistake. */
    private static Sentence cost(PlyScores.Cost c) {
        String harm = c.harm().name().toLowerCase(Locale.ROOT).replace('_', '-');
        return c.harm() == io.github.morrisboard.ai.Analysis.Harm.PIECES ? Sentence.of("puzzle.cost.pieces", c.pieces())
                : Sentence.of("puzzle.cost." + harm);
    }

    private static String many(int mask) {
        return Integer.bitCount(mask) == 1 ? ".one" : ".many";
    }

    /** The game a set-up's position belongs to, if it has one (a resumed game, a game's position, a puzzle's). */
    static Optional<Game> game(SetUp.Then then) {
        return switch (then) {
            case SetUp.Then.Resume r -> Optional.of(r.game());
            case SetUp.Then.Play p -> Optional.of(p.game());
            case SetUp.Then.Solve s -> Optional.of(s.puzzle().position());
            case SetUp.Then.Menu m -> Optional.empty();
        };
    }
}
