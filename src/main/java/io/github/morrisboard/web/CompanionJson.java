package io.github.morrisboard.web;

import io.github.morrisboard.engine.MoveList;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.control.Phase;
import io.github.morrisboard.control.View;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.engine.PositionText;
import io.github.morrisboard.http.JsonWriter;
import io.github.morrisboard.http.LegendJson;
import io.github.morrisboard.control.RulesSaid;
import io.github.morrisboard.http.WordsJson;
import io.github.morrisboard.lights.Legend;
import io.github.morrisboard.setup.GameCode;
import io.github.morrisboard.setup.Setup;
import io.github.morrisboard.store.HistoryEntry;
import io.github.morrisboard.words.Sentence;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;

/**
 * The companion page's JSON:
 * <pre>
 * state:    {"phase":"play","mode":"human-vs-ai","turn":"white","message":"…","sync":"in-sync","draw":"none",
 *            "say":{"sync":{"key":"sync.in-sync","args":[]},"message":[{"key":"you.move.white","args":[]}]},
 *            "points":{"a1":"white","a4":"", … all 24},"moves":["1. d6 f4","2. d2 a1xd6"],"access":"play",
 *            "lang":"ru" (the board's language setting; "" with auto: the page's own), "legend":{…} ({@link LegendJson})}
 * settings: {"mode":"human-vs-ai","ai.color":"black","level":3,"adaptive":false,"hints":true,"rules":"standard",
 *           "rules.said":{"key":"setup.rules.standard","args":[]},"access":"play"}
 * games:    [{"n":2,"number":1,"ended":"2026-12-01T05:00:00Z","mode":"human-vs-ai","level":3,"result":"…","moves":14,"plies":30,
 *             "say":{"key":"over.white.pieces","args":[]}}, …] newest first ("n" its place in the history, oldest
 *            first, as the API's paths take it; "number" as the page shows it and {@code analyse --game N} takes it,
 *            1 the last; "result" as the history has it, in English; "say" the same for the page to say in its
 *            language, where the result is one the board writes)
 * </pre>
 */
final class CompanionJson {
    /**
     * The results the history holds ({@link Outcome#describe()}, resignations and agreed draws included,
     * {@value HistoryEntry#ABANDONED}) and their sentences.
     */
    private static final Map<String, String> RESULTS = results();

    private CompanionJson() {
    }

    /** The sentence of a result as the history words it ({@link Outcome#describe()}, ...), if it has one. */
    static Optional<String> resultKey(String result) {
        return Optional.ofNullable(RESULTS.get(result));
    }

    private static Map<String, String> results() {
        Map<String, String> m = new HashMap<>();
        for (Color c : Color.values()) {
            for (Outcome.WinReason r : Outcome.WinReason.values()) {
                m.put(new Outcome.Win(c, r).describe(), r == Outcome.WinReason.RESIGNATION ? "over.resigned." + c.other().label()
                        : "over." + c.label() + "." + r.name().toLowerCase(Locale.ROOT));
            }
        }
        for (Outcome.DrawReason d : Outcome.DrawReason.values()) {
            m.put(new Outcome.Draw(d).describe(), "over.draw." + d.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }
        m.put(HistoryEntry.ABANDONED, "game.abandoned");
        return Map.copyOf(m);
    }

    static String state(View v, Setup setup, String access, Legend legend, String lang) {
        JsonWriter w = new JsonWriter().beginObject()
                .field("phase", v.phase().name().toLowerCase(Locale.ROOT))
                .field("mode", v.mode())
                .field("turn", turn(v, setup))
                .field("message", v.english())
                .field("sync", v.sync())
                .field("draw", v.draw().word());
        WordsJson.say(w, v.syncLine(), v.message());
        w.name("points").beginObject();
        for (int p = 0; p < Point.COUNT; p++) {
            w.field(Point.name(p), (v.white() & Point.bit(p)) != 0 ? "white" : (v.black() & Point.bit(p)) != 0 ? "black" : "");
        }
        w.endObject();
        w.name("moves").beginArray();
        moves(v, setup).forEach(w::value);
        w.endArray();
        w.field("start", v.start());
        w.field("access", access).field("lang", lang);
        LegendJson.write(w.name("legend"), legend);
        return w.endObject().toString();
    }

    /** Whose turn it is during play ("white", "black"), else "". */
    private static String turn(View v, Setup setup) {
        if (v.phase() != Phase.PLAY) {
            return "";
        }
        try {
            return game(v, setup).position().sideToMove().label();
        } catch (RuntimeException e) {
            return ""; // a record of other rules (the setup just changed): no turn shown rather than a wrong one
        }
    }

    /** The view's game: its record played from its start (a position set up on the board, else the rules' start). */
    private static Game game(View v, Setup setup) {
        Position start = v.start().isEmpty() ? Position.start(setup.rules()) : PositionText.parse(setup.rules(), v.start());
        Game g = Game.from(start);
        for (Ply p : Notation.parseRecord(start, v.record())) {
            g = g.play(p);
        }
        return g;
    }

    /** The numbered moves; black's first alone when black moved first from a set-up position. */
    private static List<String> moves(View v, Setup setup) {
        try {
            if (v.start().isEmpty()) {
                return MoveList.numbered(v.record());
            }
            Game g = game(v, setup);
            return MoveList.numbered(g.plies(), g.startPosition().sideToMove());
        } catch (RuntimeException e) {
            return List.of(v.record());
        }
    }

    static String settings(Setup s, String access) {
        return settings(s, access, false);
    }

    /** The settings, with whether remote play is offered and the last remote game's code. */
    static String settings(Setup s, String access, boolean remote) {
        JsonWriter w = new JsonWriter().beginObject()
                .field("mode", s.mode().label())
                .field("ai.color", s.opponentColor().label())
                .name("level").value(s.level())
                .name("adaptive").value(s.adaptive()) // the level follows the person's rating: "level" is the one in use
                .name("hints").value(s.hints())
                .field("rules", s.rules().toString()) // as the settings file writes them; "rules.said" in words
                .name("rules.said");
        WordsJson.sentence(w, RulesSaid.of(s.rules()));
        return w.field("access", access)
                .name("remote").value(remote)
                .field("code", s.code().map(GameCode::id).orElse(""))
                .endObject().toString();
    }

    static String games(List<HistoryEntry> history) {
        JsonWriter w = new JsonWriter().beginArray();
        for (int i = history.size() - 1; i >= 0; i--) {
            HistoryEntry e = history.get(i);
            w.beginObject().name("n").value(i + 1).name("number").value(history.size() - i)
                    .field("ended", e.ended().toString())
                    .field("mode", e.mode().label())
                    .name("level").value(e.level().orElse(0))
                    .field("result", e.result())
                    .name("moves").value(MoveList.numbered(e.plies(), e.start().sideToMove()).size())
                    .name("plies").value(e.plies().size())
                    .field("start", e.fromRulesStart() ? "" : PositionText.format(e.start()));
            String key = RESULTS.get(e.result());
            if (key != null) {
                WordsJson.sentence(w.name("say"), Sentence.of(key));
            }
            w.endObject();
        }
        return w.endArray().toString();
    }

    /**
     * The phone's session: the access, whether it is paired, and when paired its CSRF token and when
     * its session ends ({@code ends}, an ISO-8601 instant); always the life of a session in days ({@code days}).
     */
    static String session(String access, Optional<Long> ends, String csrf) {
        JsonWriter w = new JsonWriter().beginObject().field("access", access).name("paired").value(ends.isPresent());
        if (ends.isPresent()) {
            w.field("csrf", csrf).field("ends", java.time.Instant.ofEpochMilli(ends.get()).toString());
        }
        return w.name("days").value((int) (Sessions.LIFE_MS / (24L * 3600 * 1000))).endObject().toString();
    }
}
