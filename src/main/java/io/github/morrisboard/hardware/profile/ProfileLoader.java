package io.github.morrisboard.hardware.profile;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.files.KeyValueFile;
import io.github.morrisboard.board.OnOff;
import io.github.morrisboard.files.SmallFile;
import io.github.morrisboard.files.UnusableFileException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Files;
import java.util.Optional;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Reads and validates the hardware profile, a plain {@code key = value} file as {@link KeyValueFile}
 * reads it (a line starting with {@code #} or {@code !} is a comment). Every problem is collected and reported together, each naming the file, line and key:
 * a missing or duplicated key or point, an unknown key or point name, a bad number, a value out of
 * range, an address outside 0x20..0x27, a pin used twice, a pixel beyond the chain.
 */
public final class ProfileLoader {
    /** Where the default profile lives, relative to the working directory (the repository top or install dir). */
    public static final Path DEFAULT = Path.of("firmware-config", "hardware.properties");

    /** A profile is a few KiB; a bigger file is not one. */
    static final long MAX_BYTES = SmallFile.KIB_64;

    /** GPIOs taken by I2C1 (2, 3) and SPI0 (8 CE0, 9 MISO, 10 MOSI, 11 SCLK). */
    private static final Set<Integer> RESERVED_GPIO = Set.of(2, 3, 8, 9, 10, 11);

    private record Entry(String value, int line) {
    }

    private final Path file;
    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private final Set<String> used = new java.util.HashSet<>();
    private final List<ProfileProblem> problems = new ArrayList<>();

    private ProfileLoader(Path file) {
        this.file = file;
    }

    /**
     * Loads the profile; throws {@link ProfileException} listing every problem, or UncheckedIOException
     * (one line naming the file: missing, not a regular file such as {@code /dev/zero} or a FIFO, over
     * {@value #MAX_BYTES} bytes, not UTF-8).
     */
    public static HardwareProfile load(Path file) {
        List<String> lines;
        try {
            lines = SmallFile.readLines(file, MAX_BYTES);
        } catch (UnusableFileException e) {
            throw new UncheckedIOException("hardware profile " + e.getMessage(), e);
        } catch (java.nio.file.NoSuchFileException e) {
            throw new UncheckedIOException("hardware profile " + file + " not found (looked for "
                    + file.toAbsolutePath() + "; the default is firmware-config/hardware.properties)", e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read hardware profile " + file + ": " + e, e);
        }
        return parse(file, lines);
    }

    /**
     * The profile a command uses: {@code given} if named, else {@link #DEFAULT} where it exists (a
     * source tree), else the built-in one — the one the service uses when its settings name none, so
     * {@code hardware-check} and {@code wiring} work on an installed Pi from any directory.
     */
    public static HardwareProfile orDefault(Optional<Path> given) {
        return orDefault(given, DEFAULT);
    }

    static HardwareProfile orDefault(Optional<Path> given, Path defaultFile) {
        return given.map(ProfileLoader::load)
                .orElseGet(() -> Files.exists(defaultFile) ? load(defaultFile) : builtIn());
    }

    /** The default profile built into the jar (the same file as {@link #DEFAULT} in the repository). */
    public static HardwareProfile builtIn() {
        String resource = "/firmware-config/hardware.properties";
        try (var in = ProfileLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new UncheckedIOException(new IOException("the built-in hardware profile " + resource + " is missing from the jar"));
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return parse(Path.of("(built-in) firmware-config/hardware.properties"), text.lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the built-in hardware profile: " + e, e);
        }
    }

    /** Parses profile text; {@code file} is only used in messages. */
    public static HardwareProfile parse(Path file, List<String> lines) {
        ProfileLoader p = new ProfileLoader(file);
        p.read(lines);
        HardwareProfile profile = p.build();
        if (!p.problems.isEmpty()) {
            throw new ProfileException(p.problems);
        }
        return profile;
    }

    private void read(List<String> lines) {
        KeyValueFile kv = KeyValueFile.parse(lines);
        kv.entries().forEach(e -> entries.put(e.key(), new Entry(e.value(), e.line())));
        kv.problems().forEach(p -> problem(p.line(), p.key().orElse(""), p.problem()));
    }

    private HardwareProfile build() {
        ReedConfig reeds = new ReedConfig(
                integer("i2c.bus", 0, 22),
                addresses("reed.chips"),
                gpio("reed.interrupt.gpio"),
                integer("reed.poll.ms", 10, 60_000),
                integer("reed.chatter.edges", 2, 1000),
                integer("reed.chatter.window.ms", 10, 600_000),
                chipPins("reed.point.", "reed.chips", true));
        LedBackend backend = choice("led.backend", LedBackend.class, LedBackend.WS2812);
        int chain = integer("led.chain.length", 1, 1024);
        List<Integer> pixels = pointValues("led.point.", chain);
        List<Integer> status = statusPixels(chain);
        int bits = integer("led.spi.bits-per-bit", 3, 4);
        StripConfig strip = new StripConfig(integer("led.spi.bus", 0, 6), integer("led.spi.channel", 0, 2),
                bits, choice("led.order", PixelOrder.class, PixelOrder.GRB), chain, pixels, status,
                decimal("led.gamma", 1.0, 4.0), integer("led.brightness", 0, 255),
                integer("led.power.max-ma", 1, 100_000), decimal("led.power.ma-per-channel", 0.0, 100.0),
                decimal("led.power.idle-ma-per-pixel", 0.0, 100.0), integer("led.reset.us", 50, 10_000));
        MonoConfig mono = new MonoConfig(addresses("mono.chips"), chipPins("mono.point.", "mono.chips", false),
                bool("mono.active-low"));
        ButtonConfig buttons = new ButtonConfig(optionalGpio("button.hint.gpio"), optionalGpio("button.menu.gpio"),
                integer("button.debounce.ms", 0, 1000));
        HardwareProfile profile = new HardwareProfile(file, reeds, backend, strip, mono, buttons,
                integer("sensing.settle.ms", 0, 60_000), integer("sensing.noise.ms", 0, 60_000),
                integer("sensing.bounce.ms", 0, 60_000));
        crossChecks(profile);
        for (Map.Entry<String, Entry> e : entries.entrySet()) {
            if (!used.contains(e.getKey())) {
                problem(e.getValue().line, e.getKey(), "unknown key");
            }
        }
        return profile;
    }

    private void crossChecks(HardwareProfile profile) {
        for (int address : profile.mono().chips()) {
            if (profile.reeds().chips().contains(address)) {
                problem(lineOf("mono.chips"), "mono.chips", String.format("0x%02x is already a reed chip (reed.chips)", address));
            }
        }
        Map<Integer, String> gpios = new HashMap<>();
        gpios.put(profile.reeds().interruptGpio(), "reed.interrupt.gpio");
        profile.buttons().hintGpio().ifPresent(g -> claimGpio(gpios, g, "button.hint.gpio"));
        profile.buttons().menuGpio().ifPresent(g -> claimGpio(gpios, g, "button.menu.gpio"));
    }

    private void claimGpio(Map<Integer, String> gpios, int gpio, String key) {
        String other = gpios.putIfAbsent(gpio, key);
        if (other != null) {
            problem(lineOf(key), key, "GPIO " + gpio + " is already used by " + other);
        }
    }

    // ---- typed readers: each records a problem and returns a harmless value on bad input ----

    private String raw(String key) {
        used.add(key);
        Entry e = entries.get(key);
        if (e == null) {
            problem(0, key, "missing");
            return null;
        }
        return e.value;
    }

    private int lineOf(String key) {
        Entry e = entries.get(key);
        return e == null ? 0 : e.line;
    }

    private int integer(String key, int min, int max) {
        String v = raw(key);
        return v == null ? min : checkedInt(key, v, min, max);
    }

    private int checkedInt(String key, String v, int min, int max) {
        try {
            int n = Numbers.parseInt(v);
            if (n < min || n > max) {
                problem(lineOf(key), key, n + " is out of range " + min + ".." + max);
                return min;
            }
            return n;
        } catch (NumberFormatException e) {
            problem(lineOf(key), key, e.getMessage());
            return min;
        }
    }

    private double decimal(String key, double min, double max) {
        String v = raw(key);
        if (v == null) {
            return min;
        }
        try {
            double d = Double.parseDouble(v);
            if (!(d >= min && d <= max)) {
                problem(lineOf(key), key, v + " is out of range " + min + ".." + max);
                return min;
            }
            return d;
        } catch (NumberFormatException e) {
            problem(lineOf(key), key, "not a number: \"" + v + "\"");
            return min;
        }
    }

    private boolean bool(String key) {
        String v = raw(key);
        if (v == null) {
            return false;
        }
        Optional<Boolean> b = OnOff.parse(v);
        if (b.isEmpty()) {
            problem(lineOf(key), key, "expected true or false, got \"" + v + "\"");
        }
        return b.orElse(false);
    }

    private <E extends Enum<E>> E choice(String key, Class<E> type, E fallback) {
        String v = raw(key);
        if (v == null) {
            return fallback;
        }
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(v)) {
                return e;
            }
        }
        problem(lineOf(key), key, "unknown value \"" + v + "\" (one of " + java.util.Arrays.toString(type.getEnumConstants()) + ")");
        return fallback;
    }

    private int gpio(String key) {
        int g = integer(key, 0, 27);
        if (RESERVED_GPIO.contains(g)) {
            problem(lineOf(key), key, "GPIO " + g + " is taken by I2C1 (2, 3) or SPI0 (8, 9, 10, 11)");
        }
        return g;
    }

    private OptionalInt optionalGpio(String key) {
        String v = raw(key);
        if (v == null || v.equalsIgnoreCase("none")) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(gpio(key));
    }

    private List<Integer> addresses(String key) {
        String v = raw(key);
        List<Integer> out = new ArrayList<>();
        if (v == null) {
            return out;
        }
        for (String part : v.split(",")) {
            try {
                int a = Numbers.parseInt(part);
                if (a < 0x20 || a > 0x27) {
                    problem(lineOf(key), key, String.format("address 0x%02x is out of range 0x20..0x27 (MCP23017 A2..A0)", a));
                } else if (out.contains(a)) {
                    problem(lineOf(key), key, String.format("address 0x%02x is listed twice", a));
                } else {
                    out.add(a);
                }
            } catch (NumberFormatException e) {
                problem(lineOf(key), key, e.getMessage());
            }
        }
        return out;
    }

    /** The values of PREFIX.&lt;point&gt; for all 24 points (index = point), raw strings; unknown names and gaps reported. */
    private String[] pointEntries(String prefix) {
        String[] values = new String[Point.COUNT];
        for (Map.Entry<String, Entry> e : entries.entrySet()) {
            if (e.getKey().startsWith(prefix)) {
                used.add(e.getKey());
                String name = e.getKey().substring(prefix.length());
                var point = Point.find(name);
                if (point.isEmpty()) {
                    problem(e.getValue().line, e.getKey(), "unknown point name \"" + name + "\"");
                } else {
                    values[point.get()] = e.getValue().value;
                }
            }
        }
        for (int p = 0; p < Point.COUNT; p++) {
            if (values[p] == null) {
                problem(0, prefix + Point.name(p), "missing: point " + Point.name(p) + " has no entry");
            }
        }
        return values;
    }

    private List<ChipPin> chipPins(String prefix, String chipsKey, boolean input) {
        List<Integer> chips = addressesSeen(chipsKey);
        String[] values = pointEntries(prefix);
        List<ChipPin> pins = new ArrayList<>();
        Map<ChipPin, String> owners = new HashMap<>();
        for (int p = 0; p < Point.COUNT; p++) {
            String key = prefix + Point.name(p);
            ChipPin pin = new ChipPin(0x20, 0);
            if (values[p] != null) {
                try {
                    pin = ChipPin.parse(values[p]);
                    if (!chips.contains(pin.address())) {
                        problem(lineOf(key), key, String.format("chip 0x%02x is not listed in %s", pin.address(), chipsKey));
                    }
                    if (input && pin.outputOnly()) {
                        problem(lineOf(key), key, pin.pinName() + " is output-only on the MCP23017 (datasheet DS20001952D); use another pin");
                    }
                    String other = owners.putIfAbsent(pin, key);
                    if (other != null) {
                        problem(lineOf(key), key, "pin " + pin + " is already used by " + other);
                    }
                } catch (IllegalArgumentException e) {
                    problem(lineOf(key), key, e.getMessage());
                }
            }
            pins.add(pin);
        }
        return pins;
    }

    /** The addresses listed under a key, without reporting (the key's own reader reports). */
    private List<Integer> addressesSeen(String key) {
        Entry e = entries.get(key);
        List<Integer> out = new ArrayList<>();
        if (e != null) {
            for (String part : e.value.split(",")) {
                try {
                    out.add(Numbers.parseInt(part));
                } catch (NumberFormatException ignored) {
                    // reported by addresses(key)
                }
            }
        }
        return out;
    }

    private List<Integer> pointValues(String prefix, int chain) {
        String[] values = pointEntries(prefix);
        List<Integer> pixels = new ArrayList<>();
        for (int p = 0; p < Point.COUNT; p++) {
            String key = prefix + Point.name(p);
            pixels.add(values[p] == null ? 0 : pixel(key, values[p], chain, pixelOwners));
        }
        return pixels;
    }

    /** Which key claimed each pixel index (points first, then status pixels). */
    private final Map<Integer, String> pixelOwners = new HashMap<>();

    private int pixel(String key, String value, int chain, Map<Integer, String> owners) {
        try {
            int px = Numbers.parseInt(value);
            if (px < 0 || px >= chain) {
                problem(lineOf(key), key, "pixel " + px + " is beyond the chain (led.chain.length = " + chain + ", pixels 0.." + (chain - 1) + ")");
                return 0;
            }
            String other = owners.putIfAbsent(px, key);
            if (other != null) {
                problem(lineOf(key), key, "pixel " + px + " is already used by " + other);
            }
            return px;
        } catch (NumberFormatException e) {
            problem(lineOf(key), key, e.getMessage());
            return 0;
        }
    }

    private List<Integer> statusPixels(int chain) {
        String v = raw("led.status");
        List<Integer> out = new ArrayList<>();
        if (v != null && !v.isBlank() && !v.equalsIgnoreCase("none")) {
            for (String part : v.split(",")) {
                out.add(pixel("led.status", part, chain, pixelOwners));
            }
        }
        return out;
    }

    private void problem(int line, String key, String message) {
        problems.add(new ProfileProblem(file, line, key, message));
    }
}
