package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.PositionText;
import io.github.morrisboard.lights.Fault;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.lights.Signal;
import io.github.morrisboard.reconcile.ReconcileSettings;
import io.github.morrisboard.reconcile.Repair;
import io.github.morrisboard.reconcile.Situation;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.words.Sentence;

import java.util.List;
import java.util.Optional;

/**
 * Everything the controller shows, as pure functions of what it knows ({@link Facts}): the scene
 * the lights render, the view for the page and the status line for systemd. What a person reads
 * is {@link Sentences}'; the words themselves, in each language, are
 * {@link io.github.morrisboard.words.Words}'.
 */
final class Presenter {

    /**
     * What the controller knows at one moment, for showing it: its own facts, then each part's.
     *
     * @param game          the game in play or just finished; empty before the first
     * @param opponentPlies the opponent's announced plies still to be carried out by hand
     * @param reconciling   how the board is judged in this game (takebacks or not)
     */
    record Facts(Phase phase, Setup setup, Optional<Game> game, Verdict verdict, List<Ply> opponentPlies,
                 MenuSession.Facts menu, OpponentRequests.Facts asked, GameEnding.Facts ending, PlayNotes.Facts notes,
                 Faults.Facts faults, ReconcileSettings reconciling, Lesson.Facts lesson) {

        /** Outside a lesson. */
        Facts(Phase phase, Setup setup, Optional<Game> game, Verdict verdict, List<Ply> opponentPlies,
              MenuSession.Facts menu, OpponentRequests.Facts asked, GameEnding.Facts ending, PlayNotes.Facts notes,
              Faults.Facts faults, ReconcileSettings reconciling) {
            this(phase, setup, game, verdict, opponentPlies, menu, asked, ending, notes, faults, reconciling, Lesson.Facts.NONE);
        }

        /** The same with another verdict. */
        Facts with(Verdict v) {
            return new Facts(phase, setup, game, v, opponentPlies, menu, asked, ending, notes, faults, reconciling, lesson);
        }

        /** How to put the board right while it differs from the game: what to ask for, what to light. */
        Optional<Repair> repair() {
            return verdict instanceof Verdict.Mismatch m && game.isPresent()
                    ? Optional.of(Repair.of(new Situation(game.get(), opponentPlies), m, reconciling)) : Optional.empty();
        }

        /** How the game ended: by the players' word, else as its position says. */
        Outcome outcome() {
            return ending.ended().orElseGet(() -> game.orElseThrow().outcome());
        }

        /** The draw offer standing now in a game in play: made at this ply count and not declined. */
        Optional<Event.DrawOffer> standingOffer() {
            int plies = game.map(Game::plyCount).orElse(-1);
            return ending.drawOffer().filter(o -> phase == Phase.PLAY && o.plies() == plies);
        }

        /** What the page may do about a draw now: nothing outside a remote game in play, else offer one, or wait on this board's, or answer the other's. */
        DrawState draw() {
            if (phase != Phase.PLAY || setup.mode() != Mode.REMOTE) {
                return DrawState.NONE;
            }
            Color local = setup.localColor();
            return standingOffer().filter(o -> !o.declined()).map(o -> o.side() == local ? DrawState.SENT : DrawState.ANSWER)
                    .orElse(DrawState.OFFER);
        }
    }

    private Presenter() {
    }

    /** What the board should show now. */
    static Scene scene(Facts f) {
        return switch (f.phase()) {
            case STARTING -> new Scene.Starting(f.faults().worst());
            case MENU -> {
                Scene.Menu m = Scene.Menu.of(f.menu().state()).withHeld(f.menu().held() | f.menu().stray()).withFault(f.faults().worst());
                yield f.menu().cursor() >= 0 ? m.withCursor(f.menu().cursor()) : m;
            }
            case OVER -> {
                Game g = f.game().orElseThrow();
                yield new Scene.Over(g.position(), f.outcome(), f.notes().overSince(), f.faults().worst());
            }
            case PLAY -> playScene(f);
            case SETUP, PUZZLE -> LessonShown.scene(f);
        };
    }

    private static Scene.Play playScene(Facts f) {
        Position pos = f.game().orElseThrow().position();
        boolean aiTurn = f.setup().opponentPlays(pos.sideToMove());
        int lifted = f.verdict() instanceof Verdict.Lifted l ? Point.bit(l.from()) : 0;
        // a person's turn: the hints the rules give (shown with hints on); the AI's turn: its announcement
        Scene.Play s = aiTurn ? Scene.Play.of(pos).with(Signal.LIFTED, lifted) : Scene.Play.guiding(pos, lifted);
        s = s.withFault(f.faults().worst())
                .withDrawOffered(f.draw() == DrawState.ANSWER)
                .withThinking(aiTurn && f.opponentPlies().isEmpty() && f.asked().thinking())
                .withMill(f.notes().mill().points(), f.notes().mill().since());
        Optional<Repair> repair = f.repair();
        if (repair.isPresent()) {
            s = s.withMismatch(repair.get().litMissing(), repair.get().litExtra());
        }
        if (!f.opponentPlies().isEmpty()) {
            s = s.withAiPly(f.opponentPlies().get(0));
        } else if (f.asked().hint().isPresent() && !aiTurn) {
            s = s.withHint(f.asked().hint().get());
        }
        return s;
    }

    /** The snapshot for the page. */
    static View view(Facts f) {
        if (Lesson.on(f.phase())) {
            return LessonShown.view(f);
        }
        Optional<Game> g = f.game().filter(x -> f.phase() == Phase.PLAY || f.phase() == Phase.OVER);
        // the record of the game in play, just over, or being resumed while the board is read; the
        // menu shows none (not an abandoned game's)
        Optional<Game> recorded = f.game().filter(x -> f.phase() != Phase.MENU);
        String record = recorded.map(Game::record).orElse("");
        int white = g.map(x -> x.position().white()).orElse(0);
        int black = g.map(x -> x.position().black()).orElse(0);
        String mode = switch (f.phase()) {
            case STARTING -> "starting";
            case MENU -> "menu";
            case OVER -> "game-over";
            case PLAY -> f.setup().mode().label();
            case SETUP, PUZZLE -> throw new AssertionError("a lesson's view is LessonShown's");
        };
        String sync = switch (f.phase()) {
            case STARTING -> "unknown";
            case PLAY -> syncText(f);
            default -> "in sync";
        };
        return new View(f.phase(), mode, record, white, black, sync, syncLine(f), Sentences.message(f), f.draw(),
                recorded.flatMap(PositionText::startOf).orElse(""));
    }

    /** The status line ({@code systemctl status}): English, like the log. */
    static String status(Facts f) {
        String s = switch (f.phase()) {
            case STARTING -> "starting: reading the board";
            case MENU -> "menu";
            case OVER -> "game over: " + f.outcome().describe();
            case SETUP, PUZZLE -> LessonShown.status(f);
            case PLAY -> {
                Game g = f.game().orElseThrow();
                yield f.setup().mode().label() + ", ply " + g.plyCount() + ", " + g.position().sideToMove().label()
                        + " to move, " + syncText(f);
            }
        };
        return f.faults().line().isEmpty() ? s : s + "; fault: " + f.faults().line();
    }

    /** The line under the message: the board against the game. */
    static Sentence syncLine(Facts f) {
        return switch (f.phase()) {
            case STARTING -> Sentence.of("sync.unknown");
            case MENU -> Sentence.of("sync.menu");
            case OVER -> Sentence.of("sync.over");
            case SETUP, PUZZLE -> LessonShown.syncLine(f);
            case PLAY -> blind(f) ? Sentence.of("sync.unreadable") : verdictLine(f.verdict());
        };
    }

    /** The board against the game, for the person. */
    static Sentence verdictLine(Verdict verdict) {
        return switch (verdict) {
            case Verdict.Waiting w -> Sentence.of("sync.moving");
            case Verdict.Lifted l -> Sentence.of("sync.lifted", Point.name(l.from()));
            case Verdict.Mismatch m when m.extra() == 0 -> Sentence.of("sync.differs", pieces("sync.missing", m.missing()));
            case Verdict.Mismatch m when m.missing() == 0 -> Sentence.of("sync.differs", pieces("sync.extra", m.extra()));
            case Verdict.Mismatch m -> Sentence.of("sync.differs",
                    Sentence.of("sync.and", pieces("sync.missing", m.missing()), pieces("sync.extra", m.extra())));
            case Verdict.InSync i -> Sentence.of("sync.in-sync");
            case Verdict.Accepted a -> Sentence.of("sync.in-sync");
            case Verdict.Takeback t -> Sentence.of("sync.in-sync");
        };
    }

    /**
     * The pieces on the points of {@code mask}: {@code key.one} for one point, {@code key.many} for several
     * (the number is not said, so a noun's singular or plural is all any of the languages needs).
     */
    static Sentence pieces(String key, int mask) {
        return Sentence.of(key + (Integer.bitCount(mask) == 1 ? ".one" : ".many"), Point.names(mask));
    }

    /**
     * Whether a sensing fault is active (a chip that does not answer, a chattering reed): then the
     * board does not know what stands on it, and says neither that it matches nor what differs.
     */
    static boolean blind(Facts f) {
        return f.faults().sources().stream().anyMatch(FaultSource::sensing);
    }

    /** The board against the game in English, for the page's scripts and the status line: unknown while the board cannot be read. */
    private static String syncText(Facts f) {
        return blind(f) ? "unknown" : syncText(f.verdict());
    }

    /** In English for the log, the status line and scripts: in sync, moving, mismatch with the points. */
    static String syncText(Verdict verdict) {
        return switch (verdict) {
            case Verdict.InSync i -> "in sync";
            case Verdict.Waiting w -> "moving";
            case Verdict.Lifted l -> "piece lifted from " + Point.name(l.from());
            case Verdict.Mismatch m -> "mismatch: missing [" + Point.names(m.missing()) + "] extra [" + Point.names(m.extra()) + "]";
            case Verdict.Accepted a -> "in sync";
            case Verdict.Takeback t -> "in sync";
        };
    }
}
