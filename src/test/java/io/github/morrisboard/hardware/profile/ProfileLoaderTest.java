package io.github.morrisboard.hardware.profile;

import io.github.morrisboard.board.Point;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfileLoaderTest {
    @TempDir
    Path dir;

    static List<String> defaultLines() throws IOException {
        return Files.readAllLines(ProfileLoader.DEFAULT);
    }

    @Test
    void aCommandOutsideASourceTreeUsesTheBuiltInProfileAsTheServiceDoes(@TempDir Path dir) throws IOException {
        // hardware-check on an installed Pi runs anywhere: no firmware-config/ there (the rig found it failing)
        assertEquals(ProfileLoader.builtIn(), ProfileLoader.orDefault(java.util.Optional.empty(), dir.resolve("firmware-config/hardware.properties")));
        Path own = dir.resolve("mine.properties");
        Files.writeString(own, String.join("\n", Files.readAllLines(ProfileLoader.DEFAULT)));
        assertEquals(ProfileLoader.load(own).reeds(), ProfileLoader.orDefault(java.util.Optional.of(own), dir.resolve("none")).reeds());
    }

    @Test
    void defaultProfileLoads() {
        HardwareProfile p = ProfileLoader.load(ProfileLoader.DEFAULT);
        assertEquals(1, p.reeds().bus());
        assertEquals(List.of(0x20, 0x21), p.reeds().chips());
        assertEquals(new ChipPin(0x21, 1), p.reeds().pin(Point.parse("d6")));
        assertEquals(12, p.strip().pixel(Point.parse("d6")));
        assertEquals(List.of(24, 25), p.strip().statusPixels());
        assertEquals(2_400_000, p.strip().clockHz());
        assertEquals(600, p.settleMs());
        assertEquals(150, p.noiseMs());
        assertEquals(20, p.bounceMs());
        assertEquals(5, p.buttons().hintGpio().orElseThrow());
        assertTrue(p.reeds().pins().stream().noneMatch(ChipPin::outputOnly), "GPA7/GPB7 stay free");
    }

    /** Writes the default profile with one edit applied and returns the single problem it causes. */
    private ProfileProblem problemAfter(UnaryOperator<List<String>> edit) throws IOException {
        Path f = dir.resolve("hardware.properties");
        Files.write(f, edit.apply(new ArrayList<>(defaultLines())));
        ProfileException e = assertThrows(ProfileException.class, () -> ProfileLoader.load(f));
        assertEquals(1, e.problems().size(), e.getMessage());
        ProfileProblem p = e.problems().getFirst();
        assertEquals(f, p.file());
        assertTrue(e.getMessage().contains(f.toString()), e.getMessage());
        return p;
    }

    private static UnaryOperator<List<String>> replace(String prefix, String newLine) {
        return lines -> {
            int i = indexOf(lines, prefix);
            lines.set(i, newLine);
            return lines;
        };
    }

    private static int indexOf(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line " + prefix);
    }

    @Test
    void missingPoint() throws IOException {
        ProfileProblem p = problemAfter(replace("reed.point.d6 ", "# removed"));
        assertEquals("reed.point.d6", p.key());
        assertTrue(p.problem().startsWith("missing"), p.problem());
    }

    @Test
    void duplicatedPoint() throws IOException {
        ProfileProblem p = problemAfter(lines -> {
            lines.add("reed.point.d6 = 0x21:A1");
            return lines;
        });
        assertEquals("reed.point.d6", p.key());
        assertEquals(defaultLines().size() + 1, p.line());
        assertTrue(p.problem().contains("set twice (first on line " + (indexOf(lines(), "reed.point.d6") + 1)), p.problem());
    }

    private static List<String> lines() {
        try {
            return defaultLines();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void pinUsedTwice() throws IOException {
        ProfileProblem p = problemAfter(replace("reed.point.d6 ", "reed.point.d6 = 0x21:A0"));
        assertEquals("reed.point.d6", p.key());
        assertTrue(p.problem().contains("0x21:A0 is already used by reed.point.d5"), p.problem());
        assertEquals(indexOf(lines(), "reed.point.d6") + 1, p.line());
    }

    @Test
    void unknownPointName() throws IOException {
        ProfileProblem p = problemAfter(lines -> {
            lines.add("led.point.h9 = 3");
            return lines;
        });
        assertEquals("led.point.h9", p.key());
        assertTrue(p.problem().contains("unknown point name \"h9\""), p.problem());
    }

    @Test
    void addressOutOfRange() throws IOException {
        ProfileProblem p = problemAfter(replace("reed.chips", "reed.chips = 0x20, 0x21, 0x28"));
        assertEquals("reed.chips", p.key());
        assertTrue(p.problem().contains("0x28 is out of range 0x20..0x27"), p.problem());
    }

    @Test
    void pixelBeyondChain() throws IOException {
        ProfileProblem p = problemAfter(replace("led.point.e3", "led.point.e3 = 26"));
        assertEquals("led.point.e3", p.key());
        assertTrue(p.problem().contains("pixel 26 is beyond the chain"), p.problem());
    }

    @Test
    void badNumber() throws IOException {
        ProfileProblem p = problemAfter(replace("reed.poll.ms", "reed.poll.ms = 25O"));
        assertEquals("reed.poll.ms", p.key());
        assertTrue(p.problem().contains("not a number: \"25O\""), p.problem());
    }

    @Test
    void everyProblemIsReportedAtOnceAndAMissingFileIsNamed() throws IOException {
        Path f = dir.resolve("two-problems.properties");
        List<String> lines = new ArrayList<>(defaultLines());
        lines.set(indexOf(lines, "led.brightness"), "led.brightness = 300");
        lines.set(indexOf(lines, "reed.interrupt.gpio"), "reed.interrupt.gpio = 10");
        Files.write(f, lines);
        ProfileException e = assertThrows(ProfileException.class, () -> ProfileLoader.load(f));
        assertEquals(List.of("reed.interrupt.gpio", "led.brightness"), e.problems().stream().map(ProfileProblem::key).toList());
        assertTrue(e.problems().get(0).problem().contains("taken by I2C1 (2, 3) or SPI0"), e.getMessage());
        assertTrue(e.problems().get(1).problem().contains("300 is out of range 0..255"), e.getMessage());
        java.io.UncheckedIOException missing = assertThrows(java.io.UncheckedIOException.class,
                () -> ProfileLoader.load(dir.resolve("nope.properties")));
        assertTrue(missing.getMessage().contains("nope.properties not found"), missing.getMessage());
    }

    @Test
    void outputOnlyPinRejectedForReeds() throws IOException {
        ProfileProblem p = problemAfter(replace("reed.point.g7", "reed.point.g7 = 0x21:B7"));
        assertTrue(p.problem().contains("GPB7 is output-only"), p.problem());
    }

    @Test
    void unknownKeyAndSharedGpio() throws IOException {
        assertEquals("unknown key", problemAfter(lines -> {
            lines.add("led.brightnes = 100");
            return lines;
        }).problem());
        assertTrue(problemAfter(replace("button.menu.gpio", "button.menu.gpio = 17")).problem()
                .contains("GPIO 17 is already used by reed.interrupt.gpio"));
    }
}
