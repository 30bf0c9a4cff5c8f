package io.github.morrisboard.setup;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;

/**
 * What the person chose in the menu: the game to play and how. Saved with the game and
 * remembered as the next menu's starting point.
 *
 * @param mode    who plays
 * @param aiColor the AI's side in {@link Mode#HUMAN_AI}, the remote opponent's in {@link Mode#REMOTE}
 * @param level   the AI's strength, 1..10
 * @param hints   show legal targets, placements and removable pieces
 * @param rules   the variant
 * @param code    the remote game's code ({@code a1-b4-d2-g7}: four point names in point order, dashes between), or
 *                "" when no remote game was opened or joined
 */
public record Setup(Mode mode, Color aiColor, int level, boolean hints, Rules rules, String code) {
    public static final int MAX_LEVEL = 10;
    public static final Setup DEFAULT = new Setup(Mode.HUMAN_AI, Color.BLACK, 3, true, Rules.STANDARD);

    public Setup {
        if (level < 1 || level > MAX_LEVEL) {
            throw new IllegalArgumentException("level must be 1.." + MAX_LEVEL + ", not " + level);
        }
        if (!code.isEmpty() && !code.matches("[a-g][1-7](-[a-g][1-7]){3}")) {
            throw new IllegalArgumentException("a game code is four points joined by dashes (a1-b4-d2-g7), not \"" + code + "\"");
        }
    }

    /** Without a remote game's code. */
    public Setup(Mode mode, Color aiColor, int level, boolean hints, Rules rules) {
        this(mode, aiColor, level, hints, rules, "");
    }

    public Setup withMode(Mode m) {
        return new Setup(m, aiColor, level, hints, rules, code);
    }

    public Setup withAiColor(Color c) {
        return new Setup(mode, c, level, hints, rules, code);
    }

    public Setup withLevel(int l) {
        return new Setup(mode, aiColor, l, hints, rules, code);
    }

    public Setup withHints(boolean h) {
        return new Setup(mode, aiColor, level, h, rules, code);
    }

    public Setup withRules(Rules r) {
        return new Setup(mode, aiColor, level, hints, r, code);
    }

    /** The remote game {@code id} ({@code a1-b4-d2-g7}) opened or joined. */
    public Setup withCode(String id) {
        return new Setup(mode, aiColor, level, hints, rules, id);
    }

    /** Whether the AI (or, in {@link Mode#REMOTE}, the opponent on the other board) plays {@code side}. */
    public boolean aiPlays(Color side) {
        return mode == Mode.AI_AI || (mode == Mode.HUMAN_AI || mode == Mode.REMOTE) && aiColor == side;
    }
}
