package io.github.morrisboard.wiring;

import io.github.morrisboard.hardware.profile.ProfileLoader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The drawings checked into wiring/ are what the generator makes from the default profile now: the
 * SVGs and PDFs byte for byte, and each PNG records the hash of the SVG it was rendered from (PNG
 * pixels differ between machines' fonts and anti-aliasing, so they are not compared).
 */
class GeneratedFilesTest {
    static final Path DIR = Path.of("wiring");
    static final String FIX = ": stale; run `java -jar target/morrisboard.jar wiring` in the repository root";

    @Test
    void theCheckedInDrawingsAreCurrent() throws IOException {
        List<String> stale = new ArrayList<>();
        for (WiringFiles.Output f : WiringFiles.generate(ProfileLoader.load(ProfileLoader.DEFAULT), WiringFiles.DEFAULT_SIZES)) {
            Path on = DIR.resolve(f.name());
            if (!Files.exists(on)) {
                stale.add(on + ": missing");
            } else if (f.renderedFrom().isEmpty()) {
                if (!Arrays.equals(f.bytes(), Files.readAllBytes(on))) {
                    stale.add(on + FIX);
                }
            } else {
                String svg = WiringFiles.sha256(Files.readAllBytes(DIR.resolve(f.renderedFrom())));
                if (!PngWriter.sourceHash(Files.readAllBytes(on)).orElse("none").equals(svg)) {
                    stale.add(on + ": not rendered from the current " + f.renderedFrom() + FIX);
                }
            }
        }
        assertEquals(List.of(), stale);
    }

    @Test
    void aPngRecordsTheSvgItWasRenderedFrom() {
        Drawing d = new Sketch(1).text(5, 15, 10, Shape.Anchor.START, "#000000", "x").build("t", 40, 20, "px", "#ffffff");
        byte[] png = PngWriter.write(d, 1, "abc123");
        assertEquals("abc123", PngWriter.sourceHash(png).orElseThrow());
        assertTrue(png.length > 8 && png[1] == 'P' && png[2] == 'N' && png[3] == 'G');
    }

    @Test
    void theSameProfileGivesTheSameBytes() {
        var p = ProfileLoader.load(ProfileLoader.DEFAULT);
        List<WiringFiles.Output> a = WiringFiles.generate(p, List.of(250.0)), b = WiringFiles.generate(p, List.of(250.0));
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i).renderedFrom().isEmpty()) {
                assertTrue(Arrays.equals(a.get(i).bytes(), b.get(i).bytes()), a.get(i).name());
            }
        }
    }
}
