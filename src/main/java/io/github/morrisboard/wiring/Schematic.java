package io.github.morrisboard.wiring;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.LedBackend;
import io.github.morrisboard.wiring.Shape.Anchor;
import io.github.morrisboard.wiring.Shape.Stroke;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The schematic from the profile: the Pi's header, the reed expanders with the point on each pin,
 * the LED chain (or the single-colour LED expanders), the level shifter, the buttons and the LED
 * supply. Parts connect through net labels: wires ending in the same name are joined. Every text has
 * its place computed from the monospace metrics, so nothing is printed over anything else.
 */
public final class Schematic {
    private static final double ROW = 18, STUB = 34, NAME = 11, NUMBER = 9, TITLE = 12, NOTE = 10;
    private static final String INK = "#222233";

    /** One pin: its number on the package, its name, and the net its wire ends in. */
    record Pin(String number, String name, String net) {
    }

    /** A part: reference and title, pins on either side, text inside the body, notes under it. */
    record Block(String title, List<Pin> left, List<Pin> right, List<String> body, List<String> notes) {
        double leftLabels() {
            return left.stream().mapToDouble(p -> TextMetrics.width(p.net(), NAME)).max().orElse(0);
        }

        double rightLabels() {
            return right.stream().mapToDouble(p -> TextMetrics.width(p.net(), NAME)).max().orElse(0);
        }

        double bodyWidth() {
            double names = left.stream().mapToDouble(p -> TextMetrics.width(p.name(), NAME)).max().orElse(0)
                    + right.stream().mapToDouble(p -> TextMetrics.width(p.name(), NAME)).max().orElse(0) + 24;
            double lines = body.stream().mapToDouble(l -> TextMetrics.width(l, NAME)).max().orElse(0) + 12;
            return Math.max(Math.max(names, lines), TextMetrics.width(title, TITLE) + 12);
        }

        double boxHeight() {
            return ROW * (Math.max(left.size(), right.size()) + 0.5) + body.size() * 15 + 6;
        }

        double width() {
            double pins = (left.isEmpty() ? 0 : leftLabels() + STUB + 6) + bodyWidth() + (right.isEmpty() ? 0 : rightLabels() + STUB + 6);
            return Math.max(pins, notes.stream().mapToDouble(n -> TextMetrics.width(n, NOTE)).max().orElse(0));
        }

        double height() {
            return 22 + boxHeight() + notes.size() * 14 + 10;
        }
    }

    private static final Map<String, String> COLOURS = Map.of(
            "3V3", "#b35900", "5V", "#c00000", "GND", "#333333", "SDA", "#0060c0", "SCL", "#0060c0",
            "INT", "#008000", "DATA", "#a000a0", "1Y", "#a000a0", "DIN", "#a000a0", "RST", "#b35900");

    private Schematic() {
    }

    public static Drawing draw(HardwareProfile profile) {
        boolean strip = profile.ledBackend() == LedBackend.WS2812;
        List<List<Block>> columns = List.of(
                pi(profile), reedChips(profile), strip ? stripParts(profile) : monoChips(profile));
        Sketch k = new Sketch(1.5);
        k.bold(20, 28, 16, Anchor.START, INK, "morrisboard schematic: " + (strip
                ? "reeds on MCP23017s (I2C), WS2812B chain on SPI, buttons"
                : "reeds and single-colour LEDs on MCP23017s (I2C), buttons"));
        k.text(20, 48, 11, Anchor.START, "#555555", "Generated from " + profile.source().getFileName()
                + " by `morrisboard wiring`. Wires ending in the same net name are connected.");
        double x = 20, bottom = 0;
        for (List<Block> column : columns) {
            double y = 80, w = 0;
            for (Block b : column) {
                drawBlock(k, b, x, y);
                y += b.height();
                w = Math.max(w, b.width());
            }
            bottom = Math.max(bottom, y);
            x += w + 40;
        }
        List<String> notes = List.of(
                "Each reed switch: from its expander pin to GND; the chip's pull-up holds the pin high while it is open.",
                "A 100 nF capacitor from VDD to VSS at every MCP23017" + (strip ? " and from VCC to GND at U3" : "") + ", close to the chip.",
                "Both INTA outputs are open-drain and joined on INT; the Pi's pull-up holds the line high.");
        double y = bottom + 6;
        for (String n : notes) {
            k.text(20, y, NOTE, Anchor.START, INK, n);
            y += 15;
        }
        double width = Math.max(x - 20, 20 + notes.stream().mapToDouble(n -> TextMetrics.width(n, NOTE)).max().orElse(0) + 20);
        return k.build("morrisboard schematic", Math.ceil(width), Math.ceil(y + 10), "px", "#ffffff");
    }

    private static void drawBlock(Sketch k, Block b, double x, double y) {
        double boxX = x + (b.left().isEmpty() ? 0 : b.leftLabels() + STUB + 6), boxY = y + 22;
        double w = b.bodyWidth(), h = b.boxHeight();
        k.rect(boxX, boxY, w, h, Stroke.solid(INK, 2), "#f4f7fb");
        k.bold(boxX + w / 2, boxY - 7, TITLE, Anchor.MIDDLE, INK, b.title());
        for (int i = 0; i < b.left().size(); i++) {
            Pin p = b.left().get(i);
            double py = boxY + ROW * (i + 1);
            k.line(boxX - STUB, py, boxX, py, Stroke.solid(INK, 1));
            k.text(boxX - 3, py - 3.5, NUMBER, Anchor.END, "#666666", p.number());
            k.text(boxX + 5, py + 4, NAME, Anchor.START, INK, p.name());
            k.bold(boxX - STUB - 4, py + 4, NAME, Anchor.END, colour(p.net()), p.net());
        }
        for (int i = 0; i < b.right().size(); i++) {
            Pin p = b.right().get(i);
            double py = boxY + ROW * (i + 1);
            k.line(boxX + w, py, boxX + w + STUB, py, Stroke.solid(INK, 1));
            k.text(boxX + w + 3, py - 3.5, NUMBER, Anchor.START, "#666666", p.number());
            k.text(boxX + w - 5, py + 4, NAME, Anchor.END, INK, p.name());
            k.bold(boxX + w + STUB + 4, py + 4, NAME, Anchor.START, colour(p.net()), p.net());
        }
        double ly = boxY + ROW * (Math.max(b.left().size(), b.right().size()) + 0.5) + 8;
        for (String line : b.body()) {
            k.text(boxX + 6, ly, NAME, Anchor.START, INK, line);
            ly += 15;
        }
        double ny = boxY + h + 16;
        for (String n : b.notes()) {
            k.text(x, ny, NOTE, Anchor.START, "#555555", n);
            ny += 14;
        }
    }

    private static String colour(String net) {
        return COLOURS.entrySet().stream().filter(e -> net.startsWith(e.getKey())).map(Map.Entry::getValue)
                .findFirst().orElse(net.startsWith("reed") ? "#1a4f8a" : net.startsWith("LED") ? "#a000a0" : INK);
    }

    /** BCM GPIO number to the pin of the 40-pin header. */
    private static final Map<Integer, Integer> HEADER = Map.ofEntries(
            Map.entry(2, 3), Map.entry(3, 5), Map.entry(4, 7), Map.entry(17, 11), Map.entry(27, 13), Map.entry(22, 15),
            Map.entry(10, 19), Map.entry(9, 21), Map.entry(11, 23), Map.entry(0, 27), Map.entry(5, 29), Map.entry(6, 31),
            Map.entry(13, 33), Map.entry(19, 35), Map.entry(26, 37), Map.entry(14, 8), Map.entry(15, 10), Map.entry(18, 12),
            Map.entry(23, 16), Map.entry(24, 18), Map.entry(25, 22), Map.entry(8, 24), Map.entry(7, 26), Map.entry(1, 28),
            Map.entry(12, 32), Map.entry(16, 36), Map.entry(20, 38), Map.entry(21, 40));

    private static Pin gpio(int bcm, String what, String net) {
        Integer pin = HEADER.get(bcm);
        return new Pin(pin == null ? "?" : String.valueOf(pin), ("GPIO" + bcm + " " + what).strip(), net);
    }

    private static List<Block> pi(HardwareProfile profile) {
        List<Pin> pins = new ArrayList<>();
        pins.add(new Pin("1", "3V3", "3V3"));
        pins.add(gpio(2, "SDA1", "SDA"));
        pins.add(gpio(3, "SCL1", "SCL"));
        pins.add(new Pin("6", "GND", "GND"));
        pins.add(gpio(profile.reeds().interruptGpio(), "", "INT"));
        if (profile.ledBackend() == LedBackend.WS2812) {
            pins.add(profile.strip().spiBus() == 0 ? gpio(10, "MOSI", "DATA") : gpio(20, "MOSI1", "DATA"));
        }
        OptionalInt hint = profile.buttons().hintGpio(), menu = profile.buttons().menuGpio();
        hint.ifPresent(g -> pins.add(gpio(g, "", "HINT")));
        menu.ifPresent(g -> pins.add(gpio(g, "", "MENU")));
        List<String> piNotes = new ArrayList<>();
        piNotes.add("I2C bus " + profile.reeds().bus() + (profile.reeds().bus() == 1 ? "; 1.8 kΩ pull-ups on the Pi" : ": pins per your overlay"));
        List<Block> out = new ArrayList<>();
        out.add(new Block("J1 Raspberry Pi 40-pin header", List.of(), pins, List.of(), piNotes));
        if (hint.isPresent()) {
            out.add(button("SW1 HINT button", "HINT"));
        }
        if (menu.isPresent()) {
            out.add(button("SW2 MENU button", "MENU"));
        }
        out.add(new Block("R2 10 kΩ", List.of(new Pin("1", "", "RST")), List.of(new Pin("2", "", "3V3")), List.of(),
                List.of("RESET pull-up of the expanders")));
        return out;
    }

    private static Block button(String title, String net) {
        return new Block(title, List.of(new Pin("1", "", net)), List.of(new Pin("2", "", "GND")), List.of(),
                List.of("momentary, normally open"));
    }

    private static List<Block> reedChips(HardwareProfile profile) {
        List<Block> out = new ArrayList<>();
        int n = 1;
        for (int address : profile.reeds().chips()) {
            List<Pin> right = new ArrayList<>();
            for (int p : pointsOn(profile.reeds().pins(), address)) {
                ChipPin cp = profile.reeds().pin(p);
                right.add(new Pin(String.valueOf(chipPinNumber(cp.pin())), cp.pinName(), "reed " + Point.name(p)));
            }
            out.add(new Block(String.format("U%d MCP23017 0x%02x (reeds)", n++, address), expanderPins(address, true), right,
                    List.of(), List.of()));
        }
        return out;
    }

    private static List<Block> monoChips(HardwareProfile profile) {
        List<Block> out = new ArrayList<>();
        int n = profile.reeds().chips().size() + 2;
        for (int address : profile.mono().chips()) {
            List<Pin> right = new ArrayList<>();
            for (int p : pointsOn(profile.mono().pins(), address)) {
                ChipPin cp = profile.mono().pins().get(p);
                right.add(new Pin(String.valueOf(chipPinNumber(cp.pin())), cp.pinName(), "LED " + Point.name(p)));
            }
            out.add(new Block(String.format("U%d MCP23017 0x%02x (LEDs)", n++, address), expanderPins(address, false), right,
                    List.of(), List.of(profile.mono().activeLow()
                    ? "each LED: 3V3 -> LED -> 330 Ω -> pin (active low)"
                    : "each LED: pin -> 330 Ω -> LED -> GND (active high)")));
        }
        return out;
    }

    /** The points whose pin is on this chip, in pin order. */
    private static List<Integer> pointsOn(List<ChipPin> pins, int address) {
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < pins.size(); p++) {
            if (pins.get(p).address() == address) {
                out.add(p);
            }
        }
        out.sort(Comparator.comparingInt(p -> pins.get(p).pin()));
        return out;
    }

    /** GPA0..7 are package pins 21..28, GPB0..7 are 1..8. */
    private static int chipPinNumber(int pin) {
        return pin < 8 ? 21 + pin : 1 + (pin - 8);
    }

    private static List<Pin> expanderPins(int address, boolean interrupt) {
        List<Pin> pins = new ArrayList<>(List.of(
                new Pin("9", "VDD", "3V3"), new Pin("10", "VSS", "GND"), new Pin("12", "SCL", "SCL"),
                new Pin("13", "SDA", "SDA"), new Pin("18", "RESET", "RST")));
        if (interrupt) {
            pins.add(new Pin("20", "INTA", "INT"));
        }
        int strap = address - 0x20;
        pins.add(new Pin("15", "A0", (strap & 1) != 0 ? "3V3" : "GND"));
        pins.add(new Pin("16", "A1", (strap & 2) != 0 ? "3V3" : "GND"));
        pins.add(new Pin("17", "A2", (strap & 4) != 0 ? "3V3" : "GND"));
        return pins;
    }

    private static List<Block> stripParts(HardwareProfile profile) {
        int u = profile.reeds().chips().size() + 1;
        Block shifter = new Block("U" + u + " 74AHCT125 (3.3 V to 5 V)",
                List.of(new Pin("2", "1A", "DATA"), new Pin("1", "1OE", "GND"), new Pin("7", "GND", "GND"),
                        new Pin("14", "VCC", "5V")),
                List.of(new Pin("3", "1Y", "1Y"), new Pin("4", "2OE", "5V"), new Pin("10", "3OE", "5V"),
                        new Pin("13", "4OE", "5V"), new Pin("5", "2A", "GND"), new Pin("9", "3A", "GND"),
                        new Pin("12", "4A", "GND")),
                List.of(), List.of("unused buffers: outputs off, inputs to GND"));
        Block resistor = new Block("R1 330 Ω", List.of(new Pin("1", "", "1Y")), List.of(new Pin("2", "", "DIN")), List.of(),
                List.of("close to pixel " + profile.strip().pixels().stream().mapToInt(Integer::intValue).min().orElse(0) + "'s DIN"));
        List<Stop> chain = BoardPlan.chain(profile);
        List<String> body = new ArrayList<>();
        StringBuilder row = new StringBuilder();
        for (int i = 0; i < chain.size(); i++) {
            Stop s = chain.get(i);
            String name = switch (s) {
                case Stop.PointPixel pp -> Point.name(pp.point());
                case Stop.StatusPixel sp -> "S" + (sp.index() + 1);
            };
            row.append(String.format("%2d %-3s ", s.pixel(), name));
            if (i % 6 == 5 || i == chain.size() - 1) {
                body.add(row.toString().stripTrailing());
                row = new StringBuilder();
            }
        }
        Block leds = new Block("WS2812B chain: " + chain.size() + " pixels",
                List.of(new Pin("", "DIN", "DIN"), new Pin("", "5V", "5V"), new Pin("", "GND", "GND")),
                List.of(), body,
                List.of("pixel: point (S1, S2 = status pixels);",
                        "each pixel's DOUT to the next one's DIN;",
                        "1000 µF 10 V across 5V and GND at the first pixel"));
        Block supply = new Block("J2 5 V 3 A LED supply", List.of(), List.of(new Pin("+", "+5V", "5V"), new Pin("-", "0V", "GND")),
                List.of(), List.of("its GND joined to the Pi's GND"));
        return List.of(shifter, resistor, leds, supply);
    }
}
