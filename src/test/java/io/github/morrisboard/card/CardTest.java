package io.github.morrisboard.card;

import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LegendTexts;
import io.github.morrisboard.lights.Signal;
import io.github.morrisboard.wiring.Drawing;
import io.github.morrisboard.wiring.FontFiles;
import io.github.morrisboard.wiring.PdfWriter;
import io.github.morrisboard.wiring.PngWriter;
import io.github.morrisboard.wiring.Shape;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The printable card: it fits A5 in every language, its smallest text is at least 8 pt, every text
 * stands out from what is under it, the checked-in files in docs/ are current, and an OCR of the
 * 150 dpi PNG (Debian's tesseract) reads back the words in each language.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CardTest {
    static final List<String> LANGUAGES = LegendTexts.LANGUAGES;
    static final Path DOCS = Path.of("docs");
    static final String FIX = ": stale; run `./morrisboard card` in the repository root";
    /** Tesseract's names of the languages (the Russian card has Latin words too: morrisboard, MENU). */
    static final Map<String, String> TESSERACT = Map.of("en", "eng", "ru", "rus+eng", "pl", "pol", "cs", "ces", "hu", "hun");

    private List<CardFiles.Output> files;

    @BeforeAll
    void generate() {
        FontFiles.DEJAVU_SANS.missing().ifPresent(p -> fail("the card is printed in DejaVu Sans and " + p
                + " is missing: apt-get install fonts-dejavu-core (.ci/run does)"));
        files = CardFiles.generate(FontFiles.DEJAVU_SANS);
    }

    private static Drawing card(String lang) {
        return Card.draw(LegendTexts.of(lang), FontFiles.DEJAVU_SANS);
    }

    private byte[] file(String name) {
        return files.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow().bytes();
    }

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void noTextIsSmallerThan8ptAndEveryTextStandsOutFromWhatIsUnderIt(String lang) {
        Drawing d = card(lang);
        double smallest = Double.MAX_VALUE;
        for (int i = 0; i < d.shapes().size(); i++) {
            if (d.shapes().get(i) instanceof Shape.Text t) {
                smallest = Math.min(smallest, t.size() * PdfWriter.PT_PER_MM);
                int under = under(d, i, t);
                double ratio = Contrast.ratio(rgb(t.colour()), under);
                assertTrue(ratio >= 4.5, lang + ": \"" + t.text() + "\" " + t.colour() + " on " + Card.hex(under)
                        + " has contrast " + ratio + " (WCAG asks 4.5 for small text)");
            }
        }
        assertTrue(smallest >= 8.0, lang + ": the smallest text is " + smallest + " pt");
    }

    /** The colour under a text's middle: the last filled circle or rectangle before it that covers it, else the paper. */
    private static int under(Drawing d, int index, Shape.Text t) {
        Shape.Box box = t.box();
        double x = t.x() + 0.5, y = t.y() - t.size() * 0.3;
        int colour = rgb(d.background());
        for (int i = 0; i < index; i++) {
            Shape s = d.shapes().get(i);
            if (s instanceof Shape.Circle c && !c.fill().equals("none") && Math.hypot(x - c.cx(), y - c.cy()) < c.r()) {
                colour = rgb(c.fill());
            } else if (s instanceof Shape.Rect r && !r.fill().equals("none") && box.overlaps(r.bounds())) {
                colour = rgb(r.fill());
            }
        }
        return colour;
    }

    private static int rgb(String hex) {
        return Integer.parseInt(hex.substring(1), 16);
    }

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void eachCardIsOneA5PageWhoseTextIsTheLegendsWords(String lang) throws IOException {
        try (PDDocument pdf = Loader.loadPDF(file("card-" + lang + ".pdf"))) {
            assertEquals(1, pdf.getNumberOfPages());
            PDRectangle box = pdf.getPage(0).getMediaBox();
            assertEquals(148 * PdfWriter.PT_PER_MM, box.getWidth(), 0.5);
            assertEquals(210 * PdfWriter.PT_PER_MM, box.getHeight(), 0.5);
            String text = new PDFTextStripper().getText(pdf);
            LegendTexts t = LegendTexts.of(lang);
            for (String key : List.of("card.TITLE", "card.LIGHTS", "card.MENU", "signal.MILL", "status.THINKING", "menu.START")) {
                assertTrue(text.contains(t.text(key)), lang + ": the PDF's text has " + key + " \"" + t.text(key) + "\"");
            }
        }
        BufferedImage png = ImageIO.read(new ByteArrayInputStream(file("card-" + lang + ".png")));
        assertEquals(Math.round(148 / 25.4 * CardFiles.DPI), png.getWidth(), 1.0, "150 dpi");
        assertEquals(Math.round(210 / 25.4 * CardFiles.DPI), png.getHeight(), 1.0, "150 dpi");
    }

    /**
     * The page is paper to its last pixel: the image is a whole number of pixels, a little larger than
     * the page, and the part outside it was left black (a dark line along the right and bottom edges,
     * newcomer finding 19). The hash in docs/ does not see pixels, so the checked-in files are read too.
     */
    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void thePngIsPaperToItsEdges(String lang) throws IOException {
        String name = "card-" + lang + ".png";
        for (byte[] bytes : List.of(file(name), Files.readAllBytes(DOCS.resolve(name)))) {
            BufferedImage png = ImageIO.read(new ByteArrayInputStream(bytes));
            int w = png.getWidth(), h = png.getHeight();
            List<String> dark = new ArrayList<>();
            for (int x = 0; x < w; x++) {
                edge(png, x, 0, dark);
                edge(png, x, h - 1, dark);
            }
            for (int y = 0; y < h; y++) {
                edge(png, 0, y, dark);
                edge(png, w - 1, y, dark);
            }
            assertEquals(List.of(), dark.stream().limit(4).toList(), name + ": " + dark.size() + " edge pixels not paper");
        }
    }

    private static void edge(BufferedImage png, int x, int y, List<String> dark) {
        int rgb = png.getRGB(x, y) & 0xffffff;
        if (rgb != rgb(Card.PAPER)) {
            dark.add(String.format(Locale.ROOT, "(%d,%d) #%06x", x, y, rgb));
        }
    }

    /**
     * The card names every light a player meets, remote play's status lights too (newcomer finding 19:
     * the card listed the remote menu options but not "your opponent offers a draw" nor "waiting for the
     * opponent"), and black's turn with a noun in every language (the Russian said «(фиолетовый)»: ru-21).
     */
    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void theCardNamesRemotePlaysStatusLightsAndBlacksTurn(String lang) {
        LegendTexts t = LegendTexts.of(lang);
        String printed = card(lang).shapes().stream().filter(s -> s instanceof Shape.Text).map(s -> ((Shape.Text) s).text())
                .collect(Collectors.joining(" "));
        for (String key : List.of("status.DRAW_OFFERED", "status.FAULT_OPPONENT_AWAY", "status.TURN_BLACK")) {
            assertTrue(printed.contains(t.text(key)), lang + ": the card says " + key + " \"" + t.text(key) + "\"");
        }
        assertTrue(t.text("status.TURN_BLACK").matches(".*\\(\\S+ \\S+\\)"), lang + ": the light's colour with a noun: " + t.text("status.TURN_BLACK"));
    }

    @Test
    void theCardsInDocsAreCurrent() throws IOException {
        List<String> stale = new ArrayList<>();
        for (CardFiles.Output f : files) {
            Path on = DOCS.resolve(f.name());
            if (!Files.exists(on)) {
                stale.add(on + ": missing" + FIX);
                continue;
            }
            byte[] bytes = Files.readAllBytes(on);
            String recorded = (f.name().endsWith(".pdf") ? PdfWriter.sourceHash(bytes) : PngWriter.sourceHash(bytes)).orElse("none");
            if (!recorded.equals(f.sourceSha256())) {
                stale.add(on + FIX);
            }
        }
        assertEquals(List.of(), stale);
        String readme = Files.readString(Path.of("README.md"));
        for (String lang : LANGUAGES) {
            assertTrue(readme.contains("docs/card-" + lang + ".pdf"), "the README links the " + lang + " card");
        }
    }

    /**
     * A text as an OCR may fairly read it: without spaces (it may join "A mill" into "Amill"), and with
     * the letters a sans-serif face draws alike made one (I, l and 1: "AI" read as "Al").
     */
    private static String ocrForm(String text) {
        return text.replaceAll("\\s+", "").replaceAll("[Il1|]", "l");
    }

    /** Words of three letters or more, lower case, letters only (OCR and text alike). */
    private static Set<String> words(String text) {
        String t = Normalizer.normalize(text.toLowerCase(Locale.ROOT), Normalizer.Form.NFC);
        return Arrays.stream(t.split("[^\\p{L}]+")).filter(w -> w.codePointCount(0, w.length()) >= 3).collect(Collectors.toSet());
    }

    @ParameterizedTest
    @FieldSource("LANGUAGES")
    void anOcrOfThePngReadsTheCardsWords(String lang, @TempDir Path dir) throws Exception {
        Path png = dir.resolve("card-" + lang + ".png");
        Files.write(png, file("card-" + lang + ".png"));
        String ocr = ocr(png, TESSERACT.get(lang));
        LegendTexts t = LegendTexts.of(lang);
        // the headings and a few meanings, whole
        String flat = ocrForm(ocr);
        for (String key : List.of("card.TITLE", "card.LIGHTS", "card.OVER", "card.SETUP", "signal.MILL", "status.THINKING", "menu.START", "over.DRAW")) {
            assertTrue(flat.contains(ocrForm(t.text(key))), lang + ": OCR found " + key + " \"" + t.text(key) + "\" in:\n" + ocr);
        }
        // and nearly every word the card prints
        Set<String> expected = new HashSet<>();
        for (Signal sig : java.util.stream.Stream.concat(Card.SIGNALS.stream(), Card.SET_UP.stream()).toList()) {
            expected.addAll(words(t.text(Legend.key(sig))));
            expected.addAll(words(t.text(sig.pattern(io.github.morrisboard.lights.Style.RGB))));
        }
        Legend.statusEntries(io.github.morrisboard.lights.Style.RGB).forEach(e -> expected.addAll(words(t.text(e.key()))));
        Legend.remoteStatusEntries(io.github.morrisboard.lights.Style.RGB).forEach(e -> expected.addAll(words(t.text(e.key()))));
        Legend.menuKeys().forEach(k -> expected.addAll(words(t.text(k))));
        Set<String> read = words(ocr);
        List<String> missed = expected.stream().filter(w -> !read.contains(w)).sorted().toList();
        double found = 1 - missed.size() / (double) expected.size();
        assertTrue(found >= 0.95, lang + ": OCR read " + Math.round(found * 100) + "% of the card's words; missed " + missed);
    }

    private static String ocr(Path png, String languages) throws IOException, InterruptedException {
        Path tesseract = Path.of("/usr/bin/tesseract");
        if (!Files.isExecutable(tesseract)) {
            fail("the card's legibility test reads it with Debian's tesseract: apt-get install tesseract-ocr "
                    + "tesseract-ocr-eng tesseract-ocr-rus tesseract-ocr-pol tesseract-ocr-ces tesseract-ocr-hun (.ci/run does)");
        }
        Process p = new ProcessBuilder(tesseract.toString(), png.toString(), "stdout", "-l", languages, "--dpi",
                String.valueOf(CardFiles.DPI)).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), "tesseract finished");
        assertEquals(0, p.exitValue(), "tesseract -l " + languages + " failed (is its traineddata installed? "
                + "apt-get install tesseract-ocr-" + languages.split("\\+")[0] + ")");
        return new String(out, StandardCharsets.UTF_8);
    }
}
