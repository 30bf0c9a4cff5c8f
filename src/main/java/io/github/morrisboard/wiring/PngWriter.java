package io.github.morrisboard.wiring;

import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.ImageOutputStream;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;

/**
 * Renders a {@link Drawing} to PNG with Java2D (headless, no browser), and records in a tEXt chunk
 * the SHA-256 of the SVG written from the same drawing: a PNG whose recorded hash is not the current
 * SVG's is stale, whatever fonts and anti-aliasing the machine that rendered it had.
 */
public final class PngWriter {
    /** The tEXt keyword under which the SVG's hash is stored. */
    public static final String SOURCE_KEY = "morrisboard-svg-sha256";

    private PngWriter() {
    }

    /** The drawing at {@code pixelsPerUnit} pixels per drawing unit, with the source hash in its metadata. */
    public static byte[] write(Drawing d, double pixelsPerUnit, String svgSha256) {
        return write(d, pixelsPerUnit, svgSha256, new Font(Font.MONOSPACED, Font.PLAIN, 100), new Font(Font.MONOSPACED, Font.BOLD, 100));
    }

    /** The same with the texts in {@code fonts} (see {@link FontFiles}). */
    public static byte[] write(Drawing d, double pixelsPerUnit, String svgSha256, FontFiles fonts) {
        return write(d, pixelsPerUnit, svgSha256, fonts.awt(false), fonts.awt(true));
    }

    private static byte[] write(Drawing d, double pixelsPerUnit, String svgSha256, Font plain, Font bold) {
        int w = (int) Math.ceil(d.width() * pixelsPerUnit), h = (int) Math.ceil(d.height() * pixelsPerUnit);
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        if (!plain.getFamily().equals(Font.MONOSPACED)) { // a measured font: glyphs where the measure put them
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        }
        // The image is whole pixels, a fraction larger than the drawing: the background to its last pixel
        // (the drawing's own rectangle only partly covers the last column and row, which stayed dark).
        g.setColor(colour(d.background()));
        g.fillRect(0, 0, w, h);
        g.scale(pixelsPerUnit, pixelsPerUnit);
        for (io.github.morrisboard.wiring.Shape s : d.shapes()) {
            draw(g, s, plain, bold);
        }
        g.dispose();
        return encode(img, svgSha256);
    }

    private static void draw(Graphics2D g, io.github.morrisboard.wiring.Shape s, Font plain, Font bold) {
        switch (s) {
            case io.github.morrisboard.wiring.Shape.Line l -> paint(g, new Line2D.Double(l.x1(), l.y1(), l.x2(), l.y2()), "none", l.stroke());
            case io.github.morrisboard.wiring.Shape.Rect r -> paint(g, new Rectangle2D.Double(r.x(), r.y(), r.w(), r.h()), r.fill(), r.stroke());
            case io.github.morrisboard.wiring.Shape.Circle c ->
                    paint(g, new Ellipse2D.Double(c.cx() - c.r(), c.cy() - c.r(), 2 * c.r(), 2 * c.r()), c.fill(), c.stroke());
            case io.github.morrisboard.wiring.Shape.Text t -> {
                // a 100-point font scaled down: Java2D's hinting at tiny sizes would distort the widths
                Font f = t.bold() ? bold : plain;
                double k = t.size() / 100;
                double w = plain.getFamily().equals(Font.MONOSPACED) ? g.getFontMetrics(f).stringWidth(t.text()) * k
                        : FontFiles.width(f, t.text(), t.size());
                double x = switch (t.anchor()) {
                    case START -> t.x();
                    case MIDDLE -> t.x() - w / 2;
                    case END -> t.x() - w;
                };
                AffineTransform saved = g.getTransform();
                g.translate(x, t.y());
                g.scale(k, k);
                g.setFont(f);
                g.setColor(colour(t.colour()));
                g.drawString(t.text(), 0, 0);
                g.setTransform(saved);
            }
            case io.github.morrisboard.wiring.Shape.Clip c -> {
                Shape saved = g.getClip();
                g.clip(new Rectangle2D.Double(c.x(), c.y(), c.w(), c.h()));
                for (io.github.morrisboard.wiring.Shape inner : c.shapes()) {
                    draw(g, inner, plain, bold);
                }
                g.setClip(saved);
            }
        }
    }

    private static void paint(Graphics2D g, Shape shape, String fill, io.github.morrisboard.wiring.Shape.Stroke stroke) {
        if (!fill.equals("none")) {
            g.setColor(colour(fill));
            g.fill(shape);
        }
        if (stroke.width() > 0) {
            g.setColor(colour(stroke.colour()));
            g.setStroke(stroke.dash() > 0
                    ? new BasicStroke((float) stroke.width(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                    new float[]{(float) stroke.dash(), (float) stroke.dash()}, 0)
                    : new BasicStroke((float) stroke.width(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
            g.draw(shape);
        }
    }

    static Color colour(String hex) {
        return new Color(Integer.parseInt(hex.substring(1), 16));
    }

    private static byte[] encode(BufferedImage img, String svgSha256) {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        try (ByteArrayOutputStream bytes = new ByteArrayOutputStream();
             ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
            ImageWriteParam param = writer.getDefaultWriteParam();
            IIOMetadata md = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(img), param);
            IIOMetadataNode entry = new IIOMetadataNode("tEXtEntry");
            entry.setAttribute("keyword", SOURCE_KEY);
            entry.setAttribute("value", svgSha256);
            IIOMetadataNode text = new IIOMetadataNode("tEXt");
            text.appendChild(entry);
            IIOMetadataNode root = new IIOMetadataNode("javax_imageio_png_1.0");
            root.appendChild(text);
            md.mergeTree("javax_imageio_png_1.0", root);
            writer.setOutput(out);
            writer.write(null, new IIOImage(img, null, md), param);
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            writer.dispose();
        }
    }

    /**
     * Another PNG (a browser's screenshot) written again with {@code sourceSha256} recorded, as the
     * files drawn here record theirs, so that {@link #sourceHash} tells a stale one.
     */
    public static byte[] withSource(byte[] png, String sourceSha256) {
        try {
            return encode(ImageIO.read(new ByteArrayInputStream(png)), sourceSha256);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The SVG hash recorded in a PNG written here, if it has one. */
    public static Optional<String> sourceHash(byte[] png) {
        ImageReader reader = ImageIO.getImageReadersByFormatName("png").next();
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(png))) {
            reader.setInput(in);
            Node root = reader.getImageMetadata(0).getAsTree("javax_imageio_png_1.0");
            for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n.getNodeName().equals("tEXt")) {
                    for (Node e = n.getFirstChild(); e != null; e = e.getNextSibling()) {
                        NamedNodeMap a = e.getAttributes();
                        if (a.getNamedItem("keyword").getNodeValue().equals(SOURCE_KEY)) {
                            return Optional.of(a.getNamedItem("value").getNodeValue());
                        }
                    }
                }
            }
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            reader.dispose();
        }
    }
}
