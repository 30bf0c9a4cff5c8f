package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.board.Frame;
import io.github.morrisboard.sim.RegisterModel;
import io.github.morrisboard.sim.SimulatedBoard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MonoLedsTest {
    @TempDir
    Path dir;

    @Test
    void aPointIsLitWhenItsColourIsNotBlackAndAllGoDarkOnClose() {
        HardwareProfile p = TestProfiles.with(dir, Map.of("led.backend", "mono"));
        SimulatedBoard board = SimulatedBoard.open(p);
        int[] points = new int[Point.COUNT];
        points[Point.parse("e3")] = 0x010000;                // any non-black colour
        points[Point.parse("g7")] = 0xFFFFFF;
        board.hardware().leds().show(new Frame(points, new int[0]));
        RegisterModel c22 = board.chip(0x22);
        RegisterModel c23 = board.chip(0x23);
        assertEquals(0x00, c22.peek(Mcp23017.IODIR), "port A all outputs");
        assertEquals(0x80, c22.peek(Mcp23017.OLAT + 1), "e3 is 0x22:B7");
        assertEquals(0x80, c23.peek(Mcp23017.OLAT), "g7 is 0x23:A7");
        assertEquals(0xFFFFFF, board.pointColour(Point.parse("g7")));
        assertEquals(0, board.pointColour(Point.parse("a1")));
        board.close();
        assertEquals(0, c22.peek(Mcp23017.OLAT + 1));
        assertEquals(0, c23.peek(Mcp23017.OLAT));
    }

    @Test
    void activeLowInvertsTheLatches() {
        HardwareProfile p = TestProfiles.with(dir, Map.of("led.backend", "mono", "mono.active-low", "true"));
        try (SimulatedBoard board = SimulatedBoard.open(p)) {
            int[] points = new int[Point.COUNT];
            points[0] = 0xFFFFFF;                              // a1 = 0x22:A0
            board.hardware().leds().show(new Frame(points, new int[0]));
            assertEquals(0xFE, board.chip(0x22).peek(Mcp23017.OLAT));
        }
    }
}
