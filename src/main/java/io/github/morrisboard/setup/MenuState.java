package io.github.morrisboard.setup;

import io.github.morrisboard.lights.Scene;

import io.github.morrisboard.board.Point;

import java.util.function.Predicate;

/**
 * The screenless menu as a value: the current choices. A person taps a lit point (places a piece
 * on it and lifts it again); {@link #tap} says what that did. The control loop drives it and
 * shows it with {@link Scene.Menu}.
 */
public record MenuState(Setup setup) {

    /** The menu starting from the last setup (or {@link Setup#DEFAULT}). */
    public static MenuState of(Setup setup) {
        return new MenuState(setup);
    }

    /** The points offered now (lit). */
    public int offered() {
        return points(o -> o.offeredIn(setup));
    }

    /** The offered points whose option is the current choice (lit bright). */
    public int chosen() {
        return points(o -> o.offeredIn(setup) && o.chosenIn(setup));
    }

    static int points(Predicate<MenuOption> which) {
        int m = 0;
        for (int p = 0; p < Point.COUNT; p++) {
            if (MenuLayout.at(p).filter(which).isPresent()) {
                m |= Point.bit(p);
            }
        }
        return m;
    }

    /**
     * For the two optional buttons: the offered point after {@code point} in button order
     * ({@link MenuLayout#order()}), wrapping around; the first one when {@code point} is not an
     * offered point (e.g. -1 to begin). One button steps the cursor, the other taps it.
     */
    public int next(int point) {
        var order = MenuLayout.order();
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
        var option = MenuLayout.at(point);
        if (option.isEmpty()) {
            return new MenuResult.Ignored(this, Point.name(point) + " is not a menu point");
        }
        MenuOption o = option.get();
        if (!o.offeredIn(setup)) {
            return new MenuResult.Ignored(this, Point.name(point) + " (" + o.describe() + ") is not offered in mode "
                    + setup.mode().label());
        }
        if (o instanceof MenuOption.Start) {
            return new MenuResult.Start(setup);
        }
        if (o instanceof MenuOption.ForgetPhones) {
            return new MenuResult.ForgetPhones(this);
        }
        return new MenuResult.Changed(new MenuState(o.applyTo(setup)));
    }
}
