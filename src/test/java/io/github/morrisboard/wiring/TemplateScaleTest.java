package io.github.morrisboard.wiring;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.image.PDImage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The printed scale bar is 100 mm: in the SVG's user units (mm), and in the PDF's points (283.46 pt). */
class TemplateScaleTest {
    static final HardwareProfile PROFILE = ProfileLoader.load(ProfileLoader.DEFAULT);

    @Test
    void theSvgBarIs100UserUnitsAndAUserUnitIsAMillimetre() {
        for (double size : List.of(300.0, 400.0)) {
            for (Face face : Face.values()) {
                SvgText svg = new SvgText(SvgWriter.write(Template.draw(new BoardPlan(PROFILE, size), face)));
                String[] box = svg.root.getAttribute("viewBox").split(" ");
                assertEquals(box[2] + "mm", svg.root.getAttribute("width"), "one user unit is one mm");
                assertEquals(box[3] + "mm", svg.root.getAttribute("height"), "one user unit is one mm");
                SvgText.TextBox note = svg.texts.stream().filter(t -> t.text().startsWith(Template.BAR_NOTE)).findFirst().orElseThrow();
                NodeList rects = svg.root.getElementsByTagName("rect");
                Element bar = null;
                for (int i = 0; i < rects.getLength(); i++) {
                    Element r = (Element) rects.item(i);
                    double y = SvgText.num(r, "y");
                    if (r.getAttribute("fill").equals("#000000") && y > note.y1() - 1 && y < note.y1() + 5) {
                        bar = r;
                    }
                }
                assertTrue(bar != null, "a black bar under the note");
                assertEquals(100.0, SvgText.num(bar, "width"), 1e-9);
                assertEquals(note.x0(), SvgText.num(bar, "x"), 1e-9, "the bar starts under the note");
            }
        }
    }

    /** The filled rectangles of a page, in points, as the PDF's operators draw them. */
    static List<Rectangle2D> filledRectangles(PDPage page) throws IOException {
        List<Rectangle2D> filled = new ArrayList<>();
        List<Rectangle2D> path = new ArrayList<>();
        new PDFGraphicsStreamEngine(page) {
            @Override
            public void appendRectangle(Point2D p0, Point2D p1, Point2D p2, Point2D p3) {
                Rectangle2D r = new Rectangle2D.Double(p0.getX(), p0.getY(), 0, 0);
                r.add(p1);
                r.add(p2);
                r.add(p3);
                path.add(r);
            }

            @Override
            public void fillPath(int rule) {
                filled.addAll(path);
                path.clear();
            }

            @Override
            public void fillAndStrokePath(int rule) {
                fillPath(rule);
            }

            @Override
            public void strokePath() {
                path.clear();
            }

            @Override
            public void endPath() {
                path.clear();
            }

            @Override
            public void clip(int rule) {
            }

            @Override
            public void drawImage(PDImage image) {
            }

            @Override
            public void moveTo(float x, float y) {
            }

            @Override
            public void lineTo(float x, float y) {
            }

            @Override
            public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
            }

            @Override
            public Point2D getCurrentPoint() {
                return new Point2D.Float();
            }

            @Override
            public void closePath() {
            }

            @Override
            public void shadingFill(COSName name) {
            }

            void run() throws IOException {
                processPage(page);
            }
        }.run();
        return filled;
    }

    @Test
    void everyPdfSheetHasTheBarAt28346PointsOnTheRightPaper() throws IOException {
        for (Paper paper : Paper.values()) {
            List<Drawing> sheets = new ArrayList<>();
            for (Face face : Face.values()) {
                sheets.addAll(Template.sheets(new BoardPlan(PROFILE, 300), face, paper));
            }
            try (PDDocument doc = Loader.loadPDF(PdfWriter.write("test", sheets))) {
                assertTrue(doc.getNumberOfPages() >= 4, "a 300 mm board needs several sheets");
                for (int i = 0; i < doc.getNumberOfPages(); i++) {
                    PDPage page = doc.getPage(i);
                    assertEquals(paper.width / 25.4 * 72, page.getMediaBox().getWidth(), 0.01, paper + " width");
                    assertEquals(paper.height / 25.4 * 72, page.getMediaBox().getHeight(), 0.01, paper + " height");
                    List<Rectangle2D> bars = filledRectangles(page).stream()
                            .filter(r -> Math.abs(r.getHeight() - 3 * 72 / 25.4) < 0.01).toList();
                    assertFalse(bars.isEmpty(), "a 3 mm high bar on sheet " + (i + 1));
                    for (Rectangle2D bar : bars) {
                        assertEquals(283.46, bar.getWidth(), 0.005, "100 mm in points on sheet " + (i + 1));
                    }
                    PDFTextStripper text = new PDFTextStripper();
                    text.setStartPage(i + 1);
                    text.setEndPage(i + 1);
                    assertTrue(text.getText(doc).contains(Template.BAR_NOTE), "the note on sheet " + (i + 1));
                }
            }
        }
    }

    @Test
    void theSheetsCoverTheWholeTemplate() {
        for (Paper paper : Paper.values()) {
            for (double size : List.of(300.0, 400.0)) {
                Drawing whole = Template.draw(new BoardPlan(PROFILE, size), Face.TOP);
                List<Drawing> sheets = Template.sheets(new BoardPlan(PROFILE, size), Face.TOP, paper);
                double area = sheets.stream().mapToDouble(d -> d.shapes().stream().filter(s -> s instanceof Shape.Clip)
                        .map(s -> (Shape.Clip) s).mapToDouble(c -> c.w() * c.h()).sum()).sum();
                assertTrue(area >= whole.width() * whole.height(), paper + " " + size + ": the windows cover the template");
            }
        }
    }
}
