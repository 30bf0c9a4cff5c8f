package io.github.morrisboard.lights;

import io.github.morrisboard.board.Frame;
import io.github.morrisboard.setup.MenuLayout;
import io.github.morrisboard.setup.MenuOption;
import io.github.morrisboard.setup.MenuState;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Position;

import java.util.Arrays;
import java.util.Optional;

/**
 * The light language as a pure function: (scene, settings, time in ms) → {@link Frame}, and
 * {@link #nextChange} so the control loop sends a frame only when it may differ. The table of
 * signals, patterns and priorities is {@code LIGHTS.md} next to this file; {@link Signal} holds
 * the point signals in priority order.
 */
public final class Lights {
    /** How long a mill just formed pulses gold. */
    public static final long MILL_MS = 2400;
    /**
     * A scene unchanged this long is shown {@link Scene.Still at rest}: the menu's start point, the
     * removable pieces, the opponent's breathing move in coarser steps, so an idle board costs next to nothing.
     */
    public static final long STILL_AFTER_MS = 20_000;
    /** Game over: each of the sweeping pieces is lit this long in turn... */
    public static final long SWEEP_STEP_MS = 150;
    /** ...for this many rounds; then the pieces glow steadily. */
    public static final int SWEEP_ROUNDS = 3;

    /** Legal-target and menu-offer dimming, sweep background and idle glow. */
    static final double MENU_DIM = 0.35, SWEEP_DIM = 0.35, IDLE_GLOW = 0.5, MENU_STATUS = 0.35; // perceptual: the LEDs apply gamma

    /** Ring order (outer, middle, inner; clockwise from the top left corner): the sweep's path. */
    static final int[] RING_ORDER = points("a7 d7 g7 g4 g1 d1 a1 a4 b6 d6 f6 f4 f2 d2 b2 b4 c5 d5 e5 e4 e3 d3 c3 c4");

    private Lights() {
    }

    /** What the LEDs show for {@code scene} at time {@code t} (ms). */
    public static Frame frame(Scene scene, LightSettings settings, long t) {
        Plan plan = plan(scene, settings, t);
        int[] points = new int[Point.COUNT];
        for (int p = 0; p < Point.COUNT; p++) {
            points[p] = plan.points[p].at(t, settings);
        }
        int[] status = new int[plan.status.length];
        for (int i = 0; i < status.length; i++) {
            status[i] = plan.status[i].at(t, settings);
        }
        return new Frame(points, status);
    }

    /**
     * The first time after {@code t} at which {@link #frame} may differ from the frame at {@code t}
     * ({@link Long#MAX_VALUE}: not until the scene changes). Smooth patterns step every
     * {@link Pattern#SLOT_MS} ms, but only to a step whose colour differs; blinks at their edges.
     */
    public static long nextChange(Scene scene, LightSettings settings, long t) {
        Plan plan = plan(scene, settings, t);
        long next = plan.until;
        if (settings.intensity() <= 0) {
            return next;
        }
        for (Look l : plan.points) {
            next = Math.min(next, l.nextChange(t, settings));
        }
        for (Look l : plan.status) {
            next = Math.min(next, l.nextChange(t, settings));
        }
        return next;
    }

    /** The looks of all lights at {@code t}, valid until {@code until}. */
    private record Plan(Look[] points, Look[] status, long until) {
    }

    private static Plan plan(Scene scene, LightSettings s, long t) {
        if (scene instanceof Scene.Still still) {
            Plan moving = plan(still.under(), s, t);
            return new Plan(still(moving.points), still(moving.status), moving.until);
        }
        if (scene instanceof Scene.Pairing pairing) {
            Plan under = plan(pairing.under(), s, t);
            under.points[pairing.point()] = Look.of(Signal.PAIRING.color(), Signal.PAIRING.pattern(s.style()).calm(s.night()));
            return under;
        }
        Look[] points = new Look[Point.COUNT];
        Arrays.fill(points, Look.OFF);
        Look[] status = new Look[s.statusPixels()];
        Arrays.fill(status, Look.OFF);
        long until = switch (scene) {
            case Scene.Play p -> play(p, s, t, points, status);
            case Scene.Over o -> over(o, s, t, points, status);
            case Scene.Menu m -> menu(m, s, points, status);
            case Scene.Starting st -> Long.MAX_VALUE;
            case Scene.SetUp u -> setUp(u, s, points);
            case Scene.Pairing pairing -> throw new AssertionError("planned above");
            case Scene.Still still -> throw new AssertionError("planned above");
        };
        if (scene.fault() != Fault.NONE) {
            Arrays.fill(status, scene.fault().look(s.style()));
        }
        return new Plan(points, status, until);
    }

    /** The looks at rest: a smooth pattern sampled every {@link Pattern#REST_SLOT_MS}, blinks as they are. */
    private static Look[] still(Look[] looks) {
        Look[] resting = new Look[looks.length];
        for (int i = 0; i < looks.length; i++) {
            resting[i] = looks[i].resting();
        }
        return resting;
    }

    // ---- a game in play ----

    private static long play(Scene.Play p, LightSettings s, long t, Look[] points, Look[] status) {
        int mill = p.mask(Signal.MILL);
        boolean millOn = millOn(p, t);
        Signal[] shown = shown(p, s, t);
        for (int point = 0; point < Point.COUNT; point++) {
            Signal sig = shown[point];
            if (sig != null) {
                Pattern pattern = sig.pattern(s.style()).calm(s.night());
                points[point] = new Look(sig.color(), pattern, sig == Signal.MILL ? p.millSince() : 0);
            }
        }
        Color side = p.position().sideToMove();
        Pattern pattern = switch (turn(p)) {
            case THINKING -> s.style() == Style.RGB ? Pattern.BREATHE : Pattern.SLOW_BLINK;
            case REMOVAL -> s.style() == Style.RGB ? Pattern.SLOW_BLINK : Pattern.FAST_BLINK;
            case TURN -> s.style() == Style.MONO && s.statusPixels() == 1 && side == Color.BLACK ? Pattern.BLIP : Pattern.STEADY;
        };
        sideStatus(side, Look.of(Palette.side(side), pattern.calm(s.night())), status);
        if (p.drawOffered()) { // the draw's colours (as at a drawn game's end), blinking: a question
            for (int i = 0; i < status.length; i++) {
                status[i] = Look.of(Palette.side(Color.of(i % 2)), Pattern.SLOW_BLINK);
            }
        }
        return millOn ? p.millSince() + MILL_MS : t < p.millSince() && mill != 0 ? p.millSince() : Long.MAX_VALUE;
    }

    /** What the side to move's status pixel says in a game in play. */
    enum Turn { TURN, THINKING, REMOVAL }

    static Turn turn(Scene.Play p) {
        return p.aiThinking() ? Turn.THINKING : p.position().removalsOwed() > 0 ? Turn.REMOVAL : Turn.TURN;
    }

    private static boolean millOn(Scene.Play p, long t) {
        return p.mask(Signal.MILL) != 0 && t >= p.millSince() && t < p.millSince() + MILL_MS;
    }

    /**
     * The signal each point shows at {@code t} (null: dark), after the rules on top of the priority
     * order: a mismatch hides the rest, hints off or the AI's announcement hide targets and removable
     * pieces, a mill shows for {@link #MILL_MS}.
     */
    static Signal[] shown(Scene.Play p, LightSettings s, long t) {
        boolean mismatch = p.mismatch();
        boolean millOn = millOn(p, t);
        Signal[] shown = new Signal[Point.COUNT];
        for (Signal sig : Signal.values()) {
            int mask = mismatch && sig.ordinal() > Signal.EXTRA.ordinal() ? 0 : mask(sig, p, s, millOn);
            for (int m = mask; m != 0; m &= m - 1) {
                int point = Integer.numberOfTrailingZeros(m);
                if (shown[point] == null) {
                    shown[point] = sig;
                }
            }
        }
        return shown;
    }

    private static int mask(Signal sig, Scene.Play p, LightSettings s, boolean millOn) {
        boolean hintsShown = s.hints() && !p.aiAnnounced();
        int mask = p.mask(sig);
        return switch (sig) {
            case MILL -> millOn ? mask : 0;
            case REMOVABLE, TARGET -> hintsShown ? mask : 0;
            default -> mask;
        };
    }

    /** With two or more pixels, the side's own pixel (0 white, 1 black) and any beyond the first two; else pixel 0. */
    private static void sideStatus(Color side, Look look, Look[] status) {
        for (int i = 0; i < status.length; i++) {
            if (status.length == 1 || i >= 2 || i == side.index()) {
                status[i] = look;
            }
        }
    }

    // ---- a position being set up ----

    /** Each point of a set-up shows its signal; the status pixels stay dark (nobody's turn yet). */
    private static long setUp(Scene.SetUp u, LightSettings s, Look[] points) {
        for (Signal sig : SET_UP) {
            for (int m = u.mask(sig); m != 0; m &= m - 1) {
                points[Integer.numberOfTrailingZeros(m)] = Look.of(sig.color(), sig.pattern(s.style()).calm(s.night()));
            }
        }
        return Long.MAX_VALUE;
    }

    /** The signals of a set-up, in priority order. */
    static final java.util.List<Signal> SET_UP = java.util.List.of(Signal.EXTRA, Signal.PLACE_WHITE, Signal.PLACE_BLACK);

    // ---- game over ----

    private static long over(Scene.Over o, LightSettings s, long t, Look[] points, Look[] status) {
        Position pos = o.position();
        int pieces = o.outcome() instanceof Outcome.Win w ? pos.pieces(w.winner()) : pos.occupied();
        int[] order = new int[Integer.bitCount(pieces)];
        int n = 0;
        for (int p : RING_ORDER) {
            if ((pieces & Point.bit(p)) != 0) {
                order[n++] = p;
            }
        }
        long step = Math.max(0, t - o.since()) / SWEEP_STEP_MS;
        boolean sweeping = n > 0 && step < (long) SWEEP_ROUNDS * n;
        for (int i = 0; i < n; i++) {
            int color = Palette.side(pos.colorAt(order[i]).orElseThrow());
            double f = sweeping ? (i == step % n ? 1.0 : s.style() == Style.MONO ? 0 : SWEEP_DIM) : IDLE_GLOW;
            points[order[i]] = Look.steady(Palette.scale(color, f));
        }
        if (o.outcome() instanceof Outcome.Win w) {
            sideStatus(w.winner(), Look.steady(Palette.side(w.winner())), status);
        } else {
            for (int i = 0; i < status.length; i++) {
                status[i] = Look.steady(Palette.side(Color.of(i % 2)));
            }
        }
        return sweeping ? o.since() + Math.max(0, t - o.since()) / SWEEP_STEP_MS * SWEEP_STEP_MS + SWEEP_STEP_MS
                : t < o.since() ? o.since() : Long.MAX_VALUE;
    }

    // ---- the menu ----

    private static long menu(Scene.Menu m, LightSettings s, Look[] points, Look[] status) {
        MenuState menu = m.menu();
        int offered = menu.offered(), chosen = menu.chosen();
        boolean mono = s.style() == Style.MONO;
        for (int p = 0; p < Point.COUNT; p++) {
            int bit = Point.bit(p);
            var option = menu.codeScreen() ? Optional.<MenuOption>empty() : MenuLayout.at(p, menu.setup());
            if (menu.codeScreen() && (offered & bit) != 0) { // a game code: its points bright, the others dim
                points[p] = (m.held() & bit) != 0 ? Look.steady(Palette.WHITE)
                        : (m.cursor() & bit) != 0 ? Look.of(Palette.WHITE, mono ? Pattern.DOUBLE_BLINK : Pattern.SLOW_BLINK)
                        : (chosen & bit) != 0 ? Look.steady(CODE)
                        : mono ? Look.of(CODE, Pattern.BLIP) : Look.steady(Palette.scale(CODE, MENU_DIM));
            } else if ((m.held() & bit) != 0) {
                points[p] = Look.steady((offered & bit) != 0 ? Palette.WHITE : Palette.RED); // no option lit here: take it away
            } else if ((m.cursor() & offered & bit) != 0) {
                points[p] = Look.of(Palette.WHITE, mono ? Pattern.DOUBLE_BLINK : Pattern.SLOW_BLINK);
            } else if ((offered & bit) != 0) {
                MenuOption o = option.orElseThrow();
                int color = menuColor(o);
                if (o instanceof MenuOption.Start) {
                    points[p] = Look.of(color, mono ? Pattern.SLOW_BLINK : Pattern.SLOW_PULSE);
                } else if ((chosen & bit) != 0) {
                    points[p] = Look.steady(color);
                } else {
                    points[p] = mono ? Look.of(color, Pattern.BLIP) : Look.steady(Palette.scale(color, MENU_DIM));
                }
            }
        }
        Arrays.fill(status, Look.steady(Palette.scale(Palette.WHITE, MENU_STATUS)));
        return Long.MAX_VALUE;
    }

    /** The colour of a game code's points on the menu's code screens. */
    public static final int CODE = Palette.CYAN;

    /** Each group of menu options has its colour. */
    static int menuColor(MenuOption o) {
        return switch (o) {
            case MenuOption.Level l -> Palette.BLUE;
            case MenuOption.Adaptive a -> Palette.BLUE; // a level: the one the person's rating gives
            case MenuOption.PickMode pm -> Palette.CYAN;
            case MenuOption.AiSide a -> Palette.side(a.color());
            case MenuOption.Hints h -> Palette.GREEN;
            case MenuOption.Preset pr -> Palette.GOLD;
            case MenuOption.Start st -> Palette.GREEN;
            case MenuOption.ForgetPhones f -> Palette.MAGENTA; // not amber: dimmed, its green rounds up to gold's (the rig read e3 as gold)
            case MenuOption.Join j -> CODE;
            case MenuOption.Puzzle z -> Palette.GREEN; // the hint's green: find the best move
        };
    }

    private static int[] points(String names) {
        return Arrays.stream(names.split(" ")).mapToInt(Point::parse).toArray();
    }
}
