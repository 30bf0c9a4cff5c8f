package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.lights.Fault;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.lights.Signal;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;

import java.util.List;
import java.util.Optional;

/**
 * Everything the controller shows, as pure functions of what it knows ({@link Facts}): the scene
 * the lights render, the view for the page, the status line for systemd, and every sentence a
 * person reads. The one place that words live.
 */
final class Presenter {

    /** What the controller knows at one moment, for showing it. */
    record Facts(Controller.Phase phase, Setup setup, MenuState menu, int menuHeld, int menuCursor,
                 Optional<Game> game, Verdict verdict, List<Ply> aiPlies, boolean aiThinking, Optional<Ply> hint,
                 int mill, long millSince, long overSince, Fault fault, String faults) {
    }

    private Presenter() {
    }

    /** What the board should show now. */
    static Scene scene(Facts f) {
        return switch (f.phase()) {
            case STARTING -> new Scene.Starting(f.fault());
            case MENU -> {
                Scene.Menu m = Scene.Menu.of(f.menu()).withHeld(f.menuHeld()).withFault(f.fault());
                yield f.menuCursor() >= 0 ? m.withCursor(f.menuCursor()) : m;
            }
            case OVER -> {
                Game g = f.game().orElseThrow();
                yield new Scene.Over(g.position(), g.outcome(), f.overSince(), f.fault());
            }
            case PLAY -> playScene(f);
        };
    }

    private static Scene.Play playScene(Facts f) {
        Position pos = f.game().orElseThrow().position();
        boolean aiTurn = f.setup().aiPlays(pos.sideToMove());
        int lifted = f.verdict() instanceof Verdict.Lifted l ? Point.bit(l.from()) : 0;
        // a person's turn: the hints the rules give (shown with hints on); the AI's turn: its announcement
        Scene.Play s = aiTurn ? Scene.Play.of(pos).with(Signal.LIFTED, lifted) : Scene.Play.guiding(pos, lifted);
        s = s.withFault(f.fault())
                .withThinking(aiTurn && f.aiPlies().isEmpty() && f.aiThinking())
                .withMill(f.mill(), f.millSince());
        if (f.verdict() instanceof Verdict.Mismatch m) {
            s = s.withMismatch(m.missing(), m.extra());
        }
        if (!f.aiPlies().isEmpty()) {
            s = s.withAiPly(f.aiPlies().get(0));
        } else if (f.hint().isPresent() && !aiTurn) {
            s = s.withHint(f.hint().get());
        }
        return s;
    }

    /** The snapshot for the page. */
    static View view(Facts f) {
        Optional<Game> g = f.game().filter(x -> f.phase() == Controller.Phase.PLAY || f.phase() == Controller.Phase.OVER);
        String record = f.game().map(Game::record).orElse("");
        int white = g.map(x -> x.position().white()).orElse(0);
        int black = g.map(x -> x.position().black()).orElse(0);
        String mode = switch (f.phase()) {
            case STARTING -> "starting";
            case MENU -> "menu";
            case OVER -> "game-over";
            case PLAY -> f.setup().mode().label();
        };
        String sync = switch (f.phase()) {
            case STARTING -> "unknown";
            case PLAY -> syncText(f.verdict());
            default -> "in sync";
        };
        return new View(f.phase(), mode, record, white, black, sync, message(f));
    }

    /** The status line ({@code systemctl status}). */
    static String status(Facts f) {
        String s = switch (f.phase()) {
            case STARTING -> "starting: reading the board";
            case MENU -> "menu";
            case OVER -> "game over: " + f.game().orElseThrow().outcome().describe();
            case PLAY -> {
                Game g = f.game().orElseThrow();
                yield f.setup().mode().label() + ", ply " + g.plyCount() + ", " + g.position().sideToMove().label()
                        + " to move, " + syncText(f.verdict());
            }
        };
        return f.faults().isEmpty() ? s : s + "; fault: " + f.faults();
    }

    /** One line for the person: what the board expects now. */
    static String message(Facts f) {
        String faults = f.faults().isEmpty() ? "" : " (" + f.faults() + ")";
        return switch (f.phase()) {
            case STARTING -> "Reading the board" + (f.faults().isEmpty() ? "" : ": " + f.faults() + "; check the reed cable");
            case MENU -> "Menu: put a piece on a lit point and lift it to choose; the start point begins a game" + faults;
            case OVER -> f.game().orElseThrow().outcome().describe() + ". Clear the board for the menu." + faults;
            case PLAY -> playMessage(f) + faults;
        };
    }

    private static String playMessage(Facts f) {
        Position pos = f.game().orElseThrow().position();
        String side = pos.sideToMove().label();
        if (f.verdict() instanceof Verdict.Mismatch m) {
            return "Board out of sync:" + (m.missing() != 0 ? " a piece belongs on " + Point.names(m.missing()) + ";" : "")
                    + (m.extra() != 0 ? " take away " + Point.names(m.extra()) + ";" : "");
        }
        boolean remote = f.setup().mode() == Mode.REMOTE;
        if (!f.aiPlies().isEmpty()) {
            return (remote ? "The opponent (" : "AI (") + side + ") plays " + f.aiPlies().get(0) + ": carry it out";
        }
        if (f.setup().aiPlays(pos.sideToMove())) {
            return remote ? "Waiting for the opponent (" + side + ")" : "AI (" + side + ") is thinking";
        }
        if (pos.removalsOwed() > 0) {
            return "Mill! " + side + " removes a " + pos.sideToMove().other().label() + " piece";
        }
        String hintText = f.hint().map(h -> " (hint: " + h + ")").orElse("");
        return side + " to " + (pos.isPlacing(pos.sideToMove()) ? "place" : "move") + hintText;
    }

    /** In words: in sync, moving, mismatch with the points. */
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
