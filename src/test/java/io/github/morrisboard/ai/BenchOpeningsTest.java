package io.github.morrisboard.ai;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.engine.Color;
import io.github.morrisboard.engine.Game;
import io.github.morrisboard.engine.Rules;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The match openings: every two-ply opening is the image of exactly one of them, so no game is played twice. */
class BenchOpeningsTest {
    @Test
    void everyTwoPlyOpeningIsTheImageOfExactlyOneListedOpening() {
        List<Game> listed = BenchOpenings.twoPly().stream().map(o -> Game.replay(Rules.STANDARD, o)).toList();
        for (int w = 0; w < Point.COUNT; w++) {
            for (int b = 0; b < Point.COUNT; b++) {
                if (w == b) {
                    continue;
                }
                int images = 0;
                for (Game g : listed) {
                    for (int s = 0; s < Symmetry.COUNT; s++) {
                        if (Symmetry.mask(s, g.position().pieces(Color.WHITE)) == 1 << w
                                && Symmetry.mask(s, g.position().pieces(Color.BLACK)) == 1 << b) {
                            images++;
                            break;
                        }
                    }
                }
                assertEquals(1, images, Point.name(w) + " " + Point.name(b));
            }
        }
    }
}
