package io.github.morrisboard.wiring;

import io.github.morrisboard.board.Point;
import io.github.morrisboard.hardware.profile.HardwareProfile;
import io.github.morrisboard.hardware.profile.ProfileLoader;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The default LED chain is a serpentine with short hops: each square in one sweep along its own
 * lines, a step of at most √2 pitches from one square to the next, then the status pixels in the
 * centre beside the last point; and the documents state its length.
 */
class ChainOrderTest {
    static final HardwareProfile PROFILE = ProfileLoader.load(ProfileLoader.DEFAULT);

    /** 0 outer, 1 middle, 2 inner square. */
    static int square(int p) {
        return Math.min(Math.min(Point.column(p), 6 - Point.column(p)), Math.min(Point.row(p), 6 - Point.row(p)));
    }

    static boolean onOneLine(int p, int q) {
        return BoardPlan.lines().stream().anyMatch(l -> l[0] == Math.min(p, q) && l[1] == Math.max(p, q));
    }

    /** Problems with a chain's shape, one line each. */
    static List<String> problems(HardwareProfile profile) {
        BoardPlan plan = new BoardPlan(profile, 300);
        List<Stop> chain = plan.chain();
        List<Double> hops = plan.hops();
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (int i = 1; i < chain.size(); i++) {
            Stop a = chain.get(i - 1), b = chain.get(i);
            String hop = Report.name(a) + " to " + Report.name(b);
            if (a instanceof Stop.PointPixel pa && b instanceof Stop.PointPixel pb) {
                if (square(pa.point()) == square(pb.point())) {
                    if (!onOneLine(pa.point(), pb.point())) {
                        out.add(hop + " jumps across its square");
                    }
                } else if (square(pb.point()) != square(pa.point()) + 1 || hops.get(i - 1) > Math.sqrt(2) * plan.pitch() + 1e-9) {
                    out.add(hop + " is not a short step inwards (" + Layout.mm(hops.get(i - 1)) + " mm)");
                }
            } else if (a instanceof Stop.PointPixel pa && b instanceof Stop.StatusPixel) {
                if (square(pa.point()) != 2 || hops.get(i - 1) > plan.pitch()) {
                    out.add(hop + ": the status pixels should follow the inner square, beside its last point");
                }
            } else if (a instanceof Stop.StatusPixel && b instanceof Stop.PointPixel) {
                out.add(hop + ": a point after a status pixel");
            }
        }
        return out;
    }

    @Test
    void theDefaultChainIsASerpentineOfShortHops() {
        assertEquals(List.of(), problems(PROFILE));
        assertEquals(List.of(0, 1, 2), List.of(square(Point.parse("a1")), square(Point.parse("b2")), square(Point.parse("c3"))));
    }

    @Test
    void theOldChainWithItsLongJumpsFails(/* the order before this change: f2 to d3, e3 to the status pixels */) throws IOException {
        Path dir = Files.createTempDirectory("chain");
        String[] old = "a1 a4 a7 d7 g7 g4 g1 d1 d2 b2 b4 b6 d6 f6 f4 f2 d3 c3 c4 c5 d5 e5 e4 e3".split(" ");
        java.util.Map<String, String> keys = new java.util.HashMap<>();
        for (int i = 0; i < old.length; i++) {
            keys.put("led.point." + old[i], String.valueOf(i));
        }
        List<String> found = problems(TextOverlapTest.profile(dir, keys));
        assertTrue(found.stream().anyMatch(s -> s.startsWith("f2 to d3")), found.toString());
        assertTrue(found.stream().anyMatch(s -> s.startsWith("e3 to status pixel 1")), found.toString());
    }

    @Test
    void theReadmeAndTheBuildGuideStateTheStandardChainLength() throws IOException {
        double metres = new BoardPlan(PROFILE, WiringFiles.DEFAULT_SIZES.get(0)).chainLength() / 1000;
        String stated = String.format(Locale.ROOT, "%.2f m", metres);
        assertTrue(Files.readString(Path.of("README.md")).contains(stated), "README states " + stated);
        assertTrue(Files.readString(Path.of("wiring", "BUILD.md")).contains(stated), "BUILD.md states " + stated);
    }
}
