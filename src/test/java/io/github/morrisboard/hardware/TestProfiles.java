package io.github.morrisboard.hardware;

import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The default profile from firmware-config/, with some keys replaced (written to a real file). */
public final class TestProfiles {
    private TestProfiles() {
    }

    public static HardwareProfile standard() {
        return ProfileLoader.load(ProfileLoader.DEFAULT);
    }

    public static HardwareProfile with(Path dir, Map<String, String> overrides) {
        try {
            List<String> out = new ArrayList<>();
            for (String line : Files.readAllLines(ProfileLoader.DEFAULT)) {
                int eq = line.indexOf('=');
                String key = eq > 0 && !line.startsWith("#") ? line.substring(0, eq).strip() : "";
                out.add(overrides.containsKey(key) ? key + " = " + overrides.get(key) : line);
            }
            Path f = dir.resolve("hardware-" + Math.abs(overrides.hashCode()) + ".properties");
            Files.write(f, out);
            return ProfileLoader.load(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Gamma 1, full brightness, generous power: wire colours equal intended colours. */
    public static HardwareProfile linear(Path dir) {
        return with(dir, Map.of("led.gamma", "1.0", "led.brightness", "255", "led.power.max-ma", "100000"));
    }
}
