package io.github.morrisboard.web;

import io.github.morrisboard.ai.Analysis;
import io.github.morrisboard.http.JsonWriter;

import java.util.Locale;
import java.util.Optional;

/** A game's analysis as the companion page reads it ({@code GET /api/games/{n}/analysis}) and as it is kept on disk. */
public final class AnalysisJson {
    private AnalysisJson() {
    }

    /**
     * {@code {"nodesPerPly":200000,"plies":[{"ply":1,"move":1,"side":"white","played":"d6","best":"d6",
     * "before":12,"after":8,"loss":0,"mark":"","harm":"ground","pieces":0}, …],"summary":["…"]}}: evaluations
     * for white in hundredths of a piece, a decided one (a forced win) beyond ±28000; the mark {@code ""},
     * {@code "?"} (a mistake) or {@code "??"} (a blunder); what the ply did to its mover ({@link Analysis.Harm}
     * in lower case with dashes: {@code ground}, {@code half-piece}, {@code piece}, {@code pieces} (as many as
     * {@code pieces} says), {@code win-let-go}, {@code loss-let-in}), for the page to say in its language
     * (the summary is the English of the {@code analyse} command).
     */
    public static String of(Analysis a) {
        JsonWriter w = new JsonWriter().beginObject().name("nodesPerPly").value((int) Math.min(Integer.MAX_VALUE, a.nodesPerPly()))
                .name("plies").beginArray();
        for (Analysis.Step s : a.steps()) {
            w.beginObject().name("ply").value(s.index() + 1).name("move").value(s.move())
                    .field("side", s.side().name().toLowerCase(Locale.ROOT))
                    .field("played", s.played().toString())
                    .field("best", s.best().map(Object::toString).orElse(""))
                    .name("before").value(s.before()).name("after").value(s.after())
                    .name("loss").value(s.loss()).field("mark", s.mark().sign())
                    .field("harm", s.harm().name().toLowerCase(Locale.ROOT).replace('_', '-'))
                    .name("pieces").value(s.piecesLost())
                    .endObject();
        }
        w.endArray().name("summary").beginArray();
        a.summary(Optional.empty()).forEach(w::value);
        return w.endArray().endObject().toString();
    }
}
