package io.github.morrisboard.wiring;

import java.util.Locale;

/**
 * Writes a {@link Drawing} as SVG. Every text carries its own font size and the monospace family,
 * so a reader (the overlap test, a browser) needs nothing inherited. A drawing in mm gets
 * {@code width="…mm"} with a viewBox in the same numbers: one user unit is one millimetre.
 */
public final class SvgWriter {
    private SvgWriter() {
    }

    public static String write(Drawing d) {
        StringBuilder sb = new StringBuilder();
        String w = num(d.width()), h = num(d.height());
        String unit = d.unit().equals("px") ? "" : d.unit();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w).append(unit)
                .append("\" height=\"").append(h).append(unit).append("\" viewBox=\"0 0 ").append(w).append(' ').append(h)
                .append("\" font-family=\"monospace\">\n");
        sb.append("<title>").append(escape(d.title())).append("</title>\n");
        sb.append("<rect x=\"0\" y=\"0\" width=\"").append(w).append("\" height=\"").append(h)
                .append("\" fill=\"").append(d.background()).append("\"/>\n");
        int[] clips = {0};
        for (Shape s : d.shapes()) {
            write(sb, s, clips);
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static void write(StringBuilder sb, Shape s, int[] clips) {
        switch (s) {
            case Shape.Line l -> sb.append("<line x1=\"").append(num(l.x1())).append("\" y1=\"").append(num(l.y1()))
                    .append("\" x2=\"").append(num(l.x2())).append("\" y2=\"").append(num(l.y2())).append('"')
                    .append(stroke(l.stroke())).append("/>\n");
            case Shape.Rect r -> sb.append("<rect x=\"").append(num(r.x())).append("\" y=\"").append(num(r.y()))
                    .append("\" width=\"").append(num(r.w())).append("\" height=\"").append(num(r.h()))
                    .append("\" fill=\"").append(r.fill()).append('"').append(stroke(r.stroke())).append("/>\n");
            case Shape.Circle c -> sb.append("<circle cx=\"").append(num(c.cx())).append("\" cy=\"").append(num(c.cy()))
                    .append("\" r=\"").append(num(c.r())).append("\" fill=\"").append(c.fill()).append('"')
                    .append(stroke(c.stroke())).append("/>\n");
            case Shape.Text t -> {
                sb.append("<text x=\"").append(num(t.x())).append("\" y=\"").append(num(t.y()))
                        .append("\" font-size=\"").append(num(t.size())).append('"');
                if (t.anchor() != Shape.Anchor.START) {
                    sb.append(" text-anchor=\"").append(t.anchor() == Shape.Anchor.MIDDLE ? "middle" : "end").append('"');
                }
                if (t.bold()) {
                    sb.append(" font-weight=\"bold\"");
                }
                sb.append(" fill=\"").append(t.colour()).append("\">").append(escape(t.text())).append("</text>\n");
            }
            case Shape.Clip c -> {
                String id = "clip" + (++clips[0]);
                sb.append("<clipPath id=\"").append(id).append("\"><rect x=\"").append(num(c.x())).append("\" y=\"")
                        .append(num(c.y())).append("\" width=\"").append(num(c.w())).append("\" height=\"")
                        .append(num(c.h())).append("\"/></clipPath>\n<g clip-path=\"url(#").append(id).append(")\">\n");
                for (Shape inner : c.shapes()) {
                    write(sb, inner, clips);
                }
                sb.append("</g>\n");
            }
        }
    }

    private static String stroke(Shape.Stroke s) {
        if (s.width() <= 0) {
            return "";
        }
        String out = " stroke=\"" + s.colour() + "\" stroke-width=\"" + num(s.width()) + "\"";
        return s.dash() > 0 ? out + " stroke-dasharray=\"" + num(s.dash()) + " " + num(s.dash()) + "\"" : out;
    }

    /** A number with at most three decimals and no trailing zeros, the same on every machine. */
    public static String num(double v) {
        String s = String.format(Locale.ROOT, "%.3f", v);
        s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return s.equals("-0") ? "0" : s;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
