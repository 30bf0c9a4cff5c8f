package io.github.morrisboard.web;

import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Notation;
import io.github.morrisboard.engine.Ply;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.remote.Broadcast;
import io.github.morrisboard.words.Language;
import io.github.morrisboard.words.Words;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The spectators' page's state: each board's latest broadcast replayed with the engine (its
 * position, moves, last move and whose turn); one that cannot be replayed keeps the board's last
 * good game and says why; a finished game says its result as a sentence every language has.
 */
class SpectateJsonTest {

    private static List<Ply> plies(String record) {
        return Arrays.stream(record.split(" ")).filter(s -> !s.isEmpty()).map(Notation::parsePly).toList();
    }

    /** The 24 points as the JSON gives them, empty but for {@code pieces} ("d6", "white", …). */
    private static String points(String... pieces) {
        Map<String, String> at = new java.util.HashMap<>();
        for (int i = 0; i < pieces.length; i += 2) {
            at.put(pieces[i], pieces[i + 1]);
        }
        StringBuilder sb = new StringBuilder("{");
        for (int p = 0; p < io.github.morrisboard.board.Point.COUNT; p++) {
            String name = io.github.morrisboard.board.Point.name(p);
            sb.append(p == 0 ? "" : ",").append('"').append(name).append("\":\"").append(at.getOrDefault(name, "")).append('"');
        }
        return sb.append('}').toString();
    }

    @Test
    void everyBoardInNameOrderWithItsPositionMovesLastMoveAndTurn() {
        SpectatedBoards boards = new SpectatedBoards();
        String json = SpectateJson.encode(true, boards.update(Map.of(
                "boardB", new Broadcast("boardB", "abandoned", "human-vs-ai", plies("a1")),
                "boardA", new Broadcast("boardA", "on", "remote", plies("d6 f4 b2 d2")))));
        assertEquals("{\"connected\":true,\"boards\":["
                + "{\"board\":\"boardA\",\"state\":\"on\",\"mode\":\"remote\",\"plies\":4,\"moves\":2,\"ply\":\"d2\",\"last\":\"2. b2 d2\","
                + "\"turn\":\"white\",\"placing\":true,\"taking\":false,\"points\":" + points("d6", "white", "f4", "black", "b2", "white", "d2", "black")
                + ",\"problem\":\"\"},"
                + "{\"board\":\"boardB\",\"state\":\"abandoned\",\"mode\":\"human-vs-ai\",\"plies\":1,\"moves\":1,\"ply\":\"a1\",\"last\":\"1. a1\","
                + "\"turn\":\"black\",\"placing\":true,\"taking\":false,\"points\":" + points("a1", "white") + ",\"problem\":\"\"}]}", json);
        assertEquals("{\"connected\":false,\"boards\":[]}", SpectateJson.encode(false, new SpectatedBoards().update(Map.of())));
    }

    @Test
    void aBroadcastThatCannotBeReplayedKeepsTheLastGoodGameAndSaysWhy() {
        SpectatedBoards boards = new SpectatedBoards();
        boards.update(Map.of("boardA", new Broadcast("boardA", "on", "remote", plies("d6 f4"))));
        List<SpectatedBoards.Board> after = boards.update(Map.of("boardA", new Broadcast("boardA", "over", "remote", plies("d6 f4 d6"))));
        String json = SpectateJson.encode(true, after);
        assertTrue(json.contains("\"state\":\"on\",\"mode\":\"remote\",\"plies\":2,\"moves\":1,\"ply\":\"f4\",\"last\":\"1. d6 f4\""), json);
        assertTrue(json.contains("\"points\":" + points("d6", "white", "f4", "black")), json);
        String problem = after.getFirst().problem();
        assertTrue(problem.startsWith("ply 3 \"d6\": "), problem);
        assertTrue(json.contains("\"problem\":\"ply 3 \\\"d6\\\": "), json);

        // the next good broadcast is shown again, without the problem
        json = SpectateJson.encode(true, boards.update(Map.of("boardA", new Broadcast("boardA", "on", "remote", plies("d6 f4 b2")))));
        assertTrue(json.contains("\"plies\":3") && json.contains("\"problem\":\"\""), json);

        // a board whose first broadcast cannot be replayed: an empty board, and why
        json = SpectateJson.encode(true, new SpectatedBoards().update(Map.of("boardC", new Broadcast("boardC", "on", "remote", plies("xa1")))));
        assertTrue(json.contains("\"board\":\"boardC\",\"state\":\"on\",\"mode\":\"remote\",\"plies\":0,\"moves\":0,\"ply\":\"\",\"last\":\"\",\"turn\":\"\","), json);
        assertTrue(json.contains("\"points\":" + points() + ",\"problem\":\"ply 1 "), json);
    }

    @Test
    void aFinishedGameSaysItsResultAsASentenceOfEveryLanguage() {
        Game g = Game.start(Rules.STANDARD);
        while (!g.outcome().isOver()) { // the first legal ply each time: the engine's game ends (a win or a draw) by its rules
            g = g.play(g.position().legalPlies().getFirst());
        }
        String key = CompanionJson.resultKey(g.outcome().describe()).orElseThrow();
        String json = SpectateJson.encode(true, new SpectatedBoards().update(Map.of("boardA", new Broadcast("boardA", "over", "remote", g.plies()))));
        assertTrue(json.contains("\"turn\":\"\",") && json.contains("\"result\":{\"key\":\"" + key + "\",\"args\":[]}"), json);
        for (Language l : Language.values()) {
            assertTrue(Words.of(l).templates().containsKey(key), key + " in " + l);
        }
    }
}
