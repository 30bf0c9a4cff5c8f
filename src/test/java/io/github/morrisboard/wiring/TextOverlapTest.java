package io.github.morrisboard.wiring;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.hardware.TestProfiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** No text in a generated drawing is printed over another text or over a line, whatever the profile and size. */
class TextOverlapTest {

    static HardwareProfile profile(Path dir, Map<String, String> overrides) {
        return TestProfiles.with(dir, overrides);
    }

    static void assertClear(String what, Drawing d) {
        List<String> problems = new SvgText(SvgWriter.write(d)).overlaps();
        assertEquals(List.of(), problems, what);
    }

    static void assertAllClear(HardwareProfile p, double size) {
        BoardPlan plan = new BoardPlan(p, size);
        assertClear("schematic", Schematic.draw(p));
        assertClear("layout " + size, Layout.draw(plan));
        for (Face f : Face.values()) {
            assertClear("template " + size + " " + f, Template.draw(plan, f));
        }
    }

    @Test
    void theStandardDrawingsHaveNoTextOverAnything() {
        HardwareProfile p = ProfileLoader.load(ProfileLoader.DEFAULT);
        for (double size : List.of(250.0, 300.0, 400.0, 800.0)) {
            assertAllClear(p, size);
        }
    }

    @Test
    void monoWithoutButtonsAndOneStatusPixelToo(@TempDir Path dir) throws IOException {
        assertAllClear(profile(dir, Map.of("led.backend", "mono", "button.hint.gpio", "none", "button.menu.gpio", "none")), 300);
        assertAllClear(profile(dir, Map.of("led.status", "24", "led.chain.length", "25")), 350);
    }

    @Test
    void theCheckFindsTextOverTextAndTextOverAWire() {
        String svg = """
                <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">
                <text x="10" y="20" font-size="10">3V3 (10 kΩ)</text>
                <text x="60" y="24" font-size="10">MENU</text>
                <line x1="150" y1="0" x2="150" y2="100" stroke-width="1"/>
                <text x="150" y="60" font-size="10" text-anchor="middle">DATA in</text>
                <text x="152" y="90" font-size="10">clear</text>
                </svg>""";
        List<String> found = new SvgText(svg).overlaps();
        assertEquals(2, found.size(), found.toString());
        assertFalse(found.stream().anyMatch(s -> s.contains("clear")), found.toString());
    }
}
