package io.github.morrisboard.setup;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;

/** One choice the menu offers on one point (see {@link MenuLayout}). */
public sealed interface MenuOption {
    record Level(int level) implements MenuOption {
    }

    record PickMode(Mode mode) implements MenuOption {
    }

    record AiSide(Color color) implements MenuOption {
    }

    record Hints(boolean on) implements MenuOption {
    }

    record Preset(Rules rules) implements MenuOption {
    }

    record Start() implements MenuOption {
    }

    /** Forgets every phone paired with the companion page (an act, like {@link Start}: never a choice held). */
    record ForgetPhones() implements MenuOption {
    }

    /** In remote mode: join a friend's game by touching the four points of its code (start opens a new one). */
    record Join() implements MenuOption {
    }

    /** Against the AI: its level follows the person's rating (learn.AdaptiveLevel), so they win about half the games. */
    record Adaptive() implements MenuOption {
    }

    /** A puzzle: the board lights its position to set up, then the person finds the best move (an act, like {@link Start}). */
    record Puzzle() implements MenuOption {
    }

    /** The setup with this option chosen ({@link Start}, {@link ForgetPhones}, {@link Join} and {@link Puzzle} change nothing). */
    default Setup applyTo(Setup s) {
        return switch (this) {
            case Level l -> s.withAdaptive(false).withLevel(l.level());
            case Adaptive a -> s.withAdaptive(true);
            case PickMode m -> s.withMode(m.mode());
            case AiSide a -> s.withOpponentColor(a.color());
            case Hints h -> s.withHints(h.on());
            case Preset p -> s.withRules(p.rules());
            case Start st -> s;
            case ForgetPhones f -> s;
            case Join j -> s;
            case Puzzle z -> s;
        };
    }

    /** Whether {@code s} has this option chosen. */
    default boolean chosenIn(Setup s) {
        return switch (this) {
            case Level l -> !s.adaptive() && s.level() == l.level();
            case Adaptive a -> s.adaptive();
            case PickMode m -> s.mode() == m.mode();
            case AiSide a -> s.opponentColor() == a.color();
            case Hints h -> s.hints() == h.on();
            case Preset p -> s.rules().preset().equals(p.rules().preset());
            case Start st -> false;
            case ForgetPhones f -> false;
            case Join j -> false;
            case Puzzle z -> false;
        };
    }

    /** Whether the menu offers this option for {@code s} (no AI side without a person against the AI or a friend's board, no level without an AI, joining only in remote mode). */
    default boolean offeredIn(Setup s) {
        return switch (this) {
            case Level l -> s.mode().hasAi();
            case Adaptive a -> s.mode() == Mode.HUMAN_AI;
            case AiSide a -> s.mode() == Mode.HUMAN_AI || s.mode() == Mode.REMOTE;
            case PickMode m -> true;
            case Hints h -> true;
            case Preset p -> true;
            case Start st -> true;
            case ForgetPhones f -> true;
            case Join j -> s.mode() == Mode.REMOTE;
            case Puzzle z -> true;
        };
    }

    /** A short name for people and logs: {@code level 5}, {@code mode human-vs-ai}, {@code start}. */
    default String describe() {
        return switch (this) {
            case Level l -> "level " + l.level();
            case Adaptive a -> "level adaptive";
            case PickMode m -> "mode " + m.mode().label();
            case AiSide a -> "AI plays " + a.color().label();
            case Hints h -> "hints " + (h.on() ? "on" : "off");
            case Preset p -> "rules " + p.rules().preset();
            case Start st -> "start";
            case ForgetPhones f -> "forget phones";
            case Join j -> "join a game";
            case Puzzle z -> "a puzzle";
        };
    }
}
