package io.github.morrisboard.wiring;

import io.github.morrisboard.board.Point;

import java.util.List;
import java.util.Locale;

/** What the generator says about a plan: the chain's length and its longest data hop. */
public final class Report {
    private Report() {
    }

    /** Lines for a person: the chain length for this board size and the longest hop. */
    public static List<String> chainLines(BoardPlan plan) {
        List<Stop> chain = plan.chain();
        List<Double> hops = plan.hops();
        int longest = 0;
        for (int i = 1; i < hops.size(); i++) {
            if (hops.get(i) > hops.get(longest) + 1e-9) {
                longest = i;
            }
        }
        return List.of(
                String.format(Locale.ROOT, "LED chain: %d pixels, %s m centre to centre", chain.size(),
                        SvgWriter.num(Math.round(plan.chainLength()) / 1000.0)),
                String.format(Locale.ROOT, "  on a %s mm board (pitch %s mm);", Layout.mm(plan.size()), Layout.mm(plan.pitch())),
                String.format(Locale.ROOT, "  longest hop %s mm (%s to %s).", Layout.mm(hops.get(longest)),
                        name(chain.get(longest)), name(chain.get(longest + 1))));
    }

    static String name(Stop s) {
        return switch (s) {
            case Stop.PointPixel pp -> Point.name(pp.point());
            case Stop.StatusPixel sp -> "status pixel " + (sp.index() + 1);
        };
    }
}
