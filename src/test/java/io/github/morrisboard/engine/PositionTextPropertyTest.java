package io.github.morrisboard.engine;

import io.github.morrisboard.files.Mutations;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The position text's promises for every position and every text: a position a game reaches (no removal
 * owed, not over) is written and read back as itself, never refused; and any text, typed or mangled, reads
 * to a position or to a refusal of one line, never another exception, and a position read is written and
 * read back as itself.
 */
class PositionTextPropertyTest {
    static final List<Rules> RULES = List.of(Rules.STANDARD, Rules.TWELVE, Rules.parse("standard,double-removal=on"),
            Rules.parse("twelve,flying=off,double-removal=on"));

    @Property(tries = 400)
    void everyPositionAGameReachesIsWrittenAndReadBackAsItself(@ForAll @IntRange(min = 0, max = 3) int rules,
                                                                 @ForAll long seed, @ForAll @IntRange(min = 0, max = 120) int plies) {
        Rules r = RULES.get(rules);
        SplittableRandom rnd = new SplittableRandom(seed);
        Game g = Game.start(r);
        int checked = 0;
        for (int i = 0; i < plies && !g.outcome().isOver(); i++) {
            Position p = g.position();
            if (p.removalsOwed() == 0) {
                String text = PositionText.format(p);
                PositionText.Read read = PositionText.read(r, text);
                if (read instanceof PositionText.Read.Refused no) {
                    fail("reached after " + g.record() + " but refused: " + text + ": " + no.describe());
                }
                Position back = assertInstanceOf(PositionText.Read.Ok.class, read).position();
                assertEquals(p.white(), back.white(), text);
                assertEquals(p.black(), back.black(), text);
                assertEquals(p.inHand(Color.WHITE), back.inHand(Color.WHITE), text);
                assertEquals(p.inHand(Color.BLACK), back.inHand(Color.BLACK), text);
                assertEquals(p.sideToMove(), back.sideToMove(), text);
                assertEquals(text, PositionText.format(back));
                checked++;
            }
            List<Ply> legal = p.legalPlies();
            g = g.play(legal.get(rnd.nextInt(legal.size())));
        }
        assertTrue(checked > 0 || plies == 0 || g.outcome().isOver() || g.position().removalsOwed() > 0);
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.oneOf(Mutations.near(List.of(PositionText.EXAMPLE, "W:a1,a4,a7,d2 B:g1,g4,g7 white to move",
                "W:- B:- hand 9/9 white to move", "black hand 6/7 w: g4 d2 a1 b:g7,d6", "W:a1 B:g1,g4,g7 hand 6/6 white to remove")),
                Arbitraries.of("W:", "B:", "w:", "b:", "white:", "-", "hand", "0/0", "3/4", "9/9", "12/12", "white", "black", "to",
                        "move", "remove", "a1", "d2", "g7", "c4", "e5", "b6", "f2", "d6", "z9", ",", "x")
                        .list().ofMaxSize(24).map(l -> String.join(" ", l)));
    }

    @Property(tries = 3000)
    void anyTextReadsToAPositionOrToARefusalOfOneLine(@ForAll("texts") String text, @ForAll @IntRange(min = 0, max = 3) int rules) {
        Rules r = RULES.get(rules);
        switch (PositionText.read(r, text)) {
            case PositionText.Read.Ok ok -> {
                String written = PositionText.format(ok.position());
                assertEquals(ok.position(), PositionText.parse(r, written), text);
                assertEquals(ok.position(), PositionText.parse(r, written.toUpperCase(java.util.Locale.ROOT)), written);
                assertTrue(!ok.position().outcome().isOver() && ok.position().removalsOwed() == 0, written);
            }
            case PositionText.Read.Refused no -> {
                assertTrue(Mutations.oneLine(no.describe()), "not one line: " + no.describe());
                assertTrue(no.describe().length() < 200, no.describe());
            }
        }
    }
}
