package io.github.morrisboard.wiring;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.font.FontRenderContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A proportional TrueType family (regular and bold) for drawings whose text is not only ASCII (the
 * printable card's five languages): {@link PdfWriter} embeds it, {@link PngWriter} renders with it and
 * {@link #width} measures with it, so all three agree. The wiring drawings keep their monospace font.
 */
public record FontFiles(Path regular, Path bold) {
    /** DejaVu Sans, as Debian's {@code fonts-dejavu-core} installs it. */
    public static final FontFiles DEJAVU_SANS = new FontFiles(
            Path.of("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
            Path.of("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"));
    private static final FontRenderContext FRC = new FontRenderContext(null, true, true);

    /** The first missing file, if any (then: install the font's package). */
    public Optional<Path> missing() {
        return List.of(regular, bold).stream().filter(p -> !Files.isRegularFile(p)).findFirst();
    }

    /** The face at 100 units (a drawing scales it to each text's size). */
    public Font awt(boolean boldFace) {
        Path p = boldFace ? bold : regular;
        try {
            return Font.createFont(Font.TRUETYPE_FONT, new java.io.ByteArrayInputStream(bytes(p))).deriveFont(100f);
        } catch (FontFormatException e) {
            throw new IllegalStateException(p + " is not a TrueType font: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("reading font " + p, e);
        }
    }

    /** A font file is a few MiB at most: a bigger one, a FIFO or a device is refused in one line. */
    static final long MAX_BYTES = 32L * 1024 * 1024;

    /** The bytes of a font file, read through {@link io.github.morrisboard.files.SmallFile}. */
    public static byte[] bytes(Path font) throws IOException {
        return io.github.morrisboard.files.SmallFile.read(font, MAX_BYTES);
    }

    /** A text's advance width at {@code size} drawing units, by a face from {@link #awt}. */
    public static double width(Font face, String text, double size) {
        return face.getStringBounds(text, FRC).getWidth() * size / face.getSize2D();
    }
}
