package io.github.morrisboard.lights;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.setup.MenuLayout;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.setup.MenuState;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the lights say right now, for a person: each signal that is lit (its colour, pattern and
 * points), and in the menu the meaning of every option point offered. The words are in
 * {@code legend_<lang>.properties} ({@link LegendTexts}) under the keys named here.
 *
 * @param lit  the signals lit now, in priority order, then the status pixels
 * @param menu in the menu, each offered option point in the buttons' order; else empty
 */
public record Legend(List<Entry> lit, List<MenuPoint> menu) {
    /** Nothing lit (the board is dark or not read yet). */
    public static final Legend NONE = new Legend(List.of(), List.of());

    public Legend {
        lit = List.copyOf(lit);
        menu = List.copyOf(menu);
    }

    /**
     * One thing lit.
     *
     * @param key     its meaning's key: {@code signal.AI_TO}, {@code status.THINKING}, {@code over.DRAW}, {@code menu.HELD}
     * @param color   0xRRGGBB at full strength
     * @param pattern how it changes over time (in the board's LED style)
     * @param points  the points showing it (0 for a status pixel)
     */
    public record Entry(String key, int color, Pattern pattern, int points) {
    }

    /**
     * One option point of the menu.
     *
     * @param key    its meaning's key, e.g. {@code menu.MODE_HUMAN_AI}; {@code menu.LEVEL} has a {@code {n}}
     * @param number the level for {@code menu.LEVEL}, else 0
     * @param chosen whether it is the current choice of its group (lit full; the others dim)
     */
    public record MenuPoint(int point, String key, int number, int color, boolean chosen) {
    }

    /**
     * The AI's keys and the friend's board's: the same lights, said of the opponent in remote play (a
     * friend on another board is never "the AI").
     */
    private static final java.util.Map<String, String> OPPONENT_KEYS = java.util.Map.of(
            "signal.AI_FROM", "signal.OPPONENT_FROM", "signal.AI_TO", "signal.OPPONENT_TO",
            "signal.AI_REMOVAL", "signal.OPPONENT_REMOVAL", "status.THINKING", "status.OPPONENT_THINKING");

    /** This legend as a remote game says it: what the AI's lights show is the friend's board's ply, and it waits for the opponent. */
    public Legend ofAFriendsBoard() {
        return new Legend(lit.stream().map(e -> new Entry(OPPONENT_KEYS.getOrDefault(e.key(), e.key()), e.color(), e.pattern(), e.points()))
                .toList(), menu);
    }

    /** The legend of {@code scene} as {@link Lights#frame} shows it at {@code t}. */
    public static Legend of(Scene scene, LightSettings s, long t) {
        List<Entry> lit = new ArrayList<>();
        List<MenuPoint> menu = new ArrayList<>();
        switch (scene) {
            case Scene.Play p -> play(p, s, t, lit);
            case Scene.Over o -> over(o, lit);
            case Scene.Menu m -> menu(m, s, lit, menu);
            case Scene.Starting st -> { }
            case Scene.SetUp u -> {
                for (Signal sig : Lights.SET_UP) {
                    if (u.mask(sig) != 0) {
                        lit.add(new Entry(key(sig), sig.color(), sig.pattern(s.style()).calm(s.night()), u.mask(sig)));
                    }
                }
            }
            case Scene.Still still -> {
                return of(still.under(), s, t); // at rest every light means what it meant
            }
            case Scene.Pairing pairing -> {
                Legend under = of(pairing.under(), s, t);
                List<Entry> shown = new ArrayList<>();
                shown.add(new Entry(key(Signal.PAIRING), Signal.PAIRING.color(),
                        Signal.PAIRING.pattern(s.style()).calm(s.night()), Point.bit(pairing.point())));
                for (Entry e : under.lit()) { // the pairing's point shows nothing else
                    int points = e.points() & ~Point.bit(pairing.point());
                    if (points != 0 || e.points() == 0) {
                        shown.add(new Entry(e.key(), e.color(), e.pattern(), points));
                    }
                }
                return new Legend(shown, under.menu());
            }
        }
        if (scene.fault() != Fault.NONE) {
            lit.removeIf(e -> e.points() == 0); // a fault takes the status pixels
            lit.add(fault(scene.fault(), s.style()));
        }
        return new Legend(lit, menu);
    }

    private static void play(Scene.Play p, LightSettings s, long t, List<Entry> lit) {
        Signal[] shown = Lights.shown(p, s, t);
        for (Signal sig : Signal.values()) {
            int mask = 0;
            for (int point = 0; point < Point.COUNT; point++) {
                mask |= shown[point] == sig ? Point.bit(point) : 0;
            }
            if (mask != 0) {
                lit.add(new Entry(key(sig), sig.color(), sig.pattern(s.style()).calm(s.night()), mask));
            }
        }
        Color side = p.position().sideToMove();
        Entry status = status(Lights.turn(p), side, s.style());
        if (status.key().equals("status.REMOVAL") && p.mask(Signal.AI_REMOVAL) != 0) {
            status = taking(side, status.pattern()); // the AI's or the friend's board's removal: whose piece goes, not "take one"
        }
        lit.add(p.drawOffered() ? DRAW_OFFERED : status);
    }

    /** The announced removal by {@code side} (the AI or the friend's board), on the status pixels. */
    private static Entry taking(Color side, Pattern pattern) {
        return new Entry("status.TAKES_" + side.name(), Palette.side(side), pattern, 0);
    }

    /** The other board offers a draw (remote play): the status pixels blink white and violet. */
    private static final Entry DRAW_OFFERED = new Entry("status.DRAW_OFFERED", Palette.WHITE, Pattern.SLOW_BLINK, 0);

    /** The side to move's status pixel. */
    private static Entry status(Lights.Turn turn, Color side, Style style) {
        int color = Palette.side(side);
        return switch (turn) {
            case TURN -> new Entry("status.TURN_" + side.name(), color, Pattern.STEADY, 0);
            case THINKING -> new Entry("status.THINKING", color, style == Style.RGB ? Pattern.BREATHE : Pattern.SLOW_BLINK, 0);
            case REMOVAL -> new Entry("status.REMOVAL", color, Pattern.SLOW_BLINK, 0);
        };
    }

    private static void over(Scene.Over o, List<Entry> lit) {
        Optional<Color> winner = o.outcome() instanceof Outcome.Win w ? Optional.of(w.winner()) : Optional.empty();
        lit.add(over(winner, winner.map(c -> o.position().pieces(c)).orElse(o.position().occupied())));
    }

    /** Game over: the winner's pieces (none: a draw, all pieces). */
    private static Entry over(Optional<Color> winner, int points) {
        return winner.map(c -> new Entry("over.WIN_" + c.name(), Palette.side(c), Pattern.STEADY, points))
                .orElse(new Entry("over.DRAW", Palette.WHITE, Pattern.STEADY, points));
    }

    private static void menu(Scene.Menu m, LightSettings s, List<Entry> lit, List<MenuPoint> menu) {
        MenuState state = m.menu();
        int offered = state.offered(), chosen = state.chosen();
        if (state.codeScreen()) {
            codeScreen(m, s, lit);
            return;
        }
        for (int point : MenuLayout.order()) {
            if ((offered & Point.bit(point)) != 0) {
                MenuOption o = MenuLayout.at(point, state.setup()).orElseThrow();
                menu.add(new MenuPoint(point, key(o), o instanceof MenuOption.Level l ? l.level() : 0,
                        Lights.menuColor(o), (chosen & Point.bit(point)) != 0));
            }
        }
        int held = m.held(), options = offered; // a dark option is none: a piece there is to be taken away
        if ((held & options) != 0) {
            lit.add(new Entry("menu.HELD", Palette.WHITE, Pattern.STEADY, held & options));
        }
        if ((held & ~options) != 0) {
            lit.add(new Entry("menu.NO_OPTION", Palette.RED, Pattern.STEADY, held & ~options));
        }
        if ((m.cursor() & offered & ~held) != 0) {
            lit.add(new Entry("menu.CURSOR", Palette.WHITE,
                    s.style() == Style.MONO ? Pattern.DOUBLE_BLINK : Pattern.SLOW_BLINK, m.cursor()));
        }
        lit.add(MENU_STATUS);
    }

    /** A code screen: the code's points, on the join screen the points that may be added, a held piece, the cursor. */
    private static void codeScreen(Scene.Menu m, LightSettings s, List<Entry> lit) {
        int offered = m.menu().offered(), chosen = m.menu().chosen(), held = m.held() & offered;
        int cursor = m.cursor() & offered & ~held;
        if ((chosen & ~held & ~cursor) != 0) {
            lit.add(new Entry("menu.CODE", Lights.CODE, Pattern.STEADY, chosen & ~held & ~cursor));
        }
        if ((offered & ~chosen & ~held & ~cursor) != 0) {
            lit.add(new Entry("menu.CODE_FREE", s.style() == Style.MONO ? Lights.CODE : Palette.scale(Lights.CODE, Lights.MENU_DIM),
                    s.style() == Style.MONO ? Pattern.BLIP : Pattern.STEADY, offered & ~chosen & ~held & ~cursor));
        }
        if (held != 0) {
            lit.add(new Entry("menu.HELD", Palette.WHITE, Pattern.STEADY, held));
        }
        if (cursor != 0) {
            lit.add(new Entry("menu.CURSOR", Palette.WHITE, s.style() == Style.MONO ? Pattern.DOUBLE_BLINK : Pattern.SLOW_BLINK, cursor));
        }
        lit.add(MENU_STATUS);
    }

    private static final Entry MENU_STATUS = new Entry("status.MENU", Palette.scale(Palette.WHITE, Lights.MENU_STATUS), Pattern.STEADY, 0);

    static Entry fault(Fault f, Style style) {
        Look look = f.look(style);
        return new Entry("status.FAULT_" + f.name(), look.color(), look.pattern(), 0);
    }

    /** The colour of a menu option's point. */
    public static int color(MenuOption o) {
        return Lights.menuColor(o);
    }

    /** The key of a point signal's meaning. */
    public static String key(Signal signal) {
        return "signal." + signal.name();
    }

    /** The key of a menu option's meaning. */
    public static String key(MenuOption o) {
        return switch (o) {
            case MenuOption.Level l -> "menu.LEVEL";
            case MenuOption.Adaptive a -> "menu.LEVEL_ADAPTIVE";
            case MenuOption.PickMode pm -> "menu.MODE_" + pm.mode().name();
            case MenuOption.AiSide a -> "menu.AI_" + a.color().name();
            case MenuOption.Hints h -> h.on() ? "menu.HINTS_ON" : "menu.HINTS_OFF";
            case MenuOption.Preset pr -> "menu.RULES_" + pr.rules().preset().toUpperCase(Locale.ROOT);
            case MenuOption.Start st -> "menu.START";
            case MenuOption.ForgetPhones f -> "menu.FORGET_PHONES";
            case MenuOption.Join j -> "menu.JOIN";
            case MenuOption.Puzzle z -> "menu.PUZZLE";
        };
    }

    /** The code screens' lights (remote play): on the page's legend, not on the printed card's menu map. */
    public static final List<String> CODE_KEYS = List.of("menu.CODE", "menu.CODE_FREE");

    /** Everything the status pixels can say in any game (the AI thinking as black, the removal as white), for the card; remote play's: {@link #remoteStatusEntries}. */
    public static List<Entry> statusEntries(Style style) {
        List<Entry> entries = new ArrayList<>();
        for (Color c : Color.values()) {
            entries.add(status(Lights.Turn.TURN, c, style));
        }
        entries.add(status(Lights.Turn.THINKING, Color.BLACK, style));
        entries.add(status(Lights.Turn.REMOVAL, Color.WHITE, style));
        // the opponent away is remote play's: remoteStatusEntries
        Arrays.stream(Fault.values()).filter(f -> f != Fault.NONE && f != Fault.OPPONENT_AWAY).forEach(f -> entries.add(fault(f, style)));
        entries.add(MENU_STATUS);
        return entries;
    }

    /**
     * What the status pixels say only in a game against a friend's board, for the card: the opponent's
     * draw offer, the opponent away (its move awaited is the AI's thinking light).
     */
    public static List<Entry> remoteStatusEntries(Style style) {
        return List.of(DRAW_OFFERED, fault(Fault.OPPONENT_AWAY, style));
    }

    /** Every game over's light (no points), for the card. */
    public static List<Entry> overEntries() {
        List<Entry> entries = new ArrayList<>();
        for (Color c : Color.values()) {
            entries.add(over(Optional.of(c), 0));
        }
        entries.add(over(Optional.empty(), 0));
        return entries;
    }

    /** The menu's keys: each option's (in the buttons' order, once), then the lights a piece or the cursor makes. */
    public static List<String> menuKeys() {
        List<String> keys = new ArrayList<>();
        for (int point : MenuLayout.order()) {
            for (MenuOption o : MenuLayout.options(point)) {
                if (!keys.contains(key(o))) {
                    keys.add(key(o));
                }
            }
        }
        keys.addAll(List.of("menu.HELD", "menu.NO_OPTION", "menu.CURSOR"));
        return keys;
    }

    /** Every key a legend can name: each language's file has each of them (a test checks). */
    public static List<String> keys() {
        List<String> keys = new ArrayList<>();
        Arrays.stream(Signal.values()).forEach(sig -> keys.add(key(sig)));
        statusEntries(Style.RGB).forEach(e -> keys.add(e.key()));
        remoteStatusEntries(Style.RGB).forEach(e -> keys.add(e.key()));
        keys.addAll(OPPONENT_KEYS.values().stream().sorted().toList());
        Arrays.stream(Color.values()).forEach(c -> keys.add(taking(c, Pattern.SLOW_BLINK).key()));
        overEntries().forEach(e -> keys.add(e.key()));
        keys.addAll(menuKeys());
        keys.addAll(CODE_KEYS);
        return keys;
    }
}
