package io.github.morrisboard.learn;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.store.HistoryEntry;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BoardRatingTest {
    static HistoryEntry game(int minute, Mode mode, int level, Optional<Color> ai, String result) {
        return new HistoryEntry(Instant.parse("2026-12-01T10:00:00Z").plusSeconds(60L * minute), Rules.STANDARD, mode,
                mode.hasAi() ? OptionalInt.of(level) : OptionalInt.empty(), ai, result, List.of());
    }

    static HistoryEntry vsAi(int minute, int level, Color ai, String result) {
        return game(minute, Mode.HUMAN_AI, level, Optional.of(ai), result);
    }

    @Test
    void theRatingIsGlickoAgainstTheLevelsGameByGame() {
        List<HistoryEntry> history = List.of(
                vsAi(0, 5, Color.BLACK, "white wins: black has no legal move"), // the person (white) won
                vsAi(1, 7, Color.WHITE, "white wins: black is down to two pieces"), // the person (black) lost
                vsAi(2, 6, Color.WHITE, "white resigned: black wins"), // the person (black) won
                vsAi(3, 6, Color.BLACK, "draw: the same position for the third time"));
        Glicko2.Rating want = Glicko2.NEWCOMER;
        int[] levels = {5, 7, 6, 6};
        double[] scores = {1, 0, 1, 0.5};
        for (int i = 0; i < 4; i++) {
            want = Glicko2.rate(want, List.of(new Glicko2.Game(LevelRatings.rating(levels[i]), LevelRatings.deviation(levels[i]),
                    scores[i])));
        }
        List<BoardRating.Point> curve = BoardRating.curve(history);
        assertEquals(List.of(1.0, 0.0, 1.0, 0.5), curve.stream().map(BoardRating.Point::score).toList());
        assertEquals(List.of(5, 7, 6, 6), curve.stream().map(BoardRating.Point::level).toList());
        assertEquals(want, BoardRating.current(history));
        assertEquals(history.get(3).ended(), curve.get(3).ended());
        // a win against level 5 from 1500: 1500 + 350^2-ish pull, well above; the draw against 6 (1578) raises it
        assertEquals(1675, curve.getFirst().rating().rating(), 10);
    }

    @Test
    void onlyFinishedGamesOfAPersonAgainstTheAiCount() {
        List<HistoryEntry> history = List.of(
                game(0, Mode.HUMAN_HUMAN, 0, Optional.empty(), "white wins: black has no legal move"),
                game(1, Mode.REMOTE, 0, Optional.of(Color.BLACK), "white wins: black has no legal move"),
                game(2, Mode.AI_AI, 5, Optional.empty(), "white wins: black has no legal move"),
                vsAi(3, 5, Color.BLACK, HistoryEntry.ABANDONED),
                game(4, Mode.HUMAN_AI, 5, Optional.empty(), "white wins: black has no legal move"), // an old line: no side
                vsAi(5, 5, Color.BLACK, "draw agreed"));
        assertEquals(List.of(5), BoardRating.curve(history).stream().map(p -> (int) p.ended().getEpochSecond() % 3600 / 60).toList());
        assertEquals(Glicko2.NEWCOMER, BoardRating.current(history.subList(0, 5)));
    }

    @Test
    void aGameFromAPositionSetUpOnTheBoardDoesNotCount() {
        HistoryEntry won = vsAi(0, 5, Color.BLACK, "white wins: black has no legal move");
        HistoryEntry fromAPosition = new HistoryEntry(won.ended(), won.rules(), won.mode(), won.level(), won.opponent(), won.result(),
                List.of(), io.github.morrisboard.engine.PositionText.parse(Rules.STANDARD, "W:a1,a4,b4,c4 B:g1,g4,g7 white to move"));
        assertEquals(1, BoardRating.curve(List.of(won)).size());
        assertEquals(List.of(), BoardRating.curve(List.of(fromAPosition)), "it may have been won before its first ply");
    }
}
