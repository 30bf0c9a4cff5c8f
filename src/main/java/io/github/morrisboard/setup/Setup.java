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
 */
public record Setup(Mode mode, Color opponentColor, int level, boolean hints, Rules rules, Optional<GameCode> code) {
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

    public Setup withMode(Mode m) {
        return new Setup(m, opponentColor, level, hints, rules, code);
    }

    public Setup withOpponentColor(Color c) {
        return new Setup(mode, c, level, hints, rules, code);
    }

    public Setup withLevel(int l) {
        return new Setup(mode, opponentColor, l, hints, rules, code);
    }

    public Setup withHints(boolean h) {
        return new Setup(mode, opponentColor, level, h, rules, code);
    }

    public Setup withRules(Rules r) {
        return new Setup(mode, opponentColor, level, hints, r, code);
    }

    /** The remote game of {@code c} opened or joined. */
    public Setup withCode(GameCode c) {
        return new Setup(mode, opponentColor, level, hints, rules, Optional.of(c));
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
