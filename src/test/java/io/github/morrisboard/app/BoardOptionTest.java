package io.github.morrisboard.app;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code --board} on the main command: a bad point is one clear line and exit 2, before anything starts. */
class BoardOptionTest {
    @Test
    void anUnknownPointIsOneLineAndExit2() {
        Cli r = Cli.run("--board", "a1,z9,g7", "--port", "0");
        assertEquals(Main.EXIT_USAGE, r.status());
        assertEquals("error: --board: unknown point \"z9\" (points are a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6 g1 g4 g7)\n",
                r.err().replace("\r\n", "\n"));
        assertEquals("", r.out());
    }

    @Test
    void theHelpNamesIt() {
        Cli r = Cli.run("--help");
        assertEquals(0, r.status());
        assertEquals(true, r.out().contains("--board=empty|POINTS"), r.out());
    }
}
