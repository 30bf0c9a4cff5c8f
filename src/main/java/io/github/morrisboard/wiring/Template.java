package io.github.morrisboard.wiring;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.LedBackend;
import io.github.morrisboard.wiring.Shape.Anchor;
import io.github.morrisboard.wiring.Shape.Stroke;
import io.github.morrisboard.wiring.Shape.Text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The 1:1 drilling template of one face of the board top, in millimetres: every hole and pocket
 * centre with a crosshair, the centre pocket, the cable channels in chain order (underside), a
 * 100 mm scale bar to check the print, and the depths. {@link #sheets} cuts it into sheets of paper
 * with an overlap strip and alignment marks.
 */
public final class Template {
    /** Blank border around the board on the template. */
    public static final double MARGIN = 15;
    /** Length of the scale bar. */
    public static final double BAR = 100;
    public static final String BAR_NOTE = "check: this bar is 100 mm";
    private static final double SHEET_MARGIN = 10, OVERLAP = 12, FOOTER = 26;
    private static final String INK = "#000000", CUT = "#c02020", CHANNEL = "#f0dcc0", GREY = "#666666";

    private Template() {
    }

    /** The whole template of one face. */
    public static Drawing draw(BoardPlan plan, Face face) {
        HardwareProfile profile = plan.profile();
        boolean strip = profile.ledBackend() == LedBackend.WS2812;
        boolean under = face == Face.UNDERSIDE;
        double size = plan.size();
        Sketch k = new Sketch(0.6);
        Stroke thin = Stroke.solid(INK, 0.25), cut = Stroke.solid(CUT, 0.35), hidden = Stroke.dashed(GREY, 0.25, 1.5);
        k.bold(MARGIN, 9, 5, Anchor.START, INK, String.format(Locale.ROOT, "morrisboard drilling template: %s, %s mm board, 1:1",
                under ? "UNDERSIDE (mirrored: a1 bottom right)" : "TOP (as played: a1 bottom left)", Layout.mm(size)));
        k.rect(MARGIN, MARGIN, size, size, Stroke.solid(INK, 0.5), "none");
        for (int[] l : BoardPlan.lines()) {                   // the playing lines, to line up with a board's
            Pt a = on(plan.point(l[0]), plan, face), b = on(plan.point(l[1]), plan, face);
            k.line(a.x(), a.y(), b.x(), b.y(), Stroke.solid("#b0b0b0", 0.3));
        }

        if (under) {
            Stroke channel = Stroke.solid(CHANNEL, BoardPlan.CHANNEL);
            List<Stop> chain = plan.chain();
            Pt first = on(plan.where(chain.get(0)), plan, face);
            Pt lead = on(plan.leadIn(), plan, face);
            k.line(first.x(), first.y(), lead.x(), lead.y(), channel);
            for (int i = 1; i < chain.size(); i++) {
                Pt a = on(plan.where(chain.get(i - 1)), plan, face), b = on(plan.where(chain.get(i)), plan, face);
                k.line(a.x(), a.y(), b.x(), b.y(), channel);
            }
            for (int p = 0; p < Point.COUNT; p++) {          // the reed's leads to the LED's pocket
                Pt end = on(plan.point(p).plus(BoardPlan.REED_POCKET_LENGTH / 2, 0), plan, face);
                Pt led = on(plan.led(p), plan, face);
                k.line(end.x(), end.y(), led.x(), led.y(), Stroke.solid(CHANNEL, 3));
            }
        }
        double half = plan.pocketHalf();
        Pt c = on(plan.centre(), plan, face);
        k.rect(c.x() - half, c.y() - half, 2 * half, 2 * half, under ? cut : hidden, "none");
        for (int p = 0; p < Point.COUNT; p++) {
            Pt pt = on(plan.point(p), plan, face);
            k.rect(pt.x() - BoardPlan.REED_POCKET_LENGTH / 2, pt.y() - BoardPlan.REED_POCKET_WIDTH / 2,
                    BoardPlan.REED_POCKET_LENGTH, BoardPlan.REED_POCKET_WIDTH, under ? cut : hidden, "none");
            cross(k, pt, 4, thin);
            Pt led = on(plan.led(p), plan, face);
            hole(k, led, under ? BoardPlan.PIXEL_POCKET : strip ? BoardPlan.PIXEL_HOLE : BoardPlan.MONO_HOLE, cut, thin);
            if (!under) {
                k.circle(led.x(), led.y(), BoardPlan.PIXEL_POCKET / 2, hidden, "none");
            }
        }
        if (plan.hasStatusPixels()) {
            for (int i = 0; i < profile.strip().statusPixels().size(); i++) {
                hole(k, on(plan.statusPixel(i), plan, face), under ? 10 : BoardPlan.PIXEL_HOLE, cut, thin);
            }
        }
        String[] buttons = {"HINT", "MENU"};
        for (int b = 0; b < 2; b++) {
            if ((b == 0 ? profile.buttons().hintGpio() : profile.buttons().menuGpio()).isPresent()) {
                Pt at = on(plan.button(b), plan, face);
                hole(k, at, BoardPlan.BUTTON_HOLE, cut, thin);
            }
        }
        for (int p = 0; p < Point.COUNT; p++) {
            Pt pt = on(plan.point(p), plan, face);
            String n = Point.name(p);
            double d = 6.5;
            k.label("point " + n, new Text(pt.x() - d, pt.y() + d + 3, 4, Anchor.END, true, INK, n),
                    new Text(pt.x() + d, pt.y() + d + 3, 4, Anchor.START, true, INK, n),
                    new Text(pt.x() - d, pt.y() - d, 4, Anchor.END, true, INK, n),
                    new Text(pt.x() + d, pt.y() - d, 4, Anchor.START, true, INK, n));
        }
        for (int b = 0; b < 2; b++) {
            if ((b == 0 ? profile.buttons().hintGpio() : profile.buttons().menuGpio()).isPresent()) {
                Pt at = on(plan.button(b), plan, face);
                k.label("button " + buttons[b], new Text(at.x(), at.y() - 7, 2.5, Anchor.MIDDLE, false, INK, buttons[b]),
                        new Text(at.x(), c.y() - half - 1.5, 2.5, Anchor.MIDDLE, false, INK, buttons[b]),
                        new Text(at.x() < c.x() ? c.x() - half - 1 : c.x() + half + 1, at.y() + 0.9, 2.5,
                                at.x() < c.x() ? Anchor.END : Anchor.START, false, INK, buttons[b]));
            }
        }

        double y = MARGIN + size + 9;
        for (String line : legend(plan, face)) {
            k.text(MARGIN, y, 3.5, Anchor.START, INK, line);
            y += 5.5;
        }
        y += 2;
        scaleBar(k, MARGIN, y);
        y += 12;
        return k.build("morrisboard drilling template, " + face.id + ", " + Layout.mm(size) + " mm board",
                size + 2 * MARGIN, Math.ceil(y), "mm", "#ffffff");
    }

    /** The scale bar with its note above it: a 100 × 3 mm black bar with ticks every 10 mm. */
    static void scaleBar(Sketch k, double x, double y) {
        k.text(x, y, 3.5, Anchor.START, INK, BAR_NOTE + " (print at 100 % / actual size, not fit to page)");
        k.rect(x, y + 2, BAR, 3, Stroke.solid(INK, 0), INK);
        for (int i = 0; i <= 10; i++) {
            k.line(x + 10 * i, y + 5, x + 10 * i, y + (i % 5 == 0 ? 8 : 6.5), Stroke.solid(INK, 0.25));
        }
    }

    private static List<String> legend(BoardPlan plan, Face face) {
        boolean strip = plan.profile().ledBackend() == LedBackend.WS2812;
        double skin = BoardPlan.SKIN;
        List<String> out = new ArrayList<>();
        out.add(String.format(Locale.ROOT, "Pitch %s mm. Red: cut on this face; grey dashed: from the other face; grey: board lines.",
                Layout.mm(plan.pitch())));
        if (face == Face.TOP) {
            out.add(strip
                    ? String.format(Locale.ROOT, "LED light holes %s mm and status holes %s mm through; buttons %s mm through.",
                    Layout.mm(BoardPlan.PIXEL_HOLE), Layout.mm(BoardPlan.PIXEL_HOLE), Layout.mm(BoardPlan.BUTTON_HOLE))
                    : String.format(Locale.ROOT, "LED holes %s mm through (each 3 mm LED's dome, from its pocket); buttons %s mm through.",
                    Layout.mm(BoardPlan.MONO_HOLE), Layout.mm(BoardPlan.BUTTON_HOLE)));
            out.add("Drill these from the top with a brad-point bit over scrap wood: no tear-out on the face you see.");
            out.add("Centre: buttons in the upper row, status pixels in the lower row (nearest d3).");
            out.add("Mono builds: drill the LED holes 3 mm instead and skip the status holes.");
        } else {
            out.add(String.format(Locale.ROOT, "Every pocket: depth = board thickness - %s mm (leave a %s mm skin).",
                    Layout.mm(skin), Layout.mm(skin)));
            out.add(String.format(Locale.ROOT, "Reed pockets %s x %s mm; LED pockets %s mm; centre pocket %s mm square.",
                    Layout.mm(BoardPlan.REED_POCKET_LENGTH), Layout.mm(BoardPlan.REED_POCKET_WIDTH),
                    Layout.mm(BoardPlan.PIXEL_POCKET), Layout.mm(2 * plan.pocketHalf())));
            out.add(String.format(Locale.ROOT, "Channels (tan) %s mm wide, 6 mm deep, in chain order; the lead exits at the edge.",
                    Layout.mm(BoardPlan.CHANNEL)));
            out.add(String.format(Locale.ROOT, "Chain: %s m centre to centre. Mono builds: LED holes only, same channels.",
                    SvgWriter.num(Math.round(plan.chainLength()) / 1000.0)));
        }
        return out;
    }

    /** A hole: its circle in red and a crosshair a little wider. */
    private static void hole(Sketch k, Pt at, double diameter, Stroke cut, Stroke thin) {
        k.circle(at.x(), at.y(), diameter / 2, cut, "none");
        cross(k, at, diameter / 2 + 2, thin);
    }

    private static void cross(Sketch k, Pt at, double r, Stroke s) {
        k.line(at.x() - r, at.y(), at.x() + r, at.y(), s);
        k.line(at.x(), at.y() - r, at.x(), at.y() + r, s);
    }

    /** A board position on this face's template (the underside is mirrored left to right). */
    private static Pt on(Pt board, BoardPlan plan, Face face) {
        double x = face == Face.TOP ? board.x() : plan.size() - board.x();
        return new Pt(MARGIN + x, MARGIN + board.y());
    }

    /**
     * The template of one face cut into sheets of {@code paper}: each sheet shows its window and,
     * towards its right and lower neighbours, a strip that the neighbour is laid on (its window edge
     * on the dashed line, the alignment marks matched). Every sheet has the scale bar.
     */
    public static List<Drawing> sheets(BoardPlan plan, Face face, Paper paper) {
        Drawing template = draw(plan, face);
        double winW = paper.width - 2 * SHEET_MARGIN - OVERLAP;
        double winH = paper.height - 2 * SHEET_MARGIN - OVERLAP - FOOTER;
        int cols = (int) Math.ceil(template.width() / winW), rows = (int) Math.ceil(template.height() / winH);
        List<Drawing> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double x0 = c * winW, y0 = r * winH;
                double w = winW + (c < cols - 1 ? OVERLAP : 0), h = winH + (r < rows - 1 ? OVERLAP : 0);
                Shape.Box window = new Shape.Box(x0, y0, x0 + w, y0 + h);
                List<Shape> content = new ArrayList<>(template.shapes().stream().filter(sh -> sh.bounds().overlaps(window)).toList());
                for (int i = 0; i <= cols; i++) {                 // alignment marks where sheets meet
                    for (int j = 0; j <= rows; j++) {
                        double mx = i * winW, my = j * winH;
                        content.add(new Shape.Circle(mx, my, 2.5, Stroke.solid(INK, 0.25), "none"));
                        content.add(new Shape.Line(mx - 5, my, mx + 5, my, Stroke.solid(INK, 0.25)));
                        content.add(new Shape.Line(mx, my - 5, mx, my + 5, Stroke.solid(INK, 0.25)));
                    }
                }
                Sketch k = new Sketch(0.6);
                k.add(new Shape.Clip(x0, y0, w, h, content).moved(SHEET_MARGIN - x0, SHEET_MARGIN - y0));
                k.rect(SHEET_MARGIN, SHEET_MARGIN, winW, winH, Stroke.solid(GREY, 0.2), "none");
                if (c < cols - 1) {
                    k.line(SHEET_MARGIN + winW, SHEET_MARGIN, SHEET_MARGIN + winW, SHEET_MARGIN + h, Stroke.dashed(GREY, 0.3, 2));
                }
                if (r < rows - 1) {
                    k.line(SHEET_MARGIN, SHEET_MARGIN + winH, SHEET_MARGIN + w, SHEET_MARGIN + winH, Stroke.dashed(GREY, 0.3, 2));
                }
                double fy = paper.height - SHEET_MARGIN - FOOTER + 5;
                scaleBar(k, SHEET_MARGIN, fy);
                int n = r * cols + c + 1;
                k.text(SHEET_MARGIN, fy + 12, 3, Anchor.START, INK, String.format(Locale.ROOT,
                        "%s face, %s mm board, %s: sheet %d of %d (row %d, column %d).",
                        face.id, Layout.mm(plan.size()), paper.id, n, rows * cols, r + 1, c + 1));
                k.text(SHEET_MARGIN, fy + 16, 3, Anchor.START, INK,
                        "Trim a sheet's top and left edge on its grey frame where it has a neighbour,");
                k.text(SHEET_MARGIN, fy + 20, 3, Anchor.START, INK,
                        "lay it on that neighbour's dashed line, match the round marks, tape.");
                out.add(k.build(template.title() + ", sheet " + n, paper.width, paper.height, "mm", "#ffffff"));
            }
        }
        return out;
    }
}
