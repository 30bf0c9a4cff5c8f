package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.SimulatedFault;
import io.github.morrisboard.web.Http;
import io.github.morrisboard.web.JsonWriter;

/**
 * The JSON of {@code GET /api/state} and of each server-sent event:
 * <pre>
 * {"points":{"a1":{"magnet":true,"piece":"white","led":"#rrggbb","pattern":"steady"}, … all 24 in point order},
 *  "status":["#rrggbb", …], "mode":"human-vs-ai", "record":"…", "sync":"in-sync", "message":"Your move",
 *  "buttons":["hint","menu"], "faults":[{"fault":"stuck-closed d6","label":"d6 stuck closed"}, …], "chips":["0x20","0x21"]}
 * </pre>
 */
final class StateJson {
    private StateJson() {
    }

    static String encode(SimState state, LedPattern[] patterns) {
        JsonWriter w = new JsonWriter().beginObject();
        w.name("points").beginObject();
        for (int p = 0; p < Point.COUNT; p++) {
            w.name(Point.name(p)).beginObject()
                    .name("magnet").value(state.magnet(p))
                    .field("piece", state.piece(p))
                    .field("led", hex(state.led(p)))
                    .field("pattern", patterns[p].label())
                    .endObject();
        }
        w.endObject();
        w.name("status").beginArray();
        for (int c : state.status()) {
            w.value(hex(c));
        }
        w.endArray();
        w.field("mode", state.mode())
                .field("record", state.record())
                .field("sync", state.sync())
                .field("message", state.message());
        w.name("buttons").beginArray();
        state.buttons().forEach(w::value);
        w.endArray();
        w.name("faults").beginArray();
        for (SimulatedFault f : state.faults()) {
            w.beginObject().field("fault", f.token()).field("label", f.label()).endObject();
        }
        w.endArray();
        w.name("chips").beginArray();
        state.chips().forEach(c -> w.value(chip(c)));
        w.endArray();
        return w.endObject().toString();
    }

    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    /** {@code 0xRRGGBB} as {@code "#rrggbb"} (by hand: String.format is most of a sample's cost). */
    static String hex(int rgb) {
        char[] c = new char[7];
        c[0] = '#';
        for (int i = 6; i >= 1; i--) {
            c[i] = DIGITS[rgb & 0xf];
            rgb >>>= 4;
        }
        return new String(c);
    }

    /** A chip's address as the API names it, e.g. {@code "0x21"}. */
    static String chip(int address) {
        return String.format("0x%02x", address);
    }

    /** {@code {"error": message}}. */
    static String error(String message) {
        return Http.error(message);
    }
}
