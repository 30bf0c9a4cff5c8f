package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.SimulatedFault;
import io.github.morrisboard.words.Words;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LegendTexts;

import java.util.Locale;
import io.github.morrisboard.web.Http;
import io.github.morrisboard.web.JsonWriter;
import io.github.morrisboard.web.WordsJson;

/**
 * The JSON of {@code GET /api/state} and of each server-sent event:
 * <pre>
 * {"points":{"a1":{"magnet":true,"piece":"white","led":"#rrggbb","pattern":"steady"}, … all 24 in point order},
 *  "status":["#rrggbb", …], "mode":"human-vs-ai", "record":"…", "sync":"in sync", "message":"You play white: move a piece",
 *  "say":{"sync":{"key":"sync.in-sync","args":[]},"message":[{"key":"you.move.white","args":[]}]},
 *  "buttons":["hint","menu"], "faults":[{"fault":"stuck-closed d6","label":"d6 stuck closed"}, …], "chips":["0x20","0x21"],
 *  "lang":"en", "legend":{"lit":[{"key":"signal.AI_TO","color":"#0040ff","pattern":"steady","points":["b4"]}, …],
 *                        "menu":[{"point":"a7","key":"menu.LEVEL","n":1,"color":"#0040ff","chosen":false}, …]}}
 * </pre>
 * The legend's words are at {@code GET /api/legend/{lang}} ({@link #texts}).
 */
final class StateJson {
    private StateJson() {
    }

    static String encode(SimState state, LedPattern[] patterns, Legend legend, String lang) {
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
                .field("message", Words.english().render(state.message()));
        WordsJson.say(w, state.syncLine(), state.message());
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
        w.field("lang", lang);
        legend(w.name("legend"), legend);
        return w.endObject().toString();
    }

    private static void legend(JsonWriter w, Legend legend) {
        w.beginObject().name("lit").beginArray();
        for (Legend.Entry e : legend.lit()) {
            w.beginObject().field("key", e.key()).field("color", hex(e.color()))
                    .field("pattern", e.pattern().name().toLowerCase(Locale.ROOT).replace('_', '-'))
                    .name("points").beginArray();
            for (int m = e.points(); m != 0; m &= m - 1) {
                w.value(Point.name(Integer.numberOfTrailingZeros(m)));
            }
            w.endArray().endObject();
        }
        w.endArray().name("menu").beginArray();
        for (Legend.MenuPoint p : legend.menu()) {
            w.beginObject().field("point", Point.name(p.point())).field("key", p.key()).name("n").value(p.number())
                    .field("color", hex(p.color())).name("chosen").value(p.chosen()).endObject();
        }
        w.endArray().endObject();
    }

    /** {@code {"lang":"ru","texts":{key: text, …}}}: the legend's words in one language. */
    static String texts(LegendTexts texts) {
        JsonWriter w = new JsonWriter().beginObject().field("lang", texts.lang()).name("texts").beginObject();
        new java.util.TreeMap<>(texts.texts()).forEach(w::field);
        return w.endObject().endObject().toString();
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
