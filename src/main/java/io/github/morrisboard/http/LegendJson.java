package io.github.morrisboard.http;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.lights.LegendTexts;

import java.util.Locale;
import java.util.TreeMap;

/**
 * The light legend as both pages read it (legend.js, shared by the simulator's and the companion's):
 * in the state,
 * <pre>
 * "legend":{"lit":[{"key":"signal.AI_TO","color":"#0040ff","pattern":"steady","points":["b4"]}, …],
 *           "menu":[{"point":"a7","key":"menu.LEVEL","n":1,"color":"#0040ff","chosen":false}, …]}
 * </pre>
 * and its words at {@code GET /api/legend/{lang}} ({@link #texts}).
 */
public final class LegendJson {
    /** The path under which a page asks for the legend's words in a language. */
    public static final String TEXTS_PATH = "/api/legend/";

    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    private LegendJson() {
    }

    /** Writes {@code legend} as the value of the name just written. */
    public static void write(JsonWriter w, Legend legend) {
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
    public static String texts(LegendTexts texts) {
        JsonWriter w = new JsonWriter().beginObject().field("lang", texts.lang()).name("texts").beginObject();
        new TreeMap<>(texts.texts()).forEach(w::field);
        return w.endObject().endObject().toString();
    }

    /** Answers {@code GET /api/legend/{lang}} ({@code lang} the rest of the path; English for an unknown one). */
    public static void sendTexts(com.sun.net.httpserver.HttpExchange ex, String lang) throws java.io.IOException {
        Http.sendJson(ex, 200, texts(LegendTexts.of(lang)));
    }

    /** {@code 0xRRGGBB} as {@code "#rrggbb"} (by hand: String.format is most of a sample's cost). */
    public static String hex(int rgb) {
        char[] c = new char[7];
        c[0] = '#';
        for (int i = 6; i >= 1; i--) {
            c[i] = DIGITS[rgb & 0xf];
            rgb >>>= 4;
        }
        return new String(c);
    }
}
