package io.github.morrisboard.wiring;

/** A position on the board in millimetres, from the top-left corner of the board seen from above. */
public record Pt(double x, double y) {
    public double distance(Pt o) {
        return Math.hypot(x - o.x, y - o.y);
    }

    public Pt plus(double dx, double dy) {
        return new Pt(x + dx, y + dy);
    }
}
