package io.github.morrisboard.wiring;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.LedBackend;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * Every file {@code morrisboard wiring} writes, from one profile and the board sizes: the schematic
 * (and, for a WS2812B profile, its single-colour variant) and the layout (for the first size), and per size the two faces' templates (SVG at 1:1) and a PDF
 * of sheets for A4 and for US Letter. Each SVG comes with a PNG rendered from the same drawing, which
 * records the SVG's SHA-256.
 */
public final class WiringFiles {
    /** The sizes written when none is given: common 30 and 40 cm boards. The first is the standard. */
    public static final List<Double> DEFAULT_SIZES = List.of(300.0, 400.0);

    /** A file's name and content; {@code renderedFrom} names the SVG a PNG was rendered from ("" otherwise). */
    public record Output(String name, byte[] bytes, String renderedFrom) {
    }

    private WiringFiles() {
    }

    public static List<Output> generate(HardwareProfile profile, List<Double> sizes) {
        List<Output> out = new ArrayList<>();
        drawing(out, "schematic", Schematic.draw(profile), 1.5);
        if (profile.ledBackend() == LedBackend.WS2812) {                 // the same board with single-colour LEDs
            drawing(out, "schematic-mono", Schematic.draw(new HardwareProfile(profile.source(), profile.reeds(),
                    LedBackend.MONO, profile.strip(), profile.mono(), profile.buttons(),
                    profile.settleMs(), profile.noiseMs(), profile.bounceMs())), 1.5);
        }
        drawing(out, "layout", Layout.draw(new BoardPlan(profile, sizes.get(0))), 1.5);
        for (double size : sizes) {
            BoardPlan plan = new BoardPlan(profile, size);
            String base = "template-" + Layout.mm(size) + "mm";
            for (Face face : Face.values()) {
                drawing(out, base + "-" + face.id, Template.draw(plan, face), 3);
            }
            for (Paper paper : Paper.values()) {
                List<Drawing> sheets = new ArrayList<>();
                for (Face face : Face.values()) {
                    sheets.addAll(Template.sheets(plan, face, paper));
                }
                out.add(new Output(base + "-" + paper.id + ".pdf", PdfWriter.write(String.format(Locale.ROOT,
                        "morrisboard drilling template, %s mm board, %s", Layout.mm(size), paper.id), sheets), ""));
            }
        }
        return out;
    }

    private static void drawing(List<Output> out, String name, Drawing d, double pixelsPerUnit) {
        byte[] svg = SvgWriter.write(d).getBytes(StandardCharsets.UTF_8);
        out.add(new Output(name + ".svg", svg, ""));
        out.add(new Output(name + ".png", PngWriter.write(d, pixelsPerUnit, sha256(svg)), name + ".svg"));
    }

    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
