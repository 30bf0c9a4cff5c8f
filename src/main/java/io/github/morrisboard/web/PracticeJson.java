package io.github.morrisboard.web;

import io.github.morrisboard.http.JsonWriter;
import io.github.morrisboard.http.WordsJson;
import io.github.morrisboard.learn.BoardRating;
import io.github.morrisboard.learn.Progress;
import io.github.morrisboard.learn.Puzzle;
import io.github.morrisboard.words.Sentence;

/**
 * What the person has practised, for the companion page ({@code GET /api/practice}), made from what
 * the control loop published ({@link Progress}) and nothing else:
 * <pre>
 * {"rating":{"rating":1523,"deviation":120,"level":5},"solved":3,"total":31,"today":"b7",
 *  "curve":[{"ended":"2026-12-01T05:00:00Z","level":3,"score":1.0,"rating":1688,"deviation":301}, …],
 *  "puzzles":[{"id":"b1","kind":"mill","title":{"key":"puzzle.kind.mill","args":[]},"own":false,
 *              "side":"white","solved":0,"failed":0}, …]}
 * </pre>
 * the person's own puzzles first (newest first), then the built-in ones; {@code score} 1.0, 0.5 or 0.0.
 */
final class PracticeJson {
    private PracticeJson() {
    }

    static String of(Progress p) {
        JsonWriter w = new JsonWriter().beginObject();
        w.name("rating").beginObject().name("rating").value((int) Math.round(p.rating().rating()))
                .name("deviation").value((int) Math.round(p.rating().deviation())).name("level").value(p.level()).endObject();
        w.name("solved").value((int) p.solved()).name("total").value(p.puzzles().size());
        w.field("today", p.ofTheDay().orElse(""));
        w.name("curve").beginArray();
        for (BoardRating.Point c : p.curve()) {
            w.beginObject().field("ended", c.ended().toString()).name("level").value(c.level()).name("score").value(c.score())
                    .name("rating").value((int) Math.round(c.rating().rating()))
                    .name("deviation").value((int) Math.round(c.rating().deviation())).endObject();
        }
        w.endArray();
        w.name("puzzles").beginArray();
        for (Puzzle z : p.puzzles()) {
            w.beginObject().field("id", z.id()).field("kind", z.kind().label()).name("title");
            WordsJson.sentence(w, Sentence.of("puzzle.kind." + z.kind().label()));
            w.name("own").value(!z.source().isBuiltIn()).field("side", z.sideToMove().label())
                    .name("solved").value(z.solved()).name("failed").value(z.failed()).endObject();
        }
        return w.endArray().endObject().toString();
    }
}
