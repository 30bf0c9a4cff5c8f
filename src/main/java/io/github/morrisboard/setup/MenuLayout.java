package io.github.morrisboard.setup;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Rules;

import java.util.Optional;

/**
 * Where the screenless menu puts its options on the 24 points. The top half is a phone keypad of
 * levels 1..9, level 10 sits below it where a keypad has its 0; the middle line holds the mode
 * (left) and the AI's side (right); remote left of level 10 and "forget the phones" right of it; then hints off/on with "join" between them, and
 * the bottom line the rules and start.
 *
 * <pre>
 * 7  1 ------------ 2 ------------ 3          levels 1-9: a phone keypad
 * 6  |     4 ------ 5 ------ 6     |
 * 5  |     |    7 - 8 - 9    |     |
 * 4  HH -- HA -- AA       AW -- PZ -- AB      mode | AI plays white / black; a puzzle between them
 * 3  |     |   RM - 10 - PH  |     |          remote (a friend's board), level 10 (the keypad's 0), forget the paired phones
 * 2  |     H- ----- JN ---- H+     |          hints off / on; join a remote game (against the AI: the adaptive level)
 * 1  9M ---------- GO ----------- 12M         rules standard / twelve, start
 * </pre>
 *
 * <table>
 * <tr><th>point</th><th>option</th></tr>
 * <tr><td>a7 d7 g7 b6 d6 f6 c5 d5 e5</td><td>level 1..9</td></tr>
 * <tr><td>d3</td><td>level 10</td></tr>
 * <tr><td>a4 b4 c4</td><td>mode human-vs-human, human-vs-ai, ai-vs-ai</td></tr>
 * <tr><td>c3</td><td>mode remote: a friend on another board (offered when a broker is set)</td></tr>
 * <tr><td>e4, g4</td><td>the AI (or the friend) plays white, black (human-vs-ai and remote)</td></tr>
 * <tr><td>b2, f2</td><td>hints off, on</td></tr>
 * <tr><td>a1, g1</td><td>rules standard (nine men), twelve</td></tr>
 * <tr><td>d1</td><td>start (in remote mode: open a new game, its code shown on four points)</td></tr>
 * <tr><td>d2</td><td>join a friend's game: touch its code's four points (remote mode only); against the AI, the
 * adaptive level (the AI's level follows the person's rating)</td></tr>
 * <tr><td>e3</td><td>forget every phone paired with the companion page</td></tr>
 * <tr><td>f4</td><td>a puzzle: its position set up by lights, then played</td></tr>
 * </table>
 * Opening and joining show the code screens of {@link MenuState}. d2 holds two options, never offered
 * together ({@link #at(int, Setup)}: the one a setup offers).
 */
public final class MenuLayout {
    @SuppressWarnings("unchecked")
    private static final java.util.List<MenuOption>[] AT = new java.util.List[Point.COUNT];
    /** The points in the order the buttons step through them: levels, mode, AI side, hints, rules, start, join, forget phones, puzzle. */
    private static final java.util.List<Integer> ORDER = new java.util.ArrayList<>();

    static {
        String[] levels = {"a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "d3"};
        for (int i = 0; i < levels.length; i++) {
            put(levels[i], new MenuOption.Level(i + 1));
        }
        put("a4", new MenuOption.PickMode(Mode.HUMAN_HUMAN));
        put("b4", new MenuOption.PickMode(Mode.HUMAN_AI));
        put("c4", new MenuOption.PickMode(Mode.AI_AI));
        put("c3", new MenuOption.PickMode(Mode.REMOTE));
        put("e4", new MenuOption.AiSide(Color.WHITE));
        put("g4", new MenuOption.AiSide(Color.BLACK));
        put("b2", new MenuOption.Hints(false));
        put("f2", new MenuOption.Hints(true));
        put("a1", new MenuOption.Preset(Rules.STANDARD));
        put("g1", new MenuOption.Preset(Rules.TWELVE));
        put("d1", new MenuOption.Start());
        put("d2", new MenuOption.Join());
        put("d2", new MenuOption.Adaptive());
        put("e3", new MenuOption.ForgetPhones());
        put("f4", new MenuOption.Puzzle());
    }

    private MenuLayout() {
    }

    private static void put(String point, MenuOption option) {
        int p = Point.parse(point);
        if (AT[p] == null) {
            AT[p] = new java.util.ArrayList<>();
            ORDER.add(p);
        }
        AT[p].add(option);
    }

    /** The option on {@code point}, if any (where a point holds two, the first: the card's). */
    public static Optional<MenuOption> at(int point) {
        return options(point).stream().findFirst();
    }

    /** The option on {@code point} as the menu of {@code s} has it: the one offered there, else the first. */
    public static Optional<MenuOption> at(int point, Setup s) {
        return options(point).stream().filter(o -> o.offeredIn(s)).findFirst().or(() -> at(point));
    }

    /** Every option on {@code point} (d2 holds two, never offered together). */
    public static java.util.List<MenuOption> options(int point) {
        return AT[point] == null ? java.util.List.of() : java.util.Collections.unmodifiableList(AT[point]);
    }

    /** The point of an option (throws if the layout has no such option). */
    public static int pointOf(MenuOption option) {
        for (int p = 0; p < Point.COUNT; p++) {
            if (options(p).contains(option)) {
                return p;
            }
        }
        throw new IllegalArgumentException("the menu has no option " + option.describe());
    }

    /** The option points in button order: levels 1..10, mode, AI side, hints, rules, start, join, forget phones, puzzle. */
    public static java.util.List<Integer> order() {
        return java.util.Collections.unmodifiableList(ORDER);
    }

    /** Every point that holds an option. */
    public static int all() {
        return MenuState.points(o -> true);
    }
}
