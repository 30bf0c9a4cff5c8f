package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.Numbers;
import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** wiring/pins.md and the default profile must say the same thing, so the documents cannot drift from the code. */
class WiringTest {
    static final Path PINS = Path.of("wiring", "pins.md");

    /** The rows of the markdown table under the given heading, cells trimmed (header and rule skipped). */
    static List<List<String>> table(List<String> lines, String heading) {
        List<List<String>> rows = new ArrayList<>();
        int i = lines.indexOf(heading);
        assertTrue(i >= 0, "pins.md has no section " + heading);
        int seen = 0;
        for (i++; i < lines.size() && !lines.get(i).startsWith("#"); i++) {
            String l = lines.get(i).strip();
            if (l.startsWith("|")) {
                if (seen++ >= 2) {
                    List<String> cells = new ArrayList<>();
                    for (String c : l.substring(1, l.length() - 1).split("\\|")) {
                        cells.add(c.strip());
                    }
                    rows.add(cells);
                }
            }
        }
        return rows;
    }

    static ChipPin pin(String chip, String gp) {
        return ChipPin.parse(chip + ":" + gp);
    }

    @Test
    void pointTableAgreesWithTheDefaultProfile() throws IOException {
        HardwareProfile profile = TestProfiles.standard();
        List<List<String>> rows = table(Files.readAllLines(PINS), "## Points");
        assertEquals(Point.COUNT, rows.size(), "one row per point");
        boolean[] seen = new boolean[Point.COUNT];
        for (List<String> r : rows) {
            int p = Point.parse(r.get(0));
            seen[p] = true;
            String where = "pins.md row " + r.get(0);
            assertEquals(profile.reeds().pin(p), pin(r.get(1), r.get(2)), where + ": reed");
            assertEquals(profile.strip().pixel(p), Integer.parseInt(r.get(3)), where + ": LED pixel");
            assertEquals(profile.mono().pins().get(p), pin(r.get(4), r.get(5)), where + ": mono LED");
        }
        for (int p = 0; p < Point.COUNT; p++) {
            assertTrue(seen[p], "pins.md lacks " + Point.name(p));
        }
        String status = Files.readAllLines(PINS).stream().filter(l -> l.startsWith("Status pixels")).findFirst().orElseThrow();
        assertEquals("Status pixels (chain positions): " + String.join(", ",
                profile.strip().statusPixels().stream().map(String::valueOf).toList()) + ".", status);
    }

    @Test
    void headerTableAgreesWithTheDefaultProfile() throws IOException {
        HardwareProfile profile = TestProfiles.standard();
        Map<String, List<String>> bySignal = new HashMap<>();
        for (List<String> r : table(Files.readAllLines(PINS), "## Raspberry Pi header")) {
            bySignal.put(r.get(0), r);
        }
        // BCM GPIO -> physical pin of the 40-pin header, for the GPIOs the profile may use
        Map<Integer, Integer> header = Map.of(2, 3, 3, 5, 5, 29, 6, 31, 10, 19, 17, 11, 27, 13, 22, 15, 23, 16, 24, 18);
        check(bySignal.get("reed interrupt"), profile.reeds().interruptGpio(), header);
        check(bySignal.get("hint button"), profile.buttons().hintGpio().orElseThrow(), header);
        check(bySignal.get("menu button"), profile.buttons().menuGpio().orElseThrow(), header);
        check(bySignal.get("LED data (SPI0 MOSI)"), 10, header);
        assertEquals(0, profile.strip().spiBus(), "MOSI GPIO10 is SPI0");
    }

    private static void check(List<String> row, int gpio, Map<Integer, Integer> header) {
        assertEquals(String.valueOf(gpio), row.get(1), row.get(0) + ": BCM GPIO");
        assertEquals(String.valueOf(header.get(gpio)), row.get(2), row.get(0) + ": header pin of GPIO" + gpio);
    }

    @Test
    void addressTableAgreesWithTheDefaultProfile() throws IOException {
        HardwareProfile profile = TestProfiles.standard();
        List<Integer> reeds = new ArrayList<>();
        List<Integer> mono = new ArrayList<>();
        for (List<String> r : table(Files.readAllLines(PINS), "## MCP23017 addresses")) {
            int address = Numbers.parseInt(r.get(1));
            int strap = (r.get(2).equals("3V3") ? 4 : 0) | (r.get(3).equals("3V3") ? 2 : 0) | (r.get(4).equals("3V3") ? 1 : 0);
            assertEquals(address, 0x20 + strap, r.get(0) + ": A2..A0 straps give the address");
            (r.get(5).startsWith("reeds") ? reeds : mono).add(address);
        }
        assertEquals(profile.reeds().chips(), reeds);
        assertEquals(profile.mono().chips(), mono);
    }
}
