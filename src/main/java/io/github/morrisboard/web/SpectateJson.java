package io.github.morrisboard.web;

import io.github.morrisboard.engine.MoveList;
import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Position;
import io.github.morrisboard.http.JsonWriter;
import io.github.morrisboard.http.WordsJson;
import io.github.morrisboard.remote.Broadcast;
import io.github.morrisboard.words.Sentence;

import java.util.List;

/**
 * The spectator page's state ({@code GET /api/boards} and each event of {@code /api/events}): whether
 * the broker answers, and every board that broadcast a game, in name order:
 * <pre>
 * {"connected":true,"boards":[{"board":"boardA","state":"on","mode":"remote","plies":4,"moves":2,
 *   "ply":"d2","last":"2. f4 d2","turn":"white","placing":true,"taking":false,"points":{"a1":"","d6":"white",… all 24},
 *   "problem":""}, …]}
 * </pre>
 * {@code state} is the board's word ({@code on}, {@code over}, {@code abandoned}); a finished game
 * adds {@code "result":{"key":"over.white.pieces","args":[]}}; {@code problem} says why the latest
 * broadcast could not be replayed (then the rest is the last one that could, or an empty board with
 * nobody's turn).
 */
final class SpectateJson {
    private SpectateJson() {
    }

    static String encode(boolean connected, List<SpectatedBoards.Board> boards) {
        JsonWriter w = new JsonWriter().beginObject().name("connected").value(connected).name("boards").beginArray();
        boards.forEach(b -> board(w, b));
        return w.endArray().endObject().toString();
    }

    private static void board(JsonWriter w, SpectatedBoards.Board b) {
        Broadcast shown = b.shown().orElse(b.latest());
        Game g = b.game().orElse(Game.start(io.github.morrisboard.engine.Rules.STANDARD));
        Position p = g.position();
        List<String> moves = MoveList.numbered(g.plies());
        Outcome outcome = g.outcome();
        w.beginObject().field("board", b.name())
                .field("state", shown.state())
                .field("mode", shown.mode())
                .name("plies").value(g.plyCount())
                .name("moves").value(moves.size())
                .field("ply", g.lastPly().map(Object::toString).orElse(""))
                .field("last", moves.isEmpty() ? "" : moves.getLast())
                .field("turn", outcome.isOver() || b.game().isEmpty() ? "" : p.sideToMove().label())
                .name("placing").value(p.isPlacing(p.sideToMove()))
                .name("taking").value(p.removalsOwed() > 0);
        if (outcome.isOver()) {
            CompanionJson.resultKey(outcome.describe()).ifPresent(k -> WordsJson.sentence(w.name("result"), Sentence.of(k)));
        }
        w.name("points").beginObject();
        for (int i = 0; i < Point.COUNT; i++) {
            w.field(Point.name(i), p.colorAt(i).map(io.github.morrisboard.engine.Color::label).orElse(""));
        }
        w.endObject().field("problem", b.problem()).endObject();
    }
}
