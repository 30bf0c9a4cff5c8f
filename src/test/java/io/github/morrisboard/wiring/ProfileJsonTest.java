package io.github.morrisboard.wiring;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.files.KeyValueFile;
import io.github.morrisboard.hardware.TestProfiles;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.json.Json;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code wiring --json}: the profile as the board's loader resolved it, read back through a real
 * JSON parser and held against the profile file's own lines, and the rig's copy of it
 * ({@code rig/hardware-profile.json}, what {@code rig/test_lights.py} reads) kept current.
 */
class ProfileJsonTest {
    static final Path RIG_FIXTURE = Path.of("rig", "hardware-profile.json");

    @SuppressWarnings("unchecked")
    static Map<String, Object> parse(String json) {
        return new Json().toType(json, Json.MAP_TYPE);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object o) {
        return (Map<String, Object>) o;
    }

    /** The default profile's entries as the file writes them: key to value. */
    static Map<String, String> fileEntries() throws IOException {
        Map<String, String> out = new HashMap<>();
        KeyValueFile.parse(Files.readAllLines(ProfileLoader.DEFAULT)).entries().forEach(e -> out.put(e.key(), e.value()));
        return out;
    }

    @Test
    void everyPointHasTheReedAndPixelTheFileGivesIt() throws IOException {
        Map<String, Object> json = parse(ProfileJson.of(ProfileLoader.load(ProfileLoader.DEFAULT)));
        Map<String, String> file = fileEntries();
        Map<String, Object> points = map(json.get("points"));
        List<String> names = IntStream.range(0, Point.COUNT).mapToObj(Point::name).toList();
        assertEquals(names, List.copyOf(points.keySet()), "all 24 points, in point order");
        for (String name : names) {
            Map<String, Object> point = map(points.get(name));
            Map<String, Object> reed = map(point.get("reed"));
            assertEquals(file.get("reed.point." + name), reed.get("address") + ":" + reed.get("pin"), name + "'s reed");
            assertEquals(Long.parseLong(file.get("led.point." + name)), point.get("pixel"), name + "'s pixel");
            Map<String, Object> mono = map(point.get("mono"));
            assertEquals(file.get("mono.point." + name), mono.get("address") + ":" + mono.get("pin"), name + "'s mono LED");
        }
        // the reference build's wiring (wiring/pins.md), independent of the file above
        assertEquals(Map.of("address", "0x20", "pin", "A0"), map(map(points.get("a1")).get("reed")));
        assertEquals(Map.of("address", "0x20", "pin", "B5"), map(map(points.get("d3")).get("reed")));
        assertEquals(Map.of("address", "0x21", "pin", "B5"), map(map(points.get("g7")).get("reed")));
        assertEquals(List.of(0L, 4L, 23L), List.of(map(points.get("a1")).get("pixel"), map(points.get("g7")).get("pixel"),
                map(points.get("d3")).get("pixel")));
    }

    @Test
    void theLedsButtonsAndTimingsAreTheFilesValues() {
        Map<String, Object> json = parse(ProfileJson.of(ProfileLoader.load(ProfileLoader.DEFAULT)));
        assertEquals("firmware-config/hardware.properties", json.get("source"));
        Map<String, Object> strip = map(json.get("strip"));
        assertEquals(List.of(24L, 25L), strip.get("statusPixels"));
        assertEquals(2.6, strip.get("gamma"));
        assertEquals(160L, strip.get("brightness"));
        assertEquals("GRB", strip.get("order"));
        assertEquals(26L, strip.get("chainLength"));
        assertEquals(20.0, ((Number) strip.get("milliampsPerChannel")).doubleValue());
        assertEquals("ws2812", json.get("ledBackend"));
        Map<String, Object> reeds = map(json.get("reeds"));
        assertEquals(List.of("0x20", "0x21"), reeds.get("chips"));
        assertEquals(17L, reeds.get("interruptGpio"));
        assertEquals(Map.of("hintGpio", 5L, "menuGpio", 6L, "debounceMs", 30L), json.get("buttons"));
        assertEquals(Map.of("settleMs", 600L, "noiseMs", 150L, "bounceMs", 20L), json.get("sensing"));
        assertEquals(Map.of("chips", List.of("0x22", "0x23"), "activeLow", false), json.get("mono"));
    }

    @Test
    void theJsonIsTheProfileAsTheBoardResolvesIt(@TempDir Path dir) {
        // written another way than the default (hex pixels, GPB names, lower case, no buttons): the JSON says what the board uses
        Map<String, Object> json = parse(ProfileJson.of(TestProfiles.with(dir, Map.of(
                "reed.point.a1", "0x20:gpb6", "led.point.a1", "0x05", "led.point.g4", "0",
                "led.order", "grbw", "led.status", "none", "button.hint.gpio", "none", "led.brightness", "0xff"))));
        Map<String, Object> a1 = map(map(json.get("points")).get("a1"));
        assertEquals(Map.of("address", "0x20", "pin", "B6"), a1.get("reed"));
        assertEquals(5L, a1.get("pixel"));
        assertEquals(0L, map(map(json.get("points")).get("g4")).get("pixel"));
        Map<String, Object> strip = map(json.get("strip"));
        assertEquals("GRBW", strip.get("order"));
        assertEquals(List.of(), strip.get("statusPixels"));
        assertEquals(255L, strip.get("brightness"));
        assertEquals(Map.of("menuGpio", 6L, "debounceMs", 30L), json.get("buttons"), "a button not fitted has no key");
    }

    @Test
    void theRigsCopyIsWhatTheJarPrints() throws IOException {
        String now = ProfileJson.of(ProfileLoader.load(ProfileLoader.DEFAULT)) + "\n";
        assertEquals(now, Files.readString(RIG_FIXTURE), RIG_FIXTURE + " is stale: write it again with "
                + "java -jar target/morrisboard.jar wiring --json > " + RIG_FIXTURE);
    }
}
