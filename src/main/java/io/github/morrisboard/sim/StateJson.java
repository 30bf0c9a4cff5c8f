package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;

/**
 * The JSON of {@code GET /api/state} and of each server-sent event:
 * <pre>
 * {"points":{"a1":{"magnet":true,"piece":"white","led":"#rrggbb","pattern":"steady"}, … all 24 in point order},
 *  "status":["#rrggbb", …], "mode":"human-vs-ai", "record":"…", "sync":"in-sync", "message":"Your move",
 *  "buttons":["hint","menu"]}
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

    /** {@code {"error": message}}. */
    static String error(String message) {
        return new JsonWriter().beginObject().field("error", message).endObject().toString();
    }
}
