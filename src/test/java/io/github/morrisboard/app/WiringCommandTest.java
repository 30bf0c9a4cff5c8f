package io.github.morrisboard.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
}
