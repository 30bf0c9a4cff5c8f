package io.github.morrisboard.web;

import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.PositionText;
import io.github.morrisboard.engine.Rules;
import io.github.morrisboard.setup.Mode;
import io.github.morrisboard.words.Language;
import io.github.morrisboard.words.Sentence;
import io.github.morrisboard.words.Words;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The companion page's position form: the command it makes, and every refusal said in every language. */
class PositionFormTest {
    static final String TYPED = "W:a1,d2,g4 B:d6,g7 hand 6/7 black to move";

    @Test
    void aGoodTextIsTheCommandWithThePlayersChosen() {
        PositionForm.Read.Ok ok = assertInstanceOf(PositionForm.Read.Ok.class, PositionForm.read(Map.of("position", TYPED), Rules.STANDARD));
        assertEquals(PositionText.parse(Rules.STANDARD, TYPED), ok.command().position());
        assertEquals(Mode.HUMAN_AI, ok.command().players(), "against the AI unless two people are chosen");
        PositionForm.Read two = PositionForm.read(Map.of("position", TYPED, "players", "human-vs-human"), Rules.STANDARD);
        assertEquals(Mode.HUMAN_HUMAN, assertInstanceOf(PositionForm.Read.Ok.class, two).command().players());
    }

    @Test
    void aFormThatIsNotThePagesIsRefused() {
        for (Map<String, String> form : List.of(Map.of("position", TYPED, "players", "ai-vs-ai"), Map.of("position", TYPED, "colour", "red"))) {
            PositionForm.Read.Refused r = assertInstanceOf(PositionForm.Read.Refused.class, PositionForm.read(form, Rules.STANDARD));
            assertEquals(Sentence.of("companion.position.bad.form"), r.why());
        }
    }

    /** One text for each problem (and side): each refusal's sentence is said in every language, its English the engine's. */
    @Test
    void everyRefusalIsSaidInEveryLanguage() {
        List<String> texts = List.of("", "hand 9/9 hello white", "W:z9", "W:a1,a1", "W:a1 B:a1", "hand 5 white", "hand 9/9",
                "W:a1,a4,a7 B:g1,g4,g7,d7 white to remove", "W:a1,a4,a7 B:g1,g4,g7,d7 black to remove",
                "W:a1,a4 hand 8/8 white", "B:a1,a4 hand 8/8 black", "W:a1,d2 B:g7 hand 5/6 white to move", "W:a1,d2 B:g7,g4 hand 5/5 black",
                "W:a1 B:g1,g4,g7 hand 6/6 white", "W:a1,a4,a7 hand 6/6 white", "W:a1,a4 B:g1,g4,g7 white", "W:a1,a4,a7 B:g1,g4 white",
                "W:a1,a4,a7,d7,g7 B:d1,b4,d6,g4 white to move");
        java.util.Set<String> keys = new java.util.TreeSet<>();
        for (String text : texts) {
            PositionText.Read.Refused engine = assertInstanceOf(PositionText.Read.Refused.class, PositionText.read(Rules.STANDARD, text), text);
            PositionForm.Read.Refused r = assertInstanceOf(PositionForm.Read.Refused.class,
                    PositionForm.read(Map.of("position", text), Rules.STANDARD));
            assertEquals(engine.describe(), r.english());
            keys.add(r.why().key());
            for (Language l : Language.values()) {
                String said = Words.of(l).render(r.why());
                assertTrue(!said.isBlank() && !said.contains("{"), l + " " + text + ": " + said);
            }
        }
        int sided = 0;
        for (PositionText.Problem p : PositionText.Problem.values()) {
            for (Optional<Color> side : List.of(Optional.<Color>empty(), Optional.of(Color.WHITE), Optional.of(Color.BLACK))) {
                String key = "companion.position.bad." + p.label() + side.map(c -> "." + c.label()).orElse("");
                if (Words.english().templates().containsKey(key)) {
                    assertTrue(keys.contains(key), key + " is in the catalog: a text above is refused with it");
                    sided += side.isPresent() ? 1 : 0;
                }
            }
        }
        assertEquals(10, sided, "owed, too-many, hands, taken and few are said for each side");
        assertEquals(18, keys.size(), keys.toString());
    }

    @Test
    void aGameOverIsSaidAsTheBoardSaysTheEndOfAGame() {
        PositionForm.Read.Refused r = assertInstanceOf(PositionForm.Read.Refused.class,
                PositionForm.read(Map.of("position", "W:a1,a4,a7,d7,g7 B:d1,b4,d6,g4 white to move"), Rules.STANDARD));
        assertEquals(Sentence.of("companion.position.bad.over", Sentence.of("over.black.blockade")), r.why());
        assertEquals("that position ends the game: Black wins: white cannot move", Words.english().render(r.why()));
        assertEquals("в этой позиции партия окончена: " + Words.of(Language.RU).render(Sentence.of("over.black.blockade")),
                Words.of(Language.RU).render(r.why()));
    }
}
