package io.github.morrisboard.setup;

/** What a tap on the menu did. */
public sealed interface MenuResult {
    /** A choice changed (or was confirmed): show the new state. */
    record Changed(MenuState state) implements MenuResult {
    }

    /** Start a game with this setup. */
    record Start(Setup setup) implements MenuResult {
    }

    /** Forget every paired phone (the menu stays as it is). */
    record ForgetPhones(MenuState state) implements MenuResult {
    }

    /** Set up a puzzle and play it (the menu stays as it is). */
    record Puzzle(MenuState state) implements MenuResult {
    }

    /** The tap meant nothing (a dark point); {@code why} is for the log. */
    record Ignored(MenuState state, String why) implements MenuResult {
    }
}
