package io.github.morrisboard.card;

import io.github.morrisboard.lights.LegendTexts;
import io.github.morrisboard.wiring.Drawing;
import io.github.morrisboard.wiring.FontFiles;
import io.github.morrisboard.wiring.PdfWriter;
import io.github.morrisboard.wiring.PngWriter;
import io.github.morrisboard.wiring.SvgWriter;
import io.github.morrisboard.wiring.WiringFiles;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Every file {@code morrisboard card} writes: per language, {@code card-<lang>.pdf} (one A5 page, the
 * font embedded) and {@code card-<lang>.png} (the same page at {@link #DPI} dpi). Both record the
 * SHA-256 of the page's description (its shapes written as SVG), so a test knows a stale card without
 * comparing pixels or font bytes that differ between machines.
 */
public final class CardFiles {
    /** The PNG's resolution. */
    public static final int DPI = 150;

    /** A file's name, its content, and the hash of the page it was made from. */
    public record Output(String name, byte[] bytes, String sourceSha256) {
    }

    private CardFiles() {
    }

    public static List<Output> generate(FontFiles fonts) {
        List<Output> out = new ArrayList<>();
        for (String lang : LegendTexts.LANGUAGES) {
            Drawing card = Card.draw(LegendTexts.of(lang), fonts);
            String sha = sourceSha256(card);
            out.add(new Output("card-" + lang + ".pdf", PdfWriter.write(card.title(), List.of(card), fonts, sha), sha));
            out.add(new Output("card-" + lang + ".png", PngWriter.write(card, DPI / 25.4, sha, fonts), sha));
        }
        return out;
    }

    /** The hash a card's files record. */
    public static String sourceSha256(Drawing card) {
        return WiringFiles.sha256(SvgWriter.write(card).getBytes(StandardCharsets.UTF_8));
    }
}
