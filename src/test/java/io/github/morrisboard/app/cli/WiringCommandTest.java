package io.github.morrisboard.app.cli;

import io.github.morrisboard.app.Cli;
import io.github.morrisboard.app.Main;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.morrisboard.hardware.profile.ProfileLoader;
import io.github.morrisboard.wiring.ProfileJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WiringCommandTest {

    @Test
    void writesTheDrawingsAndTemplatesAndSaysHowLongTheChainIs(@TempDir Path dir) {
        Cli r = Cli.run("wiring", "--out", dir.toString(), "--size", "350");
        assertEquals(0, r.status(), r.err());
        for (String f : new String[]{"schematic.svg", "schematic.png", "layout.svg", "layout.png", "template-350mm-top.svg",
                "template-350mm-top.png", "template-350mm-underside.svg", "template-350mm-a4.pdf", "template-350mm-letter.pdf"}) {
            assertTrue(Files.isRegularFile(dir.resolve(f)), f);
        }
        assertTrue(r.out().contains("LED chain: 26 pixels, 1.981 m centre to centre"), r.out());
        assertTrue(r.out().contains("on a 350 mm board"), r.out());
    }

    @Test
    void aBoardSizeOutOfRangeIsOneClearLine(@TempDir Path dir) {
        Cli r = Cli.run("wiring", "--out", dir.toString(), "--size", "20");
        assertEquals(Main.EXIT_USAGE, r.status());
        assertEquals("error: --size 20: a board is 250..800 mm", r.err().strip());
    }

    @Test
    void jsonPrintsTheProfileInUseAndDrawsNothing(@TempDir Path dir) {
        Path out = dir.resolve("drawings");
        Cli r = Cli.run("wiring", "--json", "--out", out.toString(), "--profile", ProfileLoader.DEFAULT.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals(ProfileJson.of(ProfileLoader.load(ProfileLoader.DEFAULT)) + System.lineSeparator(), r.out());
        assertFalse(Files.exists(out), "--json writes no drawings");
    }

    @Test
    void aProfileTheBoardWouldRefuseIsOneLineNamingFileAndLine(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("hardware.properties");
        List<String> lines = new ArrayList<>(Files.readAllLines(ProfileLoader.DEFAULT));
        lines.add(20, "led.colour = red");
        Files.write(f, lines);
        Cli r = Cli.run("wiring", "--json", "--profile", f.toString());
        assertEquals(Main.EXIT_USAGE, r.status());
        assertEquals("", r.out());
        assertEquals("error: " + f + ":21: led.colour: unknown key", r.err().strip());

        Files.write(f, Files.readString(ProfileLoader.DEFAULT).replace("reed.point.g7 = 0x21:B5", "reed.point.g7 = 0x21:B7")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        r = Cli.run("wiring", "--json", "--profile", f.toString());
        assertEquals(Main.EXIT_USAGE, r.status());
        assertTrue(r.err().strip().matches("error: " + java.util.regex.Pattern.quote(f.toString())
                + ":\\d+: reed.point.g7: GPB7 is output-only on the MCP23017 .*"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());

        Path missing = dir.resolve("nope.properties");
        r = Cli.run("wiring", "--json", "--profile", missing.toString());
        assertEquals(Main.EXIT_USAGE, r.status());
        assertEquals("error: hardware profile " + missing + " not found (looked for " + missing
                + "; the default is firmware-config/hardware.properties)", r.err().strip());
    }
}
