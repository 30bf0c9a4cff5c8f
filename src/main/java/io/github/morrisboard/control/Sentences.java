package io.github.morrisboard.control;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.reconcile.Repair;
import io.github.morrisboard.reconcile.Verdict;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.setup.MenuState;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.words.Sentence;

import java.util.ArrayList;
import java.util.List;

/**
 * Every sentence a person reads, as pure functions of what the controller knows
 * ({@link Presenter.Facts}): what the board expects now, the menu's choices, the result, and the
 * faults as the person can act on them. The one place that decides what is said; the words
 * themselves, in each language, are {@link io.github.morrisboard.words.Words}'.
 */
final class Sentences {

    private Sentences() {
    }

    /** What the person reads: what the board expects now, then any fault. */
    static List<Sentence> message(Presenter.Facts f) {
        List<Sentence> said = new ArrayList<>();
        switch (f.phase()) {
            case STARTING -> said.add(Sentence.of("start.reading"));
            case MENU -> menuMessage(f, said);
            case SETUP, PUZZLE -> said.addAll(LessonShown.message(f));
            case OVER -> {
                said.add(outcome(f.outcome(), f.setup()));
                said.add(Sentence.of("board.clear"));
            }
            case PLAY -> {
                drawMessage(f, said);
                playMessage(f, said);
                if (f.setup().mode() == Mode.REMOTE) { // for the friend who has not joined yet
                    f.setup().code().ifPresent(code -> said.add(Sentence.of("remote.code", code.id())));
                }
            }
        }
        f.faults().sources().forEach(source -> said.add(fault(source)));
        return List.copyOf(said);
    }

    /** A remote game's standing draw offer: the other board's, to answer; this board's, sent; or this board's, declined. */
    private static void drawMessage(Presenter.Facts f, List<Sentence> said) {
        if (f.setup().mode() != Mode.REMOTE) {
            return;
        }
        Color local = f.setup().localColor();
        f.standingOffer().ifPresent(o -> said.add(Sentence.of(o.side() != local ? "remote.draw.offered"
                : o.declined() ? "remote.draw.declined" : "remote.draw.sent")));
    }

    private static void menuMessage(Presenter.Facts f, List<Sentence> said) {
        if (f.menu().toClear()) {
            said.add(Sentence.of("game.abandoned"));
            said.add(Sentence.of("board.clear"));
            return;
        }
        switch (f.menu().state().screen()) {
            case OPEN -> {
                said.add(Sentence.of("menu.code.open", MenuState.codeId(f.menu().state().fresh())));
                return;
            }
            case JOIN -> {
                said.add(Sentence.of("menu.code.join", Integer.bitCount(f.menu().state().entered())));
                return;
            }
            case OPTIONS -> { }
        }
        // the side chosen needs no word of its own: the choices that follow begin with it
        f.menu().chosen().filter(o -> !(o instanceof MenuOption.AiSide)).ifPresent(o -> said.add(chosen(o, f.setup())));
        Setup s = f.setup();
        said.add(switch (s.mode()) {
            case HUMAN_AI -> Sentence.of("setup.you." + colour(s.localColor()) + (s.adaptive() ? ".adaptive" : ""), s.level());
            case HUMAN_HUMAN -> Sentence.of("setup.two-players");
            case AI_AI -> Sentence.of("setup.ai-ai", s.level());
            case REMOTE -> Sentence.of("setup.remote." + colour(s.localColor()));
        });
        said.add(Sentence.of(s.hints() ? "setup.hints.on" : "setup.hints.off"));
        said.add(RulesSaid.of(s.rules())); // with its options: the rules as they will be played
        if (f.menu().chosen().isEmpty()) {
            said.add(Sentence.of(f.menu().cursor() >= 0 ? "menu.buttons" : "menu.how"));
        }
    }

    /** The acknowledgement of a menu choice: {@code Level 3 chosen}. */
    private static Sentence chosen(MenuOption o, Setup s) {
        return switch (o) {
            case MenuOption.Level l -> Sentence.of("chosen.level", l.level());
            case MenuOption.Adaptive a -> Sentence.of("chosen.level.adaptive");
            case MenuOption.PickMode m -> Sentence.of("chosen.mode." + m.mode().label());
            case MenuOption.AiSide a -> throw new IllegalArgumentException("the side chosen is said by the choices themselves");
            case MenuOption.Hints h -> Sentence.of(h.on() ? "chosen.hints.on" : "chosen.hints.off");
            case MenuOption.Preset p -> Sentence.of("chosen.rules." + rules(s));
            case MenuOption.Start st -> throw new IllegalArgumentException("start is not a choice to acknowledge");
            case MenuOption.ForgetPhones f -> Sentence.of("chosen.phones.forgotten");
            case MenuOption.Join j -> throw new IllegalArgumentException("join is not a choice to acknowledge");
            case MenuOption.Puzzle z -> throw new IllegalArgumentException("a puzzle is not a choice to acknowledge");
        };
    }

    private static void playMessage(Presenter.Facts f, List<Sentence> said) {
        Game game = f.game().orElseThrow();
        Position pos = game.position();
        Color side = pos.sideToMove();
        Mode mode = f.setup().mode();
        if (!f.notes().tookBack().isEmpty()) {
            said.add(Sentence.of(f.notes().tookBack().size() == 1 ? "takeback.one" : "takeback.many", plies(f.notes().tookBack())));
        }
        if (f.verdict() instanceof Verdict.Mismatch m) {
            if (m.reason() == Verdict.Reason.RESTORE) {
                said.add(Sentence.of("mismatch.restore"));
            }
            said.addAll(fixes(f.repair().orElseThrow(), game, f.opponentPlies(), f.setup().mode() == Mode.REMOTE ? "fix.remote." : "fix.ai."));
            return;
        }
        boolean remote = f.setup().mode() == Mode.REMOTE;
        if (!f.opponentPlies().isEmpty()) {
            said.add(opponentPly(f.opponentPlies().get(0), side, mode));
            return;
        }
        if (f.setup().opponentPlays(side)) {
            said.add(Sentence.of(remote ? "remote.waiting" : "ai.thinking"));
            return;
        }
        boolean you = mode == Mode.HUMAN_AI || mode == Mode.REMOTE;
        if (pos.removalsOwed() > 0) {
            said.add(remote ? Sentence.of("remote.you.take") : you ? Sentence.of("you.take") : Sentence.of("side.take." + colour(side)));
        } else {
            String act = pos.isPlacing(side) ? "place" : "move";
            said.add(Sentence.of((you ? "you." : "side.") + act + "." + colour(side)));
        }
        f.asked().hint().ifPresent(h -> said.add(switch (h.kind()) {
            case PLACE -> Sentence.of("hint.place", Point.name(h.to()));
            case MOVE -> Sentence.of("hint.move", Point.name(h.from()), Point.name(h.to()));
            case REMOVE -> Sentence.of("hint.take", Point.name(h.to()));
        }));
    }

    /** Plies in words, joined: "a7, taking d1", never the notation "a7 xd1". */
    private static Sentence plies(List<Ply> plies) {
        Sentence said = null;
        for (Ply p : plies) {
            Sentence one = switch (p.kind()) {
                case PLACE -> Sentence.of("ply.place", Point.name(p.to()));
                case MOVE -> Sentence.of("ply.move", Point.name(p.from()), Point.name(p.to()));
                case REMOVE -> Sentence.of("ply.take", Point.name(p.to()));
            };
            said = said == null ? one : Sentence.of("ply.and", said, one);
        }
        return said;
    }

    /**
     * The AI's or the friend's board's announced ply, to be carried out by hand: said in words (a
     * removal is "takes your piece on d1", never the notation xd1).
     */
    private static Sentence opponentPly(Ply ply, Color opponent, Mode mode) {
        String who = mode == Mode.REMOTE ? "remote" : "ai";
        return switch (ply.kind()) {
            case PLACE -> Sentence.of(who + ".place." + colour(opponent), Point.name(ply.to()));
            case MOVE -> Sentence.of(who + ".move", Point.name(ply.from()), Point.name(ply.to()));
            case REMOVE -> mode == Mode.HUMAN_AI || mode == Mode.REMOTE ? Sentence.of(who + ".take", Point.name(ply.to()))
                    : Sentence.of("ai.take." + colour(opponent.other()), Point.name(ply.to()));
        };
    }

    /**
     * What to do to make the board agree, as the {@link Repair} asks it: the pieces to take off first
     * (with the pieces put back first, a piece to take off could be left where a ply is legal and be
     * taken as one), then the pieces to put back, named by colour, and the piece the opponent's
     * announced ply puts down (that is no mistake: {@code opponent} names whose, the AI's or the friend's
     * board's); and when the steps end in a ply or a takeback before the board is restored, what then counts.
     */
    private static List<Sentence> fixes(Repair r, Game game, List<Ply> opponentPlies, String opponent) {
        Position pos = game.position();
        Position expected = pos;
        for (Ply p : opponentPlies) {
            expected = expected.play(p);
        }
        List<Sentence> fixes = new ArrayList<>();
        if (r.off() != 0) {
            fixes.add(Presenter.pieces("fix.off", r.off()));
        }
        if (r.offButOne() != 0) {
            fixes.add(Sentence.of("fix.off.but-one", Point.names(r.offButOne())));
        }
        for (Color c : Color.values()) {
            int back = r.back() & expected.pieces(c) & pos.occupied();
            if (back != 0) {
                fixes.add(Presenter.pieces("fix.back." + colour(c), back));
            }
            for (int ai = r.back() & expected.pieces(c) & ~pos.occupied(); ai != 0; ai &= ai - 1) {
                fixes.add(Sentence.of(opponent + colour(c), Point.name(Integer.numberOfTrailingZeros(ai))));
            }
        }
        if (r.backButOne() != 0) {
            fixes.add(Sentence.of("fix.back.but-one", Point.names(r.backButOne())));
        }
        r.then().ifPresent(v -> fixes.add(switch (v) {
            case Verdict.Accepted a -> Sentence.of("fix.counts", plies(a.plies()));
            case Verdict.Takeback t -> Sentence.of("fix.takes-back", plies(game.plies().subList(game.plyCount() - t.plies(), game.plyCount())));
            default -> throw new IllegalArgumentException("a repair ends in a ply or a takeback, not " + v);
        }));
        return fixes;
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
                    : Sentence.of("fault.disagree.rules", d.board(), RulesSaid.of(d.theirs()), RulesSaid.of(d.ours()));
            case FaultSource.Diverged d -> d.ply() == 0 ? Sentence.of("fault.left", d.board()) : Sentence.of("fault.diverged", d.board(), d.ply());
            case FaultSource.NoBroker n -> Sentence.of("fault.nobroker");
        };
    }

    private static String colour(Color c) {
        return c.label();
    }

    /** The rules' preset as the words name it ({@code standard}, {@code twelve}). */
    private static String rules(Setup s) {
        return s.rules().preset();
    }
}
