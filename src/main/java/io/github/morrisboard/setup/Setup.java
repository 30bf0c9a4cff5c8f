package io.github.morrisboard.setup;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;

import java.util.Objects;
import java.util.Optional;

/**
 * What the person chose in the menu: the game to play and how. Saved with the game and
 * remembered as the next menu's starting point.
 *
 * @param mode    who plays
 * @param opponentColor the opponent's side: the AI's in {@link Mode#HUMAN_AI}, the friend's on the other board in
 *                {@link Mode#REMOTE} (this board plays {@link #localColor()})
 * @param level   the AI's strength, 1..10
 * @param hints   show legal targets, placements and removable pieces
 * @param rules   the variant
 * @param code    the remote game's code; empty when no remote game was opened or joined
 * @param adaptive the AI's level follows the person's rating ({@code level} is then the level it gives, set
 *                 whenever the menu opens: {@code learn.AdaptiveLevel})
 */
public record Setup(Mode mode, Color opponentColor, int level, boolean hints, Rules rules, Optional<GameCode> code,
                    boolean adaptive) {
    public static final int MAX_LEVEL = 10;
    public Setup {
        if (level < 1 || level > MAX_LEVEL) {
            throw new IllegalArgumentException("level must be 1.." + MAX_LEVEL + ", not " + level);
        }
        Objects.requireNonNull(code, "code");
    }

    /** Without a remote game's code. */
    public Setup(Mode mode, Color opponentColor, int level, boolean hints, Rules rules) {
        this(mode, opponentColor, level, hints, rules, Optional.empty());
    }

    /** At a level of its own (not the adaptive one). */
    public Setup(Mode mode, Color opponentColor, int level, boolean hints, Rules rules, Optional<GameCode> code) {
        this(mode, opponentColor, level, hints, rules, code, false);
    }

    public Setup withMode(Mode m) {
        return new Setup(m, opponentColor, level, hints, rules, code, adaptive);
    }

    public Setup withOpponentColor(Color c) {
        return new Setup(mode, c, level, hints, rules, code, adaptive);
    }

    /** At level {@code l}; an adaptive setup stays adaptive (this is then the level its rating gives). */
    public Setup withLevel(int l) {
        return new Setup(mode, opponentColor, l, hints, rules, code, adaptive);
    }

    /** The AI's level following the person's rating, or not (then the level stays as it is). */
    public Setup withAdaptive(boolean a) {
        return new Setup(mode, opponentColor, level, hints, rules, code, a);
    }

    public Setup withHints(boolean h) {
        return new Setup(mode, opponentColor, level, h, rules, code, adaptive);
    }

    public Setup withRules(Rules r) {
        return new Setup(mode, opponentColor, level, hints, r, code, adaptive);
    }

    /** The remote game of {@code c} opened or joined. */
    public Setup withCode(GameCode c) {
        return new Setup(mode, opponentColor, level, hints, rules, Optional.of(c), adaptive);
    }

    /** The opponent's side where a person here plays against one (the AI, or the friend's board); empty otherwise. */
    public Optional<Color> opponentSide() {
        return mode == Mode.HUMAN_AI || mode == Mode.REMOTE ? Optional.of(opponentColor) : Optional.empty();
    }

    /** The side the person at this board plays against the opponent: the other of {@link #opponentColor()}. */
    public Color localColor() {
        return opponentColor.other();
    }

    /** Whether the opponent (the AI, or in {@link Mode#REMOTE} the friend on the other board) plays {@code side}. */
    public boolean opponentPlays(Color side) {
        return mode == Mode.AI_AI || (mode == Mode.HUMAN_AI || mode == Mode.REMOTE) && opponentColor == side;
    }
}
