package io.github.morrisboard.setup;

import io.github.morrisboard.board.Point;

import java.util.function.Predicate;

/**
 * The screenless menu as a value: the current choices. A person taps a lit point (places a piece
 * on it and lifts it again); {@link #tap} says what that did. The control loop drives it and
 * shows it with the lights' menu scene ({@code lights.Scene.Menu}: the lights read the setup, never
 * the other way round).
 *
 * <p>Remote play adds two code screens. Start in remote mode <em>opens</em> a game: the board shows
 * {@link #fresh} (a new code drawn by the controller) on its four points; the person tells the friend
 * and taps one of them to begin. {@link MenuOption.Join} <em>joins</em>: every point is lit dim, each tap
 * adds a point to the code (a second tap takes it out again, shown bright while in), and the fourth
 * point begins the game with that code.
 *
 * @param fresh   the code a game opened now gets (four points as a mask); 0: remote play is not set up
 *                on this board (no broker), and the menu does not offer it
 * @param screen  the options, or one of the code screens
 * @param entered the points of the code entered so far ({@link Screen#JOIN})
 */
public record MenuState(Setup setup, int fresh, Screen screen, int entered) {
    /** What the menu shows: its options, the code of a game being opened, or a code being entered. */
    public enum Screen { OPTIONS, OPEN, JOIN }

    public MenuState {
        if (fresh != 0) {
            new GameCode(fresh); // throws unless it is a code's points
        }
    }

    /** The menu starting from {@code setup} (the one kept with the games, else the settings'), without remote play. */
    public static MenuState of(Setup setup) {
        return new MenuState(setup, 0, Screen.OPTIONS, 0);
    }

    /** The menu with remote play offered: {@code fresh} is the code a game opened from it gets (0: no remote play). */
    public static MenuState of(Setup setup, int fresh) {
        return new MenuState(setup, fresh, Screen.OPTIONS, 0);
    }

    /** The points offered now (lit). */
    public int offered() {
        return switch (screen) {
            case OPTIONS -> points(o -> o.offeredIn(setup) && (fresh != 0 || !o.equals(new MenuOption.PickMode(Mode.REMOTE))));
            case OPEN -> fresh;
            case JOIN -> Point.ALL;
        };
    }

    /** The offered points whose option is the current choice (lit bright); on the code screens, the code's points. */
    public int chosen() {
        return switch (screen) {
            case OPTIONS -> points(o -> o.offeredIn(setup) && o.chosenIn(setup)) & offered();
            case OPEN -> fresh;
            case JOIN -> entered;
        };
    }

    /** Whether a code screen shows (its points are no menu options). */
    public boolean codeScreen() {
        return screen != Screen.OPTIONS;
    }

    static int points(Predicate<MenuOption> which) {
        int m = 0;
        for (int p = 0; p < Point.COUNT; p++) {
            if (MenuLayout.options(p).stream().anyMatch(which)) {
                m |= Point.bit(p);
            }
        }
        return m;
    }

    /**
     * For the two optional buttons: the offered point after {@code point} in button order
     * ({@link MenuLayout#order()}; on a code screen, point order), wrapping around; the first one when
     * {@code point} is not an offered point (e.g. -1 to begin). One button steps the cursor, the other taps it.
     */
    public int next(int point) {
        var order = codeScreen() ? java.util.stream.IntStream.range(0, Point.COUNT).boxed().toList() : MenuLayout.order();
        int offered = offered();
        int at = order.indexOf(point);
        for (int i = 1; i <= order.size(); i++) {
            int p = order.get(Math.floorMod(at + i, order.size()));
            if ((offered & Point.bit(p)) != 0) {
                return p;
            }
        }
        throw new IllegalStateException("the menu offers nothing"); // start is always offered
    }

    /** The result of tapping {@code point}. */
    public MenuResult tap(int point) {
        switch (screen) {
            case OPEN -> {
                return (fresh & Point.bit(point)) != 0 ? new MenuResult.Start(setup.withCode(new GameCode(fresh)))
                        : new MenuResult.Ignored(this, Point.name(point) + " is not a point of the game's code " + codeId(fresh));
            }
            case JOIN -> {
                int code = entered ^ Point.bit(point);
                return Integer.bitCount(code) == GameCode.SIZE ? new MenuResult.Start(setup.withCode(new GameCode(code)))
                        : new MenuResult.Changed(new MenuState(setup, fresh, Screen.JOIN, code));
            }
            case OPTIONS -> {
            }
        }
        var option = MenuLayout.at(point, setup);
        if (option.isEmpty() || (offered() & Point.bit(point)) == 0 && option.get().offeredIn(setup)) {
            return new MenuResult.Ignored(this, Point.name(point) + " is not a menu point");
        }
        MenuOption o = option.get();
        if (!o.offeredIn(setup)) {
            return new MenuResult.Ignored(this, Point.name(point) + " (" + o.describe() + ") is not offered in mode "
                    + setup.mode().label());
        }
        if (o instanceof MenuOption.Start) {
            return setup.mode() == Mode.REMOTE && fresh != 0 ? new MenuResult.Changed(new MenuState(setup, fresh, Screen.OPEN, 0))
                    : new MenuResult.Start(setup);
        }
        if (o instanceof MenuOption.ForgetPhones) {
            return new MenuResult.ForgetPhones(this);
        }
        if (o instanceof MenuOption.Puzzle) {
            return new MenuResult.Puzzle(this);
        }
        if (o instanceof MenuOption.Join) {
            return new MenuResult.Changed(new MenuState(setup, fresh, Screen.JOIN, 0));
        }
        return new MenuResult.Changed(new MenuState(o.applyTo(setup), fresh, Screen.OPTIONS, 0));
    }

    /** The id ({@link GameCode#id()}, as it is said and typed) of the code of {@code points}, a code's four points. */
    public static String codeId(int points) {
        return new GameCode(points).id();
    }
}
