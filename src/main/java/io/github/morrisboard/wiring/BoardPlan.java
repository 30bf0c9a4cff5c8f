package io.github.morrisboard.wiring;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.LedBackend;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Where everything sits on a square board of a given size, in millimetres from the board's top-left
 * corner seen from above (row 7 at the top, a1 bottom left). The 7 × 7 grid of the points has a pitch
 * of an eighth of the board, so the outer square is inset by one pitch. Each point has its reed
 * centred under it and its LED beside it, up and to the right by {@link #LED_OFFSET} pitches, clear
 * of a piece up to 0.8 pitch across. The status pixels and the buttons share a pocket in the centre
 * of the board, which the chain reaches from the last point of the inner square. Cable channels join
 * the LEDs in chain order.
 */
public record BoardPlan(HardwareProfile profile, double size) {
    /** The LED sits this many pitches right of and above its point. */
    public static final double LED_OFFSET = 0.36;
    /** Reed pocket: a 2 × 14 mm glass reed with bent leads, room to slide it along its axis. */
    public static final double REED_POCKET_LENGTH = 24, REED_POCKET_WIDTH = 5;
    /** WS2812B pixel on a 10-12 mm round PCB: pocket from below, light hole through the top skin. */
    public static final double PIXEL_POCKET = 13, PIXEL_HOLE = 5;
    /** The light hole of a 3 mm single-colour LED, whose dome goes up into it from the LED pocket. */
    public static final double MONO_HOLE = 3;
    /** A mini push button with a 7 mm panel hole (PBS-110 / R13-507 type). */
    public static final double BUTTON_HOLE = 7;
    /** Cable channel width. */
    public static final double CHANNEL = 8;
    /** What stays of the board's top above every pocket. */
    public static final double SKIN = 3;
    /** The smallest and largest boards the plan is made for (below 250 mm the LED and reed pockets meet). */
    public static final double MIN_SIZE = 250, MAX_SIZE = 800;

    public BoardPlan {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("board size must be " + (int) MIN_SIZE + ".." + (int) MAX_SIZE + " mm, not " + size);
        }
    }

    /** The distance between neighbouring grid lines (the inner square's half side). */
    public double pitch() {
        return size / 8;
    }

    public Pt point(int p) {
        return new Pt(pitch() * (1 + Point.column(p)), size - pitch() * (1 + Point.row(p)));
    }

    public Pt led(int p) {
        return point(p).plus(LED_OFFSET * pitch(), -LED_OFFSET * pitch());
    }

    public Pt centre() {
        return new Pt(size / 2, size / 2);
    }

    /** Half the side of the square centre pocket (status pixels and buttons). */
    public double pocketHalf() {
        return 0.4 * pitch();
    }

    /** The status pixels sit in the lower half of the centre pocket, nearest the inner square's d3. */
    public Pt statusPixel(int index) {
        int n = profile.strip().statusPixels().size();
        double span = 0.4 * pitch();
        double x = n == 1 ? 0 : span / 2 - index * span / (n - 1);
        return centre().plus(x, 0.2 * pitch());
    }

    /** The buttons (0 = hint, 1 = menu) sit in the upper half of the centre pocket. */
    public Pt button(int index) {
        return centre().plus((index == 0 ? -1 : 1) * 0.2 * pitch(), -0.2 * pitch());
    }

    public boolean hasStatusPixels() {
        return profile.ledBackend() == LedBackend.WS2812 && !profile.strip().statusPixels().isEmpty();
    }

    /** The chain in pixel order: the points' pixels and the status pixels. */
    public List<Stop> chain() {
        return chain(profile);
    }

    /** The profile's chain in pixel order: the points' pixels and the status pixels. */
    public static List<Stop> chain(HardwareProfile profile) {
        List<Stop> stops = new ArrayList<>();
        for (int p = 0; p < Point.COUNT; p++) {
            stops.add(new Stop.PointPixel(profile.strip().pixel(p), p));
        }
        List<Integer> status = profile.strip().statusPixels();
        for (int i = 0; i < status.size(); i++) {
            stops.add(new Stop.StatusPixel(status.get(i), i));
        }
        stops.sort(Comparator.comparingInt(Stop::pixel));
        return stops;
    }

    public Pt where(Stop s) {
        return switch (s) {
            case Stop.PointPixel pp -> led(pp.point());
            case Stop.StatusPixel sp -> statusPixel(sp.index());
        };
    }

    /** Each data hop's length (centre to centre, mm), in chain order. */
    public List<Double> hops() {
        List<Stop> c = chain();
        List<Double> out = new ArrayList<>();
        for (int i = 1; i < c.size(); i++) {
            out.add(where(c.get(i - 1)).distance(where(c.get(i))));
        }
        return out;
    }

    /** The chain's length from the first pixel to the last, centre to centre (mm). */
    public double chainLength() {
        return hops().stream().mapToDouble(Double::doubleValue).sum();
    }

    /** Where the data lead leaves the board's edge for the electronics: straight down from pixel 0. */
    public Pt leadIn() {
        Pt first = where(chain().get(0));
        return new Pt(first.x(), size);
    }

    /**
     * The board's lines as pairs of neighbouring points: two points on one row or column with no point
     * between them, except across the empty centre (d3-d5, c4-e4).
     */
    public static List<int[]> lines() {
        List<int[]> out = new ArrayList<>();
        for (int p = 0; p < Point.COUNT; p++) {
            for (int q = p + 1; q < Point.COUNT; q++) {
                if (neighbours(p, q)) {
                    out.add(new int[]{p, q});
                }
            }
        }
        return out;
    }

    private static boolean neighbours(int p, int q) {
        int pc = Point.column(p), pr = Point.row(p), qc = Point.column(q), qr = Point.row(q);
        if (pc != qc && pr != qr) {
            return false;
        }
        if (pc == 3 && qc == 3 && Math.min(pr, qr) < 3 && Math.max(pr, qr) > 3
                || pr == 3 && qr == 3 && Math.min(pc, qc) < 3 && Math.max(pc, qc) > 3) {
            return false;                                   // across the centre
        }
        for (int o = 0; o < Point.COUNT; o++) {
            int oc = Point.column(o), or = Point.row(o);
            boolean between = pc == qc ? oc == pc && or > Math.min(pr, qr) && or < Math.max(pr, qr)
                    : or == pr && oc > Math.min(pc, qc) && oc < Math.max(pc, qc);
            if (between) {
                return false;
            }
        }
        return true;
    }
}
