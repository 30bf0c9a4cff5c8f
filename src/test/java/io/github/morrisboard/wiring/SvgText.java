package io.github.morrisboard.wiring;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a generated SVG back as a reader would, with no help from the generator: the text boxes by
 * fixed monospace metrics (at most 0.62 em per character, 0.85 em above the baseline, 0.25 below),
 * and the lines, and says which of them overlap.
 */
final class SvgText {
    static final double ADVANCE = 0.62, ASCENT = 0.85, DESCENT = 0.25;

    record TextBox(String text, double x0, double y0, double x1, double y1) {
        boolean overlaps(TextBox o) {
            return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1;
        }
    }

    record Segment(double x1, double y1, double x2, double y2, double width) {
    }

    final Element root;
    final List<TextBox> texts = new ArrayList<>();
    final List<Segment> lines = new ArrayList<>();

    SvgText(String svg) {
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
            root = doc.getDocumentElement();
            NodeList ts = doc.getElementsByTagName("text");
            for (int i = 0; i < ts.getLength(); i++) {
                Element t = (Element) ts.item(i);
                double x = num(t, "x"), y = num(t, "y"), size = num(t, "font-size");
                String content = t.getTextContent();
                double w = content.codePointCount(0, content.length()) * ADVANCE * size;
                double x0 = switch (t.getAttribute("text-anchor")) {
                    case "middle" -> x - w / 2;
                    case "end" -> x - w;
                    default -> x;
                };
                texts.add(new TextBox(content, x0, y - ASCENT * size, x0 + w, y + DESCENT * size));
            }
            NodeList ls = doc.getElementsByTagName("line");
            for (int i = 0; i < ls.getLength(); i++) {
                Element l = (Element) ls.item(i);
                lines.add(new Segment(num(l, "x1"), num(l, "y1"), num(l, "x2"), num(l, "y2"),
                        l.hasAttribute("stroke-width") ? num(l, "stroke-width") : 1));
            }
        } catch (Exception e) {
            throw new AssertionError("not a readable SVG: " + e, e);
        }
    }

    static double num(Element e, String attribute) {
        String v = e.getAttribute(attribute);
        if (v.isEmpty()) {
            throw new AssertionError("<" + e.getTagName() + "> has no " + attribute);
        }
        return Double.parseDouble(v);
    }

    /** Every pair of texts that overlap, and every text that a line crosses, one line each. */
    List<String> overlaps() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            for (int j = i + 1; j < texts.size(); j++) {
                if (texts.get(i).overlaps(texts.get(j))) {
                    out.add("\"" + texts.get(i).text() + "\" overlaps \"" + texts.get(j).text() + "\"");
                }
            }
            for (Segment s : lines) {
                if (crosses(texts.get(i), s)) {
                    out.add("\"" + texts.get(i).text() + "\" is crossed by the line " + s);
                }
            }
        }
        return out;
    }

    /** Sampled, not solved: points every 0.05 units along the segment, each a disc of the stroke's width. */
    static boolean crosses(TextBox b, Segment s) {
        double len = Math.hypot(s.x2() - s.x1(), s.y2() - s.y1());
        int n = Math.max(1, (int) Math.ceil(len / 0.05));
        double h = s.width() / 2;
        for (int i = 0; i <= n; i++) {
            double x = s.x1() + (s.x2() - s.x1()) * i / n, y = s.y1() + (s.y2() - s.y1()) * i / n;
            if (x + h > b.x0() && x - h < b.x1() && y + h > b.y0() && y - h < b.y1()) {
                return true;
            }
        }
        return false;
    }
}
