package io.github.morrisboard.sim;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.words.Words;

import io.github.morrisboard.http.Http;
import io.github.morrisboard.http.JsonWriter;
import io.github.morrisboard.http.LegendJson;
import io.github.morrisboard.http.WordsJson;
import io.github.morrisboard.engine.MoveList;

import java.util.List;

/**
 * The JSON of {@code GET /api/state} and of each server-sent event:
 * <pre>
 * {"points":{"a1":{"magnet":true,"piece":"white","led":"#rrggbb","pattern":"steady"}, … all 24 in point order},
 *  "status":["#rrggbb", …], "mode":"human-vs-ai", "record":"d6 b4 d2", "moves":["1. d6 b4", "2. d2"], "sync":"in sync", "message":"You play white: move a piece",
 *  "say":{"sync":{"key":"sync.in-sync","args":[]},"message":[{"key":"you.move.white","args":[]}]},
 *  "buttons":["hint","menu"], "faults":[{"fault":"stuck-closed d6","label":"d6 stuck closed"}, …], "chips":["0x20","0x21"],
 *  "lang":"en", "legend":{"lit":[{"key":"signal.AI_TO","color":"#0040ff","pattern":"steady","points":["b4"]}, …],
 *                        "menu":[{"point":"a7","key":"menu.LEVEL","n":1,"color":"#0040ff","chosen":false}, …]}}
 * </pre>
 * {@code moves} is the record as the phone shows it, a move number a line ({@link MoveList}); a record
 * that is not in standard notation is one line as it came.
 * The legend (its form, its words at {@code GET /api/legend/{lang}}: {@link LegendJson}) is the companion page's too.
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
                .field("record", state.record());
        w.name("moves").beginArray();
        moves(state.record()).forEach(w::value);
        w.endArray();
        w.field("sync", state.sync())
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
        LegendJson.write(w.name("legend"), legend);
        return w.endObject().toString();
    }

    private static List<String> moves(String record) {
        if (record.isBlank()) {
            return List.of();
        }
        try {
            return MoveList.numbered(record);
        } catch (IllegalArgumentException e) {
            return List.of(record.strip());
        }
    }

    /** {@code 0xRRGGBB} as {@code "#rrggbb"}. */
    static String hex(int rgb) {
        return LegendJson.hex(rgb);
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
