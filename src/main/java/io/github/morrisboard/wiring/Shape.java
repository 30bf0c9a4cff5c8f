package io.github.morrisboard.wiring;

import java.util.List;

/**
 * What a drawing is made of, in the drawing's units (px for the schematic and the layout, mm for the
 * drilling template). The same shapes are written as SVG, rendered to PNG and printed to PDF, so the
 * three never disagree. Lines are wires (or board lines, or channels): text is placed clear of them.
 */
public sealed interface Shape {

    /** The same shape moved by (dx, dy). */
    Shape moved(double dx, double dy);

    /** The box the shape covers, strokes included. */
    Box bounds();

    /** A stroke: colour ({@code #rrggbb}), width, and dash length (0 = solid). */
    record Stroke(String colour, double width, double dash) {
        public static Stroke solid(String colour, double width) {
            return new Stroke(colour, width, 0);
        }

        public static Stroke dashed(String colour, double width, double dash) {
            return new Stroke(colour, width, dash);
        }
    }

    /** Where a text's x is: its start, its middle or its end. */
    enum Anchor { START, MIDDLE, END }

    /** A straight line: a wire, a board line, a cable channel. */
    record Line(double x1, double y1, double x2, double y2, Stroke stroke) implements Shape {
        @Override
        public Line moved(double dx, double dy) {
            return new Line(x1 + dx, y1 + dy, x2 + dx, y2 + dy, stroke);
        }

        @Override
        public Box bounds() {
            double h = stroke.width() / 2;
            return new Box(Math.min(x1, x2) - h, Math.min(y1, y2) - h, Math.max(x1, x2) + h, Math.max(y1, y2) + h);
        }
    }

    /** A rectangle; {@code fill} is a colour or {@code none}, {@code stroke} may be absent (width 0). */
    record Rect(double x, double y, double w, double h, Stroke stroke, String fill) implements Shape {
        @Override
        public Rect moved(double dx, double dy) {
            return new Rect(x + dx, y + dy, w, h, stroke, fill);
        }

        @Override
        public Box bounds() {
            double s = stroke.width() / 2;
            return new Box(x - s, y - s, x + w + s, y + h + s);
        }
    }

    /** A circle; {@code fill} is a colour or {@code none}. */
    record Circle(double cx, double cy, double r, Stroke stroke, String fill) implements Shape {
        @Override
        public Circle moved(double dx, double dy) {
            return new Circle(cx + dx, cy + dy, r, stroke, fill);
        }

        @Override
        public Box bounds() {
            double e = r + stroke.width() / 2;
            return new Box(cx - e, cy - e, cx + e, cy + e);
        }
    }

    /** One line of monospace text; {@code y} is the baseline. */
    record Text(double x, double y, double size, Anchor anchor, boolean bold, String colour, String text)
            implements Shape {
        @Override
        public Text moved(double dx, double dy) {
            return new Text(x + dx, y + dy, size, anchor, bold, colour, text);
        }

        /** The box the text occupies, by {@link TextMetrics}. */
        public Box box() {
            return TextMetrics.box(x, y, size, anchor, text);
        }

        @Override
        public Box bounds() {
            return box();
        }
    }

    /** Shapes shown only inside a rectangle (a tile of a large template on one sheet of paper). */
    record Clip(double x, double y, double w, double h, List<Shape> shapes) implements Shape {
        public Clip {
            shapes = List.copyOf(shapes);
        }

        @Override
        public Clip moved(double dx, double dy) {
            return new Clip(x + dx, y + dy, w, h, shapes.stream().map(s -> s.moved(dx, dy)).toList());
        }

        @Override
        public Box bounds() {
            return new Box(x, y, x + w, y + h);
        }
    }

    /** An axis-aligned box. */
    record Box(double x0, double y0, double x1, double y1) {
        public boolean overlaps(Box o) {
            return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1;
        }
    }
}
