package io.github.morrisboard.wiring;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.LedBackend;
import io.github.morrisboard.wiring.Shape.Anchor;
import io.github.morrisboard.wiring.Shape.Stroke;
import io.github.morrisboard.wiring.Shape.Text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The board layout from above: each point with its reed's chip pin, its LED and pixel number, the
 * LED chain (the cable channels) in pixel order, the centre pocket, and the chain's length.
 */
public final class Layout {
    private static final double BOARD_PX = 600, LEFT = 40, TOP = 70;
    private static final String WOOD = "#6b4a2a", CHAIN = "#c02828", REED = "#1a4f8a", INK = "#222222";
    private static final double POINT_R = 11, LED_R = 9;

    private Layout() {
    }

    public static Drawing draw(BoardPlan plan) {
        HardwareProfile profile = plan.profile();
        boolean strip = profile.ledBackend() == LedBackend.WS2812;
        double s = BOARD_PX / plan.size();
        Sketch k = new Sketch(1.5);
        k.bold(20, 26, 15, Anchor.START, INK, String.format(Locale.ROOT,
                "morrisboard layout, top view of a %s mm board: reeds, LEDs, %s", mm(plan.size()),
                strip ? "the LED chain" : "the LED cable runs"));
        k.text(20, 46, 11, Anchor.START, "#555555",
                "Generated from " + profile.source().getFileName() + " by `morrisboard wiring`; do not edit.");
        k.rect(LEFT, TOP, BOARD_PX, BOARD_PX, Stroke.solid(WOOD, 3), "#f3e3c3");
        for (int[] l : BoardPlan.lines()) {
            segment(k, px(plan.point(l[0]), s), px(plan.point(l[1]), s), POINT_R + 2, POINT_R + 2, Stroke.solid(WOOD, 3));
        }
        double half = plan.pocketHalf() * s;
        Pt c = px(plan.centre(), s);
        k.rect(c.x() - half, c.y() - half, 2 * half, 2 * half, Stroke.dashed(WOOD, 1.5, 4), "none");

        List<Stop> chain = plan.chain();
        Stroke wire = Stroke.solid(CHAIN, 3);
        Pt first = px(plan.where(chain.get(0)), s);
        k.line(first.x(), first.y() + LED_R + 1, first.x(), TOP + BOARD_PX + 24, wire);
        for (int i = 1; i < chain.size(); i++) {
            segment(k, px(plan.where(chain.get(i - 1)), s), px(plan.where(chain.get(i)), s), LED_R + 1, LED_R + 1, wire);
        }
        for (int p = 0; p < Point.COUNT; p++) {
            Pt pt = px(plan.point(p), s);
            k.circle(pt.x(), pt.y(), POINT_R, Stroke.solid("#333333", 2), "#ffffff");
            k.bold(pt.x(), pt.y() + 4, 11, Anchor.MIDDLE, INK, Point.name(p));
        }
        for (Stop stop : chain) {
            Pt at = px(plan.where(stop), s);
            k.circle(at.x(), at.y(), LED_R, Stroke.solid("#5a1010", 1), CHAIN);
            k.bold(at.x(), at.y() + 3.2, 9, Anchor.MIDDLE, "#ffffff", String.valueOf(stop.pixel()));
        }
        String[] buttons = {"HINT", "MENU"};
        for (int b = 0; b < 2; b++) {
            if ((b == 0 ? profile.buttons().hintGpio() : profile.buttons().menuGpio()).isPresent()) {
                Pt at = px(plan.button(b), s);
                k.circle(at.x(), at.y(), 6, Stroke.solid("#333333", 1.5), "#bbbbbb");
                k.label("button " + buttons[b], new Text(at.x(), at.y() - 9, 8, Anchor.MIDDLE, false, INK, buttons[b]),
                        new Text(at.x(), c.y() - half - 6, 8, Anchor.MIDDLE, false, INK, buttons[b]),
                        new Text(at.x() + (b == 0 ? -9 : 9), at.y() + 3, 8, b == 0 ? Anchor.END : Anchor.START, false, INK, buttons[b]));
            }
        }
        for (int p = 0; p < Point.COUNT; p++) {
            Pt pt = px(plan.point(p), s);
            ChipPin reed = profile.reeds().pin(p);
            String t = reed.toString();
            double dy = POINT_R + 9;
            k.label("reed of " + Point.name(p),
                    new Text(pt.x() - 4, pt.y() + dy, 7.5, Anchor.END, false, REED, t),
                    new Text(pt.x() + 4, pt.y() + dy, 7.5, Anchor.START, false, REED, t),
                    new Text(pt.x() - 4, pt.y() - dy + 6, 7.5, Anchor.END, false, REED, t),
                    new Text(pt.x() - POINT_R - 3, pt.y() + 9, 7.5, Anchor.END, false, REED, t));
        }
        k.label("lead-in", new Text(first.x() + 6, TOP + BOARD_PX + 20, 10, Anchor.START, false, CHAIN,
                strip ? "DIN of pixel " + chain.get(0).pixel() + ": from U3 1Y (74AHCT125) through 330 Ω" : "to the LED driver chips"));

        double lx = LEFT + BOARD_PX + 30;
        List<String> legend = legend(plan);
        double y = TOP + 8;
        for (String line : legend) {
            k.text(lx, y, 11, Anchor.START, line.startsWith("  ") ? "#444444" : INK, line);
            y += 17;
        }
        double width = lx + legend.stream().mapToDouble(l -> TextMetrics.width(l, 11)).max().orElse(0) + 20;
        double height = Math.max(TOP + BOARD_PX + 40, y + 10);
        return k.build("morrisboard board layout (" + mm(plan.size()) + " mm)", Math.ceil(width), Math.ceil(height), "px", "#ffffff");
    }

    private static List<String> legend(BoardPlan plan) {
        HardwareProfile profile = plan.profile();
        List<String> out = new ArrayList<>();
        out.add("Blue: the reed's MCP23017 address:pin,");
        out.add("  centred under the point.");
        out.add("Red: the LED beside each point, its pixel");
        out.add("  number, and the chain in pixel order.");
        out.add("");
        List<Stop> chain = plan.chain();
        out.add("Chain order (pixel: point):");
        StringBuilder row = new StringBuilder("  ");
        for (int i = 0; i < chain.size(); i++) {
            Stop st = chain.get(i);
            String name = switch (st) {
                case Stop.PointPixel pp -> Point.name(pp.point());
                case Stop.StatusPixel sp -> "S" + (sp.index() + 1);
            };
            row.append(String.format(Locale.ROOT, "%2d:%-3s", st.pixel(), name));
            if (i % 6 == 5 || i == chain.size() - 1) {
                out.add(row.toString().stripTrailing());
                row = new StringBuilder("  ");
            }
        }
        out.add("  S1, S2: status pixels (centre pocket)");
        out.add("");
        out.addAll(Report.chainLines(plan));
        out.add("");
        out.add(String.format(Locale.ROOT, "Pitch %s mm; LEDs %s mm up-right", mm(plan.pitch()),
                mm(BoardPlan.LED_OFFSET * plan.pitch())));
        out.add(String.format(Locale.ROOT, "  of each point: pieces up to %s mm", mm(0.8 * plan.pitch())));
        out.add("  across leave them visible.");
        out.add("Dashed: centre pocket, status pixels");
        out.add("  (bottom) and buttons (top).");
        if (profile.ledBackend() == LedBackend.MONO) {
            out.add("Mono LEDs: one wire per LED runs along");
            out.add("  the same channels to U4/U5.");
        }
        return out;
    }

    /** A line from a to b, starting {@code fromGap} after a and ending {@code toGap} before b. */
    private static void segment(Sketch k, Pt a, Pt b, double fromGap, double toGap, Stroke stroke) {
        double d = a.distance(b), ux = (b.x() - a.x()) / d, uy = (b.y() - a.y()) / d;
        k.line(a.x() + ux * fromGap, a.y() + uy * fromGap, b.x() - ux * toGap, b.y() - uy * toGap, stroke);
    }

    private static Pt px(Pt mm, double s) {
        return new Pt(LEFT + mm.x() * s, TOP + mm.y() * s);
    }

    static String mm(double v) {
        return SvgWriter.num(Math.round(v * 10) / 10.0);
    }
}
