package io.github.morrisboard.wiring;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.profile.ButtonConfig;
import io.github.morrisboard.hardware.profile.ChipPin;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.ReedConfig;
import io.github.morrisboard.hardware.profile.StripConfig;
import io.github.morrisboard.http.JsonWriter;

import java.util.List;
import java.util.Locale;

/**
 * The hardware profile as {@code wiring --json} prints it: resolved by the loader the board uses
 * (numbers as numbers, pins as {@code A0}..{@code B7}, names in one case), so a program that needs
 * the board's wiring (the rig's driver, {@code rig/lights.py}) reads it instead of parsing the
 * profile again. The names are the profile records' own:
 * <pre>
 * {"source":"firmware-config/hardware.properties",
 *  "points":{"a1":{"reed":{"address":"0x20","pin":"A0"},"pixel":0,"mono":{"address":"0x22","pin":"A0"}}, … all 24 in point order},
 *  "reeds":{"bus":1,"chips":["0x20","0x21"],"interruptGpio":17,"pollMs":250,"chatterEdges":8,"chatterWindowMs":2000},
 *  "ledBackend":"ws2812",
 *  "strip":{"spiBus":0,"spiChannel":0,"bitsPerBit":3,"order":"GRB","chainLength":26,"statusPixels":[24,25],"gamma":2.6,
 *           "brightness":160,"maxMilliamps":1500,"milliampsPerChannel":20.0,"idleMilliampsPerPixel":1.0,"resetMicros":300},
 *  "mono":{"chips":["0x22","0x23"],"activeLow":false},
 *  "buttons":{"hintGpio":5,"menuGpio":6,"debounceMs":30},
 *  "sensing":{"settleMs":600,"noiseMs":150,"bounceMs":20}}
 * </pre>
 * A button that is not fitted ({@code none}) has no key.
 */
public final class ProfileJson {
    private ProfileJson() {
    }

    public static String of(HardwareProfile p) {
        JsonWriter w = new JsonWriter().beginObject().field("source", p.source().toString());
        w.name("points").beginObject();
        for (int point = 0; point < Point.COUNT; point++) {
            w.name(Point.name(point)).beginObject();
            pin(w.name("reed"), p.reeds().pin(point));
            w.name("pixel").value(p.strip().pixel(point));
            pin(w.name("mono"), p.mono().pins().get(point));
            w.endObject();
        }
        w.endObject();
        ReedConfig r = p.reeds();
        addresses(w.name("reeds").beginObject().name("bus").value(r.bus()).name("chips"), r.chips())
                .name("interruptGpio").value(r.interruptGpio())
                .name("pollMs").value(Math.toIntExact(r.pollMs()))
                .name("chatterEdges").value(r.chatterEdges())
                .name("chatterWindowMs").value(Math.toIntExact(r.chatterWindowMs()))
                .endObject();
        w.field("ledBackend", p.ledBackend().name().toLowerCase(Locale.ROOT));
        StripConfig s = p.strip();
        w.name("strip").beginObject()
                .name("spiBus").value(s.spiBus()).name("spiChannel").value(s.spiChannel())
                .name("bitsPerBit").value(s.bitsPerBit()).field("order", s.order().name())
                .name("chainLength").value(s.chainLength());
        w.name("statusPixels").beginArray();
        s.statusPixels().forEach(w::value);
        w.endArray()
                .name("gamma").value(s.gamma()).name("brightness").value(s.brightness())
                .name("maxMilliamps").value(s.maxMilliamps()).name("milliampsPerChannel").value(s.milliampsPerChannel())
                .name("idleMilliampsPerPixel").value(s.idleMilliampsPerPixel()).name("resetMicros").value(s.resetMicros())
                .endObject();
        addresses(w.name("mono").beginObject().name("chips"), p.mono().chips())
                .name("activeLow").value(p.mono().activeLow()).endObject();
        ButtonConfig b = p.buttons();
        w.name("buttons").beginObject();
        b.hintGpio().ifPresent(g -> w.name("hintGpio").value(g));
        b.menuGpio().ifPresent(g -> w.name("menuGpio").value(g));
        w.name("debounceMs").value(Math.toIntExact(b.debounceMs())).endObject();
        w.name("sensing").beginObject()
                .name("settleMs").value(Math.toIntExact(p.settleMs()))
                .name("noiseMs").value(Math.toIntExact(p.noiseMs()))
                .name("bounceMs").value(Math.toIntExact(p.bounceMs()))
                .endObject();
        return w.endObject().toString();
    }

    private static void pin(JsonWriter w, ChipPin pin) {
        w.beginObject().field("address", address(pin.address()))
                .field("pin", pin.pinName().substring(2)).endObject();
    }

    private static JsonWriter addresses(JsonWriter w, List<Integer> chips) {
        w.beginArray();
        chips.forEach(a -> w.value(address(a)));
        return w.endArray();
    }

    private static String address(int address) {
        return String.format(Locale.ROOT, "0x%02x", address);
    }
}
