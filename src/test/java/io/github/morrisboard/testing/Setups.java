package io.github.morrisboard.testing;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.setup.Setup;

/**
 * Setups for tests. The board's own default setup has one owner, the settings' built-in defaults
 * ({@code Config.setup()}: level 5); this one is the tests' example, a person against a quick AI.
 */
public final class Setups {
    private Setups() {
    }

    /** A person (white) against the AI (black) at level 3, hints on, the standard rules. */
    public static final Setup EXAMPLE = new Setup(Mode.HUMAN_AI, Color.BLACK, 3, true, Rules.STANDARD);
}
