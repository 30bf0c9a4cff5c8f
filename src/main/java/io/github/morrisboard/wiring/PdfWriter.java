package io.github.morrisboard.wiring;

import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Optional;

/**
 * Prints drawings in millimetres as the pages of a PDF at 1:1 (one mm is 72/25.4 pt), with the
 * standard Courier font (not embedded), and no dates or random ID, so the same pages give the same bytes.
 */
public final class PdfWriter {
    /** Points per millimetre. */
    public static final double PT_PER_MM = 72 / 25.4;

    private PdfWriter() {
    }

    public static byte[] write(String title, List<Drawing> pages) {
        return write(title, pages, Optional.empty(), "");
    }

    /**
     * The same with the texts in {@code fonts} (embedded, subset: any script the font has), and
     * {@code sourceSha256} recorded under {@link PngWriter#SOURCE_KEY} in the document information.
     */
    public static byte[] write(String title, List<Drawing> pages, FontFiles fonts, String sourceSha256) {
        return write(title, pages, Optional.of(fonts), sourceSha256);
    }

    private static byte[] write(String title, List<Drawing> pages, Optional<FontFiles> fonts, String sourceSha256) {
        try (PDDocument doc = new PDDocument()) {
            PDDocumentInformation info = new PDDocumentInformation();
            info.setTitle(title);
            info.setProducer("morrisboard wiring");
            if (!sourceSha256.isEmpty()) {
                info.setCustomMetadataValue(PngWriter.SOURCE_KEY, sourceSha256);
            }
            doc.setDocumentInformation(info);
            PDFont plain = fonts.isPresent() ? PDType0Font.load(doc, new java.io.ByteArrayInputStream(FontFiles.bytes(fonts.get().regular())))
                    : new PDType1Font(Standard14Fonts.FontName.COURIER);
            PDFont bold = fonts.isPresent() ? PDType0Font.load(doc, new java.io.ByteArrayInputStream(FontFiles.bytes(fonts.get().bold())))
                    : new PDType1Font(Standard14Fonts.FontName.COURIER_BOLD);
            for (Drawing d : pages) {
                if (!d.unit().equals("mm")) {
                    throw new IllegalArgumentException("a PDF page is drawn in mm, not " + d.unit());
                }
                PDPage page = new PDPage(new PDRectangle((float) (d.width() * PT_PER_MM), (float) (d.height() * PT_PER_MM)));
                doc.addPage(page);
                try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                    Painter p = new Painter(cs, d.height(), plain, bold);
                    for (Shape s : d.shapes()) {
                        p.draw(s);
                    }
                }
            }
            COSString id = new COSString(sha(title + pages.size()));
            COSArray ids = new COSArray();
            ids.add(id);
            ids.add(id);
            doc.getDocument().getTrailer().setItem(COSName.ID, ids);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The source hash {@link #write(String, List, FontFiles, String)} recorded, if any. */
    public static Optional<String> sourceHash(byte[] pdf) {
        try (PDDocument doc = org.apache.pdfbox.Loader.loadPDF(pdf)) {
            return Optional.ofNullable(doc.getDocumentInformation().getCustomMetadataValue(PngWriter.SOURCE_KEY));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] sha(String s) {
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            return java.util.Arrays.copyOf(h, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Draws shapes given in mm from the top left onto a page whose origin is the bottom left, in points. */
    private record Painter(PDPageContentStream cs, double pageHeightMm, PDFont plain, PDFont bold) {
        private static final double KAPPA = 0.5522847498;

        float x(double mm) {
            return (float) (mm * PT_PER_MM);
        }

        float y(double mm) {
            return (float) ((pageHeightMm - mm) * PT_PER_MM);
        }

        float len(double mm) {
            return (float) (mm * PT_PER_MM);
        }

        void draw(Shape s) throws IOException {
            switch (s) {
                case Shape.Line l -> {
                    stroke(l.stroke());
                    cs.moveTo(x(l.x1()), y(l.y1()));
                    cs.lineTo(x(l.x2()), y(l.y2()));
                    cs.stroke();
                }
                case Shape.Rect r -> {
                    cs.addRect(x(r.x()), y(r.y() + r.h()), len(r.w()), len(r.h()));
                    finish(r.fill(), r.stroke());
                }
                case Shape.Circle c -> {
                    float cx = x(c.cx()), cy = y(c.cy()), r = len(c.r()), k = (float) (KAPPA * r);
                    cs.moveTo(cx + r, cy);
                    cs.curveTo(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
                    cs.curveTo(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
                    cs.curveTo(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
                    cs.curveTo(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
                    cs.closePath();
                    finish(c.fill(), c.stroke());
                }
                case Shape.Text t -> {
                    PDFont f = t.bold() ? bold : plain;
                    String text = f instanceof PDType1Font ? ascii(t.text()) : t.text();
                    float size = len(t.size());
                    float w = f.getStringWidth(text) / 1000 * size;
                    float x0 = x(t.x()) - switch (t.anchor()) {
                        case START -> 0;
                        case MIDDLE -> w / 2;
                        case END -> w;
                    };
                    cs.setNonStrokingColor(PngWriter.colour(t.colour()));
                    cs.beginText();
                    cs.setFont(f, size);
                    cs.newLineAtOffset(x0, y(t.y()));
                    cs.showText(text);
                    cs.endText();
                }
                case Shape.Clip c -> {
                    cs.saveGraphicsState();
                    cs.addRect(x(c.x()), y(c.y() + c.h()), len(c.w()), len(c.h()));
                    cs.clip();
                    for (Shape inner : c.shapes()) {
                        draw(inner);
                    }
                    cs.restoreGraphicsState();
                }
            }
        }

        private void stroke(Shape.Stroke s) throws IOException {
            cs.setStrokingColor(PngWriter.colour(s.colour()));
            cs.setLineWidth(len(s.width()));
            cs.setLineDashPattern(s.dash() > 0 ? new float[]{len(s.dash()), len(s.dash())} : new float[0], 0);
        }

        private void finish(String fill, Shape.Stroke stroke) throws IOException {
            boolean filled = !fill.equals("none"), stroked = stroke.width() > 0;
            if (filled) {
                cs.setNonStrokingColor(PngWriter.colour(fill));
            }
            if (stroked) {
                stroke(stroke);
            }
            if (filled && stroked) {
                cs.fillAndStroke();
            } else if (filled) {
                cs.fill();
            } else if (stroked) {
                cs.stroke();
            } else {
                cs.closePath();
            }
        }

        /** The standard fonts speak WinAnsi: the few other characters a template uses are spelled out. */
        private static String ascii(String s) {
            return s.replace("Ω", "Ohm").replace("µ", "u").replace("×", "x").replace("–", "-").replace("→", "->").replace("≈", "~");
        }
    }
}
