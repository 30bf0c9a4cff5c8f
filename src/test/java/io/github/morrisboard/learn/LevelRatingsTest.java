package io.github.morrisboard.learn;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The levels' ratings are what the ladder measured: its maximum-likelihood Elo fit, level 5 at 1500. */
class LevelRatingsTest {
    private static final Pattern CELL = Pattern.compile("level\\s+(\\d+): W D L\\s+(\\d+)\\s+(\\d+)\\s+(\\d+).*");

    /** One cell of the ladder: a level against a reference, its points and games. */
    private record Cell(int level, int reference, double points, int games) {
    }

    @Test
    void theRatingsAreTheLaddersFit() throws IOException {
        List<Cell> cells = new ArrayList<>();
        int reference = -1;
        for (String line : Files.readAllLines(Path.of("docs/bench/ladder-two-ply.txt"))) {
            Matcher m = CELL.matcher(line);
            if (line.startsWith("reference")) {
                reference++;
            } else if (m.matches()) {
                int w = Integer.parseInt(m.group(2)), d = Integer.parseInt(m.group(3)), l = Integer.parseInt(m.group(4));
                cells.add(new Cell(Integer.parseInt(m.group(1)), reference, w + d / 2.0, w + d + l));
            }
        }
        assertEquals(30, cells.size(), "ten levels against three references");
        double[] r = new double[13]; // levels 1..10 at 0..9, the references at 10..12
        for (int step = 0; step < 20_000; step++) { // gradient ascent of the log-likelihood
            double[] grad = new double[13];
            for (Cell c : cells) {
                int a = c.level() - 1, b = 10 + c.reference();
                double e = 1 / (1 + Math.pow(10, -(r[a] - r[b]) / 400));
                grad[a] += c.points() - c.games() * e;
                grad[b] -= c.points() - c.games() * e;
            }
            double shift = 0;
            for (int i = 0; i < 13; i++) {
                r[i] += 2 * grad[i];
            }
            shift = r[4] - 1500;
            for (int i = 0; i < 13; i++) {
                r[i] -= shift;
            }
        }
        for (int level = 1; level <= 10; level++) {
            assertEquals(r[level - 1], LevelRatings.rating(level), 1.0, "level " + level);
        }
        for (int level = 2; level <= 10; level++) {
            assertTrue(LevelRatings.rating(level) > LevelRatings.rating(level - 1), "each level above the one below");
        }
    }
}
