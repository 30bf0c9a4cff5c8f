package io.github.morrisboard.web;

import io.github.morrisboard.control.Opponent.Word;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Outcome;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.remote.Ending;
import io.github.morrisboard.remote.Message;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.store.HistoryEntry;
import io.github.morrisboard.words.Language;
import io.github.morrisboard.words.Sentence;
import io.github.morrisboard.words.Words;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The games' list of the companion page says each result the board writes to the history (every
 * outcome, an abandoned game, a remote game's end by word) as a sentence of the catalog, so the page
 * shows it in its language; a result from elsewhere is shown as the history has it.
 */
class CompanionGamesJsonTest {
    private static final Pattern SAY = Pattern.compile("\"say\":\\{\"key\":\"([a-z.-]+)\",\"args\":\\[\\]\\}");

    private static HistoryEntry game(String result) {
        return new HistoryEntry(Instant.parse("2026-12-01T05:00:00Z"), Rules.STANDARD, Mode.HUMAN_HUMAN, OptionalInt.empty(), result, List.of());
    }

    /** The key of the one game's sentence, or "" when it has none. */
    private static String key(String result) {
        Matcher m = SAY.matcher(CompanionJson.games(List.of(game(result))));
        return m.find() ? m.group(1) : "";
    }

    private static List<String> resultsTheBoardWrites() {
        List<String> results = new ArrayList<>();
        for (Color c : Color.values()) {
            for (Outcome.WinReason r : Outcome.WinReason.values()) {
                results.add(new Outcome.Win(c, r).describe());
            }
            Ending resigned = new Ending();
            resigned.heard(new Message.End("g1", c, Word.RESIGN, 10));
            results.add(resigned.result().orElseThrow().describe());
        }
        for (Outcome.DrawReason d : Outcome.DrawReason.values()) {
            results.add(new Outcome.Draw(d).describe());
        }
        Ending agreed = new Ending();
        agreed.heard(new Message.End("g1", Color.WHITE, Word.OFFER, 30));
        agreed.heard(new Message.End("g1", Color.BLACK, Word.ACCEPT, 30));
        results.add(agreed.result().orElseThrow().describe());
        results.add(HistoryEntry.ABANDONED);
        return results;
    }

    @Test
    void everyResultTheBoardWritesIsASentenceInEveryLanguage() {
        for (String result : resultsTheBoardWrites()) {
            String key = key(result);
            assertFalse(key.isEmpty(), "no sentence for \"" + result + "\"");
            String said = Words.english().render(Sentence.of(key)).toLowerCase(java.util.Locale.ROOT);
            for (String gist : List.of("white wins", "black wins", "draw", "abandoned")) { // the same end, said again
                assertEquals(result.contains(gist), said.contains(gist), "\"" + result + "\" said as \"" + said + "\"");
            }
            for (Language l : Language.values()) {
                assertTrue(Words.of(l).templates().containsKey(key), l + " lacks " + key);
            }
        }
    }

    @Test
    void saysThemInThePagesLanguage() {
        assertEquals("over.white.pieces", key("white wins: black is down to two pieces"));
        assertEquals("Белые выиграли: у чёрных осталось две фишки", Words.of(Language.RU).render(Sentence.of(key("white wins: black is down to two pieces"))));
        assertEquals("over.resigned.black", key("black resigned: white wins"));
        assertEquals("Fekete feladta: fehér nyert", Words.of(Language.HU).render(Sentence.of(key("black resigned: white wins"))));
        assertEquals("game.abandoned", key("abandoned"));
        assertEquals("over.draw.no-removal", key("draw: too many moves without a mill"));
    }

    @Test
    void aResultFromElsewhereIsShownAsWritten() {
        assertEquals("", key("white lost on time"));
        assertTrue(CompanionJson.games(List.of(game("white lost on time"))).contains("\"result\":\"white lost on time\""));
    }
}
