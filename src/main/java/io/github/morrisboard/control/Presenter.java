package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.lights.Fault;
import io.github.morrisboard.lights.Scene;
import io.github.morrisboard.lights.Signal;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.words.Sentence;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Everything the controller shows, as pure functions of what it knows ({@link Facts}): the scene
 * the lights render, the view for the page, the status line for systemd, and every sentence a
 * person reads. The one place that decides what is said; the words themselves, in each language,
 * are {@link io.github.morrisboard.words.Words}'.
 */
final class Presenter {

    /**
     * What the controller knows at one moment, for showing it.
     *
     * @param chosen       the menu's last choice, to acknowledge (empty when none was made since the menu opened)
     * @param toClear      a game was abandoned with pieces on the board: the menu waits for an empty board
     * @param ended        how the game ended by the players' word (a resignation, an agreed draw), if it did
     * @param drawOffer    a remote game's latest draw offer, if any (it stands only at its own ply count)
     * @param tookBack     the plies the last takeback undid (empty once a ply is played)
     * @param faults       the active faults in one English line (the status line's)
     * @param faultSources the active faults' sources, in the order they arose (the person's words)
     */
    record Facts(Phase phase, Setup setup, MenuState menu, int menuHeld, int menuCursor,
                 Optional<MenuOption> chosen, boolean toClear,
                 Optional<Game> game, Optional<Outcome> ended, Optional<Event.DrawOffer> drawOffer, Verdict verdict, List<Ply> opponentPlies, boolean aiThinking, Optional<Ply> hint,
                 List<Ply> tookBack, int mill, long millSince, long overSince, Fault fault, String faults,
                 List<FaultSource> faultSources) {

        /** The same with another verdict. */
        Facts with(Verdict v) {
            return new Facts(phase, setup, menu, menuHeld, menuCursor, chosen, toClear, game, ended, drawOffer, v, opponentPlies,
                    aiThinking, hint, tookBack, mill, millSince, overSince, fault, faults, faultSources);
        }

        /** How the game ended: by the players' word, else as its position says. */
        Outcome outcome() {
            return ended.orElseGet(() -> game.orElseThrow().outcome());
        }

        /** The draw offer standing now in a game in play: made at this ply count and not declined. */
        Optional<Event.DrawOffer> standingOffer() {
            int plies = game.map(Game::plyCount).orElse(-1);
            return drawOffer.filter(o -> phase == Phase.PLAY && o.plies() == plies);
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
            case STARTING -> new Scene.Starting(f.fault());
            case MENU -> {
                Scene.Menu m = Scene.Menu.of(f.menu()).withHeld(f.menuHeld()).withFault(f.fault());
                yield f.menuCursor() >= 0 ? m.withCursor(f.menuCursor()) : m;
            }
            case OVER -> {
                Game g = f.game().orElseThrow();
                yield new Scene.Over(g.position(), f.outcome(), f.overSince(), f.fault());
            }
            case PLAY -> playScene(f);
        };
    }

    private static Scene.Play playScene(Facts f) {
        Position pos = f.game().orElseThrow().position();
        boolean aiTurn = f.setup().opponentPlays(pos.sideToMove());
        int lifted = f.verdict() instanceof Verdict.Lifted l ? Point.bit(l.from()) : 0;
        // a person's turn: the hints the rules give (shown with hints on); the AI's turn: its announcement
        Scene.Play s = aiTurn ? Scene.Play.of(pos).with(Signal.LIFTED, lifted) : Scene.Play.guiding(pos, lifted);
        s = s.withFault(f.fault())
                .withDrawOffered(f.draw() == DrawState.ANSWER)
                .withThinking(aiTurn && f.opponentPlies().isEmpty() && f.aiThinking())
                .withMill(f.mill(), f.millSince());
        if (f.verdict() instanceof Verdict.Mismatch m) {
            s = s.withMismatch(m.missing(), m.extra());
        }
        if (!f.opponentPlies().isEmpty()) {
            s = s.withAiPly(f.opponentPlies().get(0));
        } else if (f.hint().isPresent() && !aiTurn) {
            s = s.withHint(f.hint().get());
        }
        return s;
    }

    /** The snapshot for the page. */
    static View view(Facts f) {
        Optional<Game> g = f.game().filter(x -> f.phase() == Phase.PLAY || f.phase() == Phase.OVER);
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
        return new View(f.phase(), mode, record, white, black, sync, syncLine(f), message(f), f.draw());
    }

    /** The status line ({@code systemctl status}): English, like the log. */
    static String status(Facts f) {
        String s = switch (f.phase()) {
            case STARTING -> "starting: reading the board";
            case MENU -> "menu";
            case OVER -> "game over: " + f.outcome().describe();
            case PLAY -> {
                Game g = f.game().orElseThrow();
                yield f.setup().mode().label() + ", ply " + g.plyCount() + ", " + g.position().sideToMove().label()
                        + " to move, " + syncText(f.verdict());
            }
        };
        return f.faults().isEmpty() ? s : s + "; fault: " + f.faults();
    }

    /** What the person reads: what the board expects now, then any fault. */
    static List<Sentence> message(Facts f) {
        List<Sentence> said = new ArrayList<>();
        switch (f.phase()) {
            case STARTING -> said.add(Sentence.of("start.reading"));
            case MENU -> menuMessage(f, said);
            case OVER -> {
                said.add(outcome(f.outcome(), f.setup()));
                said.add(Sentence.of("board.clear"));
            }
            case PLAY -> {
                drawMessage(f, said);
                playMessage(f, said);
                if (f.setup().mode() == Mode.REMOTE && !f.setup().code().isEmpty()) {
                    said.add(Sentence.of("remote.code", f.setup().code())); // for the friend who has not joined yet
                }
            }
        }
        f.faultSources().forEach(source -> said.add(fault(source)));
        return List.copyOf(said);
    }

    /** A remote game's standing draw offer: the other board's, to answer; this board's, sent; or this board's, declined. */
    private static void drawMessage(Facts f, List<Sentence> said) {
        if (f.setup().mode() != Mode.REMOTE) {
            return;
        }
        Color local = f.setup().localColor();
        f.standingOffer().ifPresent(o -> said.add(Sentence.of(o.side() != local ? "remote.draw.offered"
                : o.declined() ? "remote.draw.declined" : "remote.draw.sent")));
    }

    private static void menuMessage(Facts f, List<Sentence> said) {
        if (f.toClear()) {
            said.add(Sentence.of("game.abandoned"));
            said.add(Sentence.of("board.clear"));
            return;
        }
        switch (f.menu().screen()) {
            case OPEN -> {
                said.add(Sentence.of("menu.code.open", MenuState.codeId(f.menu().fresh())));
                return;
            }
            case JOIN -> {
                said.add(Sentence.of("menu.code.join", Integer.bitCount(f.menu().entered())));
                return;
            }
            case OPTIONS -> { }
        }
        f.chosen().ifPresent(o -> said.add(chosen(o, f.setup())));
        Setup s = f.setup();
        said.add(switch (s.mode()) {
            case HUMAN_AI -> Sentence.of("setup.you." + colour(s.localColor()), s.level());
            case HUMAN_HUMAN -> Sentence.of("setup.two-players");
            case AI_AI -> Sentence.of("setup.ai-ai", s.level());
            case REMOTE -> Sentence.of("setup.remote." + colour(s.localColor()));
        });
        said.add(Sentence.of(s.hints() ? "setup.hints.on" : "setup.hints.off"));
        said.add(Sentence.of("setup.rules." + rules(s)));
        if (f.chosen().isEmpty()) {
            said.add(Sentence.of(f.menuCursor() >= 0 ? "menu.buttons" : "menu.how"));
        }
    }

    /** The acknowledgement of a menu choice: {@code Level 3 chosen}. */
    private static Sentence chosen(MenuOption o, Setup s) {
        return switch (o) {
            case MenuOption.Level l -> Sentence.of("chosen.level", l.level());
            case MenuOption.PickMode m -> Sentence.of("chosen.mode." + m.mode().label());
            case MenuOption.AiSide a -> Sentence.of("chosen.you." + colour(a.color().other()));
            case MenuOption.Hints h -> Sentence.of(h.on() ? "chosen.hints.on" : "chosen.hints.off");
            case MenuOption.Preset p -> Sentence.of("chosen.rules." + rules(s));
            case MenuOption.Start st -> throw new IllegalArgumentException("start is not a choice to acknowledge");
            case MenuOption.ForgetPhones f -> Sentence.of("chosen.phones.forgotten");
            case MenuOption.Join j -> throw new IllegalArgumentException("join is not a choice to acknowledge");
        };
    }

    private static void playMessage(Facts f, List<Sentence> said) {
        Game game = f.game().orElseThrow();
        Position pos = game.position();
        Color side = pos.sideToMove();
        Mode mode = f.setup().mode();
        if (!f.tookBack().isEmpty()) {
            said.add(Sentence.of(f.tookBack().size() == 1 ? "takeback.one" : "takeback.many",
                    String.join(" ", f.tookBack().stream().map(Ply::toString).toList())));
        }
        if (f.verdict() instanceof Verdict.Mismatch m) {
            if (m.reason() == Verdict.Reason.RESTORE) {
                said.add(Sentence.of("mismatch.restore"));
            }
            said.addAll(fixes(m, pos, f.opponentPlies()));
            return;
        }
        boolean remote = f.setup().mode() == Mode.REMOTE;
        if (!f.opponentPlies().isEmpty()) {
            said.add(remote ? Sentence.of("remote.plays", f.opponentPlies().get(0).toString()) : aiPly(f.opponentPlies().get(0), side, mode));
            return;
        }
        if (f.setup().opponentPlays(side)) {
            said.add(Sentence.of(remote ? "remote.waiting" : "ai.thinking"));
            return;
        }
        boolean you = mode == Mode.HUMAN_AI || mode == Mode.REMOTE;
        if (pos.removalsOwed() > 0) {
            said.add(you ? Sentence.of("you.take") : Sentence.of("side.take." + colour(side)));
        } else {
            String act = pos.isPlacing(side) ? "place" : "move";
            said.add(Sentence.of((you ? "you." : "side.") + act + "." + colour(side)));
        }
        f.hint().ifPresent(h -> said.add(switch (h.kind()) {
            case PLACE -> Sentence.of("hint.place", Point.name(h.to()));
            case MOVE -> Sentence.of("hint.move", Point.name(h.from()), Point.name(h.to()));
            case REMOVE -> Sentence.of("hint.take", Point.name(h.to()));
        }));
    }

    /** The AI's announced ply, to be carried out by hand. */
    private static Sentence aiPly(Ply ply, Color ai, Mode mode) {
        return switch (ply.kind()) {
            case PLACE -> Sentence.of("ai.place." + colour(ai), Point.name(ply.to()));
            case MOVE -> Sentence.of("ai.move", Point.name(ply.from()), Point.name(ply.to()));
            case REMOVE -> mode == Mode.HUMAN_AI ? Sentence.of("ai.take", Point.name(ply.to()))
                    : Sentence.of("ai.take." + colour(ai.other()), Point.name(ply.to()));
        };
    }

    /**
     * What to do to make the board agree: the pieces to put back (named by colour), the piece the
     * AI's announced ply puts down (that is no mistake), and the points to clear, in one line.
     */
    private static List<Sentence> fixes(Verdict.Mismatch m, Position pos, List<Ply> opponentPlies) {
        Position expected = pos;
        for (Ply p : opponentPlies) {
            expected = expected.play(p);
        }
        List<Sentence> puts = new ArrayList<>();
        for (Color c : Color.values()) {
            int back = m.missing() & expected.pieces(c) & pos.occupied();
            if (back != 0) {
                puts.add(Sentence.of("fix.back." + colour(c) + (Integer.bitCount(back) == 1 ? ".one" : ".many"), Point.names(back)));
            }
            for (int ai = m.missing() & expected.pieces(c) & ~pos.occupied(); ai != 0; ai &= ai - 1) {
                puts.add(Sentence.of("fix.ai." + colour(c), Point.name(Integer.numberOfTrailingZeros(ai))));
            }
        }
        if (m.extra() == 0) {
            return puts;
        }
        String many = Integer.bitCount(m.extra()) == 1 ? ".one" : ".many";
        if (puts.isEmpty()) {
            return List.of(Sentence.of("fix.off" + many, Point.names(m.extra())));
        }
        Sentence last = puts.removeLast();
        puts.add(Sentence.of("fix.and", last, Sentence.of("fix.then-off" + many, Point.names(m.extra()))));
        return puts;
    }

    /** Who won and why, from the person's side when a person plays the AI. */
    static Sentence outcome(Outcome o, Setup s) {
        return switch (o) {
            case Outcome.Win w when w.reason() == Outcome.WinReason.RESIGNATION -> s.mode() == Mode.HUMAN_AI
                    ? Sentence.of("over.ai.resigned") : Sentence.of("over.resigned." + colour(w.winner().other()));
            case Outcome.Win w -> {
                String why = w.reason() == Outcome.WinReason.PIECES ? ".pieces" : ".blockade";
                String who = s.mode() != Mode.HUMAN_AI ? colour(w.winner()) : s.opponentPlays(w.winner()) ? "ai" : "you";
                yield Sentence.of("over." + who + why);
            }
            case Outcome.Draw d -> Sentence.of("over.draw." + switch (d.reason()) {
                case REPETITION -> "repetition";
                case NO_REMOVAL -> "no-removal";
                case FULL_BOARD -> "full-board";
                case AGREED -> "agreed";
            });
            case Outcome.Ongoing on -> throw new IllegalArgumentException("the game is not over");
        };
    }

    /** A fault as the person can act on it. */
    private static Sentence fault(FaultSource source) {
        return switch (source) {
            case FaultSource.Chip c -> Sentence.of("fault.chip", String.format("0x%02x", c.address()));
            case FaultSource.InterruptLine l -> Sentence.of("fault.interrupt", l.gpio());
            case FaultSource.Reed r -> Sentence.of("fault.reed", Point.name(r.point()));
            case FaultSource.Storage st -> Sentence.of("fault.storage");
            case FaultSource.Internal i -> Sentence.of("fault.internal");
            case FaultSource.Opponent o -> Sentence.of("fault.opponent");
            case FaultSource.Disagreement d -> d.sameSide() ? Sentence.of("fault.disagree." + d.ours(), d.board())
                    : Sentence.of("fault.disagree.rules", d.board(), d.theirs(), d.ours());
            case FaultSource.Diverged d -> d.ply() == 0 ? Sentence.of("fault.left", d.board()) : Sentence.of("fault.diverged", d.board(), d.ply());
            case FaultSource.NoBroker n -> Sentence.of("fault.nobroker");
        };
    }

    /** The line under the message: the board against the game. */
    static Sentence syncLine(Facts f) {
        return switch (f.phase()) {
            case STARTING -> Sentence.of("sync.unknown");
            case MENU -> Sentence.of("sync.menu");
            case OVER -> Sentence.of("sync.over");
            case PLAY -> switch (f.verdict()) {
                case Verdict.Waiting w -> Sentence.of("sync.moving");
                case Verdict.Lifted l -> Sentence.of("sync.lifted", Point.name(l.from()));
                case Verdict.Mismatch m when m.extra() == 0 -> Sentence.of("sync.missing", Point.names(m.missing()));
                case Verdict.Mismatch m when m.missing() == 0 -> Sentence.of("sync.extra", Point.names(m.extra()));
                case Verdict.Mismatch m -> Sentence.of("sync.both", Point.names(m.missing()), Point.names(m.extra()));
                case Verdict.InSync i -> Sentence.of("sync.in-sync");
                case Verdict.Accepted a -> Sentence.of("sync.in-sync");
                case Verdict.Takeback t -> Sentence.of("sync.in-sync");
            };
        };
    }

    private static String colour(Color c) {
        return c.label();
    }

    /** The rules' preset as the words name it ({@code standard}, {@code twelve}). */
    private static String rules(Setup s) {
        return s.rules().preset();
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
