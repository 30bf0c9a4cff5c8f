package io.github.morrisboard.web;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.learn.Practice;
import io.github.morrisboard.learn.Progress;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.store.HistoryEntry;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The phone's practice (issue 33): the puzzles with their counts, the puzzle of the day, the rating and its curve. */
class PracticeJsonTest {
    @Test
    void thePuzzlesTheDaysOneAndTheRatingsCurve() {
        HistoryEntry won = new HistoryEntry(Instant.parse("2026-12-01T05:00:00Z"), Rules.STANDARD, Mode.HUMAN_AI, OptionalInt.of(3),
                Optional.of(Color.BLACK), "white wins: black is down to two pieces", Game.replay(Rules.STANDARD, "d6").plies());
        Practice practice = new Practice(Optional.empty(), () -> List.of(won), () -> Instant.parse("2026-12-02T10:00:00Z"), ZoneOffset.UTC);
        Progress p = practice.progress();
        practice.count(p.puzzles().getFirst(), true);
        String json = PracticeJson.of(practice.progress());
        assertTrue(json.startsWith("{\"rating\":{\"rating\":" + Math.round(p.rating().rating()) + ","), json);
        assertTrue(json.contains("\"solved\":1,\"total\":30,\"today\":\"" + p.ofTheDay().orElseThrow() + "\""), json);
        assertTrue(json.contains("\"curve\":[{\"ended\":\"2026-12-01T05:00:00Z\",\"level\":3,\"score\":1.0,"), json);
        assertTrue(json.contains("{\"id\":\"b1\",\"kind\":\"mill\",\"title\":{\"key\":\"puzzle.kind.mill\",\"args\":[]},\"own\":false,"
                + "\"side\":\"" + p.puzzles().getFirst().sideToMove().label() + "\",\"solved\":1,\"failed\":0}"), json);
        assertEquals(30, json.split("\"id\":").length - 1);
    }
}
