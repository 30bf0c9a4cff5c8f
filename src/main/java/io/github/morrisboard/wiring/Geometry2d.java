package io.github.morrisboard.wiring;

/** The one collision question the drawings ask: does a segment, of some width, touch a box? */
final class Geometry2d {
    private Geometry2d() {
    }

    /** True if the segment (x1,y1)-(x2,y2), drawn {@code width} wide, touches the box. */
    static boolean touches(Shape.Box b, double x1, double y1, double x2, double y2, double width) {
        double h = width / 2;
        double bx0 = b.x0() - h, by0 = b.y0() - h, bx1 = b.x1() + h, by1 = b.y1() + h;
        double t0 = 0, t1 = 1, dx = x2 - x1, dy = y2 - y1;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x1 - bx0, bx1 - x1, y1 - by0, by1 - y1};
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] <= 0) {
                    return false;
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    t0 = Math.max(t0, t);
                } else {
                    t1 = Math.min(t1, t);
                }
            }
        }
        return t0 < t1;
    }
}
