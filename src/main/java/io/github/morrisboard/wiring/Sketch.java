package io.github.morrisboard.wiring;

import io.github.morrisboard.wiring.Shape.Anchor;
import io.github.morrisboard.wiring.Shape.Stroke;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Collects shapes in painting order and becomes a {@link Drawing}. It remembers where every line,
 * outline and text is, so {@link #label} can put a text at the first of several places that is clear
 * of all of them.
 */
final class Sketch {
    private final List<Shape> shapes = new ArrayList<>();
    private final List<Shape.Line> segments = new ArrayList<>();
    private final List<Shape.Box> boxes = new ArrayList<>();
    private final double gap;

    /** {@code gap}: the least distance a label keeps from lines and other texts. */
    Sketch(double gap) {
        this.gap = gap;
    }

    Sketch add(Shape s) {
        shapes.add(s);
        remember(s);
        return this;
    }

    /** Notes where a shape lies, for {@link #clear}. */
    private void remember(Shape s) {
        switch (s) {
            case Shape.Line l -> segments.add(l);
            case Shape.Rect r -> {
                Shape.Stroke st = r.stroke();
                segments.add(new Shape.Line(r.x(), r.y(), r.x() + r.w(), r.y(), st));
                segments.add(new Shape.Line(r.x() + r.w(), r.y(), r.x() + r.w(), r.y() + r.h(), st));
                segments.add(new Shape.Line(r.x(), r.y() + r.h(), r.x() + r.w(), r.y() + r.h(), st));
                segments.add(new Shape.Line(r.x(), r.y(), r.x(), r.y() + r.h(), st));
            }
            case Shape.Circle c -> boxes.add(new Shape.Box(c.cx() - c.r(), c.cy() - c.r(), c.cx() + c.r(), c.cy() + c.r()));
            case Shape.Text t -> boxes.add(t.box());
            case Shape.Clip c -> c.shapes().forEach(this::remember);
        }
    }

    /** True if the text would touch no line, outline, circle or text drawn so far. */
    boolean clear(Shape.Text t) {
        Shape.Box b = t.box();
        Shape.Box grown = new Shape.Box(b.x0() - gap, b.y0() - gap, b.x1() + gap, b.y1() + gap);
        for (Shape.Line l : segments) {
            if (Geometry2d.touches(grown, l.x1(), l.y1(), l.x2(), l.y2(), l.stroke().width())) {
                return false;
            }
        }
        return boxes.stream().noneMatch(grown::overlaps);
    }

    /** Draws the first candidate that is clear; throws naming {@code what} if none is. */
    Sketch label(String what, Shape.Text... candidates) {
        for (Shape.Text t : candidates) {
            if (clear(t)) {
                return add(t);
            }
        }
        throw new IllegalStateException("no room for the label of " + what + " among " + Arrays.asList(candidates));
    }

    Sketch line(double x1, double y1, double x2, double y2, Stroke stroke) {
        return add(new Shape.Line(x1, y1, x2, y2, stroke));
    }

    Sketch rect(double x, double y, double w, double h, Stroke stroke, String fill) {
        return add(new Shape.Rect(x, y, w, h, stroke, fill));
    }

    Sketch circle(double cx, double cy, double r, Stroke stroke, String fill) {
        return add(new Shape.Circle(cx, cy, r, stroke, fill));
    }

    Sketch text(double x, double y, double size, Anchor anchor, String colour, String text) {
        return add(new Shape.Text(x, y, size, anchor, false, colour, text));
    }

    Sketch bold(double x, double y, double size, Anchor anchor, String colour, String text) {
        return add(new Shape.Text(x, y, size, anchor, true, colour, text));
    }

    List<Shape> shapes() {
        return List.copyOf(shapes);
    }

    Drawing build(String title, double width, double height, String unit, String background) {
        return new Drawing(title, width, height, unit, background, shapes);
    }
}
